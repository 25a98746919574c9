import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DELIVERY_ATTEMPTS } from "@/lib/leads/retry";
import { openLeadTestSite, twoRouteLead } from "../../../../test/lead-test-site";
import { hangGuard } from "../../../../test/limits";
import type { DatabaseHandle } from "../../db/client";
import { leadDeliveries } from "../../db/schema";
import { createLead, type NewLead } from "../intake/create-lead";
import {
  CLAIM_MS,
  claimDueDeliveries,
  recordDeliveryOutcome,
  releaseStaleClaims,
  renewClaims,
  retryDeadDeliveries,
} from "./outbox";

/** ARCHITECTURE "Nothing is lost": each stored delivery is claimed once at a time, retried, and ends delivered or dead. */
const NOW = new Date("2026-11-23T01:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

let handle: DatabaseHandle;
let siteId: number;

/** A lead for the test site, with two routes unless a test says otherwise. */
const newLead = (overrides: Partial<NewLead> = {}) => twoRouteLead(siteId, overrides);

beforeAll(async () => {
  ({ handle, siteId } = await openLeadTestSite());
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

describe("outbox", () => {
  it("claims due rows once, retries a transient failure after the backoff, and delivers", async () => {
    await handle.db.delete(leadDeliveries);
    const created = await createLead(
      handle.db,
      newLead({ routes: [{ channel: "email", target: "a@d.example" }] }),
      NOW,
    );
    const claimed = await claimDueDeliveries(handle.db, NOW);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]?.attempts).toBe(1);
    expect(claimed[0]?.lead.leadId).toBe(created.kind === "created" ? created.id : "");
    expect(claimed[0]?.lead.customer.firstName).toBe("Jane");
    // Held by the claim: a second worker gets nothing.
    expect(await claimDueDeliveries(handle.db, NOW)).toEqual([]);

    await recordDeliveryOutcome(
      handle.db,
      claimed[0]!,
      { ok: false, retryable: true, reason: "HTTP 503" },
      NOW,
    );
    expect(await claimDueDeliveries(handle.db, later(29_000))).toEqual([]);
    const retry = await claimDueDeliveries(handle.db, later(30_000));
    expect(retry.map((r) => r.attempts)).toEqual([2]);

    await recordDeliveryOutcome(handle.db, retry[0]!, { ok: true }, later(31_000));
    const [row] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, retry[0]!.id));
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastError: null, lockedUntil: null });
    expect(row?.deliveredAt?.toISOString()).toBe(later(31_000).toISOString());
  });

  it("a worker that died mid-send has its rows back once the claim's short lease lapses", async () => {
    await handle.db.delete(leadDeliveries);
    await createLead(handle.db, newLead({ routes: [{ channel: "email", target: "b@d.example" }] }), NOW);
    expect(await claimDueDeliveries(handle.db, NOW)).toHaveLength(1);
    expect(await claimDueDeliveries(handle.db, later(CLAIM_MS - 1_000))).toEqual([]);
    const reclaimed = await claimDueDeliveries(handle.db, later(CLAIM_MS));
    expect(reclaimed.map((r) => r.attempts)).toEqual([2]);
  });

  it("decision 0020: a live worker's renewals hold a long send's claim; a lapsed claim taken by another is not renewed or overwritten", async () => {
    await handle.db.delete(leadDeliveries);
    await createLead(handle.db, newLead({ routes: [{ channel: "email", target: "slow@d.example" }] }), NOW);
    const [mine] = await claimDueDeliveries(handle.db, NOW);
    // A send that takes a minute, renewed every few seconds: no other worker gets the row meanwhile.
    for (let at = 5_000; at <= 60_000; at += 5_000) {
      expect(await renewClaims(handle.db, [mine!], later(at))).toBe(1);
      expect(await claimDueDeliveries(handle.db, later(at + 1_000))).toEqual([]);
    }
    // The worker stalls past its lease; another takes the row (attempt 2) and delivers it.
    const [theirs] = await claimDueDeliveries(handle.db, later(60_000 + CLAIM_MS));
    expect(theirs?.attempts).toBe(2);
    expect(await renewClaims(handle.db, [mine!], later(61_000 + CLAIM_MS))).toBe(0);
    await recordDeliveryOutcome(handle.db, theirs!, { ok: true }, later(62_000 + CLAIM_MS));
    // The stalled worker's late failure does not undo the delivery.
    await recordDeliveryOutcome(
      handle.db,
      mine!,
      { ok: false, retryable: true, reason: "timed out" },
      later(63_000 + CLAIM_MS),
    );
    const [row] = await handle.db.select().from(leadDeliveries);
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastError: null, lockedUntil: null });
    // A recorded claim is not renewed either.
    expect(await renewClaims(handle.db, [theirs!], later(64_000 + CLAIM_MS))).toBe(0);
  });

  it("on a database the process holds alone, boot frees a crashed process's claims at once", async () => {
    await handle.db.delete(leadDeliveries);
    await createLead(handle.db, newLead({ routes: [{ channel: "email", target: "boot@d.example" }] }), NOW);
    expect(await claimDueDeliveries(handle.db, NOW)).toHaveLength(1);
    // The process dies; the next one boots a few seconds later, inside the claim's lease.
    expect(await releaseStaleClaims(handle.db, later(5_000))).toBe(1);
    expect((await claimDueDeliveries(handle.db, later(5_000))).map((r) => r.attempts)).toEqual([2]);
  });

  it("a row that stops the worker on every attempt is dead after the last one, not claimed for ever", async () => {
    await handle.db.delete(leadDeliveries);
    await createLead(handle.db, newLead({ routes: [{ channel: "email", target: "crash@d.example" }] }), NOW);
    let at = NOW;
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      // Claimed, then the process dies: no outcome is recorded; the claim lapses, and the row is due again.
      expect((await claimDueDeliveries(handle.db, at)).map((r) => r.attempts)).toEqual([attempt]);
      at = new Date(at.getTime() + 5 * 60_000);
    }
    expect(await claimDueDeliveries(handle.db, at)).toEqual([]);
    const [row] = await handle.db.select().from(leadDeliveries);
    expect(row).toMatchObject({ status: "dead", attempts: MAX_DELIVERY_ATTEMPTS, lockedUntil: null });
    expect(row?.lastError).toContain("the sender stopped during each one");
  });

  it("a permanent failure is dead at once; the operator's retry makes it due again", async () => {
    await handle.db.delete(leadDeliveries);
    const created = await createLead(
      handle.db,
      newLead({ routes: [{ channel: "webhook", target: "https://x.example" }] }),
      NOW,
    );
    const [job] = await claimDueDeliveries(handle.db, NOW);
    await recordDeliveryOutcome(
      handle.db,
      job!,
      { ok: false, retryable: false, reason: "HTTP 404 from x.example" },
      NOW,
    );
    const [dead] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, job!.id));
    expect(dead).toMatchObject({ status: "dead", lastError: "HTTP 404 from x.example" });
    expect(await claimDueDeliveries(handle.db, later(86_400_000))).toEqual([]);

    const leadId = created.kind === "created" ? created.id : "";
    expect(await retryDeadDeliveries(handle.db, { siteId, leadId }, later(1_000))).toBe(1);
    expect((await claimDueDeliveries(handle.db, later(1_000))).map((r) => r.attempts)).toEqual([1]);
  });

  it("a retryable failure is dead after the last attempt", async () => {
    await handle.db.delete(leadDeliveries);
    await createLead(handle.db, newLead({ routes: [{ channel: "email", target: "c@d.example" }] }), NOW);
    let at = NOW;
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const [job] = await claimDueDeliveries(handle.db, at);
      expect(job?.attempts).toBe(attempt);
      await recordDeliveryOutcome(handle.db, job!, { ok: false, retryable: true, reason: "timed out" }, at);
      at = new Date(at.getTime() + 3_600_000);
    }
    const [row] = await handle.db.select().from(leadDeliveries);
    expect(row).toMatchObject({ status: "dead", attempts: MAX_DELIVERY_ATTEMPTS });
    expect(row?.lastError).toContain("gave up after");
  });
});
