import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { phoneKey } from "@/lib/accounts/phone-key";
import {
  CHECKS_PER_PHONE_PER_HOUR,
  CODE_MAX_CHECKS,
  CODES_PER_IP_PER_HOUR,
  CODES_PER_PHONE_PER_HOUR,
} from "@/lib/accounts/sign-in-rules";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { type DatabaseHandle, queryRows } from "../db/client";
import { authSessions, authVerifications, rateCounters, users } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { databaseRateCounters } from "../net/rate-counters";
import type { OutgoingSms, SmsSender } from "../sms/sms-sender";
import { readSite } from "../tenancy/sites";
import {
  findShopper,
  type SignInDependencies,
  type SignInRequest,
  sendSignInCode,
  signOut,
  verifySignInCode,
} from "./sign-in";

/**
 * Issue 21 §1 and its "Done when" security tests, through the same functions the sign-in routes call,
 * on a real database (PGlite, or PostgreSQL with DATABASE_URL) with the database-held rate counters.
 * The clock is fixed (Date faked), so expiry and the limits' windows are exact.
 */
let handle: DatabaseHandle;
let siteA: Site;
let siteB: Site;
let counters: RateCounters;
const outbox: OutgoingSms[] = [];
const sms: SmsSender = {
  describe: "test outbox",
  async send(message) {
    outbox.push(message);
    return { ok: true, provider: "test", id: String(outbox.length) };
  },
};
const START = new Date("2026-11-24T01:00:00.000Z");
const PHONE = "+61412345678";

function deps(): SignInDependencies {
  return {
    db: handle.db,
    sms,
    counters,
    secret: "test-auth-secret-of-forty-characters-xx",
    now: () => new Date(),
  };
}

let address = 0;
/** A request from its own client address, unless one is given. */
function from(overrides: Partial<SignInRequest> = {}): SignInRequest {
  return {
    clientAddress: `203.0.113.${++address % 250}`,
    secure: false,
    cookie: null,
    userAgent: "vitest",
    ...overrides,
  };
}

const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

