import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localDateTime } from "@/lib/format/local-date-time";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import type { StaffScope } from "@/lib/staff/roles";
import { parseStockQuery } from "@/lib/stock/console-stock-query";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import {
  carIdOf,
  consoleRequest,
  cookies,
  dealershipIds,
  handle,
  now,
  SECRET,
  setUpConsoleCheckout,
  siteA,
} from "../../../test/console-checkout-setup";
import { postConsoleCarOverride, postConsoleStockBulk } from "../car-overrides/console-stock-endpoint";
import { auditLog, carOverrides, cars, dealerships } from "../db/schema";
import { listFeedCars } from "../feeds/feed-cars";
import { importBundle } from "../import/import-bundle";
import { siteDataVersions } from "../pages/site-versions";
import { sqlSearch } from "../search/sql-stock-search";
import { findVehicle, listedCarPages } from "../vehicle/vehicle-detail";
import { findStockCar, listConsoleStock } from "./console-stock";
import { loadSearchDocuments } from "./search-documents";

/**
 * Issue 32 §1 on a real database (decision 0051): staff changes over a car's feed values are kept
 * beside the feed, survive its re-import (even of a car row deleted and made again), and show wherever
 * a shopper or an advertising feed sees cars; each is audit-logged, bumps the stock version, and only
 * the car's own dealership's managers may make it.
 */
setUpConsoleCheckout({ a1: ["SA1", "SA2", "SA3", "SA4"], a2: ["SA5"], b1: ["SB1"] });

const slugOf = async (stocknum: string) =>
  (await handle.db.select({ slug: cars.slug }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.slug;

const change = async (stocknum: string, body: unknown, cookie = cookies.a1) =>
  postConsoleCarOverride(
    { db: handle.db, secret: SECRET, now },
    "cc-a",
    await slugOf(stocknum),
    consoleRequest(`/api/sites/cc-a/stock/x`, cookie, body),
  );

const bulk = (body: unknown, cookie = cookies.a1) =>
  postConsoleStockBulk(
    { db: handle.db, secret: SECRET, now },
    "cc-a",
    consoleRequest(`/api/sites/cc-a/stock/bulk`, cookie, body),
  );

const reimport = (stocknums: string[], extra = {}) =>
  importBundle(
    handle.db,
    { cars: stocknums.map((s) => carRecord("cc-a1", s, { status: "in_stock", state: "nsw", ...extra })) },
    { now: new Date(TEST_NOW.getTime() + 60_000) },
  );

const docs = async (at = TEST_NOW) => loadSearchDocuments(handle.db, siteA, at);
const docOf = async (stocknum: string, at = TEST_NOW) =>
  (await docs(at)).find((d) => d.stocknum === stocknum);
const local = (offsetHours: number) =>
  localDateTime(
    new Date(TEST_NOW.getTime() + offsetHours * 3_600_000),
    openingTimeZone(siteA.config.default_state),
  );
const stockVersion = async () =>
  (await handle.db.select().from(dealerships).where(eq(dealerships.slug, "cc-a1")))[0]!.stockVersion;

describe("a hidden car is shown nowhere, and stays hidden after the next feed", () => {
  it("leaves search, the sitemap and the advertising feeds; its page is the not-listed page", async () => {
    const version = await stockVersion();
    const reply = await change("SA1", { hidden: true });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ changed: true, override: { hidden: true } });
    expect(await stockVersion()).toBe(version + 1);
    const slug = await slugOf("SA1");

    expect(await docOf("SA1")).toBeUndefined();
    const found = await sqlSearch(
      handle.db,
      siteA,
      { ...EMPTY_SEARCH_STATE, hitsPerPage: 50 },
      { now: TEST_NOW },
    );
    expect(found.hits.map((h) => h.stocknum)).not.toContain("SA1");
    expect((await listedCarPages(handle.db, siteA, TEST_NOW)).map((p) => p.slug)).not.toContain(slug);
    expect((await listFeedCars(handle.db, siteA, TEST_NOW)).map((c) => c.slug)).not.toContain(slug);
    expect((await findVehicle(handle.db, siteA, slug, TEST_NOW))?.kind).toBe("gone");

    // The same feed again: the car is updated, its override untouched.
    await reimport(["SA1"]);
    expect(await docOf("SA1")).toBeUndefined();
    // A retried request changes nothing and logs nothing more.
    const audits = async () =>
      (await handle.db.select().from(auditLog).where(eq(auditLog.action, "car.override"))).length;
    const before = await audits();
    expect(await (await change("SA1", { hidden: true })).json()).toMatchObject({ changed: false });
    expect(await audits()).toBe(before);

    // Back to the feed: listed again, and the override row is gone.
    expect((await change("SA1", { hidden: null })).status).toBe(200);
    expect(await docOf("SA1")).toBeDefined();
    expect(await handle.db.select().from(carOverrides)).toEqual([]);
  });

  it("finds the car by its stock number even when its row was deleted and imported again", async () => {
    expect((await change("SA2", { hidden: true, tag: "Sold soon" })).status).toBe(200);
    const oldId = await carIdOf("SA2");
    await handle.db.delete(cars).where(eq(cars.id, oldId));
    await reimport(["SA2"]);
    expect(await carIdOf("SA2")).not.toBe(oldId);
    expect(await docOf("SA2")).toBeUndefined();
    await change("SA2", { hidden: null });
    expect(await docOf("SA2")).toMatchObject({ tag: "Sold soon" });
    await change("SA2", { tag: null });
  });
});

