import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateTime } from "@/lib/format/local-date-time";
import { type LeadFormKind, leadFormSchema } from "@/lib/leads/forms";
import { leadFromForm } from "@/lib/leads/lead-from-form";
import { addDays, weekdayOf } from "@/lib/locations/opening-hours";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../../test/car-records";
import type { DatabaseHandle } from "../../db/client";
import { cars, leadDeliveries, leads, locations, shopperNotices } from "../../db/schema";
import { openTestDatabase } from "../../db/test-database";
import { importBundle } from "../../import/import-bundle";
import { readSite } from "../../tenancy/sites";
import type { OutgoingMail } from "../delivery/mailer";
import { sendDelivery } from "../delivery/send-delivery";
import { createLeadGuard } from "./lead-guard";
import { postLead } from "./lead-post-endpoint";
import { submitLead } from "./submit-lead";

/**
 * Issue 34 item 2 "Bookable times": a test drive's time is one of its yard's slots, inside the sales
 * desk's hours on the yard's clock, after the notice and outside its holidays; a closed time is
 * refused at the field and nothing is stored; a booked time is kept with the lead and its invite goes
 * to the shopper and the dealer.
 */
let handle: DatabaseHandle;
let site: Site;
let carId: number;
let serviceId: number;
let unknownHoursId: number;

const SALES_WEEK = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:30", close: "16:00" },
];
// The service desk opens earlier than sales: a test drive still keeps the sales desk's hours.
const SERVICE_WEEK = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "Open",
  open: "07:00",
  close: "17:30",
}));
// Wednesday 2 December 2026, 11:00 in Sydney (AEDT, UTC+11).
const NOW = new Date("2026-12-02T00:00:00Z");
const HOST = "slots.localhost";

beforeAll(async () => {
  handle = await openTestDatabase();
  const address = { street: "12 Church St", city: "Parramatta", state: "NSW", postcode: "2150" };
  await importBundle(
    handle.db,
    {
      site: { slug: "slots", name: "Slot Motors", dealerships: ["slot-dealer"], config: {} },
      dealerships: [{ slug: "slot-dealer", name: "Slot Dealer", phone: "02 9000 0000" }],
      locations: [
        {
          slug: "slot-sales",
          dealership_slug: "slot-dealer",
          name: "Slot Parramatta Sales",
          location_type: "sales",
          primary: true,
          address,
          contact_detail: { phone: "02 9876 5432", opening_hours: SALES_WEEK },
          special_hours: [{ date: "2026-12-07", status: "Closed" }],
        },
        {
          slug: "slot-service",
          dealership_slug: "slot-dealer",
          name: "Slot Parramatta Service",
          location_type: "service",
          address: { ...address, street: "14 Church St" },
          contact_detail: { phone: "02 9876 5400", opening_hours: SERVICE_WEEK },
        },
        {
          slug: "slot-bathurst",
          dealership_slug: "slot-dealer",
          name: "Slot Bathurst",
          location_type: "sales",
          address: { ...address, city: "Bathurst", street: "1 Main St" },
          contact_detail: { phone: "02 6300 0000" },
        },
      ],
      cars: [carRecord("slot-dealer", "S1", { location_slug: "slot-sales" })],
    },
    { now: TEST_NOW },
  );
  site = (await readSite(handle.db, "slots"))!;
  carId = (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, "S1")))[0]!.id;
  const ids = await handle.db.select({ id: locations.id, slug: locations.slug }).from(locations);
  serviceId = ids.find((l) => l.slug === "slot-service")!.id;
  unknownHoursId = ids.find((l) => l.slug === "slot-bathurst")!.id;
});

afterAll(async () => {
  await handle?.close();
});

const SHOPPER = {
  name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "0412 345 678",
  postcode: "2150",
  form_token: "stamp",
  website: "",
};

/** A test drive as the form sends it, parsed by its schema on `now`'s clock, filed at `now`. */
function fileAt(now: Date, fields: Record<string, unknown>, kind: LeadFormKind = "test-drive") {
  const values = leadFormSchema(kind, { now, timeZone: "Australia/Sydney" }).parse({
    formKind: kind,
    ...SHOPPER,
    car_id: carId,
    idempotency_key: randomUUID(),
    ...fields,
  });
  const lead = leadFromForm(values as never, {
    path: "/book-test-drive",
    userAgent: "test",
    visitedPages: [],
    linkedQueryParams: {},
  });
  return submitLead(handle.db, site, lead, now, { kind: "received" });
}

const counts = async () => ({
  leads: (await handle.db.select({ id: leads.id }).from(leads)).length,
  deliveries: (await handle.db.select({ id: leadDeliveries.id }).from(leadDeliveries)).length,
  notices: (await handle.db.select({ id: shopperNotices.id }).from(shopperNotices)).length,
});

const refusal = (message: string) => ({
  kind: "invalid",
  issues: [{ key: "test_drive_at", message: `test_drive_at: ${message}` }],
});

