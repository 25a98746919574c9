import type { OfferView } from "@/lib/offers/offer";
import { OfferCard } from "./offer-card";

/** Offers as cards: one column on phones, two on tablets, three on wide screens. */
export function OfferGrid({
  offers,
  headingLevel = 2,
  priorityFirst = false,
}: {
  offers: readonly OfferView[];
  headingLevel?: 2 | 3;
  priorityFirst?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer, i) => (
        <li key={offer.id}>
          <OfferCard offer={offer} headingLevel={headingLevel} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
