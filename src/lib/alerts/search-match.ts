import { facetValues } from "../search/index-columns";
import { CONJUNCTIVE_FACETS, hasEveryKeyword } from "../search/keywords";
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES } from "../search/search-attributes";
import { documentAttribute, documentSearchText, type SearchDocument } from "../search/search-document";
import { queryTokens, textScore, tokenize } from "../search/text-query";
import type { SavedSearchFilters } from "./saved-search";

/**
 * Whether one car is a hit of a saved search: the stock search's own semantics (lib/search/search-engine,
 * the SQL reference in server/search/sql-stock-search), asked of one document instead of a site's index,
 * so an alert names exactly the cars the search page would list. The rules, as the engines apply them:
 * - a refinement list matches when any of the car's values equals any chosen value, case aside (OR
 *   within an attribute), and every refined attribute must match (AND across); a car with no value
 *   never matches a refined attribute; the keywords (decision 0087) must all be words of the car;
 * - a range holds both ends inclusively; a car without the value never matches a refined range;
 * - every query word must start one of the words of the car's searchable text.
 * The site's own listing rules (its filter expression, allow lists, in stock) are the caller's: the car
 * must first be one the site lists (server/alerts).
 */
export function matchesSavedSearch(doc: SearchDocument, filters: SavedSearchFilters): boolean {
  for (const attribute of FACET_ATTRIBUTES) {
    const chosen = filters.refinements[attribute];
    if (!chosen?.length) continue;
    if (CONJUNCTIVE_FACETS.has(attribute)) {
      if (!hasEveryKeyword(facetValues(doc, attribute), chosen)) return false;
      continue;
    }
    const wanted = new Set(chosen.map((v) => v.trim().toLowerCase()));
    if (!facetValues(doc, attribute).some((value) => wanted.has(value.toLowerCase()))) return false;
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = filters.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const value = documentAttribute(doc, attribute);
    if (typeof value !== "number" || !Number.isFinite(value)) return false;
    if (range.min !== undefined && value < range.min) return false;
    if (range.max !== undefined && value > range.max) return false;
  }
  const tokens = queryTokens(filters.query);
  if (tokens.length && textScore(tokenize(documentSearchText(doc)), tokens) === null) return false;
  return true;
}
