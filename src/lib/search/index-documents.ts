import type { SearchHit } from "../stock/listed-car";
import { type BuildSteps, perCar, runSteps } from "./index-build-steps";
import { documentKeywords, type SearchDocument } from "./search-document";
import type { SearchIndex } from "./search-index";

/*
 * Updating an index in place (issue 35 §2, decision 0086): a site's documents are recovered from its
 * index (the cars as a page shows them) plus the few fields only the build reads, kept beside it; the
 * cars a feed changed replace theirs, and the index is built again from memory, without reading the
 * site's whole stock from the database.
 */

/** The fields of a document an index's cars do not keep (`toHit` drops them; coordinates live in the index). */
export type DocumentExtras = Pick<
  SearchDocument,
  "series" | "body" | "drive" | "seats" | "itemType" | "categories" | "filteredFeatures"
> & { keywords: string[] };

/**
 * Estimated bytes per car of the extras, strings and arrays shared (`documentExtras` interns them):
 * 96 before the keywords (decision 0087), whose list is a car's own (its description's words, the
 * words themselves shared), about 40 words of 8 bytes a slot plus the array.
 */
export const EXTRAS_BYTES = 96 + 360;

/**
 * Each document's extras, their strings and arrays shared between cars that have the same (a site's
 * cars repeat a few bodies, drives and feature lists), so keeping them costs little beside the index;
 * as bounded steps (index-build-steps.ts).
 */
export function* documentExtrasSteps(docs: readonly SearchDocument[]): BuildSteps<DocumentExtras[]> {
  const strings = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const text = (s: string | null): string | null => {
    if (s === null) return null;
    const seen = strings.get(s);
    if (seen !== undefined) return seen;
    strings.set(s, s);
    return s;
  };
  // A key a list of database text (which never holds NUL) gives to no other list; half JSON's cost.
  const list = (values: string[]): string[] => {
    const key = `${values.length}\u0000${values.join("\u0000")}`;
    const seen = lists.get(key);
    if (seen) return seen;
    const kept = values.map((v) => text(v)!);
    lists.set(key, kept);
    return kept;
  };
  return yield* perCar(docs.length, (doc) => {
    const d = docs[doc]!;
    return {
      series: text(d.series),
      body: text(d.body),
      drive: text(d.drive),
      seats: d.seats,
      itemType: text(d.itemType),
      categories: list(d.categories),
      filteredFeatures: list(d.filteredFeatures),
      // A car's own list (its description's words): the words are shared, the list is not looked up.
      keywords: documentKeywords(d).map((w) => text(w)!),
    };
  });
}

/** `documentExtrasSteps` in one go. */
export function documentExtras(docs: readonly SearchDocument[]): DocumentExtras[] {
  return runSteps(documentExtrasSteps(docs));
}

/**
 * Documents recovered from an index, with each one's hit (the index's car it came from): a build from
 * them reuses those hits instead of copying every car again (`buildSearchIndexInSlices`'s `hits`).
 */
export type RecoveredDocuments = { docs: SearchDocument[]; hits: WeakMap<SearchDocument, SearchHit> };

/** The documents an index was built from: its cars, their extras and their locations' points; as steps. */
export function* indexDocumentsSteps(
  index: SearchIndex,
  extras: readonly DocumentExtras[],
): BuildSteps<RecoveredDocuments> {
  if (extras.length !== index.cars.length) throw new Error("an index's extras must match its cars");
  const hits = new WeakMap<SearchDocument, SearchHit>();
  const docs = yield* perCar(index.cars.length, (doc) => {
    const hit = index.cars[doc]!;
    const recovered = documentOf(hit, extras[doc]!, index.latitude[doc]!, index.longitude[doc]!);
    hits.set(recovered, hit);
    return recovered;
  });
  return { docs, hits };
}

/** `indexDocumentsSteps` in one go: the documents. */
export function indexDocuments(index: SearchIndex, extras: readonly DocumentExtras[]): SearchDocument[] {
  return runSteps(indexDocumentsSteps(index, extras)).docs;
}

/**
 * A car's document from its hit and extras, written out field by field: V8 makes an object spread
 * followed by further fields (`{ ...hit, ...extras }`) a slow dictionary object, about 50 µs a car
 * here (a second per 20,000 cars, and a slower build after), the literal well under 1 µs.
 */
function documentOf(h: SearchHit, e: DocumentExtras, latitude: number, longitude: number): SearchDocument {
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    make: h.make,
    model: h.model,
    badge: h.badge,
    year: h.year,
    carType: h.carType,
    status: h.status,
    tag: h.tag,
    reserved: h.reserved,
    certified: h.certified,
    price: h.price,
    beforePrice: h.beforePrice,
    offerPrice: h.offerPrice,
    subscriptionPrice: h.subscriptionPrice,
    weeklyPrice: h.weeklyPrice,
    preorder: h.preorder,
    km: h.km,
    colour: h.colour,
    simpleBody: h.simpleBody,
    simpleFuel: h.simpleFuel,
    simpleTransmission: h.simpleTransmission,
    primaryImageUrl: h.primaryImageUrl,
    photosCount: h.photosCount,
    stocknum: h.stocknum,
    vin: h.vin,
    createdAt: h.createdAt,
    soldAt: h.soldAt,
    locationName: h.locationName,
    locationSlug: h.locationSlug,
    city: h.city,
    state: h.state,
    dealershipId: h.dealershipId,
    dealershipName: h.dealershipName,
    dealershipSlug: h.dealershipSlug,
    reserveDeposit: h.reserveDeposit,
    checkoutEnabled: h.checkoutEnabled,
    tradeInEnabled: h.tradeInEnabled,
    featured: h.featured,
    series: e.series,
    body: e.body,
    drive: e.drive,
    seats: e.seats,
    itemType: e.itemType,
    categories: e.categories,
    filteredFeatures: e.filteredFeatures,
    keywords: e.keywords,
    latitude: Number.isNaN(latitude) ? null : latitude,
    longitude: Number.isNaN(longitude) ? null : longitude,
  };
}

/**
 * A site's documents after a change: `current` less every car in `changedIds` (written since: changed,
 * no longer listed, or gone), plus `loaded` (the changed cars that are listed now), in the order a full
 * load gives (the site's dealerships in order, then id), so the index built from them is the one a full
 * rebuild would build. `current` must be in that order already; `loaded` may be in any order.
 */
export function mergeDocuments<T extends Pick<SearchHit, "id" | "dealershipId">>(
  current: readonly T[],
  changedIds: ReadonlySet<number>,
  loaded: readonly T[],
  dealershipIds: readonly number[],
): T[] {
  const rank = new Map(dealershipIds.map((id, i) => [id, i]));
  const position = (d: T) => rank.get(d.dealershipId) ?? Number.POSITIVE_INFINITY;
  const before = (a: T, b: T) => position(a) - position(b) || a.id - b.id;
  const incoming = [...loaded].sort(before);
  const merged: T[] = [];
  let next = 0;
  for (const doc of current) {
    if (changedIds.has(doc.id)) continue;
    while (next < incoming.length && before(incoming[next]!, doc) < 0) merged.push(incoming[next++]!);
    merged.push(doc);
  }
  while (next < incoming.length) merged.push(incoming[next++]!);
  return merged;
}
