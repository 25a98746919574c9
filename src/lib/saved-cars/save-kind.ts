import type { SaveKind } from "./saved-cars-config";

/**
 * Which save a site shows (issue 34 item 5, decision 0075): one, everywhere (the search card, the car
 * page, the compare page, the header). The site's `saved_cars.save` decides; the watchlist needs sign-in
 * (`features.authentication`), so without it the site falls back to favourites; favourites need the
 * site to store them (`features.favourites`, spec 01 §4 "Hidden unless the site enables storing
 * favourites"). Null: the site offers no save.
 */
export type SaveSettings = {
  saved_cars: { save: SaveKind };
  features: { authentication: boolean; favourites: boolean };
};

export function siteSave(config: SaveSettings): SaveKind | null {
  if (config.saved_cars.save === "watchlist" && config.features.authentication) return "watchlist";
  return config.features.favourites ? "favourites" : null;
}
