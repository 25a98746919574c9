import { describe, expect, it } from "vitest";
import {
  analyticsAllowed,
  CONSENT_META_NAME,
  CONSENT_STORAGE_KEY,
  type ConsentWindow,
  consentState,
  parseStoredConsent,
  storedConsentText,
} from "./consent";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27);

describe("the shopper's consent to marketing tags (decision 0055)", () => {
  it("asks when nothing is stored; a stored choice holds for its days, then is asked again", () => {
    expect(consentState({ stored: null, gpc: false, now: NOW, consentDays: 180 })).toBe("ask");
    const granted = { choice: "granted" as const, at: NOW - 10 * DAY };
    expect(consentState({ stored: granted, gpc: false, now: NOW, consentDays: 180 })).toBe("granted");
    const declined = { choice: "declined" as const, at: NOW - 10 * DAY };
    expect(consentState({ stored: declined, gpc: false, now: NOW, consentDays: 180 })).toBe("declined");
    const old = { choice: "declined" as const, at: NOW - 181 * DAY };
    expect(consentState({ stored: old, gpc: false, now: NOW, consentDays: 180 })).toBe("ask");
  });

  it("Global Privacy Control is a Decline without a question; only an Accept given later overrides it", () => {
    expect(consentState({ stored: null, gpc: true, now: NOW, consentDays: 180 })).toBe("declined");
    const granted = { choice: "granted" as const, at: NOW - DAY };
    expect(consentState({ stored: granted, gpc: true, now: NOW, consentDays: 180 })).toBe("granted");
  });

  it("reads back only its own stored shape", () => {
    expect(parseStoredConsent(storedConsentText("granted", NOW))).toEqual({ choice: "granted", at: NOW });
    for (const text of [null, "", "yes", '{"choice":"maybe","at":1}', '{"choice":"granted"}', "[1]"]) {
      expect(parseStoredConsent(text), String(text)).toBeNull();
    }
  });

  it("analytics wait for an Accept on a page with tags, and flow on a page without", () => {
    const marker = { getAttribute: () => "180" };
    const page = (stored: string | null, gpc = false): ConsentWindow => ({
      document: { querySelector: (s: string) => (s === `meta[name="${CONSENT_META_NAME}"]` ? marker : null) },
      localStorage: { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? stored : null) },
      navigator: { globalPrivacyControl: gpc },
    });
    expect(analyticsAllowed(page(null), NOW)).toBe(false);
    expect(analyticsAllowed(page(storedConsentText("declined", NOW)), NOW)).toBe(false);
    expect(analyticsAllowed(page(storedConsentText("granted", NOW)), NOW)).toBe(true);
    expect(analyticsAllowed(page(null, true), NOW)).toBe(false);
    expect(analyticsAllowed({ document: { querySelector: () => null } }, NOW)).toBe(true);
    expect(analyticsAllowed({}, NOW)).toBe(true);
    const throwing: ConsentWindow = {
      ...page(null),
      localStorage: {
        getItem: () => {
          throw new Error("storage off");
        },
      },
    };
    expect(analyticsAllowed(throwing, NOW)).toBe(false);
  });
});
