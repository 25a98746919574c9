/**
 * The shopper's choice about marketing tags (decision 0055): asked once, remembered in the browser for
 * the site's `consent_days`, and replaced by a Decline wherever the browser sends Global Privacy
 * Control (`navigator.globalPrivacyControl`, the script side of `Sec-GPC: 1`), without asking. Until
 * the choice is Accept, no tag loads and no analytics event is recorded.
 */

export type ConsentChoice = "granted" | "declined";
/** What the page does: load the tags, keep them off, or keep them off and ask. */
export type ConsentState = ConsentChoice | "ask";

/** Where the choice is kept (local storage: a cookie would make every page uncacheable for the shopper). */
export const CONSENT_STORAGE_KEY = "forecourt:marketing-consent";

/** The meta element a page with consent-gated tags carries; its content is the days a choice lasts. */
export const CONSENT_META_NAME = "forecourt-consent";

export type StoredConsent = { choice: ConsentChoice; at: number };

const DAY_MS = 86_400_000;

/** The stored choice, or null when there is none or it is not one of ours. */
export function parseStoredConsent(text: string | null | undefined): StoredConsent | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { choice?: unknown; at?: unknown };
    if ((value.choice === "granted" || value.choice === "declined") && typeof value.at === "number") {
      return { choice: value.choice, at: value.at };
    }
  } catch {
    // Not ours: as if nothing were stored.
  }
  return null;
}

export function storedConsentText(choice: ConsentChoice, now: number): string {
  return JSON.stringify({ choice, at: now } satisfies StoredConsent);
}

/**
 * The state for this page view. A choice older than `consentDays` is asked again. Global Privacy
 * Control is an opt-out: a Decline, and no question; only an Accept the shopper gives later through
 * the footer's "Cookie choices" (a stored choice made after the signal) overrides it.
 */
export function consentState(options: {
  stored: StoredConsent | null;
  gpc: boolean;
  now: number;
  consentDays: number;
}): ConsentState {
  const { stored, gpc, now, consentDays } = options;
  const current =
    stored && now - stored.at <= consentDays * DAY_MS && stored.at <= now + DAY_MS ? stored : null;
  if (current?.choice === "granted") return "granted";
  if (gpc || current?.choice === "declined") return "declined";
  return "ask";
}

/** What of a browser window the consent rules read (structural, so the rules stay testable). */
export type ConsentWindow = {
  document?: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
  localStorage?: { getItem(key: string): string | null };
  navigator?: { globalPrivacyControl?: boolean };
};

/**
 * Whether analytics may be recorded on this page: always on a site without consent-gated tags (the
 * dataLayer then stays in the page), else only once the shopper has accepted.
 */
export function analyticsAllowed(w: ConsentWindow, now: number): boolean {
  const marker = w.document?.querySelector(`meta[name="${CONSENT_META_NAME}"]`);
  if (!marker) return true;
  let stored: StoredConsent | null = null;
  try {
    stored = parseStoredConsent(w.localStorage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    stored = null;
  }
  const consentDays = Number(marker.getAttribute("content")) || 180;
  return (
    consentState({ stored, gpc: w.navigator?.globalPrivacyControl === true, now, consentDays }) === "granted"
  );
}
