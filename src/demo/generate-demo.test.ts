import { describe, expect, it } from "vitest";
import { bundleSchema } from "@/lib/import/bundle-schema";
import type { CarRecordInput } from "@/lib/import/schema/cars";
import { findManufacturer } from "@/lib/stock/manufacturers";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { parseDemoImagePath } from "./car-image-svg";
import { type DemoSiteBundle, generateDemoBundles } from "./generate-demo";

const NOW = new Date("2026-05-15T02:00:00.000Z");
const DAY_MS = 86_400_000;
const OPTIONS = { cars: 400, seed: 7, now: NOW };

const bundles = generateDemoBundles(OPTIONS);

function siteBundle(slug: string): DemoSiteBundle["bundle"] {
  const found = bundles.find((b) => b.site === slug);
  if (!found) throw new Error(`no bundle for ${slug}`);
  return found.bundle;
}

const group = siteBundle("metro-motor-group");
const toyota = siteBundle("harbour-toyota");
const usedOnly = siteBundle("outback-used-cars");
const allCars: CarRecordInput[] = bundles.flatMap((b) => b.bundle.cars ?? []);
const groupCars = group.cars ?? [];

const ms = (timestamp: string | null | undefined) => (timestamp ? Date.parse(timestamp) : Number.NaN);

describe("generateDemoBundles: contract", () => {
  it("every bundle passes bundleSchema", () => {
    for (const { site, bundle } of bundles) {
      const parsed = bundleSchema.safeParse(bundle);
      expect(parsed.error?.issues.slice(0, 3), site).toBeUndefined();
    }
  });

  it("produces the three demo sites with their templates, and models only for the Toyota site", () => {
    expect(bundles.map((b) => b.site)).toEqual(["metro-motor-group", "harbour-toyota", "outback-used-cars"]);
    expect(group.site?.template).toBe("default");
    expect(toyota.site?.template).toBe("toyota");
    expect(usedOnly.site?.template).toBe("default");
    expect(toyota.models?.length).toBeGreaterThan(10);
    expect(group.models).toBeUndefined();
    for (const { bundle } of bundles) {
      expect(bundle.site?.slug).toBeDefined();
      for (const key of ["dealerships", "locations", "cars", "offers", "reviews"] as const) {
        expect(bundle[key]?.length, key).toBeGreaterThan(0);
      }
    }
  });

  it("is deterministic: the same options give byte-identical JSON", () => {
    expect(JSON.stringify(generateDemoBundles(OPTIONS))).toBe(JSON.stringify(bundles));
  });

  it("varies with the seed", () => {
    const other = generateDemoBundles({ ...OPTIONS, seed: 8 });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(bundles));
  });

  it("site config overrides are valid site configs with the per-site settings", () => {
    const groupConfig = parseSiteConfig(group.site?.config);
    expect(groupConfig.features.fuel_tag).toBe(true);
    expect(groupConfig.phone_numbers.new).toBeDefined();
    expect(groupConfig.social.facebook).toMatch(/^https:\/\//);
    expect(groupConfig.licences.dealer_licence_number).toBeDefined();

    const toyotaConfig = parseSiteConfig(toyota.site?.config);
    expect(toyotaConfig.features.certified_only).toBe(false);
    expect(toyotaConfig.finance.path).toBe("/finance-enquiry");
    expect(toyotaConfig.reserve_deposit).toBe(500);
    expect(toyotaConfig.phone_numbers.used).toBeDefined();
  });

  it("rejects options it cannot honour", () => {
    expect(() => generateDemoBundles({ cars: -1 })).toThrow(RangeError);
    expect(() => generateDemoBundles({ cars: 1.5 })).toThrow(RangeError);
    expect(() => generateDemoBundles({ seed: Number.NaN })).toThrow(RangeError);
    expect(() => generateDemoBundles({ now: new Date("nope") })).toThrow(RangeError);
  });
});