describe("a special price shows as the reduced price only between its start and end", () => {
  it("search, the vehicle page and the feeds read it while it runs; the feed's price is the was-price", async () => {
    const reply = await change("SA3", { special: { price: 25_990, from: local(-1), until: local(24) } });
    expect(reply.status).toBe(200);
    expect(await docOf("SA3")).toMatchObject({ price: 30_000, offerPrice: 25_990, beforePrice: 30_000 });
    expect(await docOf("SA3", new Date(TEST_NOW.getTime() - 2 * 3_600_000))).toMatchObject({
      offerPrice: null,
      beforePrice: null,
    });
    expect(await docOf("SA3", new Date(TEST_NOW.getTime() + 25 * 3_600_000))).toMatchObject({
      offerPrice: null,
    });
    const slug = await slugOf("SA3");
    const page = await findVehicle(handle.db, siteA, slug, TEST_NOW);
    expect(page?.car).toMatchObject({ offerPrice: 25_990, beforePrice: 30_000 });
    const feed = (await listFeedCars(handle.db, siteA, TEST_NOW)).find((c) => c.slug === slug);
    expect(feed).toMatchObject({ offerPrice: 25_990, beforePrice: 30_000 });
    await reimport(["SA3"], { price: 31_000 });
    expect(await docOf("SA3")).toMatchObject({ price: 31_000, offerPrice: 25_990 });
    // The pages' version counts the special prices' starts and ends passed (by the database's clock,
    // after both here): cached pages are expired when one passes with no write.
    expect((await siteDataVersions(handle.db)).get("cc-a")).toMatch(/^\d+\.\d+\.2\./);
  });

  it("refuses an end before the start, per field, and a price that is not one", async () => {
    const bad = await change("SA3", { special: { price: 25_990, from: local(5), until: local(1) } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual([
      { key: "special.until", message: "special.until: End after the start" },
    ]);
    const price = await change("SA3", { special: { price: 5, from: local(1), until: local(5) } });
    expect(price.status).toBe(400);
    expect((await price.json()).issues[0].key).toBe("special.price");
  });
});

describe("dealer comments, the tag and featured", () => {
  it("the tag replaces the feed's in search (both engines) and a featured car comes first", async () => {
    await change("SA4", { tag: "Runout Sale", featured: true, dealerComments: "One owner." });
    const doc = await docOf("SA4");
    expect(doc).toMatchObject({ tag: "Runout Sale", featured: true });
    const tagged = await sqlSearch(
      handle.db,
      siteA,
      { ...EMPTY_SEARCH_STATE, hitsPerPage: 50, refinements: { tag: ["Runout Sale"] } },
      { now: TEST_NOW },
    );
    expect(tagged.hits.map((h) => h.stocknum)).toEqual(["SA4"]);
    const first = await sqlSearch(
      handle.db,
      siteA,
      { ...EMPTY_SEARCH_STATE, hitsPerPage: 50 },
      { now: TEST_NOW },
    );
    expect(first.hits[0]?.stocknum).toBe("SA4");
    const page = await findVehicle(handle.db, siteA, await slugOf("SA4"), TEST_NOW);
    expect(page?.car.dealercomments).toBe("One owner.");
  });
});

describe("who may change a car", () => {
  it("a manager of another dealership, or of another site, gets a 404 and changes nothing", async () => {
    expect((await change("SA5", { hidden: true })).status).toBe(404);
    expect((await change("SA5", { hidden: true }, cookies.b1)).status).toBe(404);
    expect((await change("SB1", { hidden: true })).status).toBe(404);
    const nul = await postConsoleCarOverride(
      { db: handle.db, secret: SECRET, now },
      "cc-a",
      "a\u0000b",
      consoleRequest(`/api/sites/cc-a/stock/x`, cookies.a1, { hidden: true }),
    );
    expect(nul.status).toBe(404);
    expect(
      (await bulk({ action: "hide", car_ids: [await carIdOf("SA4"), await carIdOf("SA5")] })).status,
    ).toBe(404);
    const rows = await handle.db
      .select()
      .from(carOverrides)
      .where(and(eq(carOverrides.dealershipId, dealershipIds["cc-a2"]!)));
    expect(rows).toEqual([]);
    expect((await change("SA5", { hidden: true }, cookies.a2)).status).toBe(200);
    await change("SA5", { hidden: null }, cookies.a2);
  });
});

describe("bulk actions and the list", () => {
  it("hides a selection in one request, each car audit-logged with before and after", async () => {
    const ids = [await carIdOf("SA1"), await carIdOf("SA2")];
    const reply = await bulk({ action: "hide", car_ids: ids });
    expect(await reply.json()).toEqual({ changed: 2, unchanged: 0 });
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(ids[0])));
    expect(audit.at(-1)).toMatchObject({
      action: "car.override",
      actor: "max <max@a1.example>",
      after: { car: await slugOf("SA1"), hidden: true },
    });
    expect((await bulk({ action: "tag", car_ids: ids })).status).toBe(400);
    const scope: StaffScope = {
      staffId: 1,
      role: "manager",
      siteId: siteA.id,
      dealershipIds: [dealershipIds["cc-a1"]!],
      seesAllDealershipLeads: false,
    };
    const visibility = dealershipVisibility(scope, "stock.write", siteA.id)!;
    const list = (q: Record<string, string>) =>
      listConsoleStock(handle.db, siteA.dealershipIds, visibility, parseStockQuery(q));
    const all = await list({});
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.stocknum)).not.toContain("SA5");
    expect((await list({ changed: "yes" })).rows.map((r) => r.stocknum).sort()).toEqual([
      "SA1",
      "SA2",
      "SA3",
      "SA4",
    ]);
    expect((await list({ q: "sa3" })).rows.map((r) => r.stocknum)).toEqual(["SA3"]);
    expect((await list({ q: "sa1" })).rows[0]?.override.hidden).toBe(true);
    await bulk({ action: "unhide", car_ids: ids });
    expect((await list({ changed: "no" })).rows.map((r) => r.stocknum).sort()).toEqual(["SA1", "SA2"]);
  });
});

