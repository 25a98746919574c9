import type { SearchDocument } from "../search/search-document";
import { isInStockStatus } from "../stock/availability";
import type { SavedCarButtons } from "../stock/listed-car";
import type { Template } from "../template/template";
import { type FeatureFilterSettings, matchesFeatureFilter } from "../vehicle/detail-actions";
import { type SaveSettings, siteSave } from "./save-kind";

/**
 * Who gets the Favourite and Compare buttons (spec 01 §4 "Favourites / compare"):
 *
 * > Toggle per car, kept in local storage. Buttons read 'Compare', 'SAVE' / 'SAVED', 'Favourite'.
 * > Hidden unless the site enables storing favourites and the car is in stock. In the garage variant
 * > they are also hidden for non-used cars on one brand, for price <= 0, and for cars with no images.
 *
 * and spec 01 §9 "allow lists for garage, compare and other features" (`feature_filters.*`). The car
 * page's buttons and the search cards' (decided on the server, server/stock/saved-car-buttons.ts) both
 * ask these, so a car never has a button in one place and not the other.
 */

/** What the saved-car rules read of a site's config: its switches, its save and the feature filters. */
export type SavedCarSettings = FeatureFilterSettings &
  SaveSettings & {
    features: { garage: boolean; favourites: boolean; compare: boolean };
  };
export type SavedCarRuleContext = {
  config: SavedCarSettings;
  template: Pick<Template, "garageUsedCarsOnly">;
};

/** What the rules read of a car: any listed car as search sees it (the car page's detail is one). */
export type SavedCarRuleCar = SearchDocument;

export const NO_SAVED_CAR_BUTTONS: SavedCarButtons = { favourite: false, compare: false };

/** "The garage variant": a site with the garage switched on (`features.garage`, spec 01 §1). */
export function isGarageVariant(config: { features: { garage: boolean } }): boolean {
  return config.features.garage;
}

/**
 * "Cars with no images": neither a counted photo nor a primary image. The feed's photo count and its
 * first image can disagree while a car's photos are uploading; either one is a photo to show.
 */
export function hasImages(car: Pick<SavedCarRuleCar, "photosCount" | "primaryImageUrl">): boolean {
  return car.photosCount > 0 || Boolean(car.primaryImageUrl?.trim());
}

/**
 * Spec 01 §4 "price <= 0": a car with no price at all is hidden too (the spec's rule reads the price as a
 * number, and an absent one is no price to show a shortlist).
 */
export function hasPositivePrice(car: Pick<SavedCarRuleCar, "price">): boolean {
  return car.price !== null && Number.isFinite(car.price) && car.price > 0;
}

/**
 * Why the garage variant hides a car's buttons, in the spec's order, or null when it does not (always
 * null outside the garage variant). In the garage variant the car must also match
 * `feature_filters.garage`: the garage is where saved cars are kept, so a car the garage does not take is
 * not offered for saving.
 */
export function garageVariantBlock(
  car: SavedCarRuleCar,
  ctx: SavedCarRuleContext,
): "not-used" | "no-price" | "no-images" | "garage-filter" | null {
  if (!isGarageVariant(ctx.config)) return null;
  if (ctx.template.garageUsedCarsOnly && car.carType.trim().toLowerCase() !== "used") return "not-used";
  if (!hasPositivePrice(car)) return "no-price";
  if (!hasImages(car)) return "no-images";
  if (!matchesFeatureFilter(car, ctx.config, "garage")) return "garage-filter";
  return null;
}

/** The rules both buttons share: the site stores favourites, the car is in stock, the garage variant. */
function savable(car: SavedCarRuleCar, ctx: SavedCarRuleContext): boolean {
  return (
    ctx.config.features.favourites && isInStockStatus(car.status) && garageVariantBlock(car, ctx) === null
  );
}

/**
 * 'SAVE' / 'SAVED' on the car page, 'Favourite' on a card: the shared rules and
 * `feature_filters.favourites`, on a site whose one save is favourites (decision 0075; a watchlist
 * site shows its Save / Saved instead).
 */
export function canFavourite(car: SavedCarRuleCar, ctx: SavedCarRuleContext): boolean {
  return (
    siteSave(ctx.config) === "favourites" &&
    savable(car, ctx) &&
    matchesFeatureFilter(car, ctx.config, "favourites")
  );
}

/**
 * 'Compare': the shared rules (compare lives in the same local store, so it too needs the site to store
 * favourites), the site's compare switch and `feature_filters.compare`.
 */
export function canCompare(car: SavedCarRuleCar, ctx: SavedCarRuleContext): boolean {
  return ctx.config.features.compare && savable(car, ctx) && matchesFeatureFilter(car, ctx.config, "compare");
}

export function savedCarButtons(car: SavedCarRuleCar, ctx: SavedCarRuleContext): SavedCarButtons {
  return { favourite: canFavourite(car, ctx), compare: canCompare(car, ctx) };
}
