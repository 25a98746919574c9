import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { garageTradeIn } from "@/lib/garage/garage";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import type { StaffScope } from "@/lib/staff/roles";
import {
  consoleRequest,
  cookies,
  dealershipIds,
  handle,
  noticesFor,
  now,
  SECRET,
  setUpConsoleCheckout,
  siteA,
  siteB,
  valuedTradeIn,
} from "../../../test/console-checkout-setup";
import { garageTradeIns } from "../accounts/garage";
import { auditLog, tradeIns } from "../db/schema";
import { postConsoleTradeInAction } from "./console-trade-in-endpoint";
import { consoleTradeInDetail, listConsoleTradeIns } from "./console-trade-ins";

/**
 * Issue 31 §6 on a real database: the console lists a site's trade-in valuations for the dealerships
 * a member may see, and a manager confirms the online offer or revises it with a note; each only at
 * the revision the sender saw, audit-logged, told to the shopper, and shown in the shopper's garage.
 */
setUpConsoleCheckout({ a1: ["TA1"], a2: ["TA2"], b1: ["TB1"] });

const act = (slug: string, id: string, cookie: string, body: unknown) =>
  postConsoleTradeInAction(
    { db: handle.db, secret: SECRET, now },
    slug,
    id,
    consoleRequest(`/api/sites/${slug}/trade-ins/${id}`, cookie, body),
  );

const scope = (role: StaffScope["role"], dealerships: string[] = []): StaffScope => ({
  staffId: 999,
  role,
  siteId: role === "operator" ? null : siteA.id,
  dealershipIds: dealerships.map((d) => dealershipIds[d]!),
  seesAllDealershipLeads: false,
});
const visibility = (s: StaffScope) => dealershipVisibility(s, "trade-ins.read", siteA.id)!;

describe("the trade-ins list: newest first, by status, the member's dealerships and the group's", () => {
  it("a manager sees their dealership's and the group's own; not another dealership's or site's", async () => {
    const a1 = await valuedTradeIn(siteA, { towards: "TA1" });
    const a2 = await valuedTradeIn(siteA, { towards: "TA2" });
    const group = await valuedTradeIn(siteA);
    const b1 = await valuedTradeIn(siteB, { towards: "TB1" });
    const ids = async (s: StaffScope, status: "valued" | "open" | null = null) =>
      (await listConsoleTradeIns(handle.db, siteA.id, visibility(s), { status, page: 1 })).rows.map(
        (r) => r.id,
      );
    const manager = await ids(scope("manager", ["cc-a1"]));
    expect(manager).toEqual(expect.arrayContaining([a1, group]));
    expect(manager).not.toContain(a2);
    expect(manager).not.toContain(b1);
    expect(await ids(scope("group-admin"))).toEqual(expect.arrayContaining([a1, a2, group]));
    expect(await ids(scope("group-admin"), "open")).toEqual([]);
    const detail = await consoleTradeInDetail(
      handle.db,
      siteA.id,
      visibility(scope("manager", ["cc-a1"])),
      a1,
    );
    expect(detail).toMatchObject({ vehicle: "2019 Mazda CX-5 Maxx", shopper: "Sam Seller", offer: 20_000 });
    expect(
      await consoleTradeInDetail(handle.db, siteA.id, visibility(scope("manager", ["cc-a2"])), a1),
    ).toBeNull();
    expect(
      await consoleTradeInDetail(handle.db, siteB.id, visibility(scope("manager", ["cc-a1"])), b1),
    ).toBeNull();
  });
});

