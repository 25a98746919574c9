import { safeFeedLink } from "../net/link-url";
import { manufacturerSlug } from "../stock/manufacturers";
import { slugify } from "../text/slugify";
import type { ServicePlan } from "./service-advantage";

/**
 * A manufacturer's model as a site shows it (spec 02 §3 Model: name, slug, image.url,
 * manufacturer_body (category), override_url, status). Pure: the rules every model link, tile and page
 * follows, so the models menu, the accessories landing page and the model page agree.
 */

export const MODEL_STATUSES = ["current", "coming_soon", "discontinued"] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

export type SiteModel = {
  id: number;
  name: string;
  slug: string;
  manufacturerName: string;
  manufacturerSlug: string;
  imageUrl: string | null;
  /** The manufacturer's category for the model ("SUVs & 4WDs"): spec 02 §3 manufacturer_body. */
  category: string | null;
  overrideUrl: string | null;
  status: ModelStatus;
  /** A short introduction from the feed, plain text; null when the feed has none. */
  description: string | null;
  /** The model's capped-price service plan as its feed gives it (lib/models/service-advantage); null: the spec's. */
  servicePlan: ServicePlan | null;
};

/** Spec 02 §4 "Model status: coming_soon is labelled 'Upcoming'; any other status 'All-New'." */
export function modelStatusLabel(status: string): "Upcoming" | "All-New" {
  return status === "coming_soon" ? "Upcoming" : "All-New";
}

/**
 * Spec 02 §2 "Model tiles show Explore and Our Stock buttons; Our Stock is hidden for coming_soon
 * models": the same rule holds on the model page.
 */
export function showsOurStock(model: Pick<SiteModel, "status">): boolean {
  return model.status !== "coming_soon";
}

/** The model page's own path: spec 02 §2 routes "/{model slug}: Explore model". */
export function modelPagePath(model: Pick<SiteModel, "slug">): string {
  return `/${model.slug}`;
}

/** Spec 02 §2 routes "/{model slug}/accessories: accessories for a model". */
export function modelAccessoriesPath(model: Pick<SiteModel, "slug">): string {
  return `/${model.slug}/accessories`;
}

/**
 * Where "Explore" on a model goes: the model's override_url when the feed sets a usable one (spec 02
 * §3 Model override_url: the dealer or the brand keeps the model's page elsewhere), else /{slug}.
 */
export function modelExploreHref(model: Pick<SiteModel, "slug" | "overrideUrl">): string {
  return modelOverride(model) ?? modelPagePath(model);
}

/**
 * The override a visit to /{slug} is sent on to: a usable override_url that is not the page itself
 * (an override naming /{slug} would loop). Null: the page is served here.
 */
export function modelOverride(model: Pick<SiteModel, "slug" | "overrideUrl">): string | null {
  const url = safeFeedLink(model.overrideUrl);
  if (!url) return null;
  const own = modelPagePath(model);
  if (url === own || url === `${own}/`) return null;
  return url;
}

/** "Toyota Corolla": the model's full name, as headings and titles show it. */
export function modelFullName(model: Pick<SiteModel, "manufacturerName" | "name">): string {
  return model.name.toLowerCase().startsWith(model.manufacturerName.toLowerCase())
    ? model.name
    : `${model.manufacturerName} ${model.name}`;
}

/**
 * Which of the stock's values is this model (the make's `model` facet values: "Corolla Cross",
 * "Landcruiser Prado"): stock names vary in case and spacing, so they are compared as slugs, with the
 * model's own slug and its name. The same reading finds the make among the `make` facet's values.
 */
export function matchingFacetValue(values: readonly string[], ...wanted: string[]): string | null {
  const slugs = new Set(wanted.map((w) => slugify(w)));
  return values.find((v) => slugs.has(slugify(v))) ?? null;
}

/**
 * Models for business buyers: the accessories landing page's 'Fit for Business' (spec 02 §2), the
 * utes, vans, cab-chassis, buses and trucks of a range, told by the manufacturer's category.
 */
export function isBusinessModel(model: Pick<SiteModel, "category">): boolean {
  return /\b(utes?|vans?|commercial|bus(es)?|trucks?|cab[- ]chassis)\b/i.test(model.category ?? "");
}

const STATUS_ORDER: Record<ModelStatus, number> = { current: 0, coming_soon: 1, discontinued: 2 };

/** The order lists show models in: current, then upcoming, then discontinued; by name within each. */
export function compareModels(a: SiteModel, b: SiteModel): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    a.manufacturerName.localeCompare(b.manufacturerName) ||
    a.name.localeCompare(b.name, "en", { numeric: true })
  );
}

/**
 * The manufacturers whose models a site shows (decision 0031): the franchise makes of the dealerships
 * it lists (spec 02 §3 Dealership manufacturer.name), in the site's dealership order, each once. A
 * used-car yard (no make) adds none, so a used-only site has no model pages.
 */
export function siteManufacturerSlugs(dealerships: readonly { manufacturerName: string | null }[]): string[] {
  const slugs: string[] = [];
  for (const d of dealerships) {
    const slug = d.manufacturerName ? manufacturerSlug(d.manufacturerName) : "";
    if (slug && !slugs.includes(slug)) slugs.push(slug);
  }
  return slugs;
}
