import { safeFeedLink } from "@/lib/net/link-url";
import type { PromoNode } from "@/lib/search/promo-placement";

/** A promotional card among the results (spec 02 §4). */
export function PromoCard({ promo }: { promo: PromoNode }) {
  const { node } = promo;
  const link = safeFeedLink(node.link_url);
  return (
    <aside
      className="flex h-full flex-col justify-between gap-4 rounded-lg bg-primary p-6 text-primary-foreground"
      aria-label={node.title}
      data-testid="promo-card"
    >
      <div>
        <h3 className="text-xl font-bold">{node.title}</h3>
        {node.body ? <p className="mt-2 opacity-90">{node.body}</p> : null}
      </div>
      {link ? (
        <a
          href={link}
          className="self-start rounded-lg bg-background px-4 py-2 font-semibold text-foreground"
        >
          {node.link_text ?? "Find out more"}
        </a>
      ) : null}
    </aside>
  );
}
