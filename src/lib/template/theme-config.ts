import { z } from "zod";
import { THEME_FONTS } from "./theme-fonts";
import { isThemeColour, isThemeLength } from "./theme-values";

/** Where a logo uploaded in the console is served (server/settings/logo-endpoint `logoPath`). */
export const UPLOADED_LOGO = /^\/media\/logos\/[0-9a-f-]{36}\.png$/;

/**
 * The site's slice of the theme (spec 02 §9 "Brand theme configuration"): colours and the corner radius
 * laid over its template's tokens (./template siteTheme). Values are checked when saved or imported.
 */

const colour = z
  .string()
  .trim()
  .refine(isThemeColour, "must be a colour: #rrggbb, or rgb()/hsl()/oklch() with numbers")
  .optional();

const COLOUR_HELP = "#rrggbb, or rgb(), hsl() or oklch(); empty: the template's (shown faintly).";

export const themeConfigSchema = z
  .strictObject({
    primary: colour.meta({ label: "Primary colour", help: COLOUR_HELP }),
    primary_foreground: colour.meta({ label: "Text on primary", help: COLOUR_HELP }),
    accent: colour.meta({ label: "Accent colour", help: COLOUR_HELP }),
    accent_foreground: colour.meta({ label: "Text on accent", help: COLOUR_HELP }),
    header_background: colour.meta({ label: "Header background", help: COLOUR_HELP }),
    header_foreground: colour.meta({ label: "Header text", help: COLOUR_HELP }),
    radius: z
      .string()
      .trim()
      .refine(isThemeLength, "must be a length such as 0.5rem, 4px or 0")
      .optional()
      .meta({ label: "Corner radius", help: "A length such as 0.5rem, 4px or 0; empty: the template's." }),
    font: z.enum(THEME_FONTS).optional().meta({
      label: "Font",
      help: "inter (the project's own Inter) or system (each device's font); empty: the template's.",
    }),
    logo_url: z
      .union([z.url({ protocol: /^https?$/ }), z.string().regex(UPLOADED_LOGO, "is not an uploaded logo")])
      .refine((value) => value.length <= 500, "must be at most 500 characters")
      .optional()
      .meta({
        label: "Logo address",
        help: "An https address of the logo image, or the logo uploaded here; empty: the site's logo.",
      }),
  })
  .prefault({})
  .meta({ label: "Theme", help: "The site's colours over its template's; unset: the template's." });

export type ThemeConfig = z.infer<typeof themeConfigSchema>;
