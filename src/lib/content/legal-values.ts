import { formatPhone, formatPrice, telHref } from "../format/format";
import type { LegalValues } from "./legal-text";
import { sitePhone } from "./site-phone";

/**
 * What a site's legal copy is filled from (spec 02 §3 site config "a complaints contact, an email"):
 * the site's name; its contact e-mail; its complaints e-mail, else the contact e-mail; its main phone,
 * else its first dealership's, as the header shows it.
 */
export function legalValuesFor(site: {
  name: string;
  config: Parameters<typeof sitePhone>[0]["config"] & {
    contact: { email?: string | undefined; complaints_email?: string | undefined };
    legal: { privacy_response_days: number };
    reserve_deposit: number;
  };
  dealerships: Parameters<typeof sitePhone>[0]["dealerships"];
}): LegalValues {
  const { contact } = site.config;
  const phone = sitePhone(site);
  return {
    dealerName: site.name,
    email: contact.email,
    complaintsEmail: contact.complaints_email ?? contact.email,
    phone: phone ? { text: formatPhone(phone), href: telHref(phone) } : undefined,
    privacyResponseDays: site.config.legal.privacy_response_days,
    reserveDeposit: formatPrice(site.config.reserve_deposit),
  };
}
