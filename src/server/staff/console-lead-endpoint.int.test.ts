import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fileLead,
  type LeadWorld,
  openLeadWorld,
  SECRET,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { auditLog, leadDeliveries, leadNotes, leads } from "../db/schema";
import { SITE_NOT_FOUND } from "./console-api";
import { LEAD_NOT_FOUND, postConsoleLeadAction } from "./console-lead-endpoint";

/**
 * Issue 31 §4, a lead's workflow through the console's endpoint, with real sessions on a real database:
 * status (a reason to close, reopening), assignment (only to someone who may see the lead), notes,
 * the first response stamped once, a stale or repeated action refused (409), another site's or another
 * dealership's lead a 404, and a dead delivery's retry; each change audit-logged with before and after.
 */

let world: LeadWorld;
let max: SignedIn; // manager, North
let sam: SignedIn; // sales, North, own leads only
let sue: SignedIn; // sales, South
let mo: SignedIn; // marketing, site A
let bob: SignedIn; // manager, site B

beforeAll(async () => {
  world = await openLeadWorld();
  max = await signedInStaff(world, "max@a.example", "manager", {
    name: "Max Manager",
    dealerships: ["a-north"],
  });
  sam = await signedInStaff(world, "sam@a.example", "sales", { name: "Sam Sales", dealerships: ["a-north"] });
  sue = await signedInStaff(world, "sue@a.example", "sales", { name: "Sue South", dealerships: ["a-south"] });
  mo = await signedInStaff(world, "mo@a.example", "marketing", { name: "Mo Marketing" });
  bob = await signedInStaff(world, "bob@b.example", "manager", { site: "lead-b", dealerships: ["b-motors"] });
});

afterAll(async () => {
  await world?.handle.close();
});

type Answer = {
  status: number;
  body: { error?: string; message?: string; issues?: { key: string }[]; still_visible?: boolean };
};

