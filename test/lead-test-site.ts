import type { DatabaseHandle } from "@/server/db/client";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import type { NewLead } from "@/server/leads/intake/create-lead";
import { readSite } from "@/server/tenancy/sites";
import { newLead } from "./lead-records";

/** Test support: a fresh in-memory database holding one site to file leads under. */
export async function openLeadTestSite(): Promise<{ handle: DatabaseHandle; siteId: number }> {
  const handle = await openTestDatabase();
  await importBundle(handle.db, {
    site: { slug: "lead-site", name: "Lead Site", dealerships: ["lead-dealer"], config: {} },
    dealerships: [{ slug: "lead-dealer", name: "Lead Dealer", phone: "07 3000 0000" }],
    locations: [],
    cars: [],
  });
  return { handle, siteId: (await readSite(handle.db, "lead-site"))!.id };
}

/** A lead for that site, routed by e-mail and webhook unless a test says otherwise. */
export function twoRouteLead(siteId: number, overrides: Partial<NewLead> = {}): NewLead {
  return newLead(siteId, {
    routes: [
      { channel: "email", target: "sales@dealer.example" },
      { channel: "webhook", target: "https://crm.example/hook" },
    ],
    ...overrides,
  });
}
