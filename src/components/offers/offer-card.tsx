import { buttonVariants } from "@/components/ui/button";
import type { OfferView } from "@/lib/offers/offer";
import { OfferImage } from "./offer-image";
import { OfferTextBlock } from "./offer-text-block";

/** The picture's words: the car an offer is about; otherwise the picture only decorates the card. */
export function offerImageAlt(offer: Pick<OfferView, "manufacturerName" | "modelName">): string {
  return offer.modelName ? [offer.manufacturerName, offer.modelName].filter(Boolean).join(" ") : "";
}

/**
 * One offer in a list (spec 02 §2 "Offers": name, description, disclaimer, category and image, the
 * texts collapsible with View more / View less), linking to the offer's own page.
 */
export function OfferCard({
  offer,
  headingLevel = 2,
  priority = false,
}: {
  offer: OfferView;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `offer-${offer.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-background"
      data-testid="offer-card"
    >
      <OfferImage src={offer.imageUrl} alt={offerImageAlt(offer)} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        {offer.category ? (
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{offer.category}</p>
        ) : null}
        <Heading id={headingId} className="mt-1 text-lg font-semibold">
          <a href={offer.path} className="hover:underline">
            {offer.name}
          </a>
        </Heading>
        <OfferTextBlock text={offer.description} label={offer.name} className="mt-2 text-sm" />
        <OfferTextBlock
          text={offer.disclaimer}
          label={`terms of ${offer.name}`}
          className="mt-3 text-xs text-muted-foreground"
        />
        <div className="mt-auto pt-4">
          <a href={offer.path} className={buttonVariants({ variant: "secondary" })}>
            View offer<span className="sr-only">: {offer.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
