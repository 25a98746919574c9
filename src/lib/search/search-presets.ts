import { bodyTypeFromSlug, bodyTypeLabel, bodyTypeOf } from "../stock/body-types";
import { CAR_TYPES } from "../stock/stock-values";
import { slugify } from "../text/slugify";
import { ownValue } from "../utils/own-value";
import type { FacetAttribute } from "./search-attributes";
import type { SearchState } from "./search-types";

/**
 * Search entry routes (spec 01 §2, spec 02 §2): /search/used-cars, /search/new-and-demo-cars,
 * /search/{type}-cars, /search/new-used-and-demo-cars, /search/{make}, /search/{make}/{model},
 * /search/{location slug}, /search/{make-or-body-slug}, /search/{dealership_slug}. Each becomes
 * refinements; a segment that names nothing the site has is not a page (404).
 */

export type PresetLookup = {
  makes: readonly string[];
  /** make_model facet values ("Toyota HiLux"). */
  makeModels: readonly string[];
  bodies: readonly string[];
  locations: readonly { slug: string; name: string }[];
  dealerships: readonly { slug: string; name: string }[];
};

export type SearchPreset = { refinements: Partial<Record<FacetAttribute, string[]>> };

const TYPE_PRESETS: Record<string, string[]> = {
  "used-cars": ["used"],
  "new-cars": ["new"],
  "demo-cars": ["demo"],
  "new-and-demo-cars": ["new", "demo"],
  "new-used-and-demo-cars": [...CAR_TYPES],
};

function bySlug(values: readonly string[], slug: string): string | undefined {
  return values.find((v) => slugify(v) === slug);
}

export function resolveSearchPreset(segments: readonly string[], lookup: PresetLookup): SearchPreset | null {
  if (segments.length === 0) return { refinements: {} };
  const [first, second, ...rest] = segments.map((s) => s.toLowerCase());
  if (rest.length || !first) return null;

  if (second !== undefined) {
    const make = bySlug(lookup.makes, first);
    if (!make) return null;
    const makeModel = lookup.makeModels.find(
      (mm) => mm.startsWith(`${make} `) && slugify(mm.slice(make.length + 1)) === second,
    );
    if (!makeModel) return null;
    return { refinements: { make: [make], model: [makeModel.slice(make.length + 1)] } };
  }

  const types = ownValue(TYPE_PRESETS, first);
  if (types) return { refinements: { car_type: types } };
  const make = bySlug(lookup.makes, first);
  if (make) return { refinements: { make: [make] } };
  const dealership = lookup.dealerships.find((d) => d.slug === first);
  if (dealership) return { refinements: { dealership_name: [dealership.name] } };
  const location = lookup.locations.find((l) => l.slug === first);
  if (location) return { refinements: { location_name: [location.name] } };
  // Decision 0087: a body type of the list (spec 02 §3) covers every body text naming it.
  const bodyType = bodyTypeFromSlug(first);
  const typed = bodyType ? lookup.bodies.filter((b) => bodyTypeOf(b) === bodyType) : [];
  if (typed.length) return { refinements: { body: typed } };
  const body = bySlug(lookup.bodies, first);
  if (body) return { refinements: { body: [body] } };
  return null;
}

const TYPE_WORDS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

function plural(body: string): string {
  return /s$/i.test(body) ? body : `${body}s`;
}

/**
 * A descriptive page title from what is refined (issue 3 §6), e.g. "Used Toyota HiLux for sale",
 * "New and Demo SUVs for sale", "Cars for sale at Metro Mazda Gold Coast". The layout adds "| <site>".
 */
export function searchTitle(state: Pick<SearchState, "refinements" | "query">): string {
  const r = state.refinements;
  const one = (a: FacetAttribute) => (r[a]?.length === 1 ? r[a]![0]! : undefined);
  const types = (r.car_type ?? []).filter((t) => ownValue(TYPE_WORDS, t));
  const typeWords =
    types.length === 0 || types.length === CAR_TYPES.length
      ? ""
      : types.length === 1
        ? ownValue(TYPE_WORDS, types[0]!)!
        : types.map((t) => ownValue(TYPE_WORDS, t)).join(" and ");
  const make = one("make");
  const model = one("model");
  const bodies = r.body ?? [];
  const bodyType = bodies.length > 1 ? bodyTypeOf(bodies[0]) : null;
  const body =
    one("body") ??
    (bodyType && bodies.every((b) => bodyTypeOf(b) === bodyType) ? bodyTypeLabel(bodyType) : undefined);
  const vehicle = body
    ? plural(body)
    : one("item_type")?.toLowerCase() === "caravan"
      ? "Caravans"
      : model
        ? ""
        : "Cars";
  const subject = [typeWords, make, model, vehicle].filter(Boolean).join(" ");
  const where = one("location_name") ?? one("dealership_name") ?? one("city");
  const title = `${subject} for sale${where ? ` at ${where}` : ""}`;
  return state.query ? `${title} matching "${state.query}"` : title;
}
