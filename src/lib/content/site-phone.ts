/**
 * The site's main phone number as the header, the thank-you page and the legal copy show it: the
 * site's own contact phone (spec 02 §3 site config contact), else the first of its dealerships that
 * has one; null when none does.
 */
export function sitePhone(site: {
  config: { contact: { phone?: string | undefined } };
  dealerships: readonly { phone: string | null }[];
}): string | null {
  return site.config.contact.phone ?? site.dealerships.find((d) => d.phone)?.phone ?? null;
}
