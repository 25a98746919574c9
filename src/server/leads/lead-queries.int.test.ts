import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeliveryRoute } from "@/lib/leads/routing";
import { leadCustomer, leadDelivery, newLead as leadRecord, leadSnapshot } from "../../../test/lead-records";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { claimDueDeliveries, recordDeliveryOutcome } from "./delivery/outbox";
import { createLead, type NewLead } from "./intake/create-lead";
import { getLead, isLeadId, listLeads } from "./lead-queries";

/** Issue 5 item 6: dealers see their leads, and where each one's delivery stands, without a CRM. */
const NOW = new Date("2026-11-23T01:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let handle: DatabaseHandle;
let siteId: number;
let otherSiteId: number;
/** Oldest: e-mail delivered, webhook dead. */
let failedId: string;
/** Middle: e-mail delivered, ADF still pending after a transient failure. */
let retryingId: string;
/** Newest: the site had nowhere to send it. */
let unroutedId: string;

function newLead(site: number, firstName: string, routes: DeliveryRoute[]): NewLead {
  return leadRecord(site, {
    fields: { name: firstName },
    delivery: leadSnapshot({
      site: { slug: "queries-site", name: "Queries Site", url: "http://queries-site.localhost" },
      customer: leadCustomer({
        firstName,
        email: `${firstName.toLowerCase()}@example.com`,
        phone: "0412 345 678",
      }),
      message: "Is it still available?",
      vehicle: {
        ...leadDelivery().vehicle!,
        make: "Kia",
        model: "Sportage",
        badge: "GT-Line",
        year: 2023,
        stocknum: "Q1",
      },
    }),
    routes,
  });
}

async function create(lead: NewLead, when: Date): Promise<string> {
  const result = await createLead(handle.db, lead, when);
  if (result.kind !== "created") throw new Error(`lead not created: ${result.kind}`);
  return result.id;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  for (const slug of ["queries-site", "queries-other"]) {
    await importBundle(handle.db, {
      site: { slug, name: slug, dealerships: [], config: {} },
      dealerships: [],
      locations: [],
      cars: [],
    });
  }
  siteId = (await readSite(handle.db, "queries-site"))!.id;
  otherSiteId = (await readSite(handle.db, "queries-other"))!.id;

  failedId = await create(
    newLead(siteId, "Ada", [
      { channel: "email", target: "sales@dealer.example" },
      { channel: "webhook", target: "https://crm.example/hook" },
    ]),
    at(0),
  );
  for (const job of await claimDueDeliveries(handle.db, at(0))) {
    await recordDeliveryOutcome(
      handle.db,
      job,
      job.channel === "email" ? { ok: true } : { ok: false, retryable: false, reason: "HTTP 404 from crm" },
      at(1),
    );
  }

  retryingId = await create(
    newLead(siteId, "Grace", [
      { channel: "email", target: "sales@dealer.example" },
      { channel: "adf", target: "crm@dealer.example" },
    ]),
    at(10),
  );
  for (const job of await claimDueDeliveries(handle.db, at(10))) {
    await recordDeliveryOutcome(
      handle.db,
      job,
      job.channel === "email" ? { ok: true } : { ok: false, retryable: true, reason: "SMTP 451" },
      at(11),
    );
  }

  unroutedId = await create(newLead(siteId, "Edsger", []), at(20));
  await create(newLead(otherSiteId, "Mallory", [{ channel: "email", target: "x@other.example" }]), at(30));
});

afterAll(async () => {
  await handle?.close();
});

describe("listLeads", () => {
  it("lists only the site's own leads, newest first, with who sent each and the car", async () => {
    const items = await listLeads(handle.db, siteId, { limit: 50 });
    expect(items.map((i) => i.id)).toEqual([unroutedId, retryingId, failedId]);
    expect(items[2]).toMatchObject({
      category: "Vehicle Enquiry",
      customer: { name: "Ada Citizen", email: "ada@example.com", phone: "0412 345 678" },
      vehicle: { make: "Kia", model: "Sportage", stocknum: "Q1" },
    });
    expect(items[2]?.createdAt.toISOString()).toBe(at(0).toISOString());
  });

  it("summarises each lead's deliveries: counts by status, and the worst one first (dead, pending, delivered)", async () => {
    const byId = new Map((await listLeads(handle.db, siteId, { limit: 50 })).map((i) => [i.id, i]));
    expect(byId.get(failedId)?.deliveryStatus).toEqual({
      total: 2,
      pending: 0,
      delivered: 1,
      dead: 1,
      worst: "dead",
    });
    expect(byId.get(retryingId)?.deliveryStatus).toEqual({
      total: 2,
      pending: 1,
      delivered: 1,
      dead: 0,
      worst: "pending",
    });
    // A lead that went nowhere is shown as such, not as "delivered".
    expect(byId.get(unroutedId)?.deliveryStatus).toEqual({
      total: 0,
      pending: 0,
      delivered: 0,
      dead: 0,
      worst: null,
    });
  });

  it("honours the limit (newest kept) and `since` (received at or after)", async () => {
    expect((await listLeads(handle.db, siteId, { limit: 1 })).map((i) => i.id)).toEqual([unroutedId]);
    const since = await listLeads(handle.db, siteId, { limit: 50, since: at(10) });
    expect(since.map((i) => i.id)).toEqual([unroutedId, retryingId]);
  });
});

describe("getLead", () => {
  it("returns the lead, its site, the dealer's snapshot and every delivery with its outcome", async () => {
    const lead = await getLead(handle.db, failedId);
    expect(lead).toMatchObject({
      id: failedId,
      site: { id: siteId, slug: "queries-site" },
      category: "Vehicle Enquiry",
      customer: { name: "Ada Citizen" },
      snapshot: { leadId: failedId, message: "Is it still available?" },
      deliveryStatus: { total: 2, delivered: 1, dead: 1, worst: "dead" },
    });
    expect(lead?.deliveries).toMatchObject([
      { channel: "email", target: "sales@dealer.example", status: "delivered", attempts: 1, lastError: null },
      {
        channel: "webhook",
        target: "https://crm.example/hook",
        status: "dead",
        attempts: 1,
        lastError: "HTTP 404 from crm",
        nextAttemptAt: null,
        deliveredAt: null,
      },
    ]);
    expect(lead?.deliveries[0]?.deliveredAt?.toISOString()).toBe(at(1).toISOString());
  });

  it("a pending delivery says when it is tried next and why the last attempt failed", async () => {
    const lead = await getLead(handle.db, retryingId);
    const adf = lead?.deliveries.find((d) => d.channel === "adf");
    expect(adf).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP 451" });
    expect(adf?.nextAttemptAt?.getTime()).toBeGreaterThan(at(11).getTime());
  });

  it("an unknown id, or one that is not a UUID, is no lead rather than a database error", async () => {
    expect(await getLead(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getLead(handle.db, "not-a-uuid")).toBeNull();
    expect(isLeadId(failedId)).toBe(true);
    expect(isLeadId(`${failedId}x`)).toBe(false);
  });
});
