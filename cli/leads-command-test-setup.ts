import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { openDatabase } from "@/server/db/client";
import { claimDueDeliveries, recordDeliveryOutcome } from "@/server/leads/delivery/outbox";
import { createLead, type NewLead } from "@/server/leads/intake/create-lead";
import { readSite } from "@/server/tenancy/sites";
import { leadCustomer, leadSnapshot, newLead } from "../test/lead-records";
import { run } from "./cli-test-setup";

/**
 * Test support for `forecourt leads`: a data directory holding two sites and three leads, one with a
 * delivered e-mail and a dead webhook, one delivered, and one on the other site.
 */

function leadFor(siteId: number, firstName: string, routes: NewLead["routes"]): NewLead {
  return newLead(siteId, {
    category: "Test Drive",
    fields: { name: firstName },
    delivery: leadSnapshot({
      site: { slug: "leads-site", name: "Leads Motors", url: "http://leads-site.localhost" },
      dealership: null,
      location: null,
      category: "Test Drive",
      customer: leadCustomer({
        firstName,
        email: "jane@example.com",
        postcode: "2000",
        preferredContactMethod: "Email",
      }),
      // An escape sequence in shopper input must not reach the operator's terminal as one.
      message: "Can I drive it Saturday?\nMorning is best.\u001b[2J",
      vehicle: {
        id: 1,
        year: 2023,
        make: "Kia",
        model: "Sportage",
        badge: null,
        vin: null,
        stocknum: "L1",
        carType: "used",
        price: 32990,
        url: "http://leads-site.localhost/cars/l1",
      },
      sourceUrl: null,
    }),
    routes,
  });
}

/** The ids of the leads `seedLeads` stored. */
export interface SeededLeads {
  deadLeadId: string;
  deliveredLeadId: string;
  otherLeadId: string;
}

/** Imports the sites through the CLI and stores the leads directly, then releases the data directory. */
export async function seedLeads(dataDir: string): Promise<SeededLeads> {
  let deadLeadId = "";
  let deliveredLeadId = "";
  let otherLeadId = "";
  for (const slug of ["leads-site", "leads-other"]) {
    const file = path.join(dataDir, `${slug}.json`);
    writeFileSync(file, JSON.stringify({ site: { slug, name: `${slug} name` }, cars: [] }));
    expect((await run(["import", file, "--data-dir", dataDir])).code).toBe(0);
  }
  // Leads arrive through the web server; here they are stored directly, then the data dir is released.
  const handle = await openDatabase({ kind: "pglite", dataDir, role: "test" });
  try {
    const site = (await readSite(handle.db, "leads-site"))!;
    const other = (await readSite(handle.db, "leads-other"))!;
    const t0 = new Date("2026-11-23T01:00:00Z");
    const t1 = new Date("2026-11-23T02:00:00Z");
    const created = await createLead(
      handle.db,
      leadFor(site.id, "Jane", [
        { channel: "email", target: "sales@leads.example" },
        { channel: "webhook", target: "https://crm.leads.example/hook" },
      ]),
      t0,
    );
    deadLeadId = created.kind === "created" ? created.id : "";
    for (const job of await claimDueDeliveries(handle.db, t0)) {
      await recordDeliveryOutcome(
        handle.db,
        job,
        job.channel === "email" ? { ok: true } : { ok: false, retryable: false, reason: "HTTP 410 from crm" },
        t0,
      );
    }
    const delivered = await createLead(
      handle.db,
      leadFor(site.id, "Sam", [{ channel: "email", target: "sales@leads.example" }]),
      t1,
    );
    deliveredLeadId = delivered.kind === "created" ? delivered.id : "";
    for (const job of await claimDueDeliveries(handle.db, t1)) {
      await recordDeliveryOutcome(handle.db, job, { ok: true }, t1);
    }
    const foreign = await createLead(handle.db, leadFor(other.id, "Olga", []), t1);
    otherLeadId = foreign.kind === "created" ? foreign.id : "";
  } finally {
    await handle.close();
  }
  return { deadLeadId, deliveredLeadId, otherLeadId };
}
