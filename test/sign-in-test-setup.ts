import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import {
  type SignInDependencies,
  type SignInRequest,
  sendSignInCode,
  verifySignInCode,
} from "@/server/accounts/sign-in";
import type { DatabaseHandle } from "@/server/db/client";
import { authVerifications, rateCounters } from "@/server/db/schema";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import { databaseRateCounters } from "@/server/net/rate-counters";
import type { OutgoingSms, SmsSender } from "@/server/sms/sms-sender";
import { readSite } from "@/server/tenancy/sites";

/**
 * Test support for the sign-in integration tests (issue 21 §1): a real database (PGlite, or PostgreSQL
 * with DATABASE_URL) holding two sites, the database-held rate counters, a test SMS outbox, and a fixed
 * clock (Date faked), so expiry and the limits' windows are exact.
 *
 * Call `setUpSignInTests()` once at the top of a test file: its hooks open the database and set
 * `handle`, `siteA` and `siteB` (live bindings, read them inside tests), and reset the limits, the codes
 * in flight and the outbox before each test.
 */
export let handle: DatabaseHandle;
export let siteA: Site;
export let siteB: Site;
let counters: RateCounters;
export const outbox: OutgoingSms[] = [];
const sms: SmsSender = {
  describe: "test outbox",
  async send(message) {
    outbox.push(message);
    return { ok: true, provider: "test", id: String(outbox.length) };
  },
};
const START = new Date("2026-11-24T01:00:00.000Z");
export const PHONE = "+61412345678";

export function deps(): SignInDependencies {
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
export function from(overrides: Partial<SignInRequest> = {}): SignInRequest {
  return {
    clientAddress: `203.0.113.${++address % 250}`,
    secure: false,
    cookie: null,
    userAgent: "vitest",
    ...overrides,
  };
}

export const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

/** The code in the last text to `to`. */
export function lastCode(to = PHONE): string {
  const message = outbox.filter((m) => m.to === to).at(-1);
  if (!message) throw new Error(`no text to ${to}`);
  const code = /^(\d{6}) is your /.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in ${message.body}`);
  return code;
}

/** A six-digit code that is not `code`. */
export const wrong = (code: string) => (code === "000000" ? "000001" : "000000");

export const cookieOf = (setCookies: string[]) =>
  setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

export async function signIn(site: Site, phone = PHONE, request: Partial<SignInRequest> = {}) {
  const sent = await sendSignInCode(deps(), site, phone, from(request));
  expect(sent.kind).toBe("sent");
  const verified = await verifySignInCode(deps(), site, { phone, code: lastCode(phone) }, from(request));
  if (verified.kind !== "signed-in") throw new Error(`not signed in: ${JSON.stringify(verified)}`);
  return verified;
}

/** Registers the hooks that open the two-site database and reset the clock, limits and outbox per test. */
export function setUpSignInTests(): void {
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
}
