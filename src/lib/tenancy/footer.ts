import type { SiteLocation } from "../locations/location";
import { siteNavigation } from "../navigation/site-navigation";
import type { Template } from "../template/template";
import type { SiteConfig } from "./site-config";

/**
 * What the site footer shows (spec 02 §2 "Footer"): the navigation groups it repeats, the dealer
 * licence and motor vehicle repairer numbers, and the social links. The fixed legal links are the
 * footer component's own.
 */

export type FooterLink = { id: string; name: string; url: string };
export type FooterGroup = { id: string; name: string; links: FooterLink[] };

const link = ({ id, name, url }: FooterLink): FooterLink => ({ id, name, url });

/**
 * Spec 02 §2 "The footer repeats the pre-owned, service and contact groups" (the template's
 * `footerMenuIds`), as the site's navigation has them (hidden optional items and unconfigured brand
 * links already gone). A menu group with children becomes a column of its children; the single links
 * are gathered, in menu order, under a last column "Quick links".
 */
export function footerGroups(template: Template, config: SiteConfig): FooterGroup[] {
  const items = siteNavigation(template, config).filter((item) => template.footerMenuIds.includes(item.id));
  const groups: FooterGroup[] = items
    .filter((item) => item.children?.length)
    .map((item) => ({ id: item.id, name: item.name, links: (item.children ?? []).map(link) }));
  const singles = items.filter((item) => !item.children?.length);
  if (singles.length) groups.push({ id: "quick-links", name: "Quick links", links: singles.map(link) });
  return groups;
}

export type FooterLicences = { dealerLicence: string | null; repairer: string | null };

/**
 * Spec 02 §2 "It shows the dealer licence and motor vehicle repairer numbers": the site's own numbers
 * (`licences`), else the first of its locations that has one (spec 02 §3 Location
 * dealer_license_number, motor_vehicle_repairer); null when none is known, and the footer says nothing.
 */
export function footerLicences(config: SiteConfig, locations: SiteLocation[]): FooterLicences {
  const dealerLicence =
    config.licences.dealer_licence_number ??
    locations.find((l) => l.dealerLicenseNumber)?.dealerLicenseNumber ??
    null;
  const repairer =
    config.licences.motor_vehicle_repairer ??
    locations.find((l) => l.motorVehicleRepairer)?.motorVehicleRepairer ??
    null;
  return { dealerLicence: dealerLicence || null, repairer: repairer || null };
}

/** Spec 02 §2 "Social links: facebook, instagram, youtube, linkedin, tiktok", in that order. */
const SOCIAL_LABELS = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
} as const;

export type SocialLink = { key: keyof typeof SOCIAL_LABELS; label: string; url: string };

/** The social links the site sets, in the spec's order; a network the site has no page on is left out. */
export function footerSocialLinks(config: SiteConfig): SocialLink[] {
  return (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).flatMap((key) => {
    const url = config.social[key];
    return url ? [{ key, label: SOCIAL_LABELS[key], url }] : [];
  });
}
