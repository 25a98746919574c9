/**
 * What the new-site form's browser code needs of its rules (issue 32 §6), free of zod so the console's
 * form loads light: the theme colours it offers and a new location's starting week. Pure.
 */

/** The theme colours the form offers, each prefilled from the template's tokens. */
export const NEW_SITE_THEME_KEYS = [
  "primary",
  "primary_foreground",
  "accent",
  "accent_foreground",
  "header_background",
  "header_foreground",
] as const;
export type NewSiteThemeKey = (typeof NEW_SITE_THEME_KEYS)[number];

export type OpeningHoursRow = { weekday: number; status: "Open" | "Closed"; open: string; close: string };

/** A starting week for a new location, for the operator to edit: weekdays 8:30–17:30, Saturday 9–12. */
export function defaultOpeningHours(): OpeningHoursRow[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 0
      ? { weekday, status: "Closed", open: "", close: "" }
      : weekday === 6
        ? { weekday, status: "Open", open: "09:00", close: "12:00" }
        : { weekday, status: "Open", open: "08:30", close: "17:30" },
  );
}

/** A slug suggested from a name: "Harbour Toyota (Cairns)" → "harbour-toyota-cairns". */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63)
    .replace(/-+$/, "");
}

/** The fields the form draws, as the server's issue keys name them. */
const PLACED = [
  /^(name|slug|template|dealerships)$/,
  /^domains(\.\d+)?$/,
  /^new_dealerships\.\d+\.(name|slug|phone|email)$/,
  /^locations\.\d+\.(dealership_slug|name|slug|address\.(street|city|state|postcode)|contact_detail\.(phone|email))$/,
  /^locations\.\d+\.contact_detail\.opening_hours\.\d+\.open$/,
  new RegExp(`^theme\\.(${NEW_SITE_THEME_KEYS.join("|")})$`),
];

/**
 * The server's reasons that no field of the form shows (a reason about a part the form does not draw):
 * the form lists them at its top, so no refusal goes unexplained.
 */
export function unplacedErrors(errors: Record<string, string>): string[] {
  return Object.entries(errors)
    .filter(([key]) => !PLACED.some((re) => re.test(key)))
    .map(([key, message]) => `${key}: ${message}`);
}
