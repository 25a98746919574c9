import { BODY_TYPES, bodyTypeLabel, bodyTypeOf, bodyTypeSlug } from "../stock/body-types";
import type { FacetItem } from "./search-types";

/**
 * The browse-by-body-type cards (spec 02 §2, §3 "Body-type list"; decision 0087) from the body facet:
 * one card per body type of the list the stock has, its count the cars of every body text naming it
 * ("SUV" and "Suv" alike), its value the type's route segment (/search/{slug}). Most cars first, then
 * the list's order; bodies outside the list get no card.
 */
export function bodyTypeCards(bodies: readonly FacetItem[]): FacetItem[] {
  const counts = new Map<string, number>();
  for (const item of bodies) {
    const type = bodyTypeOf(item.value);
    if (type) counts.set(type, (counts.get(type) ?? 0) + item.count);
  }
  return BODY_TYPES.filter((type) => counts.has(type))
    .map((type) => ({ label: bodyTypeLabel(type), value: bodyTypeSlug(type), count: counts.get(type)! }))
    .sort((a, b) => b.count - a.count);
}
