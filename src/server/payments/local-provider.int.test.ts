import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { localPayments } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { localPaymentProvider } from "./local-provider";

/** Issue 18 item 2: the local test processor, the working default, keeps its ledger in the database. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const request = (token: string, key: string) => ({
  amountCents: 20_000,
  currency: "aud" as const,
  token,
  idempotencyKey: key,
  description: "Reserve deposit",
});

describe("local test processor", () => {
  it("test_ok is authorised; the same idempotency key is the same payment, never a second", async () => {
    const local = localPaymentProvider(handle.db);
    const first = await local.authorise(request("test_ok", "k1"));
    const again = await local.authorise(request("test_ok", "k1"));
    expect(first.kind).toBe("authorised");
    expect(again).toEqual(first);
    expect(await handle.db.$count(localPayments, eq(localPayments.idempotencyKey, "k1"))).toBe(1);
  });

  it("test_decline is declined, test_error is a processor error that records nothing", async () => {
    const local = localPaymentProvider(handle.db);
    expect(await local.authorise(request("test_decline", "k2"))).toEqual({
      kind: "declined",
      reason: "Your card was declined.",
    });
    expect((await local.authorise(request("test_error", "k3"))).kind).toBe("error");
    expect(await handle.db.$count(localPayments, eq(localPayments.idempotencyKey, "k3"))).toBe(0);
  });

  it("captures once, refunds in full; an uncaptured hold is voided; a refund of nothing is refused", async () => {
    const local = localPaymentProvider(handle.db);
    const paid = await local.authorise(request("test_ok", "k4"));
    if (paid.kind !== "authorised") throw new Error("not authorised");
    expect(await local.capture(paid.ref, "k4:capture")).toEqual({ kind: "captured" });
    expect(await local.capture(paid.ref, "k4:capture")).toEqual({ kind: "captured" });
    expect(await local.refund(paid.ref, "k4:refund")).toEqual({ kind: "released" });
    const [row] = await handle.db.select().from(localPayments).where(eq(localPayments.id, paid.ref));
    expect(row).toMatchObject({ status: "refunded", capturedCents: 20_000, refundedCents: 20_000 });

    const held = await local.authorise(request("test_ok", "k5"));
    if (held.kind !== "authorised") throw new Error("not authorised");
    expect((await local.refund(held.ref, "k5:refund")).kind).toBe("refused");
    expect(await local.cancel(held.ref, "k5:cancel")).toEqual({ kind: "released" });
    expect((await local.capture(held.ref, "k5:capture")).kind).toBe("declined");
  });
});
