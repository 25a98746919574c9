import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateCounters } from "@/lib/net/rate-limit";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import { FAILED_SIGN_INS_PER_ACCOUNT } from "@/lib/staff/staff-session";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { auditLog, staffSessions, staffUsers } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import type { ClientFacts } from "../http/state-change";
import { importBundle } from "../import/import-bundle";
import { databaseRateCounters } from "../net/rate-counters";
import { findStaff } from "./current-staff";
import { inviteStaff } from "./staff-accounts";
import { setPasswordWithLink } from "./staff-links";
import { signInWithCode, signInWithPassword, signOutStaff, WRONG_PASSWORD } from "./staff-sign-in";
import { confirmTwoFactor, startTwoFactor } from "./two-factor";

/**
 * Issue 31 "Done when", the auth tests: through the functions the console's routes call, on a real
 * database with the database-held counters and better-auth's real hashing, sessions and TOTP.
 */
let handle: DatabaseHandle;
let counters: RateCounters;
const SECRET = "test-auth-secret-of-forty-characters-xx";
const PASSWORD = "correct horse battery staple wagon";
const cli = { kind: "cli", address: null } as const;

let n = 0;
const client = (cookie: string | null = null): ClientFacts => ({
  address: `198.51.100.${++n % 250}`,
  secure: false,
  cookie,
  userAgent: "vitest",
});
const deps = () => ({ db: handle.db, counters, secret: SECRET });
const cookieOf = (setCookies: string[]) =>
  setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

async function invite(email: string, role: "operator" | "manager" = "manager") {
  const parsed = staffInviteSchema.parse(
    role === "operator" ? { email, role } : { email, role, site: "staff-a", dealerships: ["staff-a-motors"] },
  );
  const outcome = await inviteStaff(handle.db, parsed, null, cli);
  if (outcome.kind !== "invited") throw new Error(JSON.stringify(outcome));
  return outcome;
}

async function account(email: string, role: "operator" | "manager" = "manager") {
  const invited = await invite(email, role);
  const set = await setPasswordWithLink(handle.db, {
    token: invited.token,
    password: PASSWORD,
    address: null,
  });
  expect(set.kind).toBe("set");
  return invited;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  counters = databaseRateCounters(handle.db);
  const report = await importBundle(handle.db, {
    dealerships: [{ slug: "staff-a-motors", name: "A Motors" }],
    site: { slug: "staff-a", name: "Staff A", dealerships: ["staff-a-motors"] },
  });
  expect(report.site).toEqual({ slug: "staff-a", created: true });
});

afterAll(async () => {
  await handle?.close();
});

describe("issue 31 §2: invitations and one-time links", () => {
  it("an invitation's link sets the password once; a second use of it fails", async () => {
    const invited = await invite("once@a.example");
    const first = await setPasswordWithLink(handle.db, {
      token: invited.token,
      password: PASSWORD,
      address: null,
    });
    expect(first).toMatchObject({ kind: "set", email: "once@a.example" });
    const again = await setPasswordWithLink(handle.db, {
      token: invited.token,
      password: PASSWORD,
      address: null,
    });
    expect(again).toMatchObject({ kind: "refused", field: "token" });
  });

  it("a short or breached password is refused and the link stays good", async () => {
    const invited = await invite("weak@a.example");
    const short = await setPasswordWithLink(handle.db, {
      token: invited.token,
      password: "short",
      address: null,
    });
    expect(short).toMatchObject({
      kind: "refused",
      field: "password",
      message: "Use at least 12 characters.",
    });
    const breached = await setPasswordWithLink(handle.db, {
      token: invited.token,
      password: "password1234",
      address: null,
    });
    expect(breached).toMatchObject({ kind: "refused", field: "password" });
    const good = await setPasswordWithLink(handle.db, {
      token: invited.token,
      password: PASSWORD,
      address: null,
    });
    expect(good.kind).toBe("set");
  });

  it("an e-mail already in use is refused, and the invitation is in the audit log", async () => {
    const first = await invite("dup@a.example");
    const parsed = staffInviteSchema.parse({
      email: "DUP@a.example",
      role: "manager",
      site: "staff-a",
      dealerships: ["staff-a-motors"],
    });
    expect(await inviteStaff(handle.db, parsed, null, cli)).toMatchObject({
      kind: "refused",
      status: 409,
      field: "email",
    });
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(first.staffId)));
    expect(entries.map((e) => [e.action, e.actor])).toEqual([["staff.invite", "Command line"]]);
  });
});

