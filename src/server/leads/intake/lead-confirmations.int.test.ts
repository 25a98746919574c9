import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_FORM_KINDS, LEAD_FORMS, type LeadFormKind, leadFormSchema } from "@/lib/leads/forms";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../../test/car-records";
import { localChatProvider } from "../../chat/local-chat-provider";
import type { DatabaseHandle } from "../../db/client";
import { cars, leads, shopperNotices } from "../../db/schema";
import { openTestDatabase } from "../../db/test-database";
import { importBundle } from "../../import/import-bundle";
import { noticesAboutLead } from "../../notices/shopper-notices";
import { readSite } from "../../tenancy/sites";
import { readLeadSuccess } from "../lead-success";
import { receiveLeadPost } from "./receive-lead-post";

/**
 * Issue 34 item 1 "enquiry received and test drive received (every lead form)": each lead's
 * confirmation is queued in the lead's own transaction (stored before the shopper sees success),
 * once, by e-mail and by text to a mobile only, whatever the marketing opt-in, naming the car, the
 * yard (its address, hours, its desk's own number) and the next step; the success page reads the same.
 */
let handle: DatabaseHandle;
let site: Site;
let carId: number;

const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" }));

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: {
        slug: "confirm",
        name: "Confirm Motor Group",
        dealerships: ["confirm-dealer"],
        config: { theme: { primary: "#0f766e" }, licences: { dealer_licence_number: "MD 4242" } },
      },
      dealerships: [{ slug: "confirm-dealer", name: "Confirm Dealer", phone: "07 3000 0000" }],
      locations: [
        {
          slug: "confirm-sales",
          dealership_slug: "confirm-dealer",
          name: "Confirm Parramatta Sales",
          location_type: "sales",
          primary: true,
          address: { street: "12 Church St", city: "Parramatta", state: "NSW", postcode: "2150" },
          contact_detail: { phone: "02 9876 5432", opening_hours: week },
        },
        {
          slug: "confirm-service",
          dealership_slug: "confirm-dealer",
          name: "Confirm Parramatta Service",
          location_type: "service",
          address: { street: "14 Church St", city: "Parramatta", state: "NSW", postcode: "2150" },
          contact_detail: { phone: "02 9876 5400", opening_hours: week },
        },
      ],
      cars: [carRecord("confirm-dealer", "C1", { location_slug: "confirm-sales" })],
    },
    { now: TEST_NOW },
  );
  site = (await readSite(handle.db, "confirm"))!;
  carId = (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, "C1")))[0]!.id;
});

afterAll(async () => {
  await handle?.close();
});

/** A form of `kind` as the browser posts it, parsed by the form's own schema. */
function form(kind: LeadFormKind, fields: Record<string, unknown> = {}) {
  const aboutCar = !LEAD_FORMS[kind].category.match(/Service|Parts|General|Feedback|Fleet|New Vehicle/);
  return leadFormSchema(kind).parse({
    formKind: kind,
    name: "Ada",
    last_name: "Lovelace",
    email: `ada+${kind}@example.com`,
    phone: "0412 345 678",
    postcode: "2150",
    message: "Hello",
    offer_from_client: 30_000,
    idempotency_key: randomUUID(),
    form_token: "stamp",
    website: "",
    ...(aboutCar ? { car_id: carId } : {}),
    ...fields,
  });
}

const file = (kind: LeadFormKind, fields: Record<string, unknown> = {}) =>
  receiveLeadPost(handle.db, site, {
    form: form(kind, fields) as never,
    context: { path: "/cars/c1", visited_pages: [], linked_query_params: {} } as never,
    userAgent: "test",
  });

async function noticesOf(leadId: string) {
  return handle.db
    .select()
    .from(shopperNotices)
    .where(and(eq(shopperNotices.subjectType, "lead"), eq(shopperNotices.subjectId, leadId)))
    .orderBy(asc(shopperNotices.id));
}

