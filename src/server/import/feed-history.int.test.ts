import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carRecord } from "../../../test/car-records";
import {
  type LeadWorld,
  openLeadWorld,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { importRequests } from "../../../test/feed-import-requests";
import { auditLog, feedImports } from "../db/schema";
import { readSite } from "../tenancy/sites";
import { listFeedImports, readFeedImport } from "./feed-history";
import { scanInbox } from "./feed-inbox";

/**
 * Issue 32 §1, the feed history and the console's feed upload on a real database: every way a feed
 * comes in (the admin API with the token, the inbox, the console) is recorded with who sent it, its
 * target and its report; a console upload needs `stock.write` on the dealership (another's, another
 * site's: 404), takes only that dealership's cars, is audit-logged; the history shows a manager only
 * their dealerships' imports, and another site's import is not there (the record page's 404).
 */

const CSV =
  "Stock No,Make,Model,Year,Condition\nH1,Mazda,CX-5,2022,used\nH2,Mazda,CX-3,2021,used\nH3,Mazda,,2020,used\n";

let world: LeadWorld;
let max: SignedIn; // manager, North
let sid: SignedIn; // manager, South
let gina: SignedIn; // group admin, site A
let sam: SignedIn; // sales, North
let bob: SignedIn; // manager, site B
let dir: string;

beforeAll(async () => {
  world = await openLeadWorld();
  max = await signedInStaff(world, "max@a.example", "manager", { name: "Max", dealerships: ["a-north"] });
  sid = await signedInStaff(world, "sid@a.example", "manager", { name: "Sid", dealerships: ["a-south"] });
  gina = await signedInStaff(world, "gina@a.example", "group-admin", { name: "Gina" });
  sam = await signedInStaff(world, "sam@a.example", "sales", { name: "Sam", dealerships: ["a-north"] });
  bob = await signedInStaff(world, "bob@b.example", "manager", { site: "lead-b", dealerships: ["b-motors"] });
  dir = await mkdtemp(path.join(tmpdir(), "feed-history-"));
});

afterAll(async () => {
  await world?.handle.close();
  await rm(dir, { recursive: true, force: true });
});

const consoleUpload: ReturnType<typeof importRequests>["consoleUpload"] = (...args) =>
  importRequests(world.handle.db).consoleUpload(...args);
const adminImport: ReturnType<typeof importRequests>["adminImport"] = (...args) =>
  importRequests(world.handle.db).adminImport(...args);

const latest = async () => (await world.handle.db.select().from(feedImports).orderBy(feedImports.id)).at(-1)!;

describe("issue 32 §1: every import is recorded", () => {
  it("the admin API with the operator's token: the actor, the site and dealerships named, the report", async () => {
    const response = await adminImport(
      JSON.stringify({ cars: [carRecord("a-south", "S1"), carRecord("b-motors", "B1")] }),
    );
    expect(response.status).toBe(200);
    const row = await latest();
    expect(row).toMatchObject({
      source: "admin-api",
      actor: "Admin token",
      outcome: "imported",
      format: "json",
    });
    expect(row.dealershipIds).toEqual([world.south, world.bMotors].sort((a, b) => a - b));
    expect(row.report?.counts.cars).toMatchObject({ inserted: 2 });
  });

  it("a bundle whose keys and values hold a lone surrogate or a NUL escape is recorded too, its report mended", async () => {
    const before = (await latest()).id;
    // Written as JSON escapes: the body is valid JSON, its strings are not valid text.
    const body = '{"cars\\udc00": [], "dealerships": "\\ud800", "note\\u0000": 1}';
    const response = await adminImport(body);
    expect(response.status).toBeLessThan(500);
    const row = await latest();
    expect(row.id).toBeGreaterThan(before);
    expect(row.report?.issues.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(["cars\uFFFD", "note\uFFFD"]),
    );
  });

  it("the inbox: a file dropped in a dealership's folder, and a file that is not a feed", async () => {
    await mkdir(path.join(dir, "a-north"), { recursive: true });
    await writeFile(path.join(dir, "a-north", "north.csv"), CSV);
    await writeFile(path.join(dir, "notes.txt"), "hello");
    await scanInbox(
      world.handle.db,
      { dir, maxBytes: 1024 * 1024, settleMs: 0 },
      new Date(Date.now() + 60_000),
    );
    const rows = await world.handle.db.select().from(feedImports).where(eq(feedImports.source, "inbox"));
    const csv = rows.find((r) => r.fileName === "a-north/north.csv")!;
    expect(csv).toMatchObject({ actor: "Inbox folder", outcome: "imported", dealershipIds: [world.north] });
    expect(csv.report?.issues.length).toBe(1);
    expect(rows.find((r) => r.fileName === "notes.txt")).toMatchObject({
      outcome: "failed",
      error: expect.stringMatching(/Not a feed/),
    });
  });
});

describe("issue 32 §1: uploading a feed in the console", () => {
  it("imports a manager's CSV for their dealership through the admin import, recorded and audit-logged", async () => {
    const response = await consoleUpload(max, CSV);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      id: number;
      report: { counts: { cars: { updated: number; failed: number } }; issues: { line?: number }[] };
    };
    expect(body.report.counts.cars).toMatchObject({ updated: 2, failed: 1 });
    expect(body.report.issues[0]?.line).toBe(4);
    const row = await latest();
    expect(row).toMatchObject({
      id: body.id,
      source: "console",
      actor: "Max <max@a.example>",
      siteId: world.siteA,
      fileName: "stock.csv",
      staffId: max.staffId,
    });
    const [audit] = await world.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "feed.upload"), eq(auditLog.targetId, String(body.id))));
    expect(audit?.after).toEqual({
      file: "stock.csv",
      dealership: "a-north",
      format: "csv",
      replaceStock: false,
    });
    expect(audit?.actor).toBe("Max <max@a.example>");
    // Answered only once the record holds the report: the upload's totals are on its history page.
    expect(row.outcome).toBe("imported");
    expect(row.finishedAt).not.toBeNull();
  });

  it("is not there for a dealership the member may not change, another site, sales, or no session", async () => {
    expect((await consoleUpload(max, CSV, { dealership: "a-south" })).status).toBe(404);
    expect((await consoleUpload(max, CSV, { dealership: "b-motors" })).status).toBe(404);
    expect((await consoleUpload(bob, CSV)).status).toBe(404);
    expect((await consoleUpload(sam, CSV)).status).toBe(404);
    expect((await consoleUpload(null, CSV)).status).toBe(401);
    expect((await consoleUpload(max, CSV, { origin: "http://evil.example" })).status).toBe(403);
    expect((await consoleUpload(max, CSV, { type: "text/plain" })).status).toBe(415);
  });

  it("takes only the dealership's cars: a bundle with anything else is refused whole and recorded as refused", async () => {
    const bundle = JSON.stringify({
      site: { slug: "lead-a", name: "Hijacked" },
      cars: [carRecord("a-north", "J1")],
    });
    const response = await consoleUpload(max, bundle, { type: "application/json" });
    expect(response.status).toBe(403);
    const row = await latest();
    expect(row).toMatchObject({ outcome: "refused", source: "console" });
    expect((await readSite(world.handle.db, "lead-a"))?.name).toBe("Lead A");
    const own = JSON.stringify({ cars: [carRecord("a-north", "J2")] });
    expect((await consoleUpload(gina, own, { type: "application/json" })).status).toBe(200);
  });
});

