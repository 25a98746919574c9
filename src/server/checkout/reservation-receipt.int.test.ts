import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { cars, leads, reservations, shopperNotices } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { localPaymentProvider } from "../payments/local-provider";
import { readSite } from "../tenancy/sites";
import { postReservation } from "./reservation-endpoint";
import { freeReference } from "./reserve-car";

/**
 * Issue 34 item 1 "reservation receipt (amount, card brand and last 4 if known, a short human
 * reference such as MMG-4821 … hold end on the yard's clock; refund terms)": queued with the hold
 * itself, so it is stored before the shopper sees the car reserved; the reference unique per site.
 */
let handle: DatabaseHandle;
let site: Site;
const HOST = "receipt.localhost";

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: {
        slug: "receipt",
        name: "Metro Motor Group",
        dealerships: ["receipt-dealer"],
        config: { leads: { emails: ["sales@receipt.example"] } },
      },
      dealerships: [{ slug: "receipt-dealer", name: "Receipt Dealer", phone: "07 3000 0000" }],
      locations: [
        {
          slug: "receipt-perth",
          dealership_slug: "receipt-dealer",
          name: "Metro Perth Sales",
          location_type: "sales",
          address: { street: "1 Hay St", city: "Perth", state: "WA", postcode: "6000" },
          contact_detail: { phone: "08 9200 1234" },
        },
      ],
      cars: ["R1", "R2", "R3"].map((stocknum) =>
        carRecord("receipt-dealer", stocknum, {
          location_slug: "receipt-perth",
          status: "in_stock",
          checkout_enabled: true,
        }),
      ),
    },
    { now: TEST_NOW },
  );
  site = (await readSite(handle.db, "receipt"))!;
});

afterAll(async () => {
  await handle?.close();
});

const carIdOf = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

async function reserve(stocknum: string, phone = "0412 345 678") {
  const provider = localPaymentProvider(handle.db);
  const request = new Request(`http://${HOST}/api/reservations`, {
    method: "POST",
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
    },
    body: JSON.stringify({
      car_id: await carIdOf(stocknum),
      first_name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone,
      postcode: "6000",
      payment_token: "test_ok",
    }),
  });
  const response = await postReservation(handle.db, site, request, {
    counters: new MemoryRateCounters(),
    perIp: 1_000,
    perSite: 1_000,
    provider,
    providerNamed: () => provider,
    now: () => TEST_NOW,
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const noticesOf = (id: string) =>
  handle.db
    .select()
    .from(shopperNotices)
    .where(eq(shopperNotices.subjectId, id))
    .orderBy(asc(shopperNotices.id));

describe("issue 34 item 1: the reservation receipt", () => {
  it("is stored when the car is held, before the shopper is answered, with the short reference", async () => {
    const { status, body } = await reserve("R1");
    expect(status).toBe(201);
    expect(body.reference).toMatch(/^MMG-\d{4}$/);
    const [row] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, body.reservation_id!));
    expect(row).toMatchObject({ reference: body.reference, cardBrand: "visa", cardLast4: "4242" });
    const notices = await noticesOf(body.reservation_id!);
    expect(notices.map((n) => [n.eventKey.split(":").slice(2).join(":"), n.target])).toEqual([
      ["receipt:email", "jane@example.com"],
      ["receipt:sms", "+61412345678"],
    ]);
    const { subject, text, html } = notices[0]!.message;
    expect(subject).toBe(`Your reservation receipt: ${row!.id && (await carName("R1"))} (${body.reference})`);
    expect(text).toContain(`Reference: ${body.reference}`);
    expect(text).toContain("Deposit: $200");
    expect(text).toContain("Card: Visa ending 4242");
    // 48 hours after 12:00 UTC on 20 November is 8:00 pm on 22 November in Perth.
    expect(text).toContain("Held until: Sunday 22 November 2026 at 8:00 pm");
    expect(text).toContain("YOUR DEALER\nMetro Perth Sales\n1 Hay St, Perth WA 6000\nSales: 08 9200 1234");
    expect(text).toContain("Your deposit is fully refundable.");
    expect(html).toContain(`>${body.reference}</td>`);
  });

  it("the dealer's lead carries the reference too", async () => {
    const { body } = await reserve("R2");
    const [row] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, body.reservation_id!));
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead!.delivery?.extra).toMatchObject({ Reference: body.reference });
  });

  it("a landline gets the e-mail only; the receipt is never queued twice", async () => {
    const { body } = await reserve("R3", "08 9200 0000");
    expect((await noticesOf(body.reservation_id!)).map((n) => n.channel)).toEqual(["email"]);
    const [row] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, body.reservation_id!));
    expect(row!.reference).not.toBeNull();
  });
});

describe("issue 34 item 1: a reference is unique per site", () => {
  it("a taken number is skipped; when every four-digit try is taken, five digits; another site may reuse it", async () => {
    const rows = await handle.db
      .select({ id: reservations.id })
      .from(reservations)
      .orderBy(asc(reservations.id));
    for (const [i, row] of rows.entries()) {
      await handle.db
        .update(reservations)
        .set({ reference: `MMG-${1000 + i}` })
        .where(eq(reservations.id, row.id));
    }
    // The database refuses a second MMG-1000 on the site, whoever writes it.
    await expect(
      handle.db.update(reservations).set({ reference: "MMG-1000" }).where(eq(reservations.id, rows[1]!.id)),
    ).rejects.toThrow();
    let i = 0;
    const tries = [0, 0.5];
    expect(await freeReference(handle.db, site, () => tries[i++ % 2]!)).toBe("MMG-5500");
    expect(await freeReference(handle.db, site, () => 0)).toBe("MMG-10000");
    expect(await freeReference(handle.db, { id: site.id + 999, name: site.name }, () => 0)).toBe("MMG-1000");
  });
});

async function carName(stocknum: string) {
  return (await handle.db.select({ n: cars.name }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.n;
}
