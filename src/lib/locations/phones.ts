/**
 * Spec 02 §5 "Phone de-duplication ignores non-digits": numbers that differ only in spaces, brackets,
 * dashes or a leading + are one number. A leading +61 (or 61 in an eleven-digit number) counts as the
 * 0 it stands for, the same rule as the display's "+61 turned into 0" (decision 0022), so
 * '+61 7 3355 0101' and '(07) 3355 0101' are one number too.
 */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  return digits.startsWith("61") && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

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
