import { PRICE_BUCKETS, WEEKLY_PRICE_BUCKETS } from "./price-range";
import { CAR_TYPE_ORDER, DEFAULT_FACET_LIMIT, FACET_LIMITS, type FacetAttribute } from "./search-attributes";
import type { SearchDocument } from "./search-document";
import type { FacetItem, SearchResult } from "./search-types";

/*
 * How both stock search engines (the index and the SQL reference) present what they found: hits
 * without the filter-only fields, and facet counts in one order, to each facet's limit.
 */

function compareFacet(attribute: FacetAttribute) {
  const fixed =
    attribute === "car_type"
      ? (CAR_TYPE_ORDER as readonly string[])
      : attribute === "price_range"
        ? PRICE_BUCKETS.map((b) => b.label)
        : attribute === "weekly_price_range"
          ? WEEKLY_PRICE_BUCKETS.map((b) => b.label)
          : null;
  return (a: FacetItem, b: FacetItem) => {
    if (fixed) {
      const ia = fixed.indexOf(a.value);
      const ib = fixed.indexOf(b.value);
      if (ia !== ib)
        return (ia === -1 ? Number.MAX_SAFE_INTEGER : ia) - (ib === -1 ? Number.MAX_SAFE_INTEGER : ib);
    }
    return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  };
}

/** Sorts facet counts the one way both engines present them, and applies the facet's limit. */
export function presentFacet(attribute: FacetAttribute, counts: Map<string, number>): FacetItem[] {
  const items: FacetItem[] = [];
  for (const [value, count] of counts) if (count > 0) items.push({ label: value, value, count });
  items.sort(compareFacet(attribute));
  return items.slice(0, FACET_LIMITS[attribute] ?? DEFAULT_FACET_LIMIT);
}

/** Strips the filter-only fields so hits are the same shape from both engines. */
export function toHit(doc: SearchDocument): SearchResult["hits"][number] {
  // Written out field by field: a rest pattern (`const { series, ..., ...hit } = doc`) built each hit
  // 2.5–5× slower at 47,000 cars (decision 0086's note on V8 and object spreads).
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    make: doc.make,
    model: doc.model,
    badge: doc.badge,
    year: doc.year,
    carType: doc.carType,
    status: doc.status,
    tag: doc.tag,
    reserved: doc.reserved,
    certified: doc.certified,
    price: doc.price,
    beforePrice: doc.beforePrice,
    offerPrice: doc.offerPrice,
    subscriptionPrice: doc.subscriptionPrice,
    weeklyPrice: doc.weeklyPrice,
    preorder: doc.preorder,
    km: doc.km,
    colour: doc.colour,
    simpleBody: doc.simpleBody,
    simpleFuel: doc.simpleFuel,
    simpleTransmission: doc.simpleTransmission,
    primaryImageUrl: doc.primaryImageUrl,
    photosCount: doc.photosCount,
    stocknum: doc.stocknum,
    vin: doc.vin,
    createdAt: doc.createdAt,
    soldAt: doc.soldAt,
    locationName: doc.locationName,
    locationSlug: doc.locationSlug,
    city: doc.city,
    state: doc.state,
    dealershipId: doc.dealershipId,
    dealershipName: doc.dealershipName,
    dealershipSlug: doc.dealershipSlug,
    reserveDeposit: doc.reserveDeposit,
    checkoutEnabled: doc.checkoutEnabled,
    tradeInEnabled: doc.tradeInEnabled,
    featured: doc.featured,
  };
}
