import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_HOLD_DAYS } from "@/lib/checkout/reservation";
import { tabStatuses } from "@/lib/checkout/reservation-console";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import type { StaffScope } from "@/lib/staff/roles";
import {
  carIdOf,
  consoleRequest,
  cookies,
  dealershipIds,
  eventsOf,
  handle,
  noticesFor,
  now,
  reserveCar,
  SECRET,
  setUpConsoleCheckout,
  siteA,
  siteB,
} from "../../../test/console-checkout-setup";
import { auditLog, cars, localPayments, purchaseJourneys, reservations } from "../db/schema";
import { localPaymentProvider } from "../payments/local-provider";
import { postConsoleReservationAction } from "./console-reservation-endpoint";
import {
  consoleReservationDetail,
  listConsolePurchases,
  listConsoleReservations,
} from "./console-reservations";
import { settleReservation } from "./dealer-action";

/**
 * Issue 31 §5 on a real database: the console lists a site's reservations by status for the
 * dealerships a member may see, and a manager completes, cancels with refund, or extends a hold; each
 * confirmed by the state the sender saw, audit-logged, and told to the shopper through the outbox.
 */
setUpConsoleCheckout({
  a1: ["A1-LIST", "A1-TEN", "A1-DONE", "A1-OFF", "A1-EXT", "A1-RETRY", "A1-CLI", "A1-BUY"],
  a2: ["A2-LIST", "A2-OFF"],
  b1: ["B1-LIST"],
});

const act = (slug: string, id: string, cookie: string, body: unknown) =>
  postConsoleReservationAction(
    { db: handle.db, secret: SECRET, provider: () => localPaymentProvider(handle.db), now },
    slug,
    id,
    consoleRequest(`/api/sites/${slug}/reservations/${id}`, cookie, body),
  );

const scope = (role: StaffScope["role"], dealerships: string[] = []): StaffScope => ({
  staffId: 999,
  role,
  siteId: role === "operator" ? null : siteA.id,
  dealershipIds: dealerships.map((d) => dealershipIds[d]!),
  seesAllDealershipLeads: false,
});

const auditOf = (id: string) => handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe("the reservations list: by status, newest first, the member's dealerships only", () => {
  it("a manager sees their dealership's; a group admin all of the site's; never another site's", async () => {
    const a1 = await reserveCar(siteA, "A1-LIST");
    const a2 = await reserveCar(siteA, "A2-LIST");
    const b1 = await reserveCar(siteB, "B1-LIST");
    const listed = async (s: StaffScope) =>
      (
        await listConsoleReservations(
          handle.db,
          siteA.id,
          dealershipVisibility(s, "reservations.read", siteA.id)!,
          {
            statuses: tabStatuses("active"),
            page: 1,
          },
        )
      ).rows.map((r) => r.id);
    expect(await listed(scope("manager", ["cc-a1"]))).toEqual(expect.arrayContaining([a1]));
    expect(await listed(scope("manager", ["cc-a1"]))).not.toContain(a2);
    expect(await listed(scope("group-admin"))).toEqual(expect.arrayContaining([a1, a2]));
    expect(await listed(scope("operator"))).not.toContain(b1);
    expect(dealershipVisibility(scope("sales", ["cc-a1"]), "reservations.read", siteA.id)).toBeNull();
    // Another tab does not show a held one.
    const done = await listConsoleReservations(
      handle.db,
      siteA.id,
      dealershipVisibility(scope("group-admin"), "reservations.read", siteA.id)!,
      { statuses: tabStatuses("completed"), page: 1 },
    );
    expect(done.rows.map((r) => r.id)).not.toContain(a1);
  });

  it("a reservation's page: another site's or another dealership's is not found", async () => {
    const id = await reserveCar(siteA, "A2-OFF");
    const manager1 = dealershipVisibility(scope("manager", ["cc-a1"]), "reservations.read", siteA.id)!;
    const manager2 = dealershipVisibility(scope("manager", ["cc-a2"]), "reservations.read", siteA.id)!;
    expect(await consoleReservationDetail(handle.db, siteA.id, manager1, id)).toBeNull();
    expect(await consoleReservationDetail(handle.db, siteB.id, manager2, id)).toBeNull();
    const detail = await consoleReservationDetail(handle.db, siteA.id, manager2, id);
    expect(detail).toMatchObject({
      id,
      status: "held",
      shopper: { firstName: "Jane", email: "jane@example.com" },
    });
    expect(detail?.events.map((e) => e.to)).toContain("held");
  });
});

