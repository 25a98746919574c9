import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { renderDealerEmail } from "@/lib/leads/dealer-email";
import type { Site } from "@/lib/tenancy/site";
import {
  HOST,
  handle,
  NOW,
  other,
  salesId,
  settings,
  setUpInspectionSite,
  site,
  stored,
  tradeIn,
  unknownId,
} from "../../../test/inspection-site";
import { auditLog, leads } from "../db/schema";
import { inspectionYards } from "./inspection";
import { cancelInspection } from "./inspection-cancel";
import { postTradeInInspection } from "./inspection-endpoint";

/**
 * Issue 34 item 2 and decision 0084 on a real database: a valued trade-in's inspection is booked in
 * one of the yard's slots, on the car-buying desk's hours and the yard's clock, after the notice and
 * outside its holidays. A closed time is a 400 at `inspection_at` and nothing is stored; a booked one
 * is kept on the trade-in, files a lead whose dealer e-mail carries the slot and .ics, and queues the
 * shopper's confirmation with the same invite. Staff cancelling it is audit-logged and told.
 */
setUpInspectionSite();

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
