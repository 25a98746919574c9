import "server-only";
import { and, inArray } from "drizzle-orm";
import { NO_SAVED_CAR_BUTTONS, savedCarButtons } from "@/lib/saved-cars/saved-car-rules";
import { DOCUMENT_ONLY_ATTRIBUTES, hitAsDocument, type SearchDocument } from "@/lib/search/search-document";
import { filterAttributes } from "@/lib/stock/filter-match";
import { parseFilterExpression } from "@/lib/stock/filter-parse";
import type { SearchHit } from "@/lib/stock/listed-car";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import type { SiteConfig } from "@/lib/tenancy/site-config";
import type { Database } from "../db/client";
import { cars } from "../db/schema";
import { listedCarsWhere } from "./listed-stock";
import { rowToDocument, searchFrom } from "./search-documents";

/** The feature filters the Favourite and Compare rules read (lib/saved-cars/saved-car-rules). */
const FILTERS_READ = ["favourites", "compare", "garage"] as const;

/**
 * Whether the rules need more of a car than its hit: a feature filter they read names an attribute a
 * hit does not carry (drive, seats, categories …). Rare: most sites' lists read make, car type or price.
 */
function needsDocument(config: SiteConfig): boolean {
  return FILTERS_READ.some((feature) => {
    const parsed = parseFilterExpression(config.feature_filters[feature]);
    if (!parsed.ok) return false;
    for (const attribute of filterAttributes(parsed.ast))
      if (DOCUMENT_ONLY_ATTRIBUTES.has(attribute)) return true;
    return false;
  });
}

/**
 * The search cards' Favourite and Compare buttons (spec 01 §4 "Favourites / compare"): each hit with
 * `savedCarButtons` set by the same rules as the car page, under its dealership's config (decision
 * 0032). Decided here rather than in the browser so a card needs neither the filter parser nor the
 * fields only filters read; those are loaded (one query for the page's cars) only when a site's list
 * reads one of them.
 */
export async function withSavedCarButtons(
  db: Database,
  site: Site,
  hits: readonly SearchHit[],
  now = new Date(),
): Promise<SearchHit[]> {
  if (!hits.length) return [];
  const perDealership = new Map<number, { site: Site; needsDocument: boolean }>();
  const ruleOf = (hit: SearchHit) => {
    let rule = perDealership.get(hit.dealershipId);
    if (!rule) {
      const carSite = siteForDealership(site, hit.dealershipId);
      rule = { site: carSite, needsDocument: needsDocument(carSite.config) };
      perDealership.set(hit.dealershipId, rule);
    }
    return rule;
  };
  const wanting = hits.filter((hit) => ruleOf(hit).needsDocument).map((hit) => hit.id);
  const documents = new Map<number, SearchDocument>();
  if (wanting.length) {
    const rows = await searchFrom(db, now).where(and(listedCarsWhere(site, now), inArray(cars.id, wanting)));
    for (const row of rows) documents.set(row.id, rowToDocument(row));
  }
  return hits.map((hit) => {
    const rule = ruleOf(hit);
    // A car that left the listing since the search has no document: no buttons rather than a guess.
    const doc = rule.needsDocument ? documents.get(hit.id) : hitAsDocument(hit);
    return {
      ...hit,
      savedCarButtons: doc
        ? savedCarButtons(doc, { config: rule.site.config, template: rule.site.template })
        : NO_SAVED_CAR_BUTTONS,
    };
  });
}
