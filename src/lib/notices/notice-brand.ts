import { siteTheme, type Template, type ThemeTokens } from "../template/template";
import type { ThemeConfig } from "../template/theme-config";
import { parseColour } from "../template/theme-contrast";
import type { NoticeBrand } from "./notice-content";

/**
 * A site's look in its shoppers' e-mails (issue 34 item 1 "templates per site … with the site's name,
 * theme colour and logo, and the dealer's legal footer"): the theme's primary colour and the text on
 * it (the pair the console holds to WCAG AA), as #rrggbb; the logo as an absolute address; the
 * licence numbers the site footer shows. Takes the fields it reads, not a `Site` (decision 0044).
 */
export type BrandSite = {
  name: string;
  logoUrl: string | null;
  template: Pick<Template, "theme">;
  config: { theme: ThemeConfig };
};

export type BrandLicences = { dealerLicence: string | null; repairer: string | null };

const FALLBACK = { colour: "#1d4ed8", onColour: "#ffffff" };

export function noticeBrand(site: BrandSite, licences: BrandLicences, origin: string): NoticeBrand {
  const theme: ThemeTokens = siteTheme(site.template as Template, site.config);
  const colour = hexColour(theme.primary);
  const onColour = hexColour(theme.primary_foreground);
  const logo = site.config.theme.logo_url ?? site.logoUrl;
  return {
    siteName: site.name,
    siteUrl: origin,
    ...(colour && onColour ? { colour, onColour } : FALLBACK),
    logoUrl: logo ? absoluteUrl(logo, origin) : null,
    legal: [
      licences.dealerLicence ? `Dealer licence ${licences.dealerLicence}` : null,
      licences.repairer ? `Motor vehicle repairer licence ${licences.repairer}` : null,
    ].filter((line): line is string => line !== null),
  };
}

/** A theme colour (hex, rgb(), hsl(), oklch() …) as #rrggbb, or null when it cannot be read. */
export function hexColour(value: string): string | null {
  const rgb = parseColour(value);
  if (!rgb) return null;
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** A logo's address as a mail program can load it: an uploaded logo's path on the site's origin. */
function absoluteUrl(value: string, origin: string): string | null {
  try {
    const url = new URL(value, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
