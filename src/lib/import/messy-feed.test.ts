import { describe, expect, it } from "vitest";
import { MESSY_FEED, MESSY_FEED_IMPORTED } from "../../../test/messy-feed";
import { formatIssue } from "./import-issue";
import { validateBundle, validateBundleInSlices } from "./validate-bundle";

// Issue 15 §3 "lenient where a dealer would be, strict where it matters", on a realistic messy feed.
const result = validateBundle(MESSY_FEED);
const car = (stocknum: string) => result.cars.find((c) => c.record.stocknum === stocknum)?.record;
const warningsFor = (index: number) =>
  result.warnings.filter((w) => w.section === "cars" && w.index === index).map(formatIssue);

describe("a messy but realistic feed", () => {
  it("every car a dealer would expect is imported; the four genuinely wrong ones are refused and named", () => {
    expect(result.cars.map((c) => c.record.stocknum).sort()).toEqual([...MESSY_FEED_IMPORTED].sort());
    const refused = [...new Set(result.issues.map((i) => i.index))];
    expect(refused).toEqual([18, 19, 20, 21]);
    expect(result.issues.map(formatIssue)).toEqual([
      "cars[18] (stocknum BAD1) make: is required",
      "cars[19] (stocknum BAD2) price: must not be negative",
      "cars[20] (stocknum BAD3) car_type: must be one of new, demo, used",
      "cars[21] stocknum: a car needs a stocknum or a vin so that a later feed updates it instead of adding a copy",
    ]);
  });

  it("blank optional fields are absent: no VIN, no photo, no rego date", () => {
    const m001 = car("M001")!;
    expect(m001.vin ?? null).toBeNull();
    expect(m001.primary_image_url ?? null).toBeNull();
    expect(m001.images).toEqual([]);
    expect(m001.rego_expiry ?? null).toBeNull();
    expect(warningsFor(0)).toEqual([]);
  });

  it("prices, kilometres and dates in a dealer's spelling", () => {
    expect([car("M002")?.price, car("M003")?.price, car("M004")?.price]).toEqual([45990, 45990, 45991]);
    expect(car("M005")?.km).toBe(12000);
    expect(car("M006")?.rego_expiry).toBe("2027-11-24");
  });

  it("type, status, yes/no, state and postcode in their usual spellings", () => {
    expect(car("M007")).toMatchObject({ car_type: "used", status: "in_stock" });
    expect(car("M008")).toMatchObject({ certified: true, reserved: false, preorder: false });
    expect(car("M009")).toMatchObject({ state: "qld", private_postcode: "0800" });
  });

  it("a pre-1989 car keeps its chassis number; a NUL is removed from the comments, with a warning", () => {
    expect(car("M010")?.vin).toBe("HQ-1234567");
    expect(car("M011")?.dealercomments).toBe("One owner, logbooks.");
    expect(warningsFor(10)).toEqual(["cars[10] (stocknum M011) dealercomments: control characters removed"]);
  });

  it("a bad optional field is left out with a warning and the car imported; overlong text is cut", () => {
    expect(car("M013")).toMatchObject({ colour: "Glacier White" });
    expect(car("M013")?.seats ?? null).toBeNull();
    expect(warningsFor(12)).toEqual([
      expect.stringMatching(/^cars\[12\] \(stocknum M013\) seats: .+; left out, the rest imported$/),
    ]);
    expect(car("M014")?.carsales_title).toHaveLength(200);
    expect(warningsFor(13)).toEqual([
      "cars[13] (stocknum M014) carsales_title: longer than 200 characters: cut to 200",
    ]);
  });

  it("'POA' leaves the car without a price (it shows the site's no-price text), with a warning", () => {
    expect(car("M018")?.price ?? null).toBeNull();
    expect(warningsFor(17)).toHaveLength(1);
  });

  it("a repeated stock number keeps the later row, the usual correction, and says so", () => {
    expect(car("M016")?.price).toBe(29990);
    expect(warningsFor(15)).toEqual([
      "cars[15] (stocknum M016) stocknum: repeated by cars[16], which is imported instead (a feed's later row wins)",
    ]);
  });

  it("a site that lists no dealerships is imported with a warning naming site.dealerships", () => {
    const bare = validateBundle({ site: { slug: "bare", name: "Bare" } });
    expect(bare.site?.slug).toBe("bare");
    expect(bare.warnings.map(formatIssue)).toEqual([
      "site dealerships: the site lists no dealerships, so it shows no stock: name them in site.dealerships",
    ]);
  });
});

describe("a feed's local timestamps are read on the dealership's clock (issue 15 §3)", () => {
  const feed = (locationState: string | undefined, carState?: string) => ({
    locations: locationState
      ? [{ slug: "yard", dealership_slug: "d", name: "Yard", address: { state: locationState } }]
      : [],
    cars: [
      {
        dealership_slug: "d",
        stocknum: "T1",
        make: "Mazda",
        model: "CX-5",
        year: 2023,
        car_type: "used",
        state: carState,
        created_at: "2026-11-20 10:00:00",
        sold_at: "2026-11-20T10:00:00+10:00",
      },
    ],
  });
  const createdAt = (bundle: unknown, zones?: Map<string, string>) =>
    validateBundle(bundle, { dealershipTimeZones: zones }).cars[0]?.record.created_at;

  it("a Perth yard's 10 am is 02:00 UTC; a timestamp with an offset is kept as written", () => {
    expect(createdAt(feed("WA"))).toBe("2026-11-20T02:00:00.000Z");
    expect(validateBundle(feed("WA")).cars[0]?.record.sold_at).toBe("2026-11-20T00:00:00.000Z");
  });

  it("the car's own state first, then the bundle's locations, then the database's, then Sydney", () => {
    expect(createdAt(feed("WA", "Queensland"))).toBe("2026-11-20T00:00:00.000Z");
    expect(createdAt(feed(undefined), new Map([["d", "Australia/Adelaide"]]))).toBe(
      "2026-11-19T23:30:00.000Z",
    );
    expect(createdAt(feed(undefined))).toBe("2026-11-19T23:00:00.000Z");
  });
});

