import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateCounters } from "@/lib/net/rate-limit";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import type { DatabaseHandle } from "../db/client";
import { staffUsers } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import type { Mailer, OutgoingMail } from "../leads/delivery/mailer";
import { databaseRateCounters } from "../net/rate-counters";
import {
  RESET_MAILS_PER_ACCOUNT_PER_HOUR,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  requestPasswordReset,
} from "./password-reset";
import { inviteStaff } from "./staff-accounts";
import { readStaffLink, setPasswordWithLink } from "./staff-links";
import { signInWithPassword } from "./staff-sign-in";

/**
 * Issue 31 §2 "password reset": "Forgotten your password?" sends a one-hour, one-use link to the
 * account's own mailbox, answers the same whether or not an account has the e-mail, and is limited in
 * the database per address and per account.
 */
let handle: DatabaseHandle;
let counters: RateCounters;
const sent: OutgoingMail[] = [];
const mailer: Mailer = {
  describe: "test",
  async send(mail) {
    sent.push(mail);
    return { ok: true, transport: "spool", messageId: mail.messageId };
  },
  async close() {},
};
const NEW_PASSWORD = "another long passphrase for the console";
let n = 0;
const address = () => `192.0.2.${++n % 250}`;
const deps = () => ({ db: handle.db, counters, mailer });
const tokenOf = (mail: OutgoingMail) => decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text)?.[1] ?? "");

beforeAll(async () => {
  handle = await openTestDatabase();
  counters = databaseRateCounters(handle.db);
  await importBundle(handle.db, {
    dealerships: [{ slug: "reset-motors", name: "Reset Motors" }],
    site: { slug: "reset-site", name: "Reset Site", dealerships: ["reset-motors"] },
  });
  for (const email of ["jo@reset.test", "off@reset.test", "busy@reset.test"]) {
    const invite = staffInviteSchema.parse({ email, role: "marketing", site: "reset-site" });
    const made = await inviteStaff(handle.db, invite, null, { kind: "cli", address: null });
    if (made.kind !== "invited") throw new Error("not invited");
    await setPasswordWithLink(handle.db, {
      token: made.token,
      password: "correct horse battery staple wagon",
      address: null,
    });
  }
  await handle.db
    .update(staffUsers)
    .set({ disabledAt: new Date() })
    .where(eq(staffUsers.email, "off@reset.test"));
});

afterAll(async () => {
  await handle?.close();
});

describe("issue 31 §2: forgotten password", () => {
  it("an account's e-mail gets a one-hour link that sets a new password once; the old one stops working", async () => {
    sent.length = 0;
    expect(await requestPasswordReset(deps(), "JO@reset.test", address())).toEqual({
      kind: "answered",
      sent: true,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual(["jo@reset.test"]);
    expect(sent[0]?.subject).toMatch(/reset/i);
    const token = tokenOf(sent[0]!);
    const link = await readStaffLink(handle.db, token);
    expect(link).toMatchObject({ ok: true, kind: "reset", email: "jo@reset.test" });
    expect(
      await setPasswordWithLink(handle.db, { token, password: NEW_PASSWORD, address: null }),
    ).toMatchObject({ kind: "set" });
    expect(
      await setPasswordWithLink(handle.db, { token, password: NEW_PASSWORD, address: null }),
    ).toMatchObject({ kind: "refused" });
    const client = { address: address(), secure: false, cookie: null, userAgent: "vitest" };
    expect(
      (await signInWithPassword(deps(), { email: "jo@reset.test", password: NEW_PASSWORD }, client)).kind,
    ).toBe("signed-in");
  });

  it("an unknown or switched-off e-mail reads the same, and nothing is sent", async () => {
    sent.length = 0;
    expect(await requestPasswordReset(deps(), "nobody@reset.test", address())).toEqual({
      kind: "answered",
      sent: false,
    });
    expect(await requestPasswordReset(deps(), "off@reset.test", address())).toEqual({
      kind: "answered",
      sent: false,
    });
    expect(sent).toEqual([]);
  });

  it("an account gets at most 3 links an hour, whoever asks; the answer does not change", async () => {
    sent.length = 0;
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT_PER_HOUR + 2; i++) {
      expect((await requestPasswordReset(deps(), "busy@reset.test", address())).kind).toBe("answered");
    }
    expect(sent).toHaveLength(RESET_MAILS_PER_ACCOUNT_PER_HOUR);
  });

  it("one address may ask 10 times an hour; then it is told to wait", async () => {
    const from = "198.18.0.1";
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await requestPasswordReset(deps(), `x${i}@reset.test`, from)).kind).toBe("answered");
    }
    expect(await requestPasswordReset(deps(), "jo@reset.test", from)).toMatchObject({ kind: "limited" });
  });
});
