/**
 * Spec 01 §2 routes: "/search/{dealership_slug} | 'See more from this dealer' link". The vehicle
 * page links to the rest of the car's dealership's stock, a search the site's presets already answer
 * (lib/search/search-presets: a dealership's slug refines dealership_name). Only for a dealership the
 * site lists: another site's dealer has no search here.
 */
export type DealerStockLink = { href: string; label: string; dealerName: string };

export const SEE_MORE_FROM_DEALER = "See more from this dealer";

export function dealerStockLink(
  car: { dealershipSlug: string },
  dealerships: readonly { slug: string; name: string }[],
): DealerStockLink | null {
  const dealership = dealerships.find((d) => d.slug === car.dealershipSlug);
  if (!dealership) return null;
  return {
    href: `/search/${encodeURIComponent(dealership.slug)}`,
    label: SEE_MORE_FROM_DEALER,
    dealerName: dealership.name,
  };
}
