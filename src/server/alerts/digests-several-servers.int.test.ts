import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carRecord } from "../../../test/car-records";
import {
  compose,
  digestQueue,
  freshSite,
  handle,
  NINE,
  OVERNIGHT,
  saveSearch,
  setUpDigestTests,
  shopper,
  smsDir,
  textsTo,
} from "../../../test/digests-test-setup";
import { alertDigests } from "../db/schema";
import { importBundle } from "../import/import-bundle";
import { drainQueue } from "../outbox/outbox-worker";
import { outboxSmsSender } from "../sms/outbox-sms-sender";
import type { SmsSender } from "../sms/sms-sender";
import { composeDueDigests } from "./compose-digests";

/**
 * Decision 0038: with several servers the digest job makes one digest a day and the outbox sends it
 * once, a retry included.
 */
setUpDigestTests();

describe("several servers (decision 0038: the outbox's claims and the one-a-day key)", () => {
  it("two digest jobs at once make one digest; two workers at once send it once; a retry after a failure sends it once", async () => {
    const site = await freshSite("twice", []);
    const dave = await shopper(site);
    await saveSearch(site, dave, "make=Lada");
    await importBundle(
      handle.db,
      { cars: [carRecord("twice-dealer", "L1", { make: "Lada" })] },
      { now: OVERNIGHT },
    );

    const made = await Promise.all([composeDueDigests(compose, NINE), composeDueDigests(compose, NINE)]);
    expect(made.reduce((n, r) => n + r.digests, 0)).toBe(1);

    // The first try fails (the provider is down), then two workers drain at once.
    let calls = 0;
    const flaky: SmsSender = {
      describe: "flaky",
      send: async (message) => {
        calls++;
        if (calls === 1) return { ok: false, retryable: true, reason: "HTTP 503" };
        await new Promise((resolve) => setTimeout(resolve, 50));
        return outboxSmsSender(smsDir()).send(message);
      },
    };
    await drainQueue(digestQueue(flaky), () => NINE);
    expect(textsTo(dave.phone)).toEqual([]);
    const [pending] = await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, dave.userId));
    expect(pending).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503" });

    const retryAt = new Date(NINE.getTime() + 30_000);
    await Promise.all([
      drainQueue(digestQueue(flaky), () => retryAt),
      drainQueue(digestQueue(flaky), () => retryAt),
    ]);
    await drainQueue(digestQueue(flaky), () => new Date(retryAt.getTime() + 3_600_000));
    expect(textsTo(dave.phone)).toHaveLength(1);
    expect(calls).toBe(2);
  });
});
