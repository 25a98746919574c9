import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLeadTestSite, twoRouteLead } from "../../../../test/lead-test-site";
import { hangGuard } from "../../../../test/limits";
import type { DatabaseHandle } from "../../db/client";
import { leadDeliveries, leads } from "../../db/schema";
import { createLead, type NewLead } from "./create-lead";

/** ARCHITECTURE "Nothing is lost": the lead and its outbox rows are stored together, once per form key. */
const NOW = new Date("2026-11-23T01:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

let handle: DatabaseHandle;
let siteId: number;

/** A lead for the test site, with two routes unless a test says otherwise. */
const newLead = (overrides: Partial<NewLead> = {}) => twoRouteLead(siteId, overrides);

beforeAll(async () => {
  ({ handle, siteId } = await openLeadTestSite());
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

describe("createLead", () => {
  it("stores the lead, its dealer snapshot and one outbox row per distinct route, in one go", async () => {
    const result = await createLead(
      handle.db,
      newLead({
        routes: [
          { channel: "email", target: "sales@dealer.example" },
          { channel: "email", target: "SALES@dealer.example" },
          { channel: "adf", target: "crm@dealer.example" },
        ],
      }),
      NOW,
    );
    expect(result.kind).toBe("created");
    const id = result.kind === "created" ? result.id : "";
    const [stored] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(stored?.delivery?.leadId).toBe(id);
    expect(stored?.delivery?.createdAt).toBe(NOW.toISOString());
    const rows = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(rows.map((r) => `${r.channel} ${r.target} ${r.status}`).sort()).toEqual([
      "adf crm@dealer.example pending",
      "email sales@dealer.example pending",
    ]);
  });

  it("the same key and content is the first lead again; other content under the key is refused", async () => {
    const key = "render-key-1";
    const first = await createLead(handle.db, newLead({ idempotencyKey: key }), NOW);
    const again = await createLead(handle.db, newLead({ idempotencyKey: key }), later(5_000));
    expect(first.kind).toBe("created");
    expect(again).toEqual({ kind: "replayed", id: first.kind === "created" ? first.id : "" });
    const changed = await createLead(
      handle.db,
      newLead({ idempotencyKey: key, fields: { name: "Eve", email: "eve@example.com" } }),
      NOW,
    );
    expect(changed).toEqual({ kind: "conflict" });
    const stored = await handle.db.select().from(leads).where(eq(leads.idempotencyKey, key));
    expect(stored).toHaveLength(1);
  });

  it("concurrent double submits with one key store one lead", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        createLead(handle.db, newLead({ idempotencyKey: "double-click" }), NOW),
      ),
    );
    const ids = new Set(results.map((r) => (r.kind === "conflict" ? "conflict" : r.id)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.kind === "created")).toHaveLength(1);
  });
});
