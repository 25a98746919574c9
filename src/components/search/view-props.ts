import type { RelaxedSearch, SearchResult } from "@/lib/search/search-types";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Template } from "@/lib/template/template";
import type { PublicSiteConfig } from "@/lib/tenancy/site-config";

/**
 * What the search page hands its client component (issue 35 §1, decision 0092): only what the filters
 * and cards read, since every byte of it is serialised into the page's Flight payload, embedded in its
 * HTML and parsed again to render it. The JSON API keeps the full shapes; they are supersets of these,
 * so a result fetched after a change of filters renders the same.
 */

/** The config sections the search view, its cards and their rules (card actions, tag banner, price) read. */
const VIEW_CONFIG_SECTIONS = [
  "features",
  "copy",
  "specifications",
  "search",
  "finance",
  "saved_cars",
  "reserve_deposit",
  "gated_pages",
] as const satisfies readonly (keyof PublicSiteConfig)[];

export type SearchViewConfig = Pick<PublicSiteConfig, (typeof VIEW_CONFIG_SECTIONS)[number]>;

export function searchViewConfig(config: PublicSiteConfig): SearchViewConfig {
  return Object.fromEntries(VIEW_CONFIG_SECTIONS.map((key) => [key, config[key]])) as SearchViewConfig;
}

/** The template's parts the view reads: its copy, the finance path and the certified badge's make. */
export type SearchViewTemplate = Pick<Template, "copy" | "financePath" | "certifiedBadgeMake">;

export function searchViewTemplate(template: Template): SearchViewTemplate {
  return {
    copy: template.copy,
    financePath: template.financePath,
    ...(template.certifiedBadgeMake ? { certifiedBadgeMake: template.certifiedBadgeMake } : {}),
  };
}

/** A hit's fields a result card shows or decides by (its banner, price, repayment, actions, lead form). */
const CARD_HIT_FIELDS = [
  "id",
  "slug",
  "name",
  "make",
  "model",
  "badge",
  "year",
  "carType",
  "status",
  "tag",
  "reserved",
  "certified",
  "price",
  "beforePrice",
  "offerPrice",
  "subscriptionPrice",
  "preorder",
  "km",
  "simpleFuel",
  "primaryImageUrl",
  "vin",
  "createdAt",
  "soldAt",
  "locationName",
  "city",
  "state",
  "dealershipId",
  "dealershipSlug",
  "reserveDeposit",
  "checkoutEnabled",
] as const satisfies readonly (keyof SearchHit)[];

/** The optional fields, kept only when set. */
const CARD_HIT_OPTIONAL = [
  "featured",
  "savedCarButtons",
  "distanceKm",
] as const satisfies readonly (keyof SearchHit)[];

export type CardHit = Pick<SearchHit, (typeof CARD_HIT_FIELDS)[number] | (typeof CARD_HIT_OPTIONAL)[number]>;

export function cardHit(hit: SearchHit): CardHit {
  const card: Record<string, unknown> = {};
  for (const key of CARD_HIT_FIELDS) card[key] = hit[key];
  for (const key of CARD_HIT_OPTIONAL) if (hit[key] !== undefined) card[key] = hit[key];
  return card as CardHit;
}

/** A search result as the view shows it: its hits (and an empty search's nearby cars) as cards. */
export type CardResult = Omit<SearchResult, "hits" | "relaxed"> & {
  hits: CardHit[];
  relaxed?: Omit<RelaxedSearch, "nearby"> & { nearby: CardHit[] };
};

export function cardResult(result: SearchResult): CardResult {
  const { relaxed, ...rest } = result;
  return {
    ...rest,
    hits: result.hits.map(cardHit),
    ...(relaxed ? { relaxed: { ...relaxed, nearby: relaxed.nearby.map(cardHit) } } : {}),
  };
}
