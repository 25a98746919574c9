import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * "Offer ends 31 December 2026": the last day the offer runs, on the site's clock. An expiry at
 * midnight ends the day before (the offer is over when that day begins), so the shopper reads the last
 * day they can still take it up. Null for an offer without an expiry.
 */
export function offerEndsText(expiresAt: string | null, timeZone: string): string | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return `Offer ends ${format(new TZDate(end - 1, timeZone), "d MMMM yyyy")}`;
}
