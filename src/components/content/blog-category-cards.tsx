import Link from "next/link";
import { type BlogCategory, blogCategoryPath } from "@/lib/content/blog-categories";
import { cn } from "@/lib/utils/cn";

/**
 * The blog's category cards (spec 02 §2 "Blog": "A listing with category cards: four categories, plus a
 * fifth for certain brands"). The current category is marked for screen readers and by its border.
 */
export function BlogCategoryCards({
  categories,
  current,
  counts,
}: {
  categories: readonly BlogCategory[];
  current: string | null;
  counts: Readonly<Record<string, number>>;
}) {
  return (
    <nav aria-label="Blog categories">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="blog-categories">
        {categories.map((category) => {
          const here = category.slug === current;
          const count = counts[category.slug] ?? 0;
          return (
            <li key={category.slug}>
              <Link
                href={blogCategoryPath(category.slug)}
                aria-current={here ? "page" : undefined}
                className={cn(
                  "flex h-full flex-col rounded-lg border p-4 hover:border-primary hover:shadow",
                  here && "border-2 border-primary bg-muted",
                )}
              >
                <span className="font-semibold">{category.name}</span>
                <span className="mt-1 text-sm text-muted-foreground">{category.description}</span>
                <span className="mt-auto pt-2 text-sm font-medium text-primary">
                  {count === 1 ? "1 article" : `${count} articles`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
