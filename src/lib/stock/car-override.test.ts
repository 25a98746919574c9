import { describe, expect, it } from "vitest";
import { carFeedKey } from "./car-feed-key";
import {
  applyCarOverride,
  applyPatch,
  type CarOverride,
  changedFields,
  changeWords,
  NO_OVERRIDE,
  nextPriceChange,
  overridePatchSchema,
  specialPriceActive,
  zonedInstant,
} from "./car-override";
import { daysInStock, parseStockQuery, searchWords, stockQueryString } from "./console-stock-query";
import { priceDisplay } from "./price-display";

const NOW = new Date("2026-11-20T12:00:00Z");
const car = {
  offerPrice: null,
  dealercomments: "From the feed.",
  tag: "Test Drive Only",
  videoUrl: "https://youtu.be/dQw4w9WgXcQ",
  price: 30_000,
  beforePrice: null,
};
const special = (from: string, until: string, price = 25_990): CarOverride => ({
  ...NO_OVERRIDE,
  specialPrice: price,
  specialFrom: from,
  specialUntil: until,
});

describe("which price shows when", () => {
  it("the special price runs from its start (inclusive) to its end (exclusive)", () => {
    const o = special("2026-11-20T12:00:00Z", "2026-11-21T12:00:00Z");
    expect(specialPriceActive(o, NOW)).toBe(true);
    expect(specialPriceActive(o, new Date("2026-11-20T11:59:59Z"))).toBe(false);
    expect(specialPriceActive(o, new Date("2026-11-21T12:00:00Z"))).toBe(false);
    expect(specialPriceActive(NO_OVERRIDE, NOW)).toBe(false);
  });

  it("while it runs it is the reduced price, so the spec's display shows the feed's price as was", () => {
    const shown = applyCarOverride(car, special("2026-11-19T00:00:00Z", "2026-11-22T00:00:00Z"), NOW);
    expect(shown.offerPrice).toBe(25_990);
    // The feed's price is the special's before price (spec 01 §4: the was-price is before_price).
    expect(shown.beforePrice).toBe(30_000);
    const display = priceDisplay(
      { ...shown, subscriptionPrice: null, preorder: false },
      { subscriptionPricing: false, noPriceText: "Enquire for price." },
    );
    expect(display).toMatchObject({ kind: "offer", amount: 25_990, wasPrice: 30_000 });
    const after = applyCarOverride(car, special("2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z"), NOW);
    expect(after.offerPrice).toBeNull();
    expect(after.beforePrice).toBeNull();
    // A feed's before price above the special stays the was-price.
    const feedBefore = applyCarOverride(
      { ...car, beforePrice: 32_000 },
      special("2026-11-19T00:00:00Z", "2026-11-22T00:00:00Z"),
      NOW,
    );
    expect(feedBefore.beforePrice).toBe(32_000);
  });

  it("a search index built now is stale at the next start or end", () => {
    expect(nextPriceChange(special("2026-11-21T00:00:00Z", "2026-11-22T00:00:00Z"), NOW)).toBe(
      Date.parse("2026-11-21T00:00:00Z"),
    );
    expect(nextPriceChange(special("2026-11-19T00:00:00Z", "2026-11-22T00:00:00Z"), NOW)).toBe(
      Date.parse("2026-11-22T00:00:00Z"),
    );
    expect(nextPriceChange(special("2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z"), NOW)).toBeNull();
  });
});

