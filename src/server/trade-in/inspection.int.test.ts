import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDealerEmail } from "@/lib/leads/dealer-email";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { auditLog, cars, leads, locations, shopperNotices, tradeIns } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { inspectionYards } from "./inspection";
import { cancelInspection } from "./inspection-cancel";
import { postTradeInApply, postTradeInInspection } from "./inspection-endpoint";
import type { TradeInPostSettings } from "./trade-in-endpoint";

/**
 * Issue 34 item 2 and decision 0084 on a real database: a valued trade-in's inspection is booked in
 * one of the yard's slots, on the car-buying desk's hours and the yard's clock, after the notice and
 * outside its holidays. A closed time is a 400 at `inspection_at` and nothing is stored; a booked one
 * is kept on the trade-in, files a lead whose dealer e-mail carries the slot and .ics, and queues the
 * shopper's confirmation with the same invite. Staff cancelling it is audit-logged and told.
 */
let handle: DatabaseHandle;
let site: Site;
let other: Site;
let salesId: number;
let unknownId: number;
const HOST = "inspect.localhost";
// Wednesday 2 December 2026, 11:00 in Sydney (AEDT, UTC+11).
const NOW = new Date("2026-12-02T00:00:00Z");

const SALES_WEEK = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
];
// The used-car buyers keep shorter hours than sales, and none on Saturdays.
const BUYING_WEEK = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "09:00", close: "15:00" })),
  { weekday: 6, status: "Closed" },
];