async function act(
  who: SignedIn | null,
  leadId: string,
  body: unknown,
  slug = "lead-a",
  at?: Date,
): Promise<Answer> {
  const request = new Request(`http://console.localhost/api/sites/${slug}/leads/${leadId}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(who ? { cookie: who.cookie } : {}) },
    body: JSON.stringify(body),
  });
  const response = await postConsoleLeadAction(
    { db: world.handle.db, secret: SECRET, ...(at ? { now: () => at } : {}) },
    slug,
    leadId,
    request,
  );
  return { status: response.status, body: await response.json() };
}

const leadRow = async (id: string) =>
  (await world.handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const auditOf = (id: string) =>
  world.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "lead"), eq(auditLog.targetId, id)))
    .orderBy(auditLog.id);

describe("issue 31 §4: status", () => {
  it("new → contacted is stored, stamps the first response and is audit-logged with before and after", async () => {
    const id = await fileLead(world, {}, new Date("2026-11-23T01:00:00Z"));
    const at = new Date("2026-11-23T01:12:00Z");
    const answer = await act(
      max,
      id,
      { action: "status", current_status: "new", status: "contacted" },
      "lead-a",
      at,
    );
    expect(answer).toMatchObject({ status: 200, body: { done: true, message: "Status set to contacted." } });
    const row = await leadRow(id);
    expect(row).toMatchObject({ status: "contacted", statusChangedAt: at, firstResponseAt: at });
    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "lead.status",
      actor: "Max Manager <max@a.example>",
      siteId: world.siteA,
      before: { status: "new", reason: null },
      after: { status: "contacted", reason: null, first_response_at: at.toISOString() },
    });
  });

  it("the same click again, or one chosen against a status changed since, is a 409 and changes nothing", async () => {
    const id = await fileLead(world);
    const body = { action: "status", current_status: "new", status: "contacted" };
    expect((await act(max, id, body)).status).toBe(200);
    const again = await act(max, id, body);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^This lead is contacted now: it was changed since you opened it/);
    const stale = await act(max, id, { action: "status", current_status: "new", status: "appointment" });
    expect(stale.status).toBe(409);
    expect((await leadRow(id)).status).toBe("contacted");
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("sold and lost need a reason (400 beside the field); a closed lead reopens as contacted only", async () => {
    const id = await fileLead(world);
    const noReason = await act(max, id, {
      action: "status",
      current_status: "new",
      status: "sold",
      reason: "  ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues).toEqual([{ key: "reason", message: "Say why the lead is sold." }]);
    const sold = await act(max, id, {
      action: "status",
      current_status: "new",
      status: "sold",
      reason: "Bought the Corolla",
    });
    expect(sold.status).toBe(200);
    expect(await leadRow(id)).toMatchObject({ status: "sold", statusReason: "Bought the Corolla" });
    const skip = await act(max, id, { action: "status", current_status: "sold", status: "appointment" });
    expect(skip.body.issues).toEqual([
      { key: "status", message: "Reopen a closed lead as contacted first." },
    ]);
    const reopened = await act(max, id, { action: "status", current_status: "sold", status: "contacted" });
    expect(reopened.status).toBe(200);
    expect(await leadRow(id)).toMatchObject({ status: "contacted", statusReason: null });
    const back = await act(max, id, { action: "status", current_status: "contacted", status: "new" });
    expect(back.body.issues).toEqual([
      { key: "status", message: "A lead cannot go back to new once handled." },
    ]);
  });

  it("the first response is stamped once: a later change or note leaves it", async () => {
    const id = await fileLead(world);
    const first = new Date("2026-11-24T00:05:00Z");
    await act(max, id, { action: "status", current_status: "new", status: "contacted" }, "lead-a", first);
    await act(
      max,
      id,
      { action: "status", current_status: "contacted", status: "appointment" },
      "lead-a",
      new Date("2026-11-24T02:00:00Z"),
    );
    await act(
      max,
      id,
      { action: "note", last_note_id: null, note: "Booked Sat 10am" },
      "lead-a",
      new Date("2026-11-24T03:00:00Z"),
    );
    expect((await leadRow(id)).firstResponseAt).toEqual(first);
    const entries = await auditOf(id);
    expect(entries.filter((e) => e.after && "first_response_at" in e.after)).toHaveLength(1);
  });

  it("a bad action or status is a 400 per field; a lead id that is not one is a 404", async () => {
    const id = await fileLead(world);
    expect((await act(max, id, { action: "delete" })).body.issues?.[0]?.key).toBe("action");
    expect(
      (await act(max, id, { action: "status", current_status: "new", status: "won" })).body.issues,
    ).toEqual([{ key: "status", message: "status: Choose a status." }]);
    expect(
      await act(max, "not-a-lead", { action: "status", current_status: "new", status: "contacted" }),
    ).toEqual({
      status: 404,
      body: { error: LEAD_NOT_FOUND },
    });
    expect(
      (await act(null, id, { action: "status", current_status: "new", status: "contacted" })).status,
    ).toBe(401);
  });
});

describe("issue 31 §4: assignment", () => {
  it("to a sales person of the lead's dealership; not to one of another dealership, a marketer or another site's", async () => {
    const id = await fileLead(world);
    const toSue = await act(max, id, { action: "assign", current_assignee: null, assignee: sue.staffId });
    expect(toSue.status).toBe(400);
    expect(toSue.body.issues).toEqual([
      {
        key: "assignee",
        message: "Sue South <sue@a.example> cannot see this lead: choose someone of its dealership.",
      },
    ]);
    expect(
      (await act(max, id, { action: "assign", current_assignee: null, assignee: mo.staffId })).status,
    ).toBe(400);
    const toBob = await act(max, id, { action: "assign", current_assignee: null, assignee: bob.staffId });
    expect(toBob.body.issues?.[0]).toMatchObject({ key: "assignee" });
    const toSam = await act(max, id, { action: "assign", current_assignee: null, assignee: sam.staffId });
    expect(toSam).toMatchObject({ status: 200, body: { message: "Assigned to Sam Sales <sam@a.example>." } });
    expect((await leadRow(id)).assignedStaffId).toBe(sam.staffId);
    expect((await auditOf(id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["lead.assign", { assignee: null }, { assignee: "Sam Sales <sam@a.example>" }],
    ]);
  });

  it("a stale or repeated assignment is a 409; assigning is not a first response", async () => {
    const id = await fileLead(world);
    const body = { action: "assign", current_assignee: null, assignee: max.staffId };
    expect((await act(max, id, body)).status).toBe(200);
    expect((await act(max, id, body)).status).toBe(409);
    const stale = await act(max, id, { action: "assign", current_assignee: null, assignee: sam.staffId });
    expect(stale.body.error).toMatch(/^This lead is assigned to Max Manager <max@a\.example> now/);
    expect((await leadRow(id)).firstResponseAt).toBeNull();
    const unassign = await act(max, id, { action: "assign", current_assignee: max.staffId, assignee: null });
    expect(unassign.body.message).toBe("The lead is unassigned.");
  });

  it("a sales person who sees only their own leads sees one once assigned, and is told when they give it away", async () => {
    const id = await fileLead(world);
    const note = { action: "note", last_note_id: null, note: "Mine?" };
    expect(await act(sam, id, note)).toEqual({ status: 404, body: { error: LEAD_NOT_FOUND } });
    await act(max, id, { action: "assign", current_assignee: null, assignee: sam.staffId });
    expect((await act(sam, id, note)).status).toBe(200);
    const away = await act(sam, id, {
      action: "assign",
      current_assignee: sam.staffId,
      assignee: max.staffId,
    });
    expect(away.body).toMatchObject({ done: true, still_visible: false });
  });
});

describe("issue 31 §4: notes", () => {
  it("are appended with their author, stamp the first response, and a repeat of the same post is a 409", async () => {
    const id = await fileLead(world);
    const body = { action: "note", last_note_id: null, note: "  Called, no answer; left a voicemail.  " };
    expect((await act(max, id, body)).status).toBe(200);
    const again = await act(max, id, body);
    expect(again.status).toBe(409);
    const notes = await world.handle.db.select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(notes.map((n) => [n.author, n.body, n.staffId])).toEqual([
      ["Max Manager <max@a.example>", "Called, no answer; left a voicemail.", max.staffId],
    ]);
    expect((await leadRow(id)).firstResponseAt).not.toBeNull();
    const next = await act(max, id, { action: "note", last_note_id: notes[0]!.id, note: "Called back." });
    expect(next.status).toBe(200);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(["lead.note", "lead.note"]);
    const empty = await act(max, id, { action: "note", last_note_id: null, note: "   " });
    expect(empty.body.issues).toEqual([{ key: "note", message: "note: Write the note first." }]);
  });
});

describe("issue 31 'Bad input and abuse': another site's or dealership's lead is a 404", () => {
  it("site B's manager: site A's path is no site; site A's lead under site B is no lead", async () => {
    const id = await fileLead(world);
    const body = { action: "status", current_status: "new", status: "contacted" };
    expect(await act(bob, id, body, "lead-a")).toEqual({ status: 404, body: { error: SITE_NOT_FOUND } });
    expect(await act(bob, id, body, "lead-b")).toEqual({ status: 404, body: { error: LEAD_NOT_FOUND } });
    expect(await act(sue, id, body)).toEqual({ status: 404, body: { error: LEAD_NOT_FOUND } });
    expect(await act(mo, id, body)).toEqual({ status: 404, body: { error: SITE_NOT_FOUND } });
    expect((await leadRow(id)).status).toBe("new");
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("issue 31 §4: a failed delivery's retry", () => {
  it("re-queues a dead delivery with fresh attempts, audit-logged; a second retry is a 409", async () => {
    const id = await fileLead(world);
    await world.handle.db
      .update(leadDeliveries)
      .set({ status: "dead", attempts: 1, lastError: "refused: HTTP 410" })
      .where(eq(leadDeliveries.leadId, id));
    const [delivery] = await world.handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, id));
    const at = new Date("2026-11-25T00:00:00Z");
    const retried = await act(max, id, { action: "retry", delivery_id: delivery!.id }, "lead-a", at);
    expect(retried).toMatchObject({ status: 200, body: { done: true } });
    const [row] = await world.handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.id, delivery!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: at });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "lead.retry-delivery",
      before: { "Webhook to https://crm.example/hook": "failed after 1 attempt: refused: HTTP 410" },
      after: { "Webhook to https://crm.example/hook": "sending again, attempts reset" },
    });
    const again = await act(max, id, { action: "retry", delivery_id: delivery!.id });
    expect(again.status).toBe(409);
    expect((await act(max, id, { action: "retry", delivery_id: 999_999 })).status).toBe(404);
    expect((await leadRow(id)).firstResponseAt).toBeNull();
  });

  it("another lead's delivery is not this lead's to retry", async () => {
    const mine = await fileLead(world);
    const other = await fileLead(world);
    await world.handle.db
      .update(leadDeliveries)
      .set({ status: "dead" })
      .where(eq(leadDeliveries.leadId, other));
    const [theirs] = await world.handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, other));
    expect((await act(max, mine, { action: "retry", delivery_id: theirs!.id })).status).toBe(404);
    const [row] = await world.handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.id, theirs!.id));
    expect(row!.status).toBe("dead");
  });
});