describe("what an override changes", () => {
  it("nothing when empty; hidden, featured, comments and tag when set; '' shows none", () => {
    expect(applyCarOverride(car, NO_OVERRIDE, NOW)).toEqual({ ...car, hidden: false, featured: false });
    const o = { ...NO_OVERRIDE, hidden: true, featured: true, dealerComments: "", tag: "Runout" };
    expect(applyCarOverride(car, o, NOW)).toMatchObject({
      hidden: true,
      featured: true,
      dealercomments: null,
      tag: "Runout",
    });
    expect(changedFields(o)).toEqual(["hidden", "featured", "dealerComments", "tag"]);
    expect(changedFields(special("2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z"))).toEqual(["special"]);
  });

  it("a video replaces the feed's, '' shows none, null is the feed's; it is shown as changed", () => {
    const own = { ...NO_OVERRIDE, video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" };
    expect(applyCarOverride(car, own, NOW).videoUrl).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    expect(applyCarOverride(car, { ...NO_OVERRIDE, video: "" }, NOW).videoUrl).toBeNull();
    expect(applyCarOverride(car, NO_OVERRIDE, NOW).videoUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(changedFields(own)).toEqual(["video"]);
    expect(changeWords({ ...own, video: "" })).toEqual(["Video"]);
  });

  it("the key is the feed's identity: stock number, else VIN, as imports match cars", () => {
    // lib/import/validate/car-identity `carKey` less its dealership.
    expect(carFeedKey({ stocknum: " A1 ", vin: "v" })).toBe("stocknum:A1");
    expect(carFeedKey({ vin: " abc123 " })).toBe("vin:ABC123");
    expect(carFeedKey({ stocknum: "", vin: "x9" })).toBe("vin:X9");
    expect(carFeedKey({})).toBeNull();
  });
});

describe("a change from the console", () => {
  it("sets the fields present, puts null ones back to the feed, leaves the rest", () => {
    const start = { ...NO_OVERRIDE, hidden: true, tag: "Old" };
    const result = applyPatch(
      start,
      overridePatchSchema.parse({ tag: null, featured: true }),
      "Australia/Sydney",
    );
    expect(result).toEqual({ ok: true, override: { ...NO_OVERRIDE, hidden: true, featured: true } });
  });

  it("reads the special price's times on the site's clock and wants the end after the start", () => {
    const ok = applyPatch(
      NO_OVERRIDE,
      { special: { price: 19_990, from: "2026-12-01T09:00", until: "2026-12-08T17:00" } },
      "Australia/Sydney",
    );
    expect(ok).toEqual({
      ok: true,
      override: {
        ...NO_OVERRIDE,
        specialPrice: 19_990,
        specialFrom: "2026-11-30T22:00:00.000Z",
        specialUntil: "2026-12-08T06:00:00.000Z",
      },
    });
    const backwards = applyPatch(
      NO_OVERRIDE,
      { special: { price: 19_990, from: "2026-12-08T09:00", until: "2026-12-01T09:00" } },
      "Australia/Perth",
    );
    expect(backwards).toEqual({
      ok: false,
      issues: [{ field: "special.until", message: "End after the start" }],
    });
    expect(zonedInstant("2026-06-31T09:00", "Australia/Perth")).toBeNull();
    expect(zonedInstant("2026-06-30T09:00", "Australia/Perth")?.toISOString()).toBe(
      "2026-06-30T01:00:00.000Z",
    );
  });

  it("a video must be a YouTube video's address, or empty for none; null puts the feed's back", () => {
    const set = overridePatchSchema.parse({ video: " https://youtu.be/aqz-KE-bpKQ " });
    expect(applyPatch(NO_OVERRIDE, set, "Australia/Sydney")).toEqual({
      ok: true,
      override: { ...NO_OVERRIDE, video: "https://youtu.be/aqz-KE-bpKQ" },
    });
    expect(overridePatchSchema.parse({ video: "" })).toEqual({ video: "" });
    expect(overridePatchSchema.parse({ video: null })).toEqual({ video: null });
    for (const bad of [
      "https://vimeo.com/76979871",
      "https://www.youtube.com/@metromotorgroup",
      "youtube",
      "x".repeat(2001),
    ]) {
      const result = overridePatchSchema.safeParse({ video: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        [
          "video",
          "Enter a YouTube video's address (youtube.com/watch?v=… or youtu.be/…), or leave it empty to show none",
        ],
      ]);
    }
  });

  it("refuses a price that is not one, unknown fields, and a tag too long", () => {
    const bad = overridePatchSchema.safeParse({
      special: { price: 10, from: "x", until: "y" },
      nope: 1,
      tag: "x".repeat(61),
    });
    expect(bad.success).toBe(false);
    const keys = bad.error!.issues.map((i) => i.path.join("."));
    expect(keys).toEqual(expect.arrayContaining(["special.price", "special.from", "special.until", "tag"]));
  });
});

describe("the stock list's address", () => {
  it("reads forgivingly and writes back only what differs from the defaults", () => {
    const query = parseStockQuery({
      q: " CX-5 ",
      type: "used",
      status: "nope",
      changed: "yes",
      sort: "price_asc",
      page: "3",
    });
    expect(query).toEqual({
      q: "CX-5",
      dealershipId: null,
      type: "used",
      status: null,
      changed: true,
      sort: "price_asc",
      page: 3,
    });
    expect(stockQueryString(query, 1)).toBe("q=CX-5&type=used&changed=yes&sort=price_asc");
    expect(parseStockQuery({ page: "-1", dealership: "x" })).toMatchObject({ page: 1, dealershipId: null });
    expect(searchWords("Mazda  cx_5 100%")).toEqual(["mazda", "cx5", "100"]);
    expect(daysInStock("2026-11-10T12:00:00Z", NOW)).toBe(10);
  });
});
