import type { FilterAttribute } from "../stock/filter-expression";
import type { SearchHit } from "../stock/listed-car";
import { isRealPrice } from "../stock/price-display";
import { colourFamily } from "./colour-family";
import { keywordWords } from "./keywords";
import { bucketLabel, PRICE_BUCKETS, WEEKLY_PRICE_BUCKETS } from "./price-range";
import { searchableText } from "./text-query";

/**
 * A listed car as the search engine sees it: the card fields plus what only filters read. The value of
 * every filter attribute is defined here once (`documentAttribute`), mirroring `carAttributeColumn` in
 * server/stock/listed-stock.ts; the index and SQL agreement tests hold the two together.
 */
export type SearchDocument = SearchHit & {
  series: string | null;
  body: string | null;
  drive: string | null;
  seats: number | null;
  itemType: string | null;
  categories: string[];
  filteredFeatures: string[];
  /**
   * The keyword facet's words (lib/search/keywords `keywordWords`): make, model, badge, description.
   * Search documents always carry them; a car read for its page (a `VehicleDetail` asked a filter
   * expression) gives its `dealercomments` instead, and they are worked out when asked.
   */
  keywords?: string[];
  dealercomments?: string | null;
  /**
   * The car's location's coordinates (issue 17 item 5, "cars near me"): null when the location has
   * none (or the car no location). Read by SQL (`locationPointSql` in server/stock/search-documents.ts),
   * so the index and the SQL reference measure from the same numbers.
   */
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * The filter attributes a search hit cannot answer: their values live only in the full document
 * (`body` falls back to the feed's body when a car has no simple body). An expression that reads none
 * of them gives the same answer on `hitAsDocument(hit)` as on the car's document.
 */
export const DOCUMENT_ONLY_ATTRIBUTES: ReadonlySet<FilterAttribute> = new Set([
  "body",
  "drive",
  "seats",
  "item_type",
  "categories",
  "filtered_features",
  "keyword",
]);

/** A hit as a document, its document-only fields empty: for expressions that read none of them. */
export function hitAsDocument(hit: SearchHit): SearchDocument {
  return {
    ...hit,
    series: null,
    body: null,
    drive: null,
    seats: null,
    itemType: null,
    categories: [],
    filteredFeatures: [],
    keywords: [],
  };
}

/** A document's keywords: those it carries, else worked out from its description (decision 0087). */
export function documentKeywords(doc: SearchDocument): string[] {
  return (
    doc.keywords ??
    keywordWords({
      make: doc.make,
      model: doc.model,
      badge: doc.badge,
      description: doc.dealercomments ?? null,
    })
  );
}

export type AttributeValue = string | number | boolean | string[] | null;

export function documentAttribute(doc: SearchDocument, attribute: FilterAttribute): AttributeValue {
  switch (attribute) {
    case "badge":
      return doc.badge;
    case "status":
      return doc.status;
    case "car_type":
      return doc.carType;
    case "categories":
      return doc.categories;
    case "city":
      return doc.city;
    case "colour":
      return doc.colour;
    case "colour_family":
      return colourFamily(doc.colour);
    case "dealership_name":
      return doc.dealershipName;
    case "dealership_slug":
      return doc.dealershipSlug;
    case "filtered_features":
      return doc.filteredFeatures;
    case "keyword":
      return documentKeywords(doc);
    case "item_type":
      return doc.itemType;
    case "km":
      return doc.km;
    case "location_name":
      return doc.locationName;
    case "make":
      return doc.make;
    case "make_model":
      return `${doc.make} ${doc.model}`;
    case "model":
      return doc.model;
    case "price":
      return doc.price;
    case "subscription_price":
      return doc.subscriptionPrice;
    case "price_range":
      return bucketLabel(PRICE_BUCKETS, doc.price);
    case "weekly_price_range":
      return bucketLabel(WEEKLY_PRICE_BUCKETS, doc.weeklyPrice);
    case "seats":
      return doc.seats;
    case "body":
      return doc.simpleBody ?? doc.body;
    case "drive":
      return doc.drive;
    case "fuel":
      return doc.simpleFuel;
    case "transmission":
      return doc.simpleTransmission;
    case "state":
      return doc.state;
    case "tag":
      return doc.tag;
    case "year":
      return doc.year;
    case "certified":
      return doc.certified;
    case "created_at_timestamp":
      return Date.parse(doc.createdAt) / 1000;
    case "photos_count":
      return doc.photosCount;
    case "stocknum":
      return doc.stocknum;
  }
}

/** The text a query searches (SQL: `searchTextSql` in server/stock/listed-stock.ts, same fields, same order). */
export function documentSearchText(doc: SearchDocument): string {
  return searchableText([
    doc.name,
    doc.make,
    doc.model,
    doc.badge,
    doc.series,
    doc.colour,
    doc.simpleBody ?? doc.body,
    doc.simpleFuel,
    doc.simpleTransmission,
    doc.drive,
    doc.year,
    doc.stocknum,
    doc.itemType,
    doc.tag,
  ]);
}

/** Spec 01 §4: in_stock before coming_soon before anything else, for "most relevant" ordering. */
export function availabilityRank(status: string): number {
  return status === "in_stock" ? 0 : status === "coming_soon" ? 1 : 2;
}

/** A price that counts (spec 01 §9 "Price counts as real above 10"), else null: sorts last. */
export function sortablePrice(price: number | null): number | null {
  return isRealPrice(price) ? price : null;
}
