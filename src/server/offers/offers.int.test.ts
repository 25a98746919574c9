import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@/lib/tenancy/site";
import { daysAgo, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { currentPromoPopup } from "./promo-popups";
import { findCurrentOffer, listCurrentOffers } from "./queries";

const NOW = TEST_NOW;
const inDays = (n: number) => daysAgo(-n);

function site(slug: string, dealer: string, make: string | null) {
  return {
    site: { slug, name: slug.toUpperCase(), dealerships: [dealer] },
    dealerships: [{ slug: dealer, name: `${dealer} dealership`, manufacturer: make ? { name: make } : null }],
  };
}

let handle: DatabaseHandle;
let toyota: Site;
let group: Site;

beforeAll(async () => {
  handle = await openTestDatabase();
  const db = handle.db;
  await importBundle(db, { ...site("group", "group-dealer", null) }, { now: NOW });
  const report = await importBundle(
    db,
    {
      ...site("toyota-site", "toyota-dealer", "Toyota"),
      models: [
        { manufacturer_slug: "toyota", name: "Corolla", slug: "corolla", image_url: "/media/corolla.svg" },
      ],
      offers: [
        { slug: "live", name: "Live offer", starts_at: daysAgo(5), expires_at: inDays(5) },
        { slug: "newest", name: "Newest offer", starts_at: daysAgo(1) },
        { slug: "open-ended", name: "Open-ended offer" },
        { slug: "not-started", name: "Next month's offer", starts_at: inDays(3) },
        { slug: "expired", name: "Expired offer", starts_at: daysAgo(30), expires_at: daysAgo(1) },
        {
          slug: "excluded-by-slug",
          name: "Not for this site",
          excluded_website_ids: ["toyota-site", "nowhere"],
        },
        {
          slug: "corolla-finance",
          name: "Corolla finance",
          starts_at: daysAgo(2),
          manufacturer: "Toyota",
          model: { name: "Corolla", slug: "corolla" },
        },
        {
          slug: "corolla-own-image",
          name: "Corolla with its own image",
          starts_at: daysAgo(3),
          manufacturer: { name: "Toyota" },
          model: { name: "Corolla", slug: "corolla" },
          image_url: "https://cdn.example/offer.jpg",
        },
      ],
    },
    { now: NOW },
  );
  expect(report.issues).toEqual([]);
  expect(report.warnings.map((w) => `${w.section}[${w.index}] ${w.field}: ${w.message}`)).toEqual([
    'offers[5] excluded_website_ids.1: no site "nowhere": left out',
  ]);
  toyota = (await readSite(db, "toyota-site"))!;
  group = (await readSite(db, "group"))!;
  // An offer excluded by the site's id, as a group feed names it (spec 02 §3 excluded_website_ids).
  await importBundle(
    db,
    {
      site: { slug: "toyota-site", name: "TOYOTA-SITE", dealerships: ["toyota-dealer"] },
      offers: [{ slug: "excluded-by-id", name: "Excluded by id", excluded_website_ids: [toyota.id] }],
    },
    { now: NOW },
  );
});

afterAll(async () => {
  await handle?.close();
});

describe("spec 02 §2 /special-offers: the site's current offers, minus those that exclude it", () => {
  it("lists started, unexpired offers newest first; not started, expired and excluded ones are out", async () => {
    const names = (await listCurrentOffers(handle.db, toyota, new Date(NOW))).map((o) => o.slug);
    expect(names).toEqual(["newest", "corolla-finance", "corolla-own-image", "live", "open-ended"]);
  });

  it("an offer's image is its own, else its model's (spec 02 §3 image_or_model_image)", async () => {
    const offers = await listCurrentOffers(handle.db, toyota, new Date(NOW));
    const bySlug = new Map(offers.map((o) => [o.slug, o]));
    expect(bySlug.get("corolla-finance")).toMatchObject({
      imageUrl: null,
      modelImageUrl: "/media/corolla.svg",
    });
    expect(bySlug.get("corolla-own-image")?.imageUrl).toBe("https://cdn.example/offer.jpg");
    expect(bySlug.get("live")?.modelImageUrl).toBeNull();
  });

  it("one offer by slug: found while current; expired, not started, excluded and another site's are not", async () => {
    const find = (s: Site, slug: string) => findCurrentOffer(handle.db, s, slug, new Date(NOW));
    expect((await find(toyota, "live"))?.name).toBe("Live offer");
    for (const slug of ["expired", "not-started", "excluded-by-slug", "excluded-by-id", "nope"]) {
      expect(await find(toyota, slug), slug).toBeNull();
    }
    expect(await find(group, "live")).toBeNull();
  });

  it("issue 29 item 2: a slug with a NUL (/offers/%00) finds nothing instead of failing the query", async () => {
    for (const slug of ["\u0000", "live\u0000"]) {
      expect(await findCurrentOffer(handle.db, toyota, slug, new Date(NOW)), JSON.stringify(slug)).toBeNull();
    }
  });

  it("an offer expires at its expiry: shown a second before, gone at it", async () => {
    const offer = (await findCurrentOffer(handle.db, toyota, "live", new Date(NOW)))!;
    const expiry = offer.expiresAt!.getTime();
    expect(await findCurrentOffer(handle.db, toyota, "live", new Date(expiry - 1000))).not.toBeNull();
    expect(await findCurrentOffer(handle.db, toyota, "live", new Date(expiry))).toBeNull();
  });
});

describe("promo popups (spec 02 §2, §4): imported per site, shown inside their window", () => {
  const popup = (slug: string, extra: Record<string, unknown> = {}) => ({
    slug,
    title: `Popup ${slug}`,
    ...extra,
  });

  it("the popup that started last of those in their window shows; expired and future ones never", async () => {
    const report = await importBundle(handle.db, {
      site: { slug: "group", name: "GROUP", dealerships: ["group-dealer"] },
      promo_popups: [
        popup("older", { start: daysAgo(10), expiry: inDays(10) }),
        popup("newer", {
          start: daysAgo(2),
          expiry: inDays(10),
          description: "Save on every service this month.",
          image_url: "/media/popup.svg",
          image_alt: "A car being serviced",
          button_url: "/special-offers",
        }),
        popup("expired", { start: daysAgo(20), expiry: daysAgo(1) }),
        popup("future", { start: inDays(1) }),
      ],
    });
    expect(report.issues).toEqual([]);
    expect(report.counts.promo_popups.inserted).toBe(4);
    expect(await currentPromoPopup(handle.db, group, new Date(NOW))).toEqual({
      slug: "newer",
      title: "Popup newer",
      description: "Save on every service this month.",
      imageUrl: "/media/popup.svg",
      imageAlt: "A car being serviced",
      button: { text: "Find out more", url: "/special-offers" },
      start: daysAgo(2),
      expiry: inDays(10),
    });
    // Another site has none.
    expect(await currentPromoPopup(handle.db, toyota, new Date(NOW))).toBeNull();
  });

  it("a bundle with promo_popups replaces the site's set; an empty list removes them", async () => {
    const bundle = (promo_popups: unknown[]) => ({
      site: { slug: "group", name: "GROUP", dealerships: ["group-dealer"] },
      promo_popups,
    });
    await importBundle(handle.db, bundle([popup("only", { expiry: daysAgo(1) })]));
    expect(await currentPromoPopup(handle.db, group, new Date(NOW))).toBeNull();
    await importBundle(handle.db, bundle([popup("only")]));
    expect((await currentPromoPopup(handle.db, group, new Date(NOW)))?.slug).toBe("only");
    await importBundle(handle.db, bundle([]));
    expect(await currentPromoPopup(handle.db, group, new Date(NOW))).toBeNull();
  });

  it("bad records are named and refused: no site, a repeated slug, an unsafe link, no title", async () => {
    const orphan = await importBundle(handle.db, { promo_popups: [popup("x")] });
    expect(orphan.issues.map((i) => i.message)).toEqual([
      "promo popups belong to a site: include a valid `site` in the bundle",
    ]);
    const bad = await importBundle(handle.db, {
      site: { slug: "group", name: "GROUP", dealerships: ["group-dealer"] },
      promo_popups: [
        popup("a"),
        popup("a"),
        popup("b", { button_url: "javascript:alert(1)" }),
        { slug: "c" },
        popup("d", { expiry: "next week" }),
      ],
    });
    const where = bad.issues.map((i) => `promo_popups[${i.index}] ${i.field}`);
    expect(where).toEqual(
      expect.arrayContaining([
        "promo_popups[1] slug",
        "promo_popups[2] button_url",
        "promo_popups[3] title",
        "promo_popups[4] expiry",
      ]),
    );
    expect(bad.counts.promo_popups).toEqual({ inserted: 1, updated: 0, failed: 4 });
  });
});