describe("a car's video (decision 0057)", () => {
  const FEED_VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
  const STAFF_VIDEO = "https://youtu.be/aqz-KE-bpKQ";
  const shown = async () =>
    (await findVehicle(handle.db, siteA, await slugOf("SA4"), TEST_NOW))?.car.videoUrl;

  it("staff's video replaces the feed's on the car's page, is audit-logged, and survives the next feed", async () => {
    await reimport(["SA4"], { video_url: FEED_VIDEO });
    expect(await shown()).toBe(FEED_VIDEO);

    const reply = await change("SA4", { video: STAFF_VIDEO });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ changed: true, override: { video: STAFF_VIDEO } });
    expect(await shown()).toBe(STAFF_VIDEO);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(await carIdOf("SA4"))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: "car.override",
      after: { car: await slugOf("SA4"), video: STAFF_VIDEO },
    });
    expect(audit?.before).not.toHaveProperty("video");

    // The dealer's next feeds, with another video and with none: staff's stands.
    await reimport(["SA4"], { video_url: "https://www.youtube.com/watch?v=jNQXAC9IVRw" });
    expect(await shown()).toBe(STAFF_VIDEO);
    await reimport(["SA4"]);
    expect(await shown()).toBe(STAFF_VIDEO);

    // The console's car page shows the feed's (none now) beside staff's.
    const scope: StaffScope = {
      staffId: 1,
      role: "manager",
      siteId: siteA.id,
      dealershipIds: [dealershipIds["cc-a1"]!],
      seesAllDealershipLeads: false,
    };
    const visibility = dealershipVisibility(scope, "stock.write", siteA.id)!;
    const car = await findStockCar(handle.db, siteA.dealershipIds, visibility, await slugOf("SA4"));
    expect(car).toMatchObject({ videoUrl: null, override: { video: STAFF_VIDEO } });
  });

  it("'' shows none, null puts the feed's back, and an address that is not a YouTube video is refused by field", async () => {
    await reimport(["SA4"], { video_url: FEED_VIDEO });
    await change("SA4", { video: "" });
    expect(await shown()).toBeNull();

    const bad = await change("SA4", { video: "https://vimeo.com/76979871" });
    expect(bad.status).toBe(400);
    const issues = (await bad.json()).issues as { key: string; message: string }[];
    expect(issues.map((i) => i.key)).toEqual(["video"]);
    expect(issues[0]?.message).toContain("Enter a YouTube video's address");
    expect(await shown()).toBeNull();

    expect((await change("SA4", { video: null })).status).toBe(200);
    expect(await shown()).toBe(FEED_VIDEO);
  });
});