describe("issue 31 §2: signing in, locking, signing out", () => {
  it("the right password signs in; the session names the staff member and their scope", async () => {
    await account("jo@a.example");
    const outcome = await signInWithPassword(deps(), { email: "Jo@A.example", password: PASSWORD }, client());
    expect(outcome.kind).toBe("signed-in");
    const cookie = cookieOf(outcome.kind === "signed-in" ? outcome.setCookies : []);
    expect(cookie).toMatch(/^forecourt-staff\.session_token=/);
    const member = await findStaff(deps(), client(cookie));
    expect(member).toMatchObject({
      email: "jo@a.example",
      scope: { role: "manager" },
      mustEnrolTwoFactor: false,
    });
  });

  it("1,000 wrong passwords: the account is locked after 10 and the right password is refused too; 0 successes", {
    timeout: hangGuard(120_000),
  }, async () => {
    await account("target@a.example");
    let successes = 0;
    let locked = 0;
    for (let i = 0; i < 1000; i++) {
      const outcome = await signInWithPassword(
        deps(),
        { email: "target@a.example", password: `wrong guess ${i}` },
        client(),
      );
      if (outcome.kind === "signed-in" || outcome.kind === "two-factor") successes++;
      if (outcome.kind === "locked") locked++;
    }
    expect(successes).toBe(0);
    expect(locked).toBe(1000 - FAILED_SIGN_INS_PER_ACCOUNT);
    const right = await signInWithPassword(
      deps(),
      { email: "target@a.example", password: PASSWORD },
      client(),
    );
    expect(right.kind).toBe("locked");
  });

  it("a wrong password reads the same whether or not the e-mail has an account", async () => {
    await account("exists@a.example");
    const known = await signInWithPassword(
      deps(),
      { email: "exists@a.example", password: "not it at all" },
      client(),
    );
    const unknown = await signInWithPassword(
      deps(),
      { email: "nobody@a.example", password: "not it at all" },
      client(),
    );
    expect(known).toEqual({ kind: "refused", message: WRONG_PASSWORD });
    expect(unknown).toEqual(known);
  });

  it("signing out ends the session on the server: the same cookie opens nothing afterwards", async () => {
    await account("out@a.example");
    const outcome = await signInWithPassword(
      deps(),
      { email: "out@a.example", password: PASSWORD },
      client(),
    );
    const cookie = cookieOf(outcome.kind === "signed-in" ? outcome.setCookies : []);
    expect(await findStaff(deps(), client(cookie))).not.toBeNull();
    await signOutStaff(deps(), client(cookie));
    expect(await findStaff(deps(), client(cookie))).toBeNull();
  });

  it("switching an account off ends it at once", async () => {
    const { staffId } = await account("off@a.example");
    const outcome = await signInWithPassword(
      deps(),
      { email: "off@a.example", password: PASSWORD },
      client(),
    );
    const cookie = cookieOf(outcome.kind === "signed-in" ? outcome.setCookies : []);
    await handle.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, staffId));
    expect(await findStaff(deps(), client(cookie))).toBeNull();
    const again = await signInWithPassword(deps(), { email: "off@a.example", password: PASSWORD }, client());
    expect(again.kind).toBe("refused");
  });
});

describe("issue 31 §2: two-factor (TOTP)", () => {
  it("an operator must enrol; once on, sign-in asks for the app's code, and a wrong one fails", async () => {
    await account("op@platform.example", "operator");
    const first = await signInWithPassword(
      deps(),
      { email: "op@platform.example", password: PASSWORD },
      client(),
    );
    const cookie = cookieOf(first.kind === "signed-in" ? first.setCookies : []);
    const member = await findStaff(deps(), client(cookie));
    expect(member?.mustEnrolTwoFactor).toBe(true);

    const started = await startTwoFactor(deps(), PASSWORD, client(cookie));
    if (started.kind !== "started") throw new Error(JSON.stringify(started));
    expect(started.backupCodes).toHaveLength(10);
    const totp = new TOTP({ secret: started.secret, digits: 6, period: 30 });
    expect(
      await confirmTwoFactor(deps(), "000000" === totp.generate() ? "000001" : "000000", client(cookie)),
    ).toMatchObject({
      kind: "refused",
    });
    const confirmed = await confirmTwoFactor(deps(), totp.generate(), client(cookie));
    expect(confirmed.kind).toBe("enabled");
    const enrolledCookie = cookieOf(confirmed.kind === "enabled" ? confirmed.setCookies : []) || cookie;
    expect(await findStaff(deps(), client(enrolledCookie))).toMatchObject({
      twoFactorEnabled: true,
      mustEnrolTwoFactor: false,
    });

    const second = await signInWithPassword(
      deps(),
      { email: "op@platform.example", password: PASSWORD },
      client(),
    );
    expect(second.kind).toBe("two-factor");
    const pending = cookieOf(second.kind === "two-factor" ? second.setCookies : []);
    expect(await findStaff(deps(), client(pending))).toBeNull();
    const wrong = await signInWithCode(
      deps(),
      { email: "op@platform.example", code: totp.generate() === "123456" ? "654321" : "123456" },
      client(pending),
    );
    expect(wrong.kind).toBe("refused");
    const right = await signInWithCode(
      deps(),
      { email: "op@platform.example", code: totp.generate() },
      client(pending),
    );
    expect(right.kind).toBe("signed-in");
    const signedIn = cookieOf(right.kind === "signed-in" ? right.setCookies : []);
    expect(await findStaff(deps(), client(signedIn))).toMatchObject({
      scope: { role: "operator", siteId: null },
    });
  });

  it("a backup code signs in once", async () => {
    await account("backup@platform.example", "operator");
    const first = await signInWithPassword(
      deps(),
      { email: "backup@platform.example", password: PASSWORD },
      client(),
    );
    const cookie = cookieOf(first.kind === "signed-in" ? first.setCookies : []);
    const started = await startTwoFactor(deps(), PASSWORD, client(cookie));
    if (started.kind !== "started") throw new Error("not started");
    const totp = new TOTP({ secret: started.secret });
    await confirmTwoFactor(deps(), totp.generate(), client(cookie));
    const code = started.backupCodes[0]!;
    const use = async () => {
      const step = await signInWithPassword(
        deps(),
        { email: "backup@platform.example", password: PASSWORD },
        client(),
      );
      const pending = cookieOf(step.kind === "two-factor" ? step.setCookies : []);
      return signInWithCode(deps(), { email: "backup@platform.example", code }, client(pending));
    };
    expect((await use()).kind).toBe("signed-in");
    expect((await use()).kind).toBe("refused");
  });

  it("sessions live in the staff tables only", async () => {
    const rows = await handle.db.select({ id: staffSessions.id }).from(staffSessions);
    expect(rows.length).toBeGreaterThan(0);
  });
});
