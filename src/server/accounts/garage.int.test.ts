import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GARAGE_LIST_MAX, phoneDigitVariants } from "@/lib/garage/garage";
import { phone as phoneField } from "@/lib/leads/fields";
import type { Site } from "@/lib/tenancy/site";
import { BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import { contactStepSchema } from "@/lib/trade-in/wizard";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import { reserveCar } from "../checkout/reserve-car";
import type { DatabaseHandle } from "../db/client";
import { cars, reservations, tradeIns } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { localPaymentProvider } from "../payments/local-provider";
import { readSite } from "../tenancy/sites";
import { type SavedContact, saveTradeInStep, startTradeIn, valueTradeIn } from "../trade-in/trade-ins";
import type { ValuationProvider } from "../trade-in/valuation-provider";
import {
  garageReservations,
  garageTradeIns,
  reservationPhoneWhere,
  tradeInPhoneWhere,
  tradeInsByPhoneDigits,
} from "./garage";

/**
 * Issue 21 §5 (decision 0039): the garage lists the signed-in shopper's own trade-in valuations and
 * reservations, found by the mobile they signed in with, on this site only: never another phone's,
 * never another site's. Made through the real writers (the trade-in wizard's steps, a reservation with
 * the local test processor), so the phones are stored as the forms store them. PGlite, or PostgreSQL
 * when DATABASE_URL is set.
 */
let handle: DatabaseHandle;
let site: Site;
let other: Site;
const now = new Date(TEST_NOW);

const ALICE = "+61412000201";
const BOB = "+61412000202";

/** A valuation provider that always estimates: the valuation is not what is under test here. */
const estimating: ValuationProvider = {
  name: "test",
  value: async () => ({
    kind: "estimate",
    low: 20_000,
    high: 24_000,
    offer: 20_000,
    basis: "test comparables",
    adjustments: [],
    provider: "test",
  }),
};

function bundle(slug: string, dealer: string) {
  return {
    site: {
      slug,
      name: `${slug} motors`,
      dealerships: [dealer],
      config: {
        features: { authentication: true, garage: true },
        leads: { emails: [`sales@${dealer}.example`] },
      },
    },
    dealerships: [{ slug: dealer, name: `${dealer} dealership` }],
    cars: ["A", "B", "C", "D", "E"].map((n) =>
      carRecord(dealer, `${slug}-${n}`, {
        status: "in_stock",
        checkout_enabled: true,
        trade_in_enabled: true,
        make: "Toyota",
        model: `Model ${n}`,
      }),
    ),
  };
}

const carId = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

/** A finished valuation with `typed` as the contact phone, as the wizard's last step saves it. */
async function valuation(
  on: Site,
  typed: string,
  make: string,
  carRef: number | null = null,
): Promise<string> {
  const started = await startTradeIn(
    handle.db,
    on,
    { carRef, vehicle: { make, model: "Corolla", year: "2019", kms: "60,000" } },
    now,
  );
  if (started.kind !== "created") throw new Error(`not started: ${JSON.stringify(started)}`);
  const id = started.view.id;
  await saveTradeInStep(handle.db, on, id, "condition", BEST_ANSWERS, now);
  // The wizard's own contact rules: whatever was typed is stored in its display form.
  const contact: SavedContact = contactStepSchema()
    .omit({ form_token: true, website: true })
    .parse({ name: "Sam", last_name: "Seller", email: "sam@example.com", phone: typed, postcode: "2000" });
  const valued = await valueTradeIn(
    handle.db,
    on,
    id,
    contact,
    { provider: estimating, path: "/trade-in", userAgent: null },
    now,
  );
  if (valued.kind !== "ok") throw new Error(`not valued: ${JSON.stringify(valued)}`);
  return id;
}

let keys = 0;
async function reservation(
  on: Site,
  stocknum: string,
  typed: string,
  token = "test_ok",
): Promise<string | null> {
  const result = await reserveCar(
    handle.db,
    on,
    {
      car_id: await carId(stocknum),
      first_name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: phoneField.parse(typed),
      postcode: "2000",
      payment_token: token,
    },
    `garage-test-key-${++keys}`,
    { provider: localPaymentProvider(handle.db), now: () => now },
  );
  if (result.kind === "held") return result.reservation.reservation_id;
  const [row] = await handle.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.idempotencyKey, `garage-test-key-${keys}`));
  return row?.id ?? null;
}

let aliceTradeIns: string[];
let aliceHeld: string;
let declined: string | null;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, bundle("garage-a", "dealer-ga"), { now });
  await importBundle(handle.db, bundle("garage-b", "dealer-gb"), { now });
  site = (await readSite(handle.db, "garage-a"))!;
  other = (await readSite(handle.db, "garage-b"))!;

  // Alice, typing her mobile three ways; Bob on the same site; Alice again on another site.
  aliceTradeIns = [
    await valuation(site, "0412 000 201", "Honda"),
    await valuation(site, "+61 412 000 201", "Mazda", await carId("garage-a-A")),
  ];
  await valuation(site, "0412 000 202", "Kia");
  await valuation(other, "0412000201", "Subaru");
  // A valuation nobody finished carries no phone at all.
  await startTradeIn(
    handle.db,
    site,
    { carRef: null, vehicle: { make: "Holden", model: "Astra", year: "2018", kms: "80,000" } },
    now,
  );

  aliceHeld = (await reservation(site, "garage-a-B", "0412 000 201"))!;
  declined = await reservation(site, "garage-a-C", "0412000201", "test_decline");
  await reservation(site, "garage-a-D", "0412 000 202");
  await reservation(other, "garage-b-A", "0412 000 201");
});