describe("issue 32 §1: who sees which imports", () => {
  it("a manager their dealerships'; a group admin the site's; nobody another site's", async () => {
    const site = (await readSite(world.handle.db, "lead-a"))!;
    const siteB = (await readSite(world.handle.db, "lead-b"))!;
    const ids = async (who: SignedIn, s = site) =>
      (await listFeedImports(world.handle.db, who.scope, s)).rows.map((r) => r.id);
    const all = await world.handle.db.select().from(feedImports).orderBy(feedImports.id);
    const north = all.filter((r) => r.dealershipIds.includes(world.north)).map((r) => r.id);
    expect(await ids(max)).toEqual([...north].reverse());
    expect(await ids(sid)).toEqual(
      all
        .filter((r) => r.dealershipIds.includes(world.south))
        .map((r) => r.id)
        .reverse(),
    );
    expect((await ids(gina)).length).toBeGreaterThan(north.length);
    const southOnly = all.find(
      (r) => r.dealershipIds.includes(world.south) && !r.dealershipIds.includes(world.north),
    )!;
    expect(await readFeedImport(world.handle.db, max.scope, site, southOnly.id)).toBeNull();
    expect(await readFeedImport(world.handle.db, gina.scope, site, southOnly.id)).not.toBeNull();
    const northOnly = all.find((r) => r.source === "console" && r.outcome === "imported")!;
    expect(await readFeedImport(world.handle.db, bob.scope, siteB, northOnly.id)).toBeNull();
    expect(await readFeedImport(world.handle.db, max.scope, site, 2 ** 40)).toBeNull();
  });
});
