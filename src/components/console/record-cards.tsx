import Link from "next/link";

/**
 * A list of records as the console shows them (issue 31 §5–6: reservations, purchases, trade-ins): one each,
 * newest first, its heading the link to its page; the facts a manager scans for (status, car, shopper,
 * offer, hold) in a description list, so it reads the same at 390 px as on a desk.
 */
export type RecordCard = {
  id: string;
  href: string;
  title: string;
  status: string;
  facts: { label: string; value: string }[];
};

export function RecordCards({
  cards,
  empty,
  label,
}: {
  cards: readonly RecordCard[];
  empty: string;
  label: string;
}) {
  if (cards.length === 0) return <p className="rounded-xl border bg-background p-4">{empty}</p>;
  return (
    <ol aria-label={label} className="space-y-3">
      {cards.map((card) => (
        <li key={card.id} className="rounded-xl border bg-background p-4 text-sm">
          <h2 className="flex flex-wrap items-baseline justify-between gap-2 text-base font-semibold">
            <Link href={card.href} className="underline">
              {card.title}
            </Link>
            <span className="rounded-full bg-muted px-2 py-0.5 text-sm font-normal">{card.status}</span>
          </h2>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {card.facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd className="break-words">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