describe("the console's actions: complete, cancel with refund", () => {
  it("cancel with refund: the deposit goes back, the car is free, the audit log names the manager, the shopper is told", async () => {
    const id = await reserveCar(siteA, "A1-OFF");
    const reply = await act("cc-a", id, cookies.a1, { action: "cancel", seen_status: "held" });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ reservation_id: id, status: "refunded" });
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
    const [payment] = await handle.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.id, row!.paymentRef!));
    expect(payment).toMatchObject({ status: "refunded", refundedCents: row!.amountCents });
    expect(
      (
        await handle.db
          .select()
          .from(cars)
          .where(eq(cars.id, await carIdOf("A1-OFF")))
      )[0]!.reserved,
    ).toBe(false);
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.actor, a.address])).toEqual([
      ["reservation.cancel", "max <max@a1.example>", "203.0.113.9"],
    ]);
    expect(audit[0]!.after).toMatchObject({ status: "cancelled", deposit: "refund" });
    // Issue 34: the receipt when it was held, then the cancellation, then the refund once made.
    expect(await eventsOf(id)).toEqual([
      "receipt:email",
      "receipt:sms",
      "cancelled:email",
      "cancelled:sms",
      "refunded:email",
      "refunded:sms",
    ]);
    const notices = (await noticesFor(id)).filter((n) => n.eventKey.includes(":cancelled:"));
    expect(notices.map((n) => [n.channel, n.target, n.status]).sort()).toEqual([
      ["email", "jane@example.com", "pending"],
      ["sms", "+61412345678", "pending"],
    ]);
    expect(notices[0]!.message.subject).toMatch(/^Your reservation of the .+ is cancelled \([A-Z]+-\d{4}\)$/);
    expect(notices.find((n) => n.channel === "email")!.message.text).toContain("refunded in full");
  });

  it("a retried cancel is refused (409) and neither refunds nor tells the shopper twice", async () => {
    const id = await reserveCar(siteA, "A1-RETRY");
    expect((await act("cc-a", id, cookies.a1, { action: "cancel", seen_status: "held" })).status).toBe(200);
    const again = await act("cc-a", id, cookies.a1, { action: "cancel", seen_status: "held" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/now cancelled, deposit refunded/);
    expect((await eventsOf(id)).filter((e) => e.startsWith("cancelled:"))).toHaveLength(2);
    expect((await eventsOf(id)).filter((e) => e.startsWith("refunded:"))).toHaveLength(2);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("complete: the sale went through; the shopper is told; a stale extend then is 409", async () => {
    const id = await reserveCar(siteA, "A1-DONE");
    const [before] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
    const reply = await act("cc-a", id, cookies.a1, { action: "complete", seen_status: "held" });
    expect(await reply.json()).toMatchObject({ status: "completed" });
    const stale = await act("cc-a", id, cookies.a1, {
      action: "extend",
      days: 2,
      seen_status: "held",
      seen_expires_at: before!.expiresAt.toISOString(),
    });
    expect(stale.status).toBe(409);
    expect(
      (await noticesFor(id)).filter((n) => n.eventKey.includes(":completed:")).map((n) => n.message.subject),
    ).toEqual([
      expect.stringMatching(/^Your purchase of the .+ is complete \([A-Z]+-\d{4}\)$/),
      expect.stringMatching(/^Your purchase of the .+ is complete \([A-Z]+-\d{4}\)$/),
    ]);
  });
});

describe("the console's actions: extend a hold; tenancy; the command line", () => {
  it("extend: by the days chosen, from the end the sender saw, within the limit; a retry is 409", async () => {
    const id = await reserveCar(siteA, "A1-EXT");
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
    const seen = row!.expiresAt.toISOString();
    const tooMany = await act("cc-a", id, cookies.a1, {
      action: "extend",
      days: 8,
      seen_status: "held",
      seen_expires_at: seen,
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      issues: [{ key: "days", message: expect.stringContaining("1 to 7 days") }],
    });
    const reply = await act("cc-a", id, cookies.a1, {
      action: "extend",
      days: 3,
      seen_status: "held",
      seen_expires_at: seen,
    });
    expect(reply.status).toBe(200);
    const extended = new Date(row!.expiresAt.getTime() + 3 * 86_400_000);
    expect(await reply.json()).toMatchObject({ status: "held", expires_at: extended.toISOString() });
    const retry = await act("cc-a", id, cookies.a1, {
      action: "extend",
      days: 3,
      seen_status: "held",
      seen_expires_at: seen,
    });
    expect(retry.status).toBe(409);
    const [after] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
    expect(after!.expiresAt.toISOString()).toBe(extended.toISOString());
    // A week more is within 14 days of the hold's start; another week is not, and says how far it can go.
    const week = new Date(extended.getTime() + 7 * 86_400_000);
    const more = await act("cc-a", id, cookies.a1, {
      action: "extend",
      days: 7,
      seen_status: "held",
      seen_expires_at: extended.toISOString(),
    });
    expect(await more.json()).toMatchObject({ expires_at: week.toISOString() });
    const far = await act("cc-a", id, cookies.a1, {
      action: "extend",
      days: 7,
      seen_status: "held",
      seen_expires_at: week.toISOString(),
    });
    expect(far.status).toBe(409);
    expect(((await far.json()) as { error: string }).error).toBe(
      `A hold runs at most ${MAX_HOLD_DAYS} days from when it began: extend by at most 2 days.`,
    );
    const notices = await noticesFor(id);
    expect(
      notices
        .filter((n) => n.channel === "email" && n.eventKey.includes(":extended:"))
        .map((n) => n.message.subject),
    ).toEqual([
      expect.stringMatching(/^Your hold on the .+ is extended \([A-Z]+-\d{4}\)$/),
      expect.stringMatching(/^Your hold on the .+ is extended \([A-Z]+-\d{4}\)$/),
    ]);
    expect(
      (await auditOf(id)).map((a) => [a.action, (a.after as { extended_by: string }).extended_by]),
    ).toEqual([
      ["reservation.extend", "3 days"],
      ["reservation.extend", "7 days"],
    ]);
  });

  it("tenancy: another site's manager and another dealership's manager get 404; no session 401", async () => {
    const id = await reserveCar(siteA, "A1-TEN");
    const other = await act("cc-a", id, cookies.b1, { action: "cancel", seen_status: "held" });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "There is no such site." });
    const viaOwnSite = await act("cc-b", id, cookies.b1, { action: "cancel", seen_status: "held" });
    expect(viaOwnSite.status).toBe(404);
    const otherDealership = await act("cc-a", id, cookies.a2, { action: "cancel", seen_status: "held" });
    expect(otherDealership.status).toBe(404);
    expect(await otherDealership.json()).toEqual({ error: "There is no such reservation." });
    expect((await act("cc-a", id, "", { action: "cancel", seen_status: "held" })).status).toBe(401);
    expect(
      (await act("cc-a", "res_nosuchreservation00", cookies.a1, { action: "cancel", seen_status: "held" }))
        .status,
    ).toBe(404);
    expect((await act("cc-a", id, cookies.a1, { action: "refund-all" })).status).toBe(400);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.status).toBe("held");
  });

  it("a cancellation from the command line or the admin API tells the shopper too, and is audit-logged as such", async () => {
    const id = await reserveCar(siteA, "A1-CLI", "07 3000 0000");
    const result = await settleReservation(handle.db, id, "cancel", {
      provider: () => localPaymentProvider(handle.db),
      actor: { kind: "cli", address: null },
      now,
    });
    expect(result).toMatchObject({ kind: "done", status: "refunded" });
    // A landline gets no text: the e-mail alone (the receipt, the cancellation, the refund).
    expect(await eventsOf(id)).toEqual(["receipt:email", "cancelled:email", "refunded:email"]);
    expect((await auditOf(id)).map((a) => a.actor)).toEqual(["Command line"]);
  });
});