beforeAll(async () => {
  handle = await openTestDatabase();
  const address = { street: "12 Church St", city: "Parramatta", state: "NSW", postcode: "2150" };
  await importBundle(
    handle.db,
    {
      site: {
        slug: "inspect",
        name: "Inspect Motors",
        dealerships: ["inspect-dealer"],
        config: { leads: { emails: ["sales@inspect.example"] } },
      },
      dealerships: [{ slug: "inspect-dealer", name: "Inspect Dealer", phone: "02 9000 0000" }],
      locations: [
        {
          slug: "inspect-sales",
          dealership_slug: "inspect-dealer",
          name: "Inspect Parramatta Sales",
          location_type: "sales",
          primary: true,
          address,
          contact_detail: { phone: "02 9876 5432", opening_hours: SALES_WEEK },
        },
        {
          slug: "inspect-buying",
          dealership_slug: "inspect-dealer",
          name: "Inspect Parramatta",
          location_type: "car-buying",
          address,
          contact_detail: { phone: "02 9876 5499", opening_hours: BUYING_WEEK },
          special_hours: [{ date: "2026-12-07", status: "Closed" }],
        },
        {
          slug: "inspect-bathurst",
          dealership_slug: "inspect-dealer",
          name: "Inspect Bathurst",
          location_type: "sales",
          address: { ...address, city: "Bathurst", street: "1 Main St" },
          contact_detail: { phone: "02 6300 0000" },
        },
      ],
      cars: [
        carRecord("inspect-dealer", "WANT", {
          location_slug: "inspect-sales",
          price: 45_990,
          trade_in_enabled: true,
        }),
        carRecord("inspect-dealer", "NOTRADE", { location_slug: "inspect-sales", trade_in_enabled: false }),
      ],
    },
    { now: TEST_NOW },
  );
  await importBundle(
    handle.db,
    {
      site: { slug: "inspect-other", name: "Other Motors", dealerships: ["other-dealer"], config: {} },
      dealerships: [{ slug: "other-dealer", name: "Other Dealer" }],
      cars: [],
    },
    { now: TEST_NOW },
  );
  site = (await readSite(handle.db, "inspect"))!;
  other = (await readSite(handle.db, "inspect-other"))!;
  const ids = await handle.db.select({ id: locations.id, slug: locations.slug }).from(locations);
  salesId = ids.find((l) => l.slug === "inspect-sales")!.id;
  unknownId = ids.find((l) => l.slug === "inspect-bathurst")!.id;
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const ESTIMATE = {
  kind: "estimate" as const,
  low: 20_000,
  high: 24_000,
  offer: 20_000,
  basis: "",
  adjustments: [],
  provider: "local",
};

async function tradeIn(status: "open" | "valued" | "accepted" = "valued", on: Site = site): Promise<string> {
  const id = `tv_${randomBytes(18).toString("base64url")}`;
  await handle.db.insert(tradeIns).values({
    id,
    siteId: on.id,
    steps: {
      vehicle: {
        make: "Mazda",
        model: "CX-5",
        year: 2019,
        badge: "Maxx",
        kms: 60_000,
        rego: "ABC123",
        regoState: "NSW",
        source: "manual",
      },
      condition: BEST_ANSWERS,
    } as never,
    contact:
      status === "open"
        ? null
        : ({
            name: "Sam",
            last_name: "Seller",
            email: "sam@example.com",
            phone: "0498 765 432",
            postcode: "2150",
            preferred_contact_method: "Email",
            opt_in: false,
          } as never),
    valuation: status === "open" ? null : ESTIMATE,
    status,
    createdAt: NOW,
    updatedAt: NOW,
    valuedAt: status === "open" ? null : NOW,
  });
  return id;
}

const settings = (now = NOW): TradeInPostSettings => ({
  counters: new MemoryRateCounters(),
  perIp: 1_000,
  perSite: 1_000,
  lookup: { name: "none", lookup: async () => ({ kind: "unavailable" }) } as never,
  valuation: { name: "none", value: async () => ({ kind: "unavailable" }) } as never,
  now: () => now,
});

async function book(id: string, body: Record<string, unknown>, on: Site = site, now = NOW) {
  const response = await postTradeInInspection(
    handle.db,
    on,
    new Request(`http://${HOST}/api/trade-ins/${id}/inspection`, {
      method: "POST",
      headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    id,
    settings(now),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const stored = async (id: string) => {
  const [row] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, id));
  const notices = await handle.db.select().from(shopperNotices).where(eq(shopperNotices.subjectId, id));
  return { inspection: row!.inspection, notices };
};

const refusedAt = (message: string) => ({
  status: 400,
  body: {
    error: "Please fix the following errors:",
    issues: [{ key: "inspection_at", message: `inspection_at: ${message}` }],
  },
});
const CLOSED = "The yard is closed then: choose one of the times shown.";

describe("the yards and their times: the car-buying desk's hours on the yard's clock", () => {
  it("offers the sales yards, with the car-buying desk's times (no Saturday, 9:00 to 2:30 pm starts)", async () => {
    const yards = await inspectionYards(handle.db, site, NOW);
    expect(yards.map((y) => y.name)).toEqual(["Inspect Bathurst", "Inspect Parramatta Sales"]);
    const sales = yards.find((y) => y.id === salesId)!;
    expect(sales.slots?.zone).toBe("Sydney time");
    const days = sales.slots!.days.map((d) => d.value);
    // Wednesday 2nd from 1 pm (two hours' notice), no Saturday 5th, Sunday 6th or the holiday Monday 7th.
    expect(days.slice(0, 3)).toEqual(["2026-12-02", "2026-12-03", "2026-12-04"]);
    expect(days).not.toContain("2026-12-05");
    expect(days).not.toContain("2026-12-07");
    expect(sales.slots!.days[0]!.times[0]!.value).toBe("2026-12-02T13:00");
    expect(sales.slots!.days[1]!.times.at(-1)!.value).toBe("2026-12-03T14:30");
    expect(yards.find((y) => y.id === unknownId)!.slots).toBeNull();
  });
});

describe("a closed time is refused at the field, and nothing is stored", () => {
  it("a Saturday (sales opens, the buyers do not), a holiday, after the buyers close, too soon", async () => {
    const id = await tradeIn();
    expect(await book(id, { location_id: salesId, inspection_at: "2026-12-05T10:00" })).toEqual(
      refusedAt(CLOSED),
    );
    expect(await book(id, { location_id: salesId, inspection_at: "2026-12-07T10:00" })).toEqual(
      refusedAt(CLOSED),
    );
    expect(await book(id, { location_id: salesId, inspection_at: "2026-12-03T16:00" })).toEqual(
      refusedAt(CLOSED),
    );
    expect(await book(id, { location_id: salesId, inspection_at: "2026-12-02T11:30" })).toEqual(
      refusedAt("That time is too soon for the yard to have the car ready: choose one of the times shown."),
    );
    expect(await book(id, { location_id: unknownId, inspection_at: "2026-12-03T10:00" })).toEqual(
      refusedAt("This yard takes no inspection bookings online just now: please call it to arrange a time."),
    );
    expect(await book(id, { location_id: salesId })).toMatchObject({
      status: 400,
      body: {
        issues: [
          { key: "inspection_at", message: "inspection_at: Please choose a time for the inspection." },
        ],
      },
    });
    expect(await stored(id)).toEqual({ inspection: null, notices: [] });
    const filed = await handle.db.select().from(leads).where(eq(leads.siteId, site.id));
    expect(filed.filter((l) => JSON.stringify(l.fields).includes(id))).toEqual([]);
  });

  it("a valuation not finished is a 409; another site's or a made-up id is a 404", async () => {
    const open = await tradeIn("open");
    expect((await book(open, { location_id: salesId, inspection_at: "2026-12-03T10:00" })).status).toBe(409);
    const theirs = await tradeIn("valued", other);
    expect((await book(theirs, { location_id: salesId, inspection_at: "2026-12-03T10:00" })).status).toBe(
      404,
    );
    expect((await book("tv_nope", { location_id: salesId, inspection_at: "2026-12-03T10:00" })).status).toBe(
      404,
    );
  });
});

describe("a booked inspection: kept, filed, confirmed with its invite, and cancelled by staff", () => {
  it("is stored with its slot before the answer, and the lead and confirmation carry the time and .ics", async () => {
    const id = await tradeIn("accepted");
    const answer = await book(id, {
      location_id: salesId,
      inspection_at: "2026-12-03T10:00",
      path: `/trade-in?valuation=${id}`,
    });
    const when = "Thursday 3 December 2026 at 10:00 am AEDT (Sydney time)";
    expect(answer).toMatchObject({
      status: 200,
      body: {
        id,
        inspection: {
          status: "booked",
          local: "2026-12-03T10:00",
          when,
          location: { id: salesId, name: "Inspect Parramatta Sales" },
        },
      },
    });
    const { inspection, notices } = await stored(id);
    expect(inspection).toMatchObject({
      status: "booked",
      count: 1,
      slot: { local: "2026-12-03T10:00", timeZone: "Australia/Sydney", start: "2026-12-02T23:00:00.000Z" },
    });
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, inspection!.leadId!));
    expect(lead!.subcategory).toBe("4. Inspection Booked");
    const mail = renderDealerEmail(lead!.delivery!);
    expect(mail.text).toContain(`Inspection time: ${when}`);
    expect(mail.attachments[0]!.filename).toBe("trade-in-inspection.ics");
    expect(mail.attachments[0]!.content).toContain("DTSTART:20261202T230000Z");

    expect(notices.map((n) => [n.eventKey, n.channel])).toEqual([
      [`trade-in:${id}:inspection:1:email`, "email"],
    ]);
    expect(notices[0]!.message.text).toContain(`Inspection: ${when}`);
    expect(notices[0]!.message.attachments?.[0]?.content).toContain("DTSTART:20261202T230000Z");

    // The same time again is the same booking; a new time is a new one, told once more.
    expect((await book(id, { location_id: salesId, inspection_at: "2026-12-03T10:00" })).status).toBe(200);
    expect((await stored(id)).notices).toHaveLength(1);
    const moved = await book(id, { location_id: salesId, inspection_at: "2026-12-04T13:30" });
    expect(moved.body.inspection).toMatchObject({ local: "2026-12-04T13:30" });
    expect((await stored(id)).inspection).toMatchObject({ count: 2 });
    expect((await stored(id)).notices).toHaveLength(2);
  });

  it("staff cancel it at the booking they saw: audit-logged, the shopper told; a stale cancel is refused", async () => {
    const id = await tradeIn();
    await book(id, { location_id: salesId, inspection_at: "2026-12-03T10:00" });
    const actor = { kind: "cli" as const, address: null };
    const stale = await cancelInspection(
      handle.db,
      site,
      {
        id,
        request: { action: "cancel-inspection", seen_count: 2, reason: null },
        dealerName: "Inspect Dealer",
      },
      { actor, now: () => NOW },
    );
    expect(stale).toEqual({
      kind: "refused",
      reason: "The booking was changed meanwhile: reload to see it now.",
    });
    const done = await cancelInspection(
      handle.db,
      site,
      {
        id,
        request: { action: "cancel-inspection", seen_count: 1, reason: "Our valuer is away that day." },
        dealerName: "Inspect Dealer",
      },
      { actor, now: () => NOW },
    );
    expect(done.kind).toBe("done");
    expect((await stored(id)).inspection).toMatchObject({
      status: "cancelled",
      cancelled: { reason: "Our valuer is away that day." },
    });
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        "trade-in.cancel-inspection",
        {
          inspection: "Thursday 3 December 2026 at 10:00 am AEDT (Sydney time)",
          location: "Inspect Parramatta Sales",
        },
        { inspection: "cancelled", reason: "Our valuer is away that day." },
      ],
    ]);
    const told = (await stored(id)).notices.find((n) => n.eventKey.includes(":cancelled:"));
    expect(told!.message.text).toContain("Our valuer is away that day.");
    const again = await cancelInspection(
      handle.db,
      site,
      {
        id,
        request: { action: "cancel-inspection", seen_count: 1, reason: null },
        dealerName: "Inspect Dealer",
      },
      { actor, now: () => NOW },
    );
    expect(again).toEqual({ kind: "refused", reason: "There is no booked inspection to cancel." });
  });
});

