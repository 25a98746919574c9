import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import type { SignInDependencies } from "@/server/accounts/sign-in";
import { sendSignInCode, verifySignInCode } from "@/server/accounts/sign-in";
import type { Database } from "@/server/db/client";
import type { OutgoingSms, SmsSender } from "@/server/sms/sms-sender";

/**
 * Test support: shoppers signed in through the real sign-in flow (a code texted to a fake sender, read
 * back and verified), each with the cookie header a browser would send and their user id.
 */
export type TestShopper = { userId: number; phone: string; cookie: string };

export function signInDependencies(
  db: Database,
  secret = "alerts-test-secret-long-enough-xxxxxx",
): SignInDependencies & {
  texts: OutgoingSms[];
} {
  const texts: OutgoingSms[] = [];
  const sms: SmsSender = {
    describe: "test",
    send: async (message) => {
      texts.push(message);
      return { ok: true, provider: "test", id: String(texts.length) };
    },
  };
  return { db, sms, counters: new MemoryRateCounters(), secret, texts };
}

export async function signInShopper(
  deps: SignInDependencies & { texts: OutgoingSms[] },
  site: Site,
  phone: string,
): Promise<TestShopper> {
  const request = { clientAddress: "203.0.113.9", secure: false, cookie: null, userAgent: null };
  await sendSignInCode(deps, site, phone, request);
  const code = /^(\d{6})/.exec(deps.texts.filter((m) => m.to === phone).at(-1)?.body ?? "")?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  const verified = await verifySignInCode(deps, site, { phone, code }, request);
  if (verified.kind !== "signed-in") throw new Error(`${phone} was not signed in: ${verified.kind}`);
  return {
    userId: verified.userId,
    phone,
    cookie: verified.setCookies.map((c) => c.split(";")[0]).join("; "),
  };
}
