import { Breadcrumb } from "@/components/ui/breadcrumb";
import { buttonVariants } from "@/components/ui/button";
import type { OfferView } from "@/lib/offers/offer";
import { OFFERS_LIST_PATH } from "@/lib/offers/offer-paths";
import { offerImageAlt } from "./offer-card";
import { OfferImage } from "./offer-image";
import { OfferTextBlock } from "./offer-text-block";

/**
 * An offer's own page (spec 02 §2 "single offer"): where it sits, its picture, category, name, when it
 * ends, its description and terms (collapsible with View more / View less), and the way to ask about it.
 */
export function OfferDetail({ offer, endsText }: { offer: OfferView; endsText: string | null }) {
  return (
    <article aria-labelledby="offer-heading">
      <Breadcrumb trail={[{ name: "Special Offers", href: OFFERS_LIST_PATH }, { name: offer.name }]} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="self-start overflow-hidden rounded-lg border">
          <OfferImage src={offer.imageUrl} alt={offerImageAlt(offer)} priority />
        </div>
        <div>
          {offer.category ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{offer.category}</p>
          ) : null}
          <h1 id="offer-heading" className="mt-1 text-3xl font-bold">
            {offer.name}
          </h1>
          {endsText ? <p className="mt-2 text-sm font-medium">{endsText}</p> : null}
          <OfferTextBlock
            text={offer.description}
            label={offer.name}
            className="mt-4 text-lg leading-relaxed"
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#enquire" className={buttonVariants({ size: "lg" })}>
              Enquire about this offer
            </a>
            <a href={OFFERS_LIST_PATH} className={buttonVariants({ size: "lg", variant: "secondary" })}>
              All special offers
            </a>
          </div>
          {offer.disclaimer.paragraphs.length ? (
            <section aria-labelledby="offer-terms" className="mt-8 border-t pt-4">
              <h2 id="offer-terms" className="text-sm font-semibold">
                Terms and conditions
              </h2>
              <OfferTextBlock
                text={offer.disclaimer}
                label={`terms of ${offer.name}`}
                className="mt-2 text-sm text-muted-foreground"
              />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