afterAll(async () => {
  await handle?.close();
});

describe("issue 21 §5: the garage's trade-in valuations are the signed-in shopper's own, on this site", () => {
  it("lists Alice's valuations on this site, newest first, however she typed her mobile", async () => {
    const list = await garageTradeIns(handle.db, site, ALICE);
    expect(list.map((t) => t.id).sort()).toEqual([...aliceTradeIns].sort());
    expect(list.map((t) => t.vehicle?.make).sort()).toEqual(["Honda", "Mazda"]);
    for (const item of list) {
      expect(item.status).toBe("valued");
      expect(item.valuation).toMatchObject({ kind: "estimate", offer: 20_000 });
      expect(item.valuedAt).toEqual(now);
    }
    // The one made against a car names it.
    const mazda = list.find((t) => t.vehicle?.make === "Mazda");
    expect(mazda?.car?.name).toContain("Toyota Model A");
    expect(list.find((t) => t.vehicle?.make === "Honda")?.car).toBeNull();
  });

  it("never lists another phone's valuation, nor her own from another site", async () => {
    const bob = await garageTradeIns(handle.db, site, BOB);
    expect(bob.map((t) => t.vehicle?.make)).toEqual(["Kia"]);
    const elsewhere = await garageTradeIns(handle.db, other, ALICE);
    expect(elsewhere.map((t) => t.vehicle?.make)).toEqual(["Subaru"]);
    expect(await garageTradeIns(handle.db, site, "+61499999999")).toEqual([]);
  });

  it("a stored phone whose digits match hers but that is no phone the forms read as hers is not hers", async () => {
    // Written straight to the table, past the forms: the database's look finds it by its digits
    // (610412000201), and the lib rule, which reads it as the forms would (not a phone), drops it.
    const [row] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, aliceTradeIns[0]!));
    await handle.db.insert(tradeIns).values({
      ...row!,
      id: "tv_digits_only_lookalike",
      contact: { ...row!.contact!, phone: "6104 1200 0201" },
    });
    const found = await tradeInsByPhoneDigits(handle.db, site, phoneDigitVariants(ALICE));
    expect(found.map((t) => t.id)).toContain("tv_digits_only_lookalike");
    const list = await garageTradeIns(handle.db, site, ALICE);
    expect(list.map((t) => t.id)).not.toContain("tv_digits_only_lookalike");
    await handle.db.delete(tradeIns).where(eq(tradeIns.id, "tv_digits_only_lookalike"));
  });

  it("lists the newest GARAGE_LIST_MAX valuations of a shopper with more", async () => {
    const CAROL = "+61412000203";
    const first = await valuation(site, "0412 000 203", "Ford");
    const [row] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, first));
    const copies = Array.from({ length: GARAGE_LIST_MAX + 2 }, (_, i) => ({
      ...row!,
      id: `tv_carol_${String(i).padStart(2, "0")}`,
      createdAt: new Date(now.getTime() + (i + 1) * 60_000),
    }));
    await handle.db.insert(tradeIns).values(copies);
    const list = await garageTradeIns(handle.db, site, CAROL);
    expect(list).toHaveLength(GARAGE_LIST_MAX);
    expect(list[0]!.id).toBe(`tv_carol_${String(GARAGE_LIST_MAX + 1).padStart(2, "0")}`);
    expect(list.map((t) => t.id)).not.toContain(first);
  });
});

describe("issue 21 §5: the garage's reservations are the signed-in shopper's own, on this site", () => {
  it("lists the hold Alice made, with its car and expiry; not her declined checkout", async () => {
    const list = await garageReservations(handle.db, site, ALICE);
    expect(list.map((r) => r.id)).toEqual([aliceHeld]);
    expect(list[0]).toMatchObject({
      status: "held",
      amountCents: 20_000,
      car: { name: expect.stringContaining("Model B") },
    });
    expect(list[0]!.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    expect(declined).not.toBeNull();
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, declined!));
    expect(row?.status).toBe("cancelled");
  });

  it("never lists another phone's reservation, nor her own from another site", async () => {
    const bob = await garageReservations(handle.db, site, BOB);
    expect(bob.map((r) => r.car.name)).toEqual([expect.stringContaining("Model D")]);
    const elsewhere = await garageReservations(handle.db, other, ALICE);
    expect(elsewhere).toHaveLength(1);
    expect(elsewhere[0]!.id).not.toBe(aliceHeld);
    expect(await garageReservations(handle.db, site, "+61499999999")).toEqual([]);
  });
});

describe("decision 0039: the garage's looks use the phone indexes the migration made", () => {
  async function plan(query: Parameters<typeof handle.db.execute>[0]): Promise<string> {
    return handle.db.transaction(async (tx) => {
      // The test tables are tiny, so the planner would scan them whatever the index; forbid it to.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]).join("\n");
    });
  }

  it("valuations by trade_ins_site_contact_phone, reservations by reservations_site_phone", async () => {
    // The look's own condition, so a change to its expression that the index no longer matches fails here.
    const variants = phoneDigitVariants(ALICE);
    expect(
      await plan(sql`select ${tradeIns.id} from ${tradeIns} where ${tradeInPhoneWhere(site, variants)}`),
    ).toContain("trade_ins_site_contact_phone");
    expect(
      await plan(
        sql`select ${reservations.id} from ${reservations} where ${reservationPhoneWhere(site, variants)}`,
      ),
    ).toContain("reservations_site_phone");
  });
});
