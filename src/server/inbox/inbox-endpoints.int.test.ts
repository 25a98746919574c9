import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { auditLog } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { getInboxExport, getInboxUpdates } from "./inbox-endpoints";
import { seedInboxSites, TEST_SECRET } from "./inbox-test-setup";

/**
 * Issue 31 §4, the inbox's JSON and CSV endpoints behind the session and site checks: the polling
 * answers the member's new leads in the view; the CSV is the view as an attachment, its cells safe from
 * spreadsheet formulas, and the export is in the audit log; another site's staff get a 404.
 */
let handle: DatabaseHandle;
let seeded: Awaited<ReturnType<typeof seedInboxSites>>;
const deps = () => ({ db: handle.db, secret: TEST_SECRET });

beforeAll(async () => {
  handle = await openTestDatabase();
  seeded = await seedInboxSites(handle.db);
}, hangGuard(180_000));

afterAll(async () => {
  await handle?.close();
});

const get = (path: string, cookie: string | null) =>
  new Request(`http://console.localhost${path}`, { headers: cookie ? { cookie } : {} });

describe("issue 31 §4: the polling endpoint", () => {
  it("answers the member's new leads in the view, privately", async () => {
    const answer = await getInboxUpdates(
      deps(),
      "inbox-a",
      get(
        `/api/sites/inbox-a/leads/updates?since=2026-11-23T00:00:00Z&dealership=${seeded.north}`,
        seeded.manager.cookie,
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    const body = (await answer.json()) as { rows: { id: string }[]; more: boolean };
    expect(body.rows.map((row) => row.id)).toEqual([seeded.ids.chat, seeded.ids.accepted]);
    expect(body.more).toBe(false);
  });

  it("a sales person's poll holds only their own leads", async () => {
    const answer = await getInboxUpdates(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/updates?since=2026-01-01T00:00:00Z", seeded.sales.cookie),
    );
    const body = (await answer.json()) as { rows: { id: string }[] };
    expect(body.rows.map((row) => row.id)).toEqual([seeded.ids.chat]);
  });

  it("refuses without a session (401), another site's staff (404), and a bad since or filter (400)", async () => {
    const path = "/api/sites/inbox-a/leads/updates?since=2026-11-23T00:00:00Z";
    expect((await getInboxUpdates(deps(), "inbox-a", get(path, null))).status).toBe(401);
    const foreign = await getInboxUpdates(deps(), "inbox-a", get(path, seeded.otherManager.cookie));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: "There is no such site." });
    expect((await getInboxUpdates(deps(), "nowhere", get(path, seeded.manager.cookie))).status).toBe(404);
    const noSince = await getInboxUpdates(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/updates", seeded.manager.cookie),
    );
    expect(noSince.status).toBe(400);
    const badKind = await getInboxUpdates(deps(), "inbox-a", get(`${path}&kind=spam`, seeded.manager.cookie));
    expect(badKind.status).toBe(400);
    expect(await badKind.json()).toMatchObject({
      issues: [{ key: "kind", message: "Choose a kind from the list." }],
    });
  });
});

describe("issue 31 §4: CSV export of the filtered list", () => {
  it("is an attachment of the view, newest first, with every shopper's text kept from running as a formula", async () => {
    const answer = await getInboxExport(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/export?q=lee", seeded.manager.cookie),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-inbox-a-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // A UTF-8 byte-order mark first, for spreadsheets.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(new TextDecoder().decode(bytes)) as string[][];
    expect(header!.slice(0, 2)).toEqual(["Received (UTC)", "Kind"]);
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(rows.map((row) => cell(row, "Lead id"))).toEqual([seeded.ids.accepted, seeded.ids.valuation]);
    const [accepted, valuation] = rows as [string[], string[]];
    expect(cell(accepted, "Kind")).toBe("Trade-in offer accepted");
    expect(cell(accepted, "Message")).toBe("'@SUM(A1)");
    expect(cell(valuation, "Name")).toBe("'=cmd|' /C calc'!A0 Lee");
    expect(cell(valuation, "Phone")).toBe("'-1");
    expect(cell(valuation, "Message")).toBe("'+SUM(1,2)");
    expect(cell(valuation, "Link")).toMatch(new RegExp(`/sites/inbox-a/leads/${seeded.ids.valuation}$`));
  });

  it("is in the audit log: who, which filter, how many leads", async () => {
    await getInboxExport(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/export?kind=chat", seeded.manager.cookie),
    );
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.export"), eq(auditLog.staffId, seeded.manager.staffId)));
    expect(entries.map((entry) => entry.after)).toContainEqual({ filter: "kind=chat", rows: 1 });
    expect(
      entries.every((entry) => entry.siteId === seeded.siteA && entry.actor === "max@inbox.example"),
    ).toBe(true);
  });

  it("holds only what the member may read, and another site's staff get a 404", async () => {
    const own = await getInboxExport(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/export", seeded.sales.cookie),
    );
    const [, ...rows] = parse(await own.text()) as string[][];
    expect(rows.map((row) => row.at(-2))).toEqual([seeded.ids.chat]);
    const foreign = await getInboxExport(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/export", seeded.otherManager.cookie),
    );
    expect(foreign.status).toBe(404);
    expect(
      (await getInboxExport(deps(), "inbox-a", get("/api/sites/inbox-a/leads/export", null))).status,
    ).toBe(401);
  });
});
