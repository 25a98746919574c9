import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type LeadWorld,
  openLeadWorld,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { importRequests } from "../../../test/feed-import-requests";
import { auditLog, cars, feedImports } from "../db/schema";

/**
 * Issue 32 §1 with "every change staff make is audit-logged" (decision 0052): a feed uploaded in the
 * console is in the audit log before any of its cars is written — its feed-history record and its
 * audit entry are one transaction, begun before the import — and the upload is answered as a success
 * only once the record holds the report. A history that cannot be written fails the request loudly:
 * before the import nothing is imported (503); after it, the audit entry stands and the answer is an
 * error saying what was imported (500). Failures are made by the database itself (a trigger).
 */

let world: LeadWorld;
let max: SignedIn;

beforeAll(async () => {
  world = await openLeadWorld();
  max = await signedInStaff(world, "max@a.example", "manager", { name: "Max", dealerships: ["a-north"] });
  await world.handle.db.execute(sql`
    create function refuse_feed_history() returns trigger language plpgsql as $$
    begin raise exception 'the history table is full'; end $$`);
});

afterAll(async () => {
  await world?.handle.close();
});

afterEach(async () => {
  await world.handle.db.execute(sql`drop trigger if exists refuse_feed_history on feed_imports`);
  vi.restoreAllMocks();
});

const refuseHistory = (when: "insert" | "update") =>
  world.handle.db.execute(
    sql.raw(`create trigger refuse_feed_history before ${when} on feed_imports
      for each row execute function refuse_feed_history()`),
  );
const upload = (stocknum: string) =>
  importRequests(world.handle.db).consoleUpload(
    max,
    `Stock No,Make,Model,Year,Condition\n${stocknum},Mazda,CX-5,2022,used\n`,
  );
const carOf = async (stocknum: string) =>
  (await world.handle.db.select().from(cars).where(eq(cars.stocknum, stocknum)))[0];
const uploadAudits = () =>
  world.handle.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, "feed.upload"))
    .orderBy(desc(auditLog.id));

describe("a console upload is audit-logged before it changes any car", () => {
  it("succeeds only with its audit entry and its finished record both stored", async () => {
    const response = await upload("U1");
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const [record] = await world.handle.db.select().from(feedImports).where(eq(feedImports.id, id));
    expect(record).toMatchObject({ outcome: "imported", staffId: max.staffId });
    expect(record!.report?.counts.cars).toMatchObject({ inserted: 1 });
    const [audit] = await world.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "feed.upload"), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({ staffId: max.staffId, targetType: "feed-import", siteId: world.siteA });
    expect((await carOf("U1"))?.lastImportId).toBe(id);
  });

  it("when the record cannot be begun, nothing is imported and the member is told (503), not a silent success", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const audits = (await uploadAudits()).length;
    await refuseHistory("insert");
    const response = await upload("U2");
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^Nothing was imported: the upload could not be recorded/,
    );
    expect(await carOf("U2")).toBeUndefined();
    // No change was made, so none is logged; the history row and its audit entry fell together.
    expect((await uploadAudits()).length).toBe(audits);
  });

  it("when the report cannot be stored after the import, the audit entry stands and the answer is an error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await refuseHistory("update");
    const response = await upload("U3");
    expect(response.status).toBe(500);
    const body = (await response.json()) as { id: number; error: string };
    expect(body.error).toMatch(
      /^The feed was imported: 1 written, 0 refused\. But its report could not be stored/,
    );
    // The change was made and is in the audit log, naming the record its cars name.
    const [audit] = await uploadAudits();
    expect(audit).toMatchObject({ targetId: String(body.id), actor: "Max <max@a.example>" });
    expect(audit?.after).toMatchObject({ dealership: "a-north", file: "stock.csv" });
    expect((await carOf("U3"))?.lastImportId).toBe(body.id);
    const [record] = await world.handle.db.select().from(feedImports).where(eq(feedImports.id, body.id));
    expect(record).toMatchObject({ outcome: "running", finishedAt: null });
  });
});
