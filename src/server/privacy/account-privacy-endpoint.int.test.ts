import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdsNothing, type ShopperDataExport } from "@/lib/privacy/shopper-export";
import type { Site } from "@/lib/tenancy/site";
import { TEST_NOW } from "../../../test/car-records";
import { hangGuard } from "../../../test/limits";
import {
  type Footprint,
  leaveFootprint,
  privacyBundle,
  type Shopper,
} from "../../../test/privacy-test-setup";
import { signInDependencies, signInShopper } from "../../../test/signed-in-shopper";
import type { DatabaseHandle } from "../db/client";
import { auditLog, users } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { getMyData, postDeleteMyData } from "./account-privacy-endpoint";
import { exportShopperData } from "./privacy-requests";

/**
 * Issue 36 item 6 "by the shopper when signed in" (APP 12 and 13, decision 0070), through the site's
 * API handlers: a signed-in shopper downloads their own data as one file and deletes it after
 * confirming; signed out, or on a site without sign-in, there is nothing to ask; the answer never
 * holds another shopper's records; the deletion signs them out.
 */
let handle: DatabaseHandle;
let site: Site;
let closed: Site;
let deps: ReturnType<typeof signInDependencies>;
const now = new Date(TEST_NOW);
const ALICE: Shopper = {
  first: "Alice",
  email: "alice.s@example.com",
  mobile: "0412 000 601",
  e164: "+61412000601",
};
const BOB: Shopper = {
  first: "Bob",
  email: "bob.s@example.com",
  mobile: "0412 000 602",
  e164: "+61412000602",
};
let alice: Footprint;
let cookie: string;

const host = (on: Site) => `${on.slug}.localhost`;
const get = (on: Site, withCookie?: string) =>
  getMyData(
    { ...deps, now: () => now },
    on,
    new Request(`http://${host(on)}/api/account/data`, {
      headers: withCookie ? { cookie: withCookie } : {},
    }),
  );
const del = (on: Site, body: unknown, withCookie?: string) =>
  postDeleteMyData(
    { ...deps, now: () => now },
    on,
    new Request(`http://${host(on)}/api/account/data/delete`, {
      method: "POST",
      headers: {
        host: host(on),
        origin: `http://${host(on)}`,
        "content-type": "application/json",
        ...(withCookie ? { cookie: withCookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, privacyBundle("privacy-s", "dealer-ps"), { now });
  const bundle = privacyBundle("privacy-t", "dealer-pt");
  bundle.site.config.features.authentication = false;
  await importBundle(handle.db, bundle, { now });
  site = (await readSite(handle.db, "privacy-s"))!;
  closed = (await readSite(handle.db, "privacy-t"))!;
  alice = await leaveFootprint(handle.db, site, ALICE, "privacy-s-A", now);
  await leaveFootprint(handle.db, site, BOB, "privacy-s-B", now);
  deps = signInDependencies(handle.db);
  cookie = (await signInShopper(deps, site, ALICE.e164)).cookie;
}, hangGuard(180_000));

afterAll(async () => {
  await handle?.close();
});

describe("issue 36 item 6: a signed-in shopper's own data", () => {
  it("signed out: 401 with where to sign in; a site without sign-in: 404", async () => {
    const signedOut = await get(site);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ sign_in: expect.stringContaining("/sign-in") });
    expect((await del(site, { confirm: true })).status).toBe(401);
    expect((await get(closed, cookie)).status).toBe(404);
  });

  it("downloads everything the site holds for their mobile, and nothing of Bob's, as one private file", async () => {
    const answer = await get(site, cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(
      'attachment; filename="privacy-s-my-data-2026-11-20.json"'.replace(
        "2026-11-20",
        now.toISOString().slice(0, 10),
      ),
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const data = (await answer.json()) as ShopperDataExport;
    expect(data.leads.map((l) => l.id).sort()).toEqual([...alice.leadIds].sort());
    expect(data.reservations.map((r) => r.id)).toEqual([alice.reservationId]);
    expect(data.accounts).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(BOB.email);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "privacy.export"));
    expect(entry).toMatchObject({ actor: "The shopper, signed in with their mobile", siteId: site.id });
  });

  it("deleting needs the confirmation, then deletes, signs out and clears the cookies", async () => {
    const unconfirmed = await del(site, {}, cookie);
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({ issues: [expect.objectContaining({ key: "confirm" })] });

    const done = await del(site, { confirm: true }, cookie);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ deleted: { account: 1, leads: 5, reservations: 1 } });
    const cleared = done.headers.getSetCookie();
    expect(cleared).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^forecourt\.session_token=; Max-Age=0;/),
        expect.stringMatching(/^forecourt\.signed_in=; Max-Age=0;/),
      ]),
    );

    expect(await handle.db.select().from(users).where(eq(users.phone, ALICE.e164))).toEqual([]);
    expect((await get(site, cookie)).status).toBe(401);
    const left = await exportShopperData(
      handle.db,
      site,
      { phoneKey: "412000601", email: null },
      { kind: "cli", address: null },
      now,
    );
    expect(holdsNothing(left)).toBe(true);
  });
});
