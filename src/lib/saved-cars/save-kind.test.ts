import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import { PENDING_SAVE_TTL_MS, pendingSaveCar, pendingSaveText } from "./pending-save";
import { siteSave } from "./save-kind";

describe("one save per site (issue 34 item 5, decision 0075)", () => {
  it("favourites by default: they need no sign-in, and sign-in is off by default (spec 01 §6)", () => {
    expect(parseSiteConfig({}).saved_cars.save).toBe("favourites");
    expect(siteSave(parseSiteConfig({}))).toBe("favourites");
  });

  it("the watchlist where the site chooses it and has sign-in", () => {
    const config = parseSiteConfig({ saved_cars: { save: "watchlist" }, features: { authentication: true } });
    expect(siteSave(config)).toBe("watchlist");
  });

  it("a watchlist without sign-in would be a button nobody can use: the site falls back to favourites", () => {
    expect(siteSave(parseSiteConfig({ saved_cars: { save: "watchlist" } }))).toBe("favourites");
  });

  it("a site with sign-in that chose favourites shows favourites only", () => {
    const config = parseSiteConfig({ features: { authentication: true } });
    expect(siteSave(config)).toBe("favourites");
  });

  it("spec 01 §4 'Hidden unless the site enables storing favourites': no save at all", () => {
    expect(siteSave(parseSiteConfig({ features: { favourites: false } }))).toBeNull();
  });

  it("refuses a third idea, naming the field", () => {
    const bad = () => parseSiteConfig({ saved_cars: { save: "bookmarks" } });
    expect(bad).toThrow(/saved_cars|save/);
  });
});

describe("the save that sent the shopper to sign in (decision 0075)", () => {
  const now = Date.parse("2026-11-20T10:00:00Z");

  it("is the car they pressed Save on, for a quarter of an hour", () => {
    const stored = pendingSaveText(42, now);
    expect(pendingSaveCar(stored, now)).toBe(42);
    expect(pendingSaveCar(stored, now + PENDING_SAVE_TTL_MS)).toBe(42);
    expect(pendingSaveCar(stored, now + PENDING_SAVE_TTL_MS + 1)).toBeNull();
  });

  it("nothing for nothing stored, a hand edit, or a time in the future", () => {
    for (const stored of [null, "", "x", "[]", "null", '{"carId":"42","at":1}', '{"carId":-1,"at":1}']) {
      expect(pendingSaveCar(stored, now)).toBeNull();
    }
    expect(pendingSaveCar(pendingSaveText(42, now + 60_000), now)).toBeNull();
  });
});
