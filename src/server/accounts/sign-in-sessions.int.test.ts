import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { phoneKey } from "@/lib/accounts/phone-key";
import {
  advance,
  cookieOf,
  deps,
  from,
  handle,
  lastCode,
  setUpSignInTests,
  signIn,
  siteA,
  siteB,
} from "../../../test/sign-in-test-setup";
import { queryRows } from "../db/client";
import { authSessions, users } from "../db/schema";
import { findShopper, sendSignInCode, signOut, verifySignInCode } from "./sign-in";

/**
 * Issue 21 §1 sign-in sessions: the cookie's flags and signature, rotation, revocation, lifetime and per-site scope.
 * Through the same functions the sign-in routes call, on a real database with a fixed clock.
 */
setUpSignInTests();

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
