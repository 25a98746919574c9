import { phoneDigits } from "../format/format";

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