describe("issue 34 item 1: every lead form's confirmation", () => {
  it.each(LEAD_FORM_KINDS)(
    "%s: an e-mail and a text, naming the yard, its number, hours and next step",
    async (kind) => {
      const result = await file(kind);
      expect(result.kind).toBe("created");
      const id = result.kind === "created" ? result.id : "";
      const notices = await noticesOf(id);
      expect(notices.map((n) => [n.channel, n.target, n.status])).toEqual([
        ["email", `ada+${kind}@example.com`, "pending"],
        ["sms", "+61412345678", "pending"],
      ]);
      const [lead] = await handle.db
        .select({ createdAt: leads.createdAt })
        .from(leads)
        .where(eq(leads.id, id));
      // Written with the lead: the same instant.
      expect(notices[0]!.createdAt.getTime()).toBe(lead!.createdAt.getTime());
      const { text, html, sms } = notices[0]!.message;
      const service = kind === "service-enquiry";
      const parts = kind === "parts-enquiry";
      // The desk's yard: the service enquiry goes to the service desk; parts (no parts desk) to sales.
      const yard = service ? "Confirm Parramatta Service" : "Confirm Parramatta Sales";
      const desk = service ? "Service: 02 9876 5400" : "Sales: 02 9876 5432";
      expect(text).toContain(
        `YOUR DEALER\n${yard}\n1${service ? 4 : 2} Church St, Parramatta NSW 2150\n${desk}`,
      );
      expect(text).toContain("Mon – Fri: 8:30 am – 5:30 pm");
      expect(text).toMatch(/WHAT HAPPENS NEXT\n\S/);
      expect(text).toContain("Dealer licence MD 4242");
      expect(html).toContain("background-color:#0f766e;");
      expect(sms).toContain(yard);
      if (!service && !parts && form(kind).car_id) expect(text).toMatch(/Car: \d{4} /);
    },
  );

  it("a chat message's shopper is told their message arrived, too", async () => {
    const sent = await localChatProvider.send(
      handle.db,
      site,
      {
        department: "sales",
        name: "Ada",
        email: "ada.chat@example.com",
        phone: "0412 345 678",
        message: "Is it available?",
        car_id: carId,
        idempotency_key: randomUUID(),
      } as never,
      { path: "/cars/c1", userAgent: "test" } as never,
    );
    const id = sent.kind === "accepted" ? sent.reference : "";
    expect((await noticesOf(id)).map((n) => n.message.subject)).toEqual([
      expect.stringMatching(/^We've received your message: \d{4} /),
      expect.stringMatching(/^We've received your message: /),
    ]);
  });
});

describe("issue 34 item 1: told once, to the right places, before success is shown", () => {
  it("the same form sent again files nothing new and queues nothing twice", async () => {
    const again = form("quick-enquiry");
    const post = () =>
      receiveLeadPost(handle.db, site, {
        form: again as never,
        context: { path: "/search", visited_pages: [], linked_query_params: {} } as never,
        userAgent: "test",
      });
    const first = await post();
    const second = await post();
    expect(second).toEqual({ kind: "replayed", id: first.kind === "created" ? first.id : "?" });
    expect(await noticesOf(second.kind === "replayed" ? second.id : "")).toHaveLength(2);
  });

  it("a shopper without a mobile gets no text; one who asked for no marketing still gets the confirmation", async () => {
    const landline = await file("contact", { phone: "02 9999 0000", opt_in: false });
    const id = landline.kind === "created" ? landline.id : "";
    expect((await noticesOf(id)).map((n) => n.channel)).toEqual(["email"]);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead!.delivery?.optIn).toBe(false);
    // Staff see it on the lead's page: how, to whom, what, and whether it went.
    expect(await noticesAboutLead(handle.db, site.id, { id, fields: lead!.fields })).toEqual([
      expect.objectContaining({
        channel: "email",
        target: "ada+contact@example.com",
        subject: "We've received your enquiry",
        status: "pending",
      }),
    ]);
  });

  it("the shopper's choice of e-mail only is kept", async () => {
    const emailOnly = await file("vehicle-enquiry", { preferred_contact_method: "Email" });
    expect((await noticesOf(emailOnly.kind === "created" ? emailOnly.id : "")).map((n) => n.channel)).toEqual(
      ["email"],
    );
  });

  it("when the confirmation cannot be stored, neither is the lead: the shopper is not told it was sent", async () => {
    await handle.db.execute(
      sql.raw(`create or replace function refuse_notice() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await handle.db.execute(
      sql.raw(
        "create trigger refuse_notice before insert on shopper_notices for each row execute function refuse_notice()",
      ),
    );
    try {
      const before = (await handle.db.select({ id: leads.id }).from(leads)).length;
      await expect(file("test-drive")).rejects.toThrow();
      expect((await handle.db.select({ id: leads.id }).from(leads)).length).toBe(before);
    } finally {
      await handle.db.execute(sql.raw("drop trigger refuse_notice on shopper_notices"));
      await handle.db.execute(sql.raw("drop function refuse_notice()"));
    }
  });
});

describe("issue 34 item 1: the success page says what the confirmation said", () => {
  it("the car, the yard with its number and hours, the next step, and how it was sent (never where)", async () => {
    const drive = await file("test-drive", { test_drive_at: undefined });
    const success = await readLeadSuccess(handle.db, site, drive.kind === "created" ? drive.id : "");
    expect(success).toMatchObject({
      what: "your test drive request",
      nextStep: expect.stringContaining("Please bring your driver's licence"),
      car: { title: expect.stringMatching(/^\d{4} /), url: expect.stringMatching(/\/cars\//) },
      yard: {
        name: "Confirm Parramatta Sales",
        phone: "02 9876 5432",
        desk: "Sales",
        address: "12 Church St, Parramatta NSW 2150",
      },
      sentBy: ["email", "sms"],
    });
    expect(JSON.stringify(success)).not.toContain("ada");
  });

  it("another site's lead, or none, reads as nothing", async () => {
    expect(await readLeadSuccess(handle.db, site, randomUUID())).toBeNull();
  });
});
