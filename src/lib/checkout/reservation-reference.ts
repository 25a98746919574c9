/**
 * A reservation's short reference (issue 34 item 1 "a short human reference such as `MMG-4821` instead
 * of the 28-character id"): the site's initials and four random digits, unique per site (a unique index
 * on site and reference; the server picks a number not yet taken, and five digits once four are
 * crowded). Random, not counted: a reference tells no one how many reservations a dealer takes, and
 * it is never a key to anything a shopper can open (the id stays the secret, decision 0062). Pure.
 */

/** 'MMG-4821': two to four capitals, a dash, four to eight digits. */
export const RESERVATION_REFERENCE = /^[A-Z]{2,4}-\d{4,8}$/;

/** The site's initials: 'Metro Motor Group' → 'MMG', 'Harbour City Toyota' → 'HCT', 'Forecourt' → 'FOR'. */
export function referencePrefix(siteName: string): string {
  const words = siteName
    .normalize("NFKD")
    .replace(/[^A-Za-z\s-]/g, "")
    .split(/[\s-]+/)
    .filter((word) => word && !/^(the|and|of)$/i.test(word));
  const initials = words.map((word) => word[0]!).join("");
  const prefix = (initials.length >= 2 ? initials : (words[0] ?? "").slice(0, 3)).slice(0, 4).toUpperCase();
  return prefix.length >= 2 ? prefix : "RES";
}

/**
 * References to try, in order: `count` random ones of `digits` digits (no leading zero, so '0482' is
 * never read as '482'). `random` is in [0, 1), the platform's CSPRNG in use, a fixed one in tests.
 */
export function referenceCandidates(prefix: string, random: () => number, digits = 4, count = 8): string[] {
  const low = 10 ** (digits - 1);
  const span = 9 * low;
  return Array.from({ length: count }, () => `${prefix}-${low + Math.floor(random() * span)}`);
}

/** The first candidate not taken, or null when every one is (try more digits). */
export function firstFree(candidates: readonly string[], taken: ReadonlySet<string>): string | null {
  return candidates.find((candidate) => !taken.has(candidate)) ?? null;
}
