import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import type { Site } from "@/lib/tenancy/site";
import { signInDependencies, signInShopper } from "../../../test/signed-in-shopper";
import { findShopper } from "../accounts/sign-in";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { databaseRateCounters } from "../net/rate-counters";
import { readSite } from "../tenancy/sites";
import { findStaff } from "./current-staff";
import { inviteStaff } from "./staff-accounts";
import { setPasswordWithLink } from "./staff-links";
import { signInWithPassword } from "./staff-sign-in";

/**
 * Issue 31 "Done when": the shopper's and the staff's cookies never open each other's pages. Both are
 * signed in for real (a texted code; a password), then each cookie header is offered to the other
 * side's session check, alone and together.
 */
const SECRET = "alerts-test-secret-long-enough-xxxxxx";
let handle: DatabaseHandle;
let site: Site;
let shopperCookie: string;
let staffCookie: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, { site: { slug: "cookies", name: "Cookie Motors", dealerships: [] } });
  site = (await readSite(handle.db, "cookies"))!;
  shopperCookie = (await signInShopper(signInDependencies(handle.db, SECRET), site, "+61412345678")).cookie;
  const made = await inviteStaff(
    handle.db,
    staffInviteSchema.parse({ email: "mk@cookies.test", role: "marketing", site: "cookies" }),
    null,
    { kind: "cli", address: null },
  );
  if (made.kind !== "invited") throw new Error("not invited");
  const password = "correct horse battery staple wagon";
  await setPasswordWithLink(handle.db, { token: made.token, password, address: null });
  const signedIn = await signInWithPassword(
    { db: handle.db, counters: databaseRateCounters(handle.db), secret: SECRET },
    { email: "mk@cookies.test", password },
    { address: "192.0.2.9", secure: false, cookie: null, userAgent: "vitest" },
  );
  staffCookie = (signedIn.kind === "signed-in" ? signedIn.setCookies : [])
    .map((c) => c.split(";")[0])
    .join("; ");
});

afterAll(async () => {
  await handle?.close();
});

const staffClient = (cookie: string) => ({
  cookie,
  secure: false,
  address: "192.0.2.9",
  userAgent: "vitest",
});

describe("issue 31: shoppers' and staff's sessions never open each other's pages", () => {
  it("each cookie opens its own side", async () => {
    expect(
      await findShopper(signInDependencies(handle.db, SECRET), site, {
        cookie: shopperCookie,
        secure: false,
      }),
    ).not.toBeNull();
    expect(await findStaff({ db: handle.db, secret: SECRET }, staffClient(staffCookie))).not.toBeNull();
  });

  it("a shopper's cookie is no staff session, and a staff cookie is no shopper's", async () => {
    expect(await findStaff({ db: handle.db, secret: SECRET }, staffClient(shopperCookie))).toBeNull();
    expect(
      await findShopper(signInDependencies(handle.db, SECRET), site, { cookie: staffCookie, secure: false }),
    ).toBeNull();
  });

  it("a shopper's session token renamed as the staff cookie opens nothing either (another key, another table)", async () => {
    const token = shopperCookie
      .split(";")
      .map((c) => c.trim())
      .find((c) => c.includes("session_token="));
    expect(token).toBeDefined();
    const renamed = token!.replace(/^[^=]+=/, "forecourt-staff.session_token=");
    expect(await findStaff({ db: handle.db, secret: SECRET }, staffClient(renamed))).toBeNull();
  });
});
