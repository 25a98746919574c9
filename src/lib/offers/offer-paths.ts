import { manufacturerSlug } from "../stock/manufacturers";

/**
 * Where an offer's page lives (spec 02 §2 routes: "/offers/{id} or /offers/{manufacturer}/{id}: single
 * offer; the manufacturer segment is used when the site has no single manufacturer"). The offer's
 * `{id}` is its slug, the identity feeds give it (decision 0029).
 *
 * One URL is canonical: `/offers/{manufacturer}/{slug}` on a site without a single manufacturer for an
 * offer that names one, else `/offers/{slug}`. The other spelling of the same offer redirects to it
 * (permanently); a manufacturer segment that is not the offer's is a 404, like an unknown slug.
 */

export const OFFERS_LIST_PATH = "/special-offers";

/** The one make every dealership of the site sells new, or null for a group of makes or a used yard. */
export function singleManufacturer(
  dealerships: readonly { manufacturerName: string | null }[],
): string | null {
  const names = new Set(dealerships.map((d) => d.manufacturerName?.trim().toLowerCase() || null));
  if (names.size !== 1 || names.has(null)) return null;
  return dealerships[0]!.manufacturerName!.trim();
}

/** The canonical path of an offer's page on a site (`siteManufacturer`: singleManufacturer's answer). */
export function offerPath(
  offer: { slug: string; manufacturerName: string | null },
  siteManufacturer: string | null,
): string {
  const make = offer.manufacturerName ? manufacturerSlug(offer.manufacturerName) : "";
  const slug = encodeURIComponent(offer.slug);
  return siteManufacturer === null && make ? `/offers/${make}/${slug}` : `/offers/${slug}`;
}

/** What `/offers/…` asks for: an offer's slug, and the manufacturer segment when there is one. */
export type OfferPathRequest = { slug: string; manufacturer: string | null };

/** `/offers/{slug}` or `/offers/{manufacturer}/{slug}`; null for any other shape (a 404). */
export function parseOfferPath(segments: readonly string[]): OfferPathRequest | null {
  if (segments.length === 1) return { slug: segments[0]!, manufacturer: null };
  if (segments.length === 2) return { slug: segments[1]!, manufacturer: segments[0]! };
  return null;
}

export type OfferPathAnswer = { kind: "show" } | { kind: "redirect"; to: string } | { kind: "not-found" };

/**
 * How a request for an offer that exists answers: its canonical URL shows it; the other spelling
 * redirects there; a manufacturer segment naming another make is a 404.
 */
export function answerOfferPath(
  request: OfferPathRequest,
  offer: { slug: string; manufacturerName: string | null },
  siteManufacturer: string | null,
): OfferPathAnswer {
  const canonical = offerPath(offer, siteManufacturer);
  const make = offer.manufacturerName ? manufacturerSlug(offer.manufacturerName) : "";
  if (request.manufacturer !== null && request.manufacturer !== make) return { kind: "not-found" };
  const asked =
    request.manufacturer === null
      ? `/offers/${encodeURIComponent(request.slug)}`
      : `/offers/${request.manufacturer}/${encodeURIComponent(request.slug)}`;
  return asked === canonical ? { kind: "show" } : { kind: "redirect", to: canonical };
}