describe("issue 34 item 1: the offer put toward a car of the site", () => {
  async function apply(id: string, body: Record<string, unknown>) {
    const response = await postTradeInApply(
      handle.db,
      site,
      new Request(`http://${HOST}/api/trade-ins/${id}/apply`, {
        method: "POST",
        headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      id,
      settings(),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const carId = async (stocknum: string) =>
    (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

  it("files an enquiry about the car with the trade-in in it, turns the trade-in toward it, and confirms", async () => {
    const id = await tradeIn();
    const want = await carId("WANT");
    const answer = await apply(id, { car_id: want, path: `/cars/trade-in?car_id=${want}` });
    expect(answer).toMatchObject({ status: 200, body: { id, car_id: want, offer: 20_000 } });
    const filed = (await handle.db.select().from(leads).where(eq(leads.carId, want))).filter(
      (l) => l.subcategory === "5. Offer Put Toward a Car",
    );
    expect(filed).toHaveLength(1);
    const mail = renderDealerEmail(filed[0]!.delivery!);
    expect(mail.text).toContain("VEHICLE");
    expect(mail.text).toContain("$25,990 after trade-in");
    expect(mail.text).toMatch(/TRADE-IN[\s\S]*Mazda/);
    const told = (await stored(id)).notices.find((n) => n.eventKey === `trade-in:${id}:apply:${want}:email`);
    expect(told!.message.text).toContain("Price after trade-in: $25,990");
    // The same car again is the same enquiry.
    expect((await apply(id, { car_id: want })).status).toBe(200);
    expect(
      (await handle.db.select().from(leads).where(eq(leads.carId, want))).filter(
        (l) => l.subcategory === "5. Offer Put Toward a Car",
      ),
    ).toHaveLength(1);
  });

  it("a car taking no trade-in is refused at car_id; a valuation with no offer is a 409", async () => {
    const id = await tradeIn();
    expect(await apply(id, { car_id: await carId("NOTRADE") })).toEqual({
      status: 400,
      body: {
        error: "Please fix the following errors:",
        issues: [{ key: "car_id", message: "car_id: That car isn't on this site, or takes no trade-in." }],
      },
    });
    const open = await tradeIn("open");
    expect((await apply(open, { car_id: await carId("WANT") })).status).toBe(409);
  });
});