describe("confirm or revise the offer", () => {
  it("revise: a new amount and a note; audit-logged; the shopper is told; the garage shows it", async () => {
    const id = await valuedTradeIn(siteA, { towards: "TA1" });
    const reply = await act("cc-a", id, cookies.a1, {
      action: "revise",
      amount: 18500,
      note: "The tyres need replacing.",
      seen_revision: 0,
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ trade_in_id: id, offer: 18500, decision: "revised", revision: 1 });
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => [a.action, a.actor, a.before, a.after])).toEqual([
      [
        "trade-in.revise-offer",
        "max <max@a1.example>",
        { offer: 20_000, decision: null },
        { offer: 18_500, decision: "revised", note: "The tyres need replacing." },
      ],
    ]);
    const notices = await noticesFor(id);
    expect(notices.map((n) => n.channel).sort()).toEqual(["email", "sms"]);
    const email = notices.find((n) => n.channel === "email")!;
    expect(email.message.subject).toBe("Your trade-in offer for the 2019 Mazda CX-5 Maxx has changed");
    expect(email.message.text).toContain("to $18,500 (it was $20,000)");
    expect(email.message.text).toContain("The tyres need replacing.");
    expect(email.message.text).toMatch(/See your valuation: http:\/\/cc-a\.localhost:\d+\/.+\?valuation=tv_/);
    // Issue 34: until when the revised offer stands (a week, to the end of the day), and the next step.
    const until = /Valid until: (\w+ \d+ \w+ \d{4}) \(end of day\)/.exec(email.message.text)?.[1];
    const [decided] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, id));
    const days = (Date.parse(until ?? "") - Date.parse(decided!.dealerOffer!.at.slice(0, 10))) / 86_400_000;
    expect(Math.round(days)).toBeGreaterThanOrEqual(7);
    expect(Math.round(days)).toBeLessThanOrEqual(8);
    expect(email.message.text).toContain(`The offer stands until the end of ${until}.`);
    expect(email.message.text).toMatch(
      /Book a short inspection of your 2019 Mazda CX-5 Maxx before the end of /,
    );
    expect(email.message.text).toMatch(/Put it toward the .+: http:\/\/cc-a\.localhost:\d+\/cars\//);
    expect(email.message.html).toContain("Valid until");
    expect(notices.find((n) => n.channel === "sms")!.message.sms).toContain(`valid until ${until}`);
    // The shopper's garage (by their mobile) shows the dealer's figure and note.
    const [facts] = (await garageTradeIns(handle.db, siteA, "+61498765432")).filter((f) => f.id === id);
    expect(garageTradeIn(facts!, { tradeInPath: "/trade-in", timeZone: "Australia/Sydney" })).toMatchObject({
      status: "Offer revised",
      offer: null,
      dealerOffer: {
        text: "Our revised offer: $18,500 (was $20,000), subject to inspection",
        note: "The tyres need replacing.",
      },
    });
  });

  it("a retried or stale action is 409 and changes nothing; confirm after a revision is refused", async () => {
    const id = await valuedTradeIn(siteA, { towards: "TA1", preferred: "Email" });
    expect((await act("cc-a", id, cookies.a1, { action: "confirm", seen_revision: 0 })).status).toBe(200);
    const again = await act("cc-a", id, cookies.a1, { action: "confirm", seen_revision: 0 });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "The offer was changed meanwhile: reload to see it now." });
    const confirmAgain = await act("cc-a", id, cookies.a1, { action: "confirm", seen_revision: 1 });
    expect(confirmAgain.status).toBe(409);
    expect(await confirmAgain.json()).toEqual({ error: "The offer was already confirmed." });
    const [row] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, id));
    expect(row).toMatchObject({ offerRevision: 1, dealerOffer: { kind: "confirmed", amount: 20_000 } });
    // The shopper asked for e-mail: one notice, once.
    const notices = await noticesFor(id);
    expect(notices.map((n) => [n.channel, n.message.subject])).toEqual([
      ["email", "Your trade-in offer for the 2019 Mazda CX-5 Maxx is confirmed"],
    ]);
  });

  it("an in-person valuation cannot be confirmed, only given a figure; bad input is 400 per field", async () => {
    const id = await valuedTradeIn(siteA, {
      towards: "TA1",
      valuation: { kind: "in-person", reason: "kms", message: "We value it in person.", provider: null },
    });
    const confirm = await act("cc-a", id, cookies.a1, { action: "confirm", seen_revision: 0 });
    expect(confirm.status).toBe(409);
    const bad = await act("cc-a", id, cookies.a1, {
      action: "revise",
      amount: -5,
      note: " ",
      seen_revision: 0,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { key: string }[] }).issues.map((i) => i.key).sort()).toEqual([
      "amount",
      "note",
    ]);
    const revise = await act("cc-a", id, cookies.a1, {
      action: "revise",
      amount: 9000,
      note: "Seen in the yard.",
      seen_revision: 0,
    });
    expect(await revise.json()).toMatchObject({ offer: 9000, decision: "revised" });
  });

  it("tenancy: another site's manager and another dealership's manager get 404, and nothing changes", async () => {
    const id = await valuedTradeIn(siteA, { towards: "TA1" });
    const body = { action: "confirm", seen_revision: 0 };
    expect(await (await act("cc-a", id, cookies.b1, body)).json()).toEqual({
      error: "There is no such site.",
    });
    expect((await act("cc-b", id, cookies.b1, body)).status).toBe(404);
    const otherDealership = await act("cc-a", id, cookies.a2, body);
    expect(otherDealership.status).toBe(404);
    expect(await otherDealership.json()).toEqual({ error: "There is no such trade-in." });
    const [row] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, id));
    expect(row).toMatchObject({ offerRevision: 0, dealerOffer: null });
    expect(await noticesFor(id)).toEqual([]);
  });
});
