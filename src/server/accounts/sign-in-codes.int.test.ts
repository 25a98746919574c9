import { describe, expect, it, vi } from "vitest";
import { CODE_MAX_CHECKS } from "@/lib/accounts/sign-in-rules";
import {
  advance,
  deps,
  from,
  handle,
  lastCode,
  outbox,
  PHONE,
  setUpSignInTests,
  signIn,
  siteA,
  wrong,
} from "../../../test/sign-in-test-setup";
import { authVerifications, rateCounters } from "../db/schema";
import { sendSignInCode, verifySignInCode } from "./sign-in";

/**
 * Issue 21 §1 sign-in codes: how they are made, stored and texted, and how long and how often one works.
 * Through the same functions the sign-in routes call, on a real database with a fixed clock.
 */
setUpSignInTests();

describe("issue 21 §1: 6-digit codes, stored hashed, texted to Australian mobiles", () => {
  it("texts a 6-digit code naming the site, and stores neither the code nor the phone", async () => {
    const sent = await sendSignInCode(deps(), siteA, PHONE, from());
    expect(sent).toEqual({ kind: "sent", resendAfterSeconds: 30, expiresInSeconds: 300 });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: PHONE, site: "auth-a", purpose: "sign-in-code" });
    expect(outbox[0]!.body).toMatch(/^\d{6} is your Alpha Motors sign-in code\. It expires in 5 minutes\./);
    const code = lastCode();
    const rows = await handle.db.select().from(authVerifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).not.toContain(code);
    expect(rows[0]!.value).toMatch(/^h1\.[\w-]{43}:0$/);
    expect(rows[0]!.identifier).not.toContain("412345678");
    // No phone number in the rate counters either.
    const keys = (await handle.db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key);
    expect(keys.join(" ")).not.toContain("412345678");
  });

  it("codes differ from one send to the next (a CSPRNG, not a counter or the clock)", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      await sendSignInCode(deps(), siteA, `+6141000000${i}`, from());
      codes.add(lastCode(`+6141000000${i}`));
    }
    expect(codes.size).toBeGreaterThan(3);
  });

  it("answers the same whether or not the number has an account", async () => {
    await signIn(siteA, "+61400000001");
    vi.setSystemTime(new Date(Date.now() + 60_000));
    const known = await sendSignInCode(deps(), siteA, "+61400000001", from());
    const unknown = await sendSignInCode(deps(), siteA, "+61400000002", from());
    expect(known).toEqual(unknown);
    const wrongKnown = await verifySignInCode(
      deps(),
      siteA,
      { phone: "+61400000001", code: wrong(lastCode("+61400000001")) },
      from(),
    );
    const wrongUnknown = await verifySignInCode(
      deps(),
      siteA,
      { phone: "+61400000002", code: wrong(lastCode("+61400000002")) },
      from(),
    );
    expect(wrongKnown).toEqual(wrongUnknown);
  });
});

describe("issue 21 §1: a code lasts 5 minutes, is checked at most 3 times, and works once", () => {
  it("a code expires after 5 minutes (fixed clock)", async () => {
    await sendSignInCode(deps(), siteA, PHONE, from());
    const code = lastCode();
    advance(5 * 60 * 1000 + 1);
    const late = await verifySignInCode(deps(), siteA, { phone: PHONE, code }, from());
    expect(late).toMatchObject({ kind: "refused", reason: "expired" });
    // And it stays dead.
    expect(await verifySignInCode(deps(), siteA, { phone: PHONE, code }, from())).toMatchObject({
      kind: "refused",
    });
  });

  it("a code is good until its 5 minutes are up", async () => {
    await sendSignInCode(deps(), siteA, "+61400000011", from());
    advance(5 * 60 * 1000 - 1000);
    const inTime = await verifySignInCode(
      deps(),
      siteA,
      { phone: "+61400000011", code: lastCode("+61400000011") },
      from(),
    );
    expect(inTime.kind).toBe("signed-in");
  });

  it("a used code fails", async () => {
    const first = await signIn(siteA, "+61400000021");
    expect(first.kind).toBe("signed-in");
    const again = await verifySignInCode(
      deps(),
      siteA,
      { phone: "+61400000021", code: lastCode("+61400000021") },
      from(),
    );
    expect(again).toMatchObject({ kind: "refused", reason: "spent" });
  });

  it("after 3 wrong checks even the right code fails: ask for a new one", async () => {
    await sendSignInCode(deps(), siteA, "+61400000031", from());
    const code = lastCode("+61400000031");
    for (let i = 0; i < CODE_MAX_CHECKS; i++) {
      const answer = await verifySignInCode(
        deps(),
        siteA,
        { phone: "+61400000031", code: wrong(code) },
        from(),
      );
      expect(answer).toMatchObject({ kind: "refused", reason: "wrong" });
    }
    const right = await verifySignInCode(deps(), siteA, { phone: "+61400000031", code }, from());
    expect(right).toMatchObject({ kind: "refused", reason: "spent" });
  });

  it("a new code replaces the one before it", async () => {
    await sendSignInCode(deps(), siteA, "+61400000041", from());
    const old = lastCode("+61400000041");
    advance(31_000);
    await sendSignInCode(deps(), siteA, "+61400000041", from());
    const fresh = lastCode("+61400000041");
    if (old !== fresh) {
      const answer = await verifySignInCode(deps(), siteA, { phone: "+61400000041", code: old }, from());
      expect(answer.kind).toBe("refused");
    }
    const answer = await verifySignInCode(deps(), siteA, { phone: "+61400000041", code: fresh }, from());
    expect(answer.kind).toBe("signed-in");
  });
});