describe("a closed time is refused with a clear message, and nothing is stored", () => {
  it("a Sunday, when the yard is closed", async () => {
    const before = await counts();
    expect(await fileAt(NOW, { test_drive_at: "2026-12-06T10:00" })).toEqual(
      refusal("The yard is closed then: choose one of the times shown."),
    );
    expect(await counts()).toEqual(before);
  });

  it("a public holiday (the yard's special day), a time after closing, one the yard's notice does not allow", async () => {
    const before = await counts();
    expect(await fileAt(NOW, { test_drive_at: "2026-12-07T10:00" })).toEqual(
      refusal("The yard is closed then: choose one of the times shown."),
    );
    expect(await fileAt(NOW, { test_drive_at: "2026-12-04T17:30" })).toEqual(
      refusal("The yard is closed then: choose one of the times shown."),
    );
    expect(await fileAt(NOW, { test_drive_at: "2026-12-02T12:00" })).toEqual(
      refusal("That time is too soon for the yard to have the car ready: choose one of the times shown."),
    );
    expect(await counts()).toEqual(before);
  });

  it("a test drive filed under the service desk keeps the sales desk's hours", async () => {
    expect(await fileAt(NOW, { test_drive_at: "2026-12-04T08:00", location_id: serviceId })).toEqual(
      refusal("The yard is closed then: choose one of the times shown."),
    );
  });

  it("POST /api/leads answers 400 with the reason at the field, and stores nothing", async () => {
    const guard = createLeadGuard({
      secret: "slots-test-secret",
      counters: new MemoryRateCounters(),
      perIp: 10,
      perSite: 100,
    });
    const ticket = guard.newForm(site.slug, Date.now() - 60_000);
    // The coming Sunday on the yard's clock (a week on when today is Sunday): closed all day.
    const today = localDateTime(new Date(), "Australia/Sydney").slice(0, 10);
    const sunday = addDays(today, 7 - weekdayOf(today)!);
    const before = await counts();
    const response = await postLead(
      handle.db,
      site,
      new Request(`http://${HOST}/api/leads`, {
        method: "POST",
        headers: {
          host: HOST,
          origin: `http://${HOST}`,
          "content-type": "application/json",
          "x-forwarded-for": "203.0.113.9",
        },
        body: JSON.stringify({
          formKind: "test-drive",
          ...SHOPPER,
          car_id: carId,
          test_drive_at: `${sunday}T10:00`,
          form_token: ticket.form_token,
          idempotency_key: ticket.idempotency_key,
          path: "/book-test-drive",
        }),
      }),
      guard,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please fix the following errors:",
      issues: [
        {
          key: "test_drive_at",
          message: "test_drive_at: The yard is closed then: choose one of the times shown.",
        },
      ],
    });
    expect(await counts()).toEqual(before);
  });
});

describe("a bookable time is kept with the lead, on the yard's clock, with its invite", () => {
  it("Friday 10:00 in Parramatta is the slot 23:00–23:30 UTC on Thursday, in the lead and both e-mails", async () => {
    const result = await fileAt(NOW, { test_drive_at: "2026-12-04T10:00" });
    expect(result.kind).toBe("created");
    const id = result.kind === "created" ? result.id : "";
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.delivery!.testDriveSlot).toMatchObject({
      local: "2026-12-04T10:00",
      timeZone: "Australia/Sydney",
      start: "2026-12-03T23:00:00.000Z",
      end: "2026-12-03T23:30:00.000Z",
    });

    const [email] = await handle.db.select().from(shopperNotices).where(eq(shopperNotices.subjectId, id));
    expect(email!.message.text).toContain(
      "Time you asked for: Friday 4 December 2026 at 10:00 am AEDT (Sydney time)",
    );
    expect(email!.message.attachments?.[0]?.content).toContain("DTSTART:20261203T230000Z");

    const sent: OutgoingMail[] = [];
    const mailer = {
      describe: "test",
      close: async () => {},
      send: async (mail: OutgoingMail) => {
        sent.push(mail);
        return { ok: true as const, transport: "spool" as const, messageId: mail.messageId };
      },
    };
    await sendDelivery(
      {
        id: 1,
        attempts: 1,
        leadId: id,
        siteId: site.id,
        channel: "email",
        target: "sales@slot.example",
        lead: lead!.delivery!,
      },
      {
        mailer,
        from: "leads@forecourt.local",
        webhookSecret: async () => null,
        allowPrivateWebhookTargets: false,
      },
    );
    expect(sent[0]!.text).toContain("Test drive time: Friday 4 December 2026 at 10:00 am AEDT (Sydney time)");
    expect(sent[0]!.attachments).toEqual([
      expect.objectContaining({ filename: "test-drive.ics", contentType: "text/calendar; charset=utf-8" }),
    ]);
    expect(sent[0]!.attachments![0]!.content).toContain("DTSTART:20261203T230000Z");
  });

  it("the server forgives half an hour of the notice: a time shown when the form was drawn", async () => {
    const result = await fileAt(NOW, { test_drive_at: "2026-12-02T12:30" });
    expect(result.kind).toBe("created");
  });

  it("a repeat of a filed form is the same lead, though its time is now too soon", async () => {
    const key = randomUUID();
    const first = await fileAt(NOW, { test_drive_at: "2026-12-02T14:00", idempotency_key: key });
    // 13:30: 14:00 is half an hour off, inside the notice even with its grace; only the replay lets it by.
    const later = new Date(NOW.getTime() + 2.5 * 3_600_000);
    const again = await fileAt(later, { test_drive_at: "2026-12-02T14:00", idempotency_key: key });
    expect(first.kind).toBe("created");
    expect(again).toEqual({ kind: "replayed", id: first.kind === "created" ? first.id : "" });
  });

  it("a yard whose hours do not say keeps the time as asked, with no slot or invite", async () => {
    const result = await fileAt(NOW, { test_drive_at: "2026-12-06T10:00", location_id: unknownHoursId });
    expect(result.kind).toBe("created");
    const id = result.kind === "created" ? result.id : "";
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.delivery!.testDriveAt).toBe("2026-12-06T10:00");
    expect(lead!.delivery!.testDriveSlot).toBeNull();
  });
});