describe("a bad part of a list or group is left out, not the whole field (issue 15 §3)", () => {
  const one = (extra: Record<string, unknown>) =>
    validateBundle({
      cars: [
        {
          dealership_slug: "d",
          stocknum: "P1",
          make: "Kia",
          model: "Seltos",
          year: 2023,
          car_type: "used",
          ...extra,
        },
      ],
    });

  it("one malformed photo URL among three: the other two photos stay, with a warning naming it", () => {
    const result = one({
      images: ["https://cdn.example/1.jpg", "not a url", "https://cdn.example/3.jpg"],
    });
    expect(result.cars[0]?.record.images).toEqual([
      { url: "https://cdn.example/1.jpg" },
      { url: "https://cdn.example/3.jpg" },
    ]);
    expect(result.warnings.map(formatIssue)).toEqual([
      expect.stringMatching(/^cars\[0\] \(stocknum P1\) images: images\.1: .+; left out, the rest imported$/),
    ]);
  });

  it("issue 16 §7: protocol-relative photo URLs are another host in disguise and are left out", () => {
    const result = one({
      images: ["//evil.example/a.png", "/\\evil.example/b.png", "https://cdn.example/1.jpg"],
    });
    expect(result.cars[0]?.record.images).toEqual([{ url: "https://cdn.example/1.jpg" }]);
    expect(result.warnings.map(formatIssue)).toEqual([
      expect.stringMatching(/images: images\.0: .+; left out/),
      expect.stringMatching(/images: images\.1: .+; left out/),
    ]);
  });

  it("a car whose feed writes its stock number as a number is named by it in warnings", () => {
    const result = one({ stocknum: 4521, seats: "lots" });
    expect(result.cars[0]?.record.stocknum).toBe("4521");
    expect(result.warnings.map(formatIssue)[0]).toMatch(/^cars\[0\] \(stocknum 4521\) seats: /);
  });

  it("a gallery over the 200-photo limit keeps its first 200", () => {
    const images = Array.from({ length: 205 }, (_, i) => `https://cdn.example/${i}.jpg`);
    const result = one({ images });
    expect(result.cars[0]?.record.images).toHaveLength(200);
    expect(result.warnings.map(formatIssue)).toEqual([
      "cars[0] (stocknum P1) images: more than 200 items: the first 200 kept",
    ]);
  });

  it("a bad market price in autograb_data leaves the other one", () => {
    const result = one({ autograb_data: { average_market_price: -5, state_average_market_price: 41000 } });
    expect(result.cars[0]?.record.autograb_data).toEqual({ state_average_market_price: 41000 });
  });
});

describe("validation in slices, for a server that keeps serving during an import (issue 15 §4)", () => {
  it("gives exactly what validateBundle gives, pausing between slices of cars", async () => {
    const cars = Array.from({ length: 5 }, () => MESSY_FEED.cars).flat();
    const big = { ...MESSY_FEED, cars };
    let pauses = 0;
    const sliced = await validateBundleInSlices(big, {}, async () => {
      pauses++;
    });
    expect(sliced).toEqual(validateBundle(big));
    // A pause every 100 cars: a server answers requests in between.
    expect(pauses).toBe(Math.floor((cars.length - 1) / 100));
    expect(pauses).toBeGreaterThan(0);
  });
});

describe("issue 16 item 2: text PostgreSQL would refuse in jsonb, in a feed's keys and values", () => {
  it("lone surrogates become U+FFFD and a '__proto__' key sets no prototype; the car is imported", () => {
    const first = MESSY_FEED.cars[0]!;
    const specifications = JSON.parse('{"Tow\\ud800":"2,500 kg\\udc00","__proto__":{"Seats":"9"}}');
    const one = validateBundle({ ...MESSY_FEED, cars: [{ ...first, specifications }] });
    expect(one.issues).toEqual([]);
    const stored = one.cars[0]!.record.specifications!;
    // The schema's record keeps own keys only, so "__proto__" is dropped rather than inherited from.
    expect(Object.entries(stored)).toEqual([["Tow\uFFFD", "2,500 kg\uFFFD"]]);
    expect((stored as Record<string, unknown>).Seats).toBeUndefined();
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
  });
});

describe("issue 16 item 2: a car record's own '__proto__' field lends it nothing", () => {
  it("the car is read from its own fields only", () => {
    const first = MESSY_FEED.cars[0]!;
    const polluted = JSON.parse(`{"__proto__":{"make":"Ferrari","price":1}}`);
    const { make: _make, ...withoutMake } = first as Record<string, unknown>;
    const one = validateBundle({ ...MESSY_FEED, cars: [{ ...polluted, ...withoutMake }] });
    expect(one.issues.map(formatIssue)).toEqual([expect.stringMatching(/make: is required/)]);
  });
});