describe("online purchases", () => {
  it("are listed with their car, shopper and steps, for the member's dealerships", async () => {
    const reservationId = await reserveCar(siteA, "A1-BUY");
    const carId = await carIdOf("A1-BUY");
    await handle.db.insert(purchaseJourneys).values({
      id: "pj_consolecheckouttest0001",
      siteId: siteA.id,
      carId,
      reservationId,
      steps: { reserve: { reservation_id: reservationId }, payment: { method: "pay_in_full" } },
      status: "open",
      createdAt: now(),
      updatedAt: now(),
    });
    const mine = await listConsolePurchases(
      handle.db,
      siteA.id,
      dealershipVisibility(scope("manager", ["cc-a1"]), "reservations.read", siteA.id)!,
      1,
    );
    expect(mine.rows).toEqual([
      expect.objectContaining({
        id: "pj_consolecheckouttest0001",
        status: "open",
        reservation: {
          id: reservationId,
          reference: expect.stringMatching(/^[A-Z]{2,4}-\d{4}$/),
          status: "held",
          shopper: "Jane Citizen",
        },
        summary: expect.objectContaining({ Payment: expect.any(String) }),
      }),
    ]);
    const theirs = await listConsolePurchases(
      handle.db,
      siteA.id,
      dealershipVisibility(scope("manager", ["cc-a2"]), "reservations.read", siteA.id)!,
      1,
    );
    expect(theirs.rows).toEqual([]);
    const detail = await consoleReservationDetail(
      handle.db,
      siteA.id,
      dealershipVisibility(scope("manager", ["cc-a1"]), "reservations.read", siteA.id)!,
      reservationId,
    );
    expect(detail?.journey).toMatchObject({ id: "pj_consolecheckouttest0001", status: "open" });
  });
});
