import { formatNumber } from "@/lib/format/format";
import type { FacetItem } from "@/lib/search/search-types";
import { slugify } from "@/lib/text/slugify";

/** Spec 02 §2 "Browse-by-make / body-type facet cards linking to /search/{make-or-body-slug}". */
export function BrowseCards({
  heading,
  id,
  items,
  limit = 12,
}: {
  heading: string;
  id: string;
  items: FacetItem[];
  limit?: number;
}) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-6">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.slice(0, limit).map((item) => (
          <li key={item.value}>
            <a
              href={`/search/${slugify(item.value)}`}
              className="flex h-full flex-col rounded-lg border p-4 hover:border-primary hover:shadow"
            >
              <span className="font-semibold">{item.label}</span>
              <span className="text-sm text-muted-foreground">{formatNumber(item.count)} in stock</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
