import { describe, expect, it } from "vitest";
import {
  isPromoPopupLive,
  isQuietPath,
  livePromoPopup,
  type PromoPopupData,
  parseDismissedPopups,
  shouldShowPromoPopup,
  withDismissedPopup,
} from "./promo-popup";

const popup: PromoPopupData = {
  slug: "spring-sale",
  title: "Spring sale",
  description: null,
  imageUrl: null,
  imageAlt: "",
  button: null,
  start: "2026-11-01T00:00:00+10:00",
  expiry: "2026-11-30T23:59:59+10:00",
};
const at = (iso: string) => Date.parse(iso);

describe("spec 02 §4 promo popup: visible by default, never once its expiry has passed", () => {
  it("shows inside its window, not before its start, not at or after its expiry", () => {
    expect(isPromoPopupLive(popup, at("2026-11-15T12:00:00+10:00"))).toBe(true);
    expect(isPromoPopupLive(popup, at("2026-10-31T23:59:59+10:00"))).toBe(false);
    expect(isPromoPopupLive(popup, at("2026-11-30T23:59:59+10:00"))).toBe(false);
    expect(isPromoPopupLive(popup, at("2026-12-01T00:00:00+10:00"))).toBe(false);
  });

  it("a window without a start or an expiry is open at that end", () => {
    expect(isPromoPopupLive({ start: null, expiry: null }, 0)).toBe(true);
    expect(isPromoPopupLive({ start: null, expiry: "2000-01-01T00:00:00Z" }, Date.now())).toBe(false);
  });

  it("an unreadable date never shows the popup", () => {
    expect(isPromoPopupLive({ start: "soon", expiry: null }, Date.now())).toBe(false);
  });
});

describe("spec 02 §4: hidden after close or after its link is clicked (remembered in the browser)", () => {
  const now = at("2026-11-15T12:00:00+10:00");

  it("a popup never closed shows; once closed, it stays closed; another campaign still shows", () => {
    expect(shouldShowPromoPopup(popup, null, now)).toBe(true);
    const stored = withDismissedPopup(null, popup.slug);
    expect(shouldShowPromoPopup(popup, stored, now)).toBe(false);
    expect(shouldShowPromoPopup({ ...popup, slug: "summer-sale" }, stored, now)).toBe(true);
  });

  it("closing twice stores the slug once; the oldest of many are forgotten first", () => {
    let stored: string | null = null;
    for (let i = 0; i < 25; i++) stored = withDismissedPopup(stored, `p${i}`);
    stored = withDismissedPopup(stored, "p24");
    const list = parseDismissedPopups(stored);
    expect(list).toHaveLength(20);
    expect(list.at(-1)).toBe("p24");
    expect(list).not.toContain("p0");
  });

  it("a stored value that is not a list of slugs counts as nothing closed", () => {
    expect(parseDismissedPopups("{not json")).toEqual([]);
    expect(parseDismissedPopups('{"a":1}')).toEqual([]);
    expect(parseDismissedPopups('["a", 3, null]')).toEqual(["a"]);
  });
});

describe("the popup never interrupts a purchase, a thank-you page or a print view", () => {
  const now = at("2026-11-15T12:00:00+10:00");

  it("is quiet on checkout, buy online, the journey, success, print, the review feedback pages, the trade-in wizard, sign-in and unsubscribe", () => {
    for (const path of [
      "/trade-in",
      "/sell-my-car",
      "/sell-your-car",
      "/cars/trade-in",
      "/sign-in",
      "/pages/unsubscribe",
      "/cars/2022-toyota-hilux-a1/checkout",
      "/cars/2022-toyota-hilux-a1/buy-online",
      "/checkout-journey",
      "/success",
      "/print",
      "/review-feedback",
      "/customer-feedback-survey",
    ]) {
      expect(isQuietPath(path), path).toBe(true);
      expect(shouldShowPromoPopup(popup, null, now, path), path).toBe(false);
    }
  });

  it("shows everywhere else: home, search, a car, the offers, the forms", () => {
    for (const path of [
      "/",
      "/search/used-cars",
      "/cars/2022-toyota-hilux-a1",
      "/special-offers",
      "/contact",
      "/printers",
    ]) {
      expect(isQuietPath(path), path).toBe(false);
      expect(shouldShowPromoPopup(popup, null, now, path), path).toBe(true);
    }
  });
});

describe("spec 02 §4: the site's live popup, picked by the clock from its kept list (decision 0085)", () => {
  const at = (iso: string) => Date.parse(iso);
  const next = { slug: "spring", start: "2026-09-01T00:00:00Z", expiry: null };
  const current = { slug: "winter", start: "2026-06-01T00:00:00Z", expiry: "2026-10-01T00:00:00Z" };
  const always = { slug: "always", start: null, expiry: null };
  // The server's order: the one that started last first, an open start last.
  const popups = [next, current, always];

  it("before the next campaign starts, the one running now shows", () => {
    expect(livePromoPopup(popups, at("2026-08-31T23:59:59Z"))?.slug).toBe("winter");
  });

  it("the scheduled campaign takes over at its start, to the second, with no save", () => {
    expect(livePromoPopup(popups, at("2026-09-01T00:00:00Z"))?.slug).toBe("spring");
  });

  it("an expired popup is never shown; an open-ended one is the fallback", () => {
    expect(livePromoPopup([current, always], at("2026-10-01T00:00:00Z"))?.slug).toBe("always");
    expect(livePromoPopup([current], at("2026-10-01T00:00:00Z"))).toBeNull();
  });
});
