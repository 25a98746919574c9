import { phoneDigits } from "../format/format";
import type { SiteLocation } from "./location";
import { deskLabel } from "./location-type";

/**
 * Spec 02 §5 "Phone de-duplication ignores non-digits": numbers that differ only in spaces, brackets,
 * dashes or a leading + are one number; a country code counts as the 0 it stands for (lib/format
 * `phoneDigits`, the display's rule), so '+61 7 3355 0101' and '(07) 3355 0101' are one number too.
 */
/** The numbers in order with repeats dropped, blanks and digit-less entries left out; the first spelling is kept. */
export function uniquePhones(phones: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const phone of phones) {
    const digits = phoneDigits(phone ?? "");
    if (!digits || seen.has(digits)) continue;
    seen.add(digits);
    out.push(phone!.trim());
  }
  return out;
}

/** A number to call, and the desk it reaches when a list holds more than one desk's numbers. */
export type DeskPhone = { number: string; desk: string | null };

/**
 * The numbers of one location or a group's desks (sales, service, parts), each number once (spec 02
 * §5), under the first desk that lists it. Each is labelled with its desk only when the list holds
 * more than one desk's numbers, so a shopper knows which one reaches the workshop.
 */
export function deskPhones(
  members: readonly Pick<SiteLocation, "contactDetail" | "locationType" | "name">[],
): DeskPhone[] {
  const seen = new Set<string>();
  const found: { number: string; desk: string }[] = [];
  for (const member of members) {
    for (const phone of [member.contactDetail.phone, member.contactDetail.landline_phone]) {
      const digits = phoneDigits(phone ?? "");
      if (!digits || seen.has(digits)) continue;
      seen.add(digits);
      found.push({ number: phone!.trim(), desk: deskLabel(member) });
    }
  }
  const labelled = new Set(found.map((p) => p.desk)).size > 1;
  return found.map((p) => ({ number: p.number, desk: labelled ? p.desk : null }));
}