describe("generateDemoBundles: dealerships and locations", () => {
  it("the group has 5-6 dealerships, each with sales, service and parts locations", () => {
    const dealerships = group.dealerships ?? [];
    expect(dealerships.length).toBeGreaterThanOrEqual(5);
    expect(dealerships.length).toBeLessThanOrEqual(6);
    for (const d of dealerships) {
      const types = (group.locations ?? [])
        .filter((l) => l.dealership_slug === d.slug)
        .map((l) => l.location_type);
      expect(types.sort()).toEqual(["parts", "sales", "service"]);
    }
    expect(group.site?.dealerships).toEqual(dealerships.map((d) => d.slug));
  });

  it("location slugs are unique within each site", () => {
    for (const { bundle } of bundles) {
      const slugs = (bundle.locations ?? []).map((l) => l.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("group locations span at least 3 states", () => {
    const states = new Set((group.locations ?? []).map((l) => l.address?.state));
    expect(states.size).toBeGreaterThanOrEqual(3);
    for (const state of ["qld", "nsw", "vic", "sa", "wa"]) expect(states.has(state)).toBe(true);
  });

  it("opening hours use 0 = Sunday: sales closed Sunday and open Saturday, service closed weekends", () => {
    for (const l of group.locations ?? []) {
      const hours = l.contact_detail?.opening_hours ?? [];
      expect(hours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(hours[0]?.status).toBe("Closed");
      expect(hours[1]?.status).toBe("Open");
      if (l.location_type === "sales") expect(hours[6]?.status).toBe("Open");
      if (l.location_type === "service") expect(hours[6]?.status).toBe("Closed");
      expect(l.special_hours?.length).toBeGreaterThan(0);
    }
  });

  it("the dealers' Google profiles (spec 02 §3): one per dealership of the group and the brand dealer, each a Maps search for its name", () => {
    for (const bundle of [group, toyota]) {
      const profiles = parseSiteConfig(bundle.site?.config).gmb_profiles;
      expect(profiles.map((p) => p.name)).toEqual((bundle.dealerships ?? []).map((d) => d.name));
      for (const { name, review_url } of profiles) {
        expect(review_url).toBe(
          `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}`,
        );
      }
    }
    expect(parseSiteConfig(usedOnly.site?.config).gmb_profiles).toEqual([]);
  });

  it("location manufacturers are slugs from the static manufacturer list", () => {
    for (const { bundle } of bundles) {
      for (const l of bundle.locations ?? []) {
        for (const slug of l.manufacturers ?? []) expect(findManufacturer(slug)?.slug).toBe(slug);
      }
    }
  });
});

describe("generateDemoBundles: car counts and mixes", () => {
  it("gives the group `cars` cars and the others 12% (min 40) and 10% (min 30)", () => {
    expect(groupCars).toHaveLength(400);
    expect(toyota.cars).toHaveLength(48);
    expect(usedOnly.cars).toHaveLength(40);
    const small = generateDemoBundles({ cars: 10, seed: 1, now: NOW });
    expect(small.map((b) => b.bundle.cars?.length)).toEqual([10, 40, 30]);
  });

  it("the group has every car type and status, in roughly the intended shares", () => {
    const share = (pred: (c: CarRecordInput) => boolean) => groupCars.filter(pred).length / groupCars.length;
    expect(share((c) => c.car_type === "new")).toBeCloseTo(0.35, 1);
    expect(share((c) => c.car_type === "demo")).toBeCloseTo(0.1, 1);
    expect(share((c) => c.car_type === "used")).toBeCloseTo(0.55, 1);
    expect(share((c) => c.status === "coming_soon")).toBeCloseTo(0.05, 1);
    expect(share((c) => c.status === "sold")).toBeCloseTo(0.06, 1);
    expect(share((c) => (c.status ?? "in_stock") === "in_stock")).toBeGreaterThan(0.8);
  });

  it("caravans are present, with caravan specifications", () => {
    const caravans = groupCars.filter((c) => c.item_type === "caravan");
    expect(caravans.length).toBeGreaterThan(0);
    for (const c of caravans) {
      expect(c.body).toBe("Caravan");
      expect(Object.keys(c.specifications ?? {}).sort()).toEqual(
        ["aggregate_trailer_mass", "axle_type", "body_length", "body_width", "sleeps", "tare_weight"].sort(),
      );
      expect(findManufacturer(c.make)).toBeDefined();
    }
  });

  it("the used-only site filters to used cars while its feed holds a few new and demo cars", () => {
    expect(parseSiteConfig(usedOnly.site?.config).search.filters).toBe("car_type:used");
    const cars = usedOnly.cars ?? [];
    const nonUsed = cars.filter((c) => c.car_type !== "used");
    expect(nonUsed.some((c) => c.car_type === "new")).toBe(true);
    expect(nonUsed.some((c) => c.car_type === "demo")).toBe(true);
    expect(nonUsed.length / cars.length).toBeLessThan(0.15);
  });

  it("new and demo cars at a franchise dealership are of its make", () => {
    const makeOf = new Map((group.dealerships ?? []).map((d) => [d.slug, d.manufacturer?.name ?? null]));
    for (const c of groupCars) {
      const make = makeOf.get(c.dealership_slug);
      if (make && c.car_type !== "used") expect(c.make).toBe(make);
    }
  });

  it("every car make is in the static manufacturer list", () => {
    for (const c of allCars) expect(findManufacturer(c.make), c.make).toBeDefined();
  });

  it("uses the tags the specs name", () => {
    const tags = new Set(allCars.map((c) => c.tag).filter(Boolean));
    for (const tag of tags) expect(["Test Drive Only", "Runout Sale", "Clearance"]).toContain(tag);
    expect(tags.size).toBeGreaterThan(0);
  });

  it("certified cars are used Toyotas, and the Toyota site has some", () => {
    for (const c of allCars.filter((car) => car.certified)) {
      expect(c.car_type).toBe("used");
      expect(c.make).toBe("Toyota");
    }
    const certified = [...(toyota.cars ?? []), ...groupCars].filter((c) => c.certified);
    expect(certified.length).toBeGreaterThan(0);
  });
});

describe("generateDemoBundles: identifiers", () => {
  it("stocknum is unique per dealership", () => {
    const seen = new Set<string>();
    for (const c of allCars) {
      const key = `${c.dealership_slug}/${c.stocknum}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("VINs are unique, 17 characters, without I, O or Q", () => {
    const vins = allCars.map((c) => c.vin ?? "");
    expect(new Set(vins).size).toBe(vins.length);
    for (const vin of vins) expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it("car slugs are unique across the sites", () => {
    const slugs = allCars.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("generateDemoBundles: dates relative to now", () => {
  it("sold cars have sold_at 0-10 days ago, some within 3 days and some older; others have none", () => {
    const sold = allCars.filter((c) => c.status === "sold");
    expect(sold.length).toBeGreaterThan(0);
    const ages = sold.map((c) => (NOW.getTime() - ms(c.sold_at)) / DAY_MS);
    for (const age of ages) {
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(10);
    }
    expect(ages.some((a) => a <= 3)).toBe(true);
    expect(ages.some((a) => a > 3)).toBe(true);
    for (const c of allCars.filter((car) => car.status !== "sold")) expect(c.sold_at ?? null).toBeNull();
  });

  it("created_at is in the past ~120 days, before any sale, with some cars created within 8 days", () => {
    for (const c of allCars) {
      const created = ms(c.created_at);
      expect(created).toBeLessThanOrEqual(NOW.getTime());
      expect(created).toBeGreaterThan(NOW.getTime() - 240 * DAY_MS);
      if (c.sold_at) expect(created).toBeLessThan(ms(c.sold_at));
    }
    expect(groupCars.some((c) => NOW.getTime() - ms(c.created_at) <= 8 * DAY_MS)).toBe(true);
    expect(groupCars.some((c) => NOW.getTime() - ms(c.created_at) > 8 * DAY_MS)).toBe(true);
  });

  it("some used cars have a rego expiry in the past", () => {
    const expired = allCars.filter((c) => c.rego_expiry && Date.parse(c.rego_expiry) < NOW.getTime());
    expect(expired.length).toBeGreaterThan(0);
    for (const c of allCars.filter((car) => car.car_type === "new")) expect(c.regplate ?? null).toBeNull();
  });

  it("offers include a finance offer and an expired one; 4-8 per site", () => {
    for (const { bundle } of bundles) {
      const offers = bundle.offers ?? [];
      expect(offers.length).toBeGreaterThanOrEqual(4);
      expect(offers.length).toBeLessThanOrEqual(8);
      expect(offers.some((o) => o.category === "Finance offer")).toBe(true);
      expect(offers.some((o) => o.expires_at && Date.parse(o.expires_at) < NOW.getTime())).toBe(true);
    }
  });

  it("one site runs a promo popup (spec 02 §2), live now, with its image, words and a button to the offers", () => {
    const withPopup = bundles.filter(({ bundle }) => bundle.promo_popups?.length);
    expect(withPopup.map(({ site }) => site)).toEqual(["outback-used-cars"]);
    const [popup] = withPopup[0]!.bundle.promo_popups!;
    expect(Date.parse(popup!.start!)).toBeLessThan(NOW.getTime());
    expect(Date.parse(popup!.expiry!)).toBeGreaterThan(NOW.getTime());
    expect(popup).toMatchObject({ slug: "spring-trade-up", button_url: "/special-offers" });
    expect(popup!.image_url).toMatch(/^\/media\/demo-car\//);
  });

  it("reviews: 10-30 per sales location, mostly 4-5 stars, replies never before the review", () => {
    for (const { bundle } of bundles) {
      for (const l of (bundle.locations ?? []).filter((loc) => loc.location_type === "sales")) {
        const reviews = (bundle.reviews ?? []).filter((r) => r.location_slug === l.slug);
        expect(reviews.length).toBeGreaterThanOrEqual(10);
        expect(reviews.length).toBeLessThanOrEqual(30);
      }
    }
    const reviews = bundles.flatMap((b) => b.bundle.reviews ?? []);
    expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.7);
    expect(reviews.some((r) => r.reply_text)).toBe(true);
    for (const r of reviews) {
      if (r.reply_date) expect(r.reply_date >= r.review_date).toBe(true);
    }
  });
});

describe("generateDemoBundles: car content", () => {
  it("dealer comments: some split on '|', some empty, lengths either side of the 400 cut, none over 1200", () => {
    const comments = allCars.map((c) => c.dealercomments ?? "");
    expect(comments.some((c) => c.includes("|") && c.length > 1)).toBe(true);
    expect(comments.some((c) => c === "")).toBe(true);
    expect(comments.some((c) => c.length > 400)).toBe(true);
    expect(comments.some((c) => c.length > 0 && c.length < 400)).toBe(true);
    for (const c of comments) {
      expect(c.length).toBeLessThanOrEqual(1200);
      expect(c).not.toMatch(/\{\w+\}/);
    }
  });

  it("before_price is higher than price, and offer_price lower", () => {
    const withBefore = allCars.filter((c) => c.before_price != null);
    expect(withBefore.length).toBeGreaterThan(0);
    for (const c of withBefore) expect(c.before_price).toBeGreaterThan(c.price ?? 0);
    for (const c of allCars.filter((car) => car.offer_price != null)) {
      expect(c.offer_price).toBeLessThan(c.price ?? 0);
    }
  });

  it("some used cars sit more than $499 under both market prices", () => {
    const below = allCars.filter(
      (c) =>
        c.price != null &&
        c.autograb_data?.average_market_price != null &&
        c.autograb_data.state_average_market_price != null &&
        c.autograb_data.average_market_price - c.price > 499 &&
        c.autograb_data.state_average_market_price - c.price > 499,
    );
    expect(below.length).toBeGreaterThan(0);
  });

  it("images: 0-12 per car, primary is the first, some cars have none, and every path is a demo image", () => {
    expect(allCars.some((c) => (c.images ?? []).length === 0)).toBe(true);
    for (const c of allCars) {
      const images = (c.images ?? []) as string[];
      expect(images.length).toBeLessThanOrEqual(12);
      expect(c.primary_image_url ?? null).toBe(images[0] ?? null);
      for (const url of images) {
        const [, media, demo, body, colour, file] = url.split("/");
        expect(`${media}/${demo}`).toBe("media/demo-car");
        expect(parseDemoImagePath(body ?? "", colour ?? "", file ?? "")).not.toBeNull();
      }
    }
  });

  it("km follows the car type: new 0-50, demo 1,000-12,000, used more", () => {
    for (const c of allCars.filter((car) => car.item_type == null)) {
      const km = c.km ?? -1;
      if (c.car_type === "new") expect(km).toBeLessThanOrEqual(50);
      else if (c.car_type === "demo") expect(km >= 1000 && km <= 12_000).toBe(true);
      else expect(km).toBeGreaterThan(1000);
    }
  });

  it("standard equipment has 5-25 lines and cars carry their location's city and state", () => {
    const locations = new Map(bundles.flatMap((b) => b.bundle.locations ?? []).map((l) => [l.slug, l]));
    for (const c of allCars) {
      const lines = c.standardEquipment ?? [];
      expect(lines.length).toBeGreaterThanOrEqual(5);
      expect(lines.length).toBeLessThanOrEqual(25);
      const location = locations.get(c.location_slug ?? "");
      expect(location?.dealership_slug).toBe(c.dealership_slug);
      expect(c.city).toBe(location?.address?.city);
      expect(c.state).toBe(location?.address?.state);
    }
  });
});
