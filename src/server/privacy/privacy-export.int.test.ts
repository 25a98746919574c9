import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrivacySubject } from "@/lib/privacy/privacy-subject";
import { exportSummary, holdsNothing, type ShopperDataExport } from "@/lib/privacy/shopper-export";
import type { Site } from "@/lib/tenancy/site";
import { TEST_NOW } from "../../../test/car-records";
import { hangGuard } from "../../../test/limits";
import {
  type Footprint,
  leaveFootprint,
  privacyBundle,
  type Shopper,
} from "../../../test/privacy-test-setup";
import type { DatabaseHandle } from "../db/client";
import { auditLog } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import type { AuditActor } from "../staff/audit";
import { readSite } from "../tenancy/sites";
import { exportShopperData } from "./privacy-requests";

/**
 * Issue 36 item 6 "Done when: export returns every record of one shopper and nothing of another"
 * (Australian Privacy Principle 12, decision 0070): Alice and Bob each leave a whole footprint on one
 * site (three leads with a note, a reservation, a valued trade-in, a purchase journey, an account with
 * a saved car and search, a digest, the confirmations), and Alice another on a second site. Her export,
 * by phone or by e-mail, holds every one of her records there and nothing of Bob's or of the other
 * site; it is audit-logged without her details.
 */
let handle: DatabaseHandle;
let site: Site;
let other: Site;
const now = new Date(TEST_NOW);
const staff: AuditActor = { kind: "admin-token", address: "203.0.113.5" };

const ALICE: Shopper = {
  first: "Alice",
  email: "alice.p@example.com",
  mobile: "0412 000 301",
  e164: "+61412000301",
};
const BOB: Shopper = {
  first: "Bob",
  email: "bob.p@example.com",
  mobile: "0412 000 302",
  e164: "+61412000302",
};
let alice: Footprint;
let bob: Footprint;
let aliceElsewhere: Footprint;

const byPhone: PrivacySubject = { phoneKey: "412000301", email: null };
const byEmail: PrivacySubject = { phoneKey: null, email: "alice.p@example.com" };

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, privacyBundle("privacy-a", "dealer-pa"), { now });
  await importBundle(handle.db, privacyBundle("privacy-b", "dealer-pb"), { now });
  site = (await readSite(handle.db, "privacy-a"))!;
  other = (await readSite(handle.db, "privacy-b"))!;
  alice = await leaveFootprint(handle.db, site, ALICE, "privacy-a-A", now);
  bob = await leaveFootprint(handle.db, site, BOB, "privacy-a-B", now);
  aliceElsewhere = await leaveFootprint(handle.db, other, ALICE, "privacy-b-A", now);
}, hangGuard(180_000));

afterAll(async () => {
  await handle?.close();
});

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id).sort();

function expectAllOfAlice(data: ShopperDataExport) {
  expect(ids(data.leads)).toEqual([...alice.leadIds].sort());
  expect(ids(data.leads)).toHaveLength(5);
  expect(data.leads.map((l) => l.kind)).toEqual(
    expect.arrayContaining(["Chat", "Test Drive", "Vehicle Enquiry"]),
  );
  expect(data.leads.flatMap((l) => l.dealer_notes as unknown[])).toEqual([
    expect.objectContaining({ by: "Sam Sales", note: "Called Alice" }),
  ]);
  expect(ids(data.reservations)).toEqual([alice.reservationId]);
  expect(data.reservations[0]).toMatchObject({
    first_name: "Alice",
    email: ALICE.email,
    deposit_cents: 20_000,
  });
  expect(ids(data.trade_ins)).toEqual([alice.tradeInId]);
  expect(data.trade_ins[0]).toMatchObject({
    contact: expect.objectContaining({ email: ALICE.email }),
    your_car: { vehicle: expect.objectContaining({ rego: "PRV9XZ" }) },
  });
  expect(ids(data.purchase_journeys)).toEqual([alice.journeyId]);
  expect(data.accounts).toHaveLength(1);
  expect(data.accounts[0]).toMatchObject({ phone: ALICE.e164, email: ALICE.email, name: "Alice" });
  expect(data.accounts[0]!.saved_cars).toHaveLength(1);
  expect(data.accounts[0]!.saved_searches).toEqual([expect.objectContaining({ search: "make=Toyota" })]);
  expect(data.accounts[0]!.sessions).toHaveLength(1);
  // Three lead confirmations by e-mail, the reservation's receipt (e-mail and text), the trade-in's
  // valuation, and the alert digest.
  const kinds = data.messages.map((m) => `${m.kind}:${String(m.about ?? "")}`.split(" ")[0]);
  expect(kinds.filter((k) => k === "notice:lead")).toHaveLength(3);
  expect(kinds).toContain("notice:reservation");
  expect(kinds).toContain("alert");
  for (const message of data.messages) expect([ALICE.email, ALICE.e164]).toContain(message.to);
}

function expectNothingOfOthers(data: ShopperDataExport) {
  const text = JSON.stringify(data);
  for (const foreign of [
    ...bob.leadIds,
    bob.reservationId,
    bob.tradeInId,
    bob.journeyId,
    ...aliceElsewhere.leadIds,
    aliceElsewhere.reservationId,
    aliceElsewhere.tradeInId,
    aliceElsewhere.journeyId,
    BOB.email,
    BOB.e164,
    "Bob",
    "privacy-b",
  ]) {
    expect(text, foreign).not.toContain(foreign);
  }
}

describe("issue 36 item 6: a shopper's data export (APP 12)", () => {
  it("holds every record of Alice on this site, found by her phone however she typed it", async () => {
    const data = await exportShopperData(handle.db, site, byPhone, staff, now);
    expect(data).toMatchObject({ format: "forecourt.shopper-data.v1", site: { slug: "privacy-a" } });
    expectAllOfAlice(data);
    expectNothingOfOthers(data);
  });

  it("finds the same records by her e-mail address, whatever its case", async () => {
    const data = await exportShopperData(
      handle.db,
      site,
      { phoneKey: null, email: byEmail.email!.toLowerCase() },
      staff,
      now,
    );
    expectAllOfAlice(data);
    expectNothingOfOthers(data);
  });

  it("on the other site, holds only what she left there", async () => {
    const data = await exportShopperData(handle.db, other, byPhone, staff, now);
    expect(ids(data.leads)).toEqual([...aliceElsewhere.leadIds].sort());
    expect(ids(data.reservations)).toEqual([aliceElsewhere.reservationId]);
    expect(JSON.stringify(data)).not.toContain(alice.reservationId);
  });

  it("says so when the site holds nothing about a phone", async () => {
    const data = await exportShopperData(handle.db, site, { phoneKey: "499999999", email: null }, staff, now);
    expect(holdsNothing(data)).toBe(true);
    expect(exportSummary(data).every((row) => row.count === 0)).toBe(true);
  });

  it("is audit-logged: who, and what was found, with her phone and e-mail masked", async () => {
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), eq(auditLog.action, "privacy.export")));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const first = entries[0]!;
    expect(first).toMatchObject({ actor: "Admin token", address: "203.0.113.5", targetType: "shopper" });
    expect(first.after).toMatchObject({ phone: "•••• ••• 301", leads: 5, reservations: 1, trade_ins: 1 });
    const text = JSON.stringify(entries);
    expect(text).not.toContain("0412000301");
    expect(text).not.toContain("412000301");
    expect(text).not.toContain(ALICE.email);
  });
});