/** The code in the last text to `to`. */
function lastCode(to = PHONE): string {
  const message = outbox.filter((m) => m.to === to).at(-1);
  if (!message) throw new Error(`no text to ${to}`);
  const code = /^(\d{6}) is your /.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in ${message.body}`);
  return code;
}

/** A six-digit code that is not `code`. */
const wrong = (code: string) => (code === "000000" ? "000001" : "000000");

const cookieOf = (setCookies: string[]) =>
  setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

async function signIn(site: Site, phone = PHONE, request: Partial<SignInRequest> = {}) {
  const sent = await sendSignInCode(deps(), site, phone, from(request));
  expect(sent.kind).toBe("sent");
  const verified = await verifySignInCode(deps(), site, { phone, code: lastCode(phone) }, from(request));
  if (verified.kind !== "signed-in") throw new Error(`not signed in: ${JSON.stringify(verified)}`);
  return verified;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, { site: { slug: "auth-a", name: "Alpha Motors", dealerships: [] } });
  await importBundle(handle.db, { site: { slug: "auth-b", name: "Bravo Cars", dealerships: [] } });
  siteA = (await readSite(handle.db, "auth-a"))!;
  siteB = (await readSite(handle.db, "auth-b"))!;
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  // Only Date is faked: PGlite's own timers keep running.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
  // Each test starts with no limits spent and no codes in flight.
  await handle.db.delete(rateCounters);
  await handle.db.delete(authVerifications);
  counters = databaseRateCounters(handle.db);
  outbox.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

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

describe("issue 21 §1: resend cooldown 30 s, 5 codes per phone per hour, per-IP caps, in the database", () => {
  it("a second code within 30 seconds is refused with the wait; after it, sent", async () => {
    await sendSignInCode(deps(), siteA, PHONE, from());
    advance(10_000);
    const soon = await sendSignInCode(deps(), siteA, PHONE, from());
    expect(soon).toMatchObject({ kind: "limited", scope: "cooldown", retryAfterSeconds: 20 });
    expect(soon.kind === "limited" && soon.message).toBe(
      "Please wait 20 seconds before asking for another code.",
    );
    advance(20_000);
    expect((await sendSignInCode(deps(), siteA, PHONE, from())).kind).toBe("sent");
    expect(outbox).toHaveLength(2);
  });

  it("at most 5 codes per phone per hour, from any number of addresses", async () => {
    for (let i = 0; i < CODES_PER_PHONE_PER_HOUR; i++) {
      expect((await sendSignInCode(deps(), siteA, PHONE, from())).kind).toBe("sent");
      advance(31_000);
    }
    const sixth = await sendSignInCode(deps(), siteA, PHONE, from());
    expect(sixth).toMatchObject({ kind: "limited", scope: "phone" });
    expect(outbox).toHaveLength(CODES_PER_PHONE_PER_HOUR);
    advance(60 * 60 * 1000);
    expect((await sendSignInCode(deps(), siteA, PHONE, from())).kind).toBe("sent");
  });

  it("one address may ask for 20 codes an hour, whatever the numbers", async () => {
    const one = { clientAddress: "198.51.100.7" };
    for (let i = 0; i < CODES_PER_IP_PER_HOUR; i++) {
      expect(
        (await sendSignInCode(deps(), siteA, `+614200000${String(i).padStart(2, "0")}`, from(one))).kind,
      ).toBe("sent");
    }
    expect(await sendSignInCode(deps(), siteA, "+61420000099", from(one))).toMatchObject({
      kind: "limited",
      scope: "ip",
    });
    // Another address is not held up by it.
    expect((await sendSignInCode(deps(), siteA, "+61420000099", from())).kind).toBe("sent");
  });

  it("the limits live in the database: a second server's counters see the first's", async () => {
    await sendSignInCode(deps(), siteA, PHONE, from());
    const otherServer = { ...deps(), counters: databaseRateCounters(handle.db) };
    expect(await sendSignInCode(otherServer, siteA, PHONE, from())).toMatchObject({
      kind: "limited",
      scope: "cooldown",
    });
  });

  it("a failed text is a readable refusal, not an error", async () => {
    const broken: SmsSender = {
      describe: "down",
      send: async () => ({ ok: false, retryable: true, reason: "down" }),
    };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await sendSignInCode({ ...deps(), sms: broken }, siteA, "+61400000051", from());
    expect(answer).toEqual({
      kind: "not-sent",
      message: "We couldn't send a text message just now. Please try again in a minute.",
    });
    error.mockRestore();
  });
});

describe("issue 21 'Done when': 10,000 wrong codes against one phone", () => {
  it("0 successes, at most 15 codes ever checked, and the phone locked for the hour, even to the right code", async () => {
    const target = "+61499999999";
    let successes = 0;
    let sends = 0;
    let checked = 0;
    let lockedAnswers = 0;
    let needCode = true;
    let current = "";
    for (let guess = 0; guess < 10_000; guess++) {
      if (needCode) {
        const sent = await sendSignInCode(deps(), siteA, target, from());
        if (sent.kind === "sent") {
          sends++;
          current = lastCode(target);
        }
        needCode = false;
      }
      let code = String(guess).padStart(6, "0");
      if (code === current) code = String(999_999 - guess).padStart(6, "0");
      const answer = await verifySignInCode(deps(), siteA, { phone: target, code }, from());
      if (answer.kind === "signed-in") successes++;
      else if (answer.kind === "limited" && answer.scope === "locked") lockedAnswers++;
      else if (answer.kind === "refused") {
        checked++;
        if (answer.reason !== "wrong") throw new Error(`unexpected ${answer.reason}`);
        if (checked % CODE_MAX_CHECKS === 0) {
          // The attacker asks for the next code as soon as the cooldown lets them.
          advance(31_000);
          needCode = true;
        }
      }
    }
    expect(successes).toBe(0);
    expect(sends).toBe(CODES_PER_PHONE_PER_HOUR);
    expect(checked).toBe(CHECKS_PER_PHONE_PER_HOUR);
    expect(lockedAnswers).toBe(10_000 - CHECKS_PER_PHONE_PER_HOUR);
    // Locked as specified: no new code this hour, and not even the right code is checked.
    advance(31_000);
    expect(await sendSignInCode(deps(), siteA, target, from())).toMatchObject({
      kind: "limited",
      scope: "locked",
    });
    expect(await verifySignInCode(deps(), siteA, { phone: target, code: current }, from())).toMatchObject({
      kind: "limited",
      scope: "locked",
    });
    expect(await handle.db.select().from(users).where(eq(users.phone, target))).toHaveLength(0);
    // The hour over, the owner of the phone signs in.
    advance(60 * 60 * 1000);
    expect((await signIn(siteA, target)).kind).toBe("signed-in");
  }, 240_000);
});

describe("issue 21 §1 sessions: HttpOnly, SameSite=Lax, Secure over https, rotated, revoked, per site", () => {
  it("the cookie is HttpOnly and SameSite=Lax, Secure (with the __Secure- name) only over https", async () => {
    const plain = await signIn(siteA, "+61400000061");
    const cookie = plain.setCookies.find((c) => c.startsWith("forecourt.session_token="));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
    advance(60_000);
    const secure = await signIn(siteA, "+61400000062", { secure: true });
    const secureCookie = secure.setCookies.find((c) => c.startsWith("__Secure-forecourt.session_token="));
    expect(secureCookie).toMatch(/; Secure/);
    expect(secureCookie).toMatch(/; HttpOnly/);
    expect(secureCookie).toMatch(/; SameSite=Lax/);
    // A cookie made over https is no session over http, and the reverse.
    expect(
      await findShopper(deps(), siteA, { cookie: cookieOf(secure.setCookies), secure: false }),
    ).toBeNull();
    expect(
      await findShopper(deps(), siteA, { cookie: cookieOf(secure.setCookies), secure: true }),
    ).toMatchObject({
      phone: "+61400000062",
    });
  });

  it("the cookie is signed: a session token without the site's signature is no session", async () => {
    const signed = await signIn(siteA, "+61400000071");
    const [row] = await handle.db.select().from(authSessions).where(eq(authSessions.userId, signed.userId));
    expect(
      await findShopper(deps(), siteA, { cookie: `forecourt.session_token=${row!.token}`, secure: false }),
    ).toBeNull();
    expect(
      await findShopper(deps(), siteA, { cookie: cookieOf(signed.setCookies), secure: false }),
    ).toMatchObject({
      userId: signed.userId,
    });
  });

  it("a session cookie from site A is not a session on site B, though the same phone has an account on both", async () => {
    const onA = await signIn(siteA, "+61400000081");
    advance(60_000);
    const onB = await signIn(siteB, "+61400000081");
    expect(onA.userId).not.toBe(onB.userId);
    const cookieA = cookieOf(onA.setCookies);
    expect(await findShopper(deps(), siteA, { cookie: cookieA, secure: false })).toMatchObject({
      userId: onA.userId,
    });
    expect(await findShopper(deps(), siteB, { cookie: cookieA, secure: false })).toBeNull();
    expect(
      await findShopper(deps(), siteB, { cookie: cookieOf(onB.setCookies), secure: false }),
    ).toMatchObject({
      userId: onB.userId,
    });
    const rows = await handle.db
      .select({ siteId: users.siteId })
      .from(users)
      .where(eq(users.phone, "+61400000081"));
    expect(rows.map((r) => r.siteId).sort()).toEqual([siteA.id, siteB.id].sort());
  });

  it("a code sent for site A does not sign in on site B", async () => {
    await sendSignInCode(deps(), siteA, "+61400000091", from());
    const code = lastCode("+61400000091");
    const onB = await verifySignInCode(deps(), siteB, { phone: "+61400000091", code }, from());
    expect(onB).toMatchObject({ kind: "refused" });
  });

  it("sign-out revokes the session on the server: the same cookie, replayed, is no session", async () => {
    const signed = await signIn(siteA, "+61400000101");
    const cookie = cookieOf(signed.setCookies);
    expect(await findShopper(deps(), siteA, { cookie, secure: false })).not.toBeNull();
    const out = await signOut(deps(), siteA, from({ cookie }));
    expect(out.setCookies.some((c) => /^forecourt\.session_token=;.*Max-Age=0/.test(c))).toBe(true);
    expect(
      await handle.db.select().from(authSessions).where(eq(authSessions.userId, signed.userId)),
    ).toHaveLength(0);
    expect(await findShopper(deps(), siteA, { cookie, secure: false })).toBeNull();
  });

  it("signing in again rotates the session: a new token, and the old session ended", async () => {
    const first = await signIn(siteA, "+61400000111");
    const oldCookie = cookieOf(first.setCookies);
    advance(60_000);
    const second = await signIn(siteA, "+61400000111", { cookie: oldCookie });
    const newCookie = cookieOf(second.setCookies);
    expect(newCookie).not.toBe(oldCookie);
    expect(await findShopper(deps(), siteA, { cookie: oldCookie, secure: false })).toBeNull();
    expect(await findShopper(deps(), siteA, { cookie: newCookie, secure: false })).toMatchObject({
      userId: first.userId,
    });
    const sessions = await handle.db.select().from(authSessions).where(eq(authSessions.userId, first.userId));
    expect(sessions).toHaveLength(1);
  });

  it("a session lasts 30 days", async () => {
    const signed = await signIn(siteA, "+61400000121");
    const cookie = cookieOf(signed.setCookies);
    advance(29 * 24 * 60 * 60 * 1000);
    expect(await findShopper(deps(), siteA, { cookie, secure: false })).not.toBeNull();
    advance(2 * 24 * 60 * 60 * 1000);
    expect(await findShopper(deps(), siteA, { cookie, secure: false })).toBeNull();
  });

  it("the phone key is what better-auth sees, so a site's users are its own", async () => {
    const signed = await signIn(siteB, "+61400000131");
    const [row] = await handle.db.select().from(users).where(eq(users.id, signed.userId));
    expect(row).toMatchObject({
      siteId: siteB.id,
      phone: "+61400000131",
      phoneNumber: phoneKey(siteB.id, "+61400000131"),
      email: `${siteB.id}.61400000131@phone.invalid`,
    });
    const [accounts] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from auth_accounts`,
    );
    expect(accounts?.count).toBe(0);
  });
});
