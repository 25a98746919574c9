import { z } from "zod";

/**
 * The two ideas of saving a car (issue 34 item 5, decision 0075): `favourites`, kept in this browser for
 * every visitor (spec 01 §4 "Favourites / compare"), or `watchlist`, kept on the server for a
 * signed-in shopper (spec 01 §4 "Watchlist", §6). A site shows one of them.
 */
export const SAVE_KINDS = ["favourites", "watchlist"] as const;
export type SaveKind = (typeof SAVE_KINDS)[number];

/** Saved cars' slice of the site config (decision 0043). */
export const savedCarsConfigSchema = z
  .strictObject({
    save: z.enum(SAVE_KINDS).default("favourites").meta({
      label: "How shoppers save a car",
      help: "favourites: in the shopper's browser, no sign-in; watchlist: on their account, needs sign-in (with sign-in off, favourites). One Save on every card and car page.",
    }),
  })
  .prefault({})
  .meta({ label: "Saved cars", help: "The one way the site lets shoppers save a car." });

export type SavedCarsConfig = z.infer<typeof savedCarsConfigSchema>;
