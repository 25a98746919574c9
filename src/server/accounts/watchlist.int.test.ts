import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WATCHLIST_CHANGES_PER_WINDOW } from "@/lib/accounts/watchlist";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { cars, watchlistEntries } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import type { OutgoingSms, SmsSender } from "../sms/sms-sender";
import { readSite } from "../tenancy/sites";
import { type SignInDependencies, sendSignInCode, verifySignInCode } from "./sign-in";
import { watchlistCars } from "./watchlist";
import { getWatchlist, postWatchlistChange } from "./watchlist-endpoint";

/**
 * Spec 01 §4 "Watchlist", §6, §7 and issue 21 §3, with the "Done when" test "another user's watchlist
 * cannot be changed", through the API's handler on a real database.
 */
let handle: DatabaseHandle;
let siteA: Site;
let siteB: Site;
let deps: SignInDependencies;
const outbox: OutgoingSms[] = [];
const sms: SmsSender = {
  describe: "test",
  send: async (m) => {
    outbox.push(m);
    return { ok: true, provider: "test", id: "1" };
  },
};
const carId = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

async function signIn(site: Site, phone: string): Promise<string> {
  const request = { clientAddress: "203.0.113.1", secure: false, cookie: null, userAgent: null };
  await sendSignInCode(deps, site, phone, request);
  const code = /^(\d{6})/.exec(outbox.filter((m) => m.to === phone).at(-1)!.body)![1]!;
  const verified = await verifySignInCode(deps, site, { phone, code }, request);
  if (verified.kind !== "signed-in") throw new Error("not signed in");
  return verified.setCookies.map((c) => c.split(";")[0]).join("; ");
}

function change(site: Site, action: "save" | "remove", body: unknown, headers: Record<string, string> = {}) {
  const host = `${site.slug}.localhost`;
  const request = new Request(`http://${host}/api/watchlist/${action}-car`, {
    method: "POST",
    headers: { host, origin: `http://${host}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return postWatchlistChange(deps, site, request, action);
}

const listOf = async (site: Site, cookie: string) => {
  const host = `${site.slug}.localhost`;
  const response = await getWatchlist(
    deps,
    site,
    new Request(`http://${host}/api/watchlist`, { headers: { cookie } }),
  );
  const body = (await response.json()) as { phone_number: string; car_ids: number[] };
  expect(body.phone_number).toBe(cookie === alice ? ALICE : BOB);
  return body.car_ids;
};

let alice: string;
let bob: string;
const ALICE = "+61412000101";
const BOB = "+61412000102";

beforeAll(async () => {
  handle = await openTestDatabase();
  deps = {
    db: handle.db,
    sms,
    counters: new MemoryRateCounters(),
    secret: "watchlist-test-secret-long-enough-xxxx",
  };
  await importBundle(
    handle.db,
    {
      site: {
        slug: "watch-a",
        name: "Watch A",
        dealerships: ["dealer-wa"],
        config: { features: { authentication: true } },
      },
      dealerships: [{ slug: "dealer-wa", name: "Dealer WA" }],
      cars: [
        carRecord("dealer-wa", "WA1", { status: "in_stock" }),
        carRecord("dealer-wa", "WA2", { status: "coming_soon" }),
        carRecord("dealer-wa", "WASOLD", { status: "sold", sold_at: TEST_NOW.toISOString() }),
      ],
    },
    { now: TEST_NOW },
  );
  await importBundle(
    handle.db,
    {
      site: {
        slug: "watch-b",
        name: "Watch B",
        dealerships: ["dealer-wb"],
        config: { features: { authentication: true } },
      },
      dealerships: [{ slug: "dealer-wb", name: "Dealer WB" }],
      cars: [carRecord("dealer-wb", "WB1", { status: "in_stock" })],
    },
    { now: TEST_NOW },
  );
  siteA = (await readSite(handle.db, "watch-a"))!;
  siteB = (await readSite(handle.db, "watch-b"))!;
  alice = await signIn(siteA, ALICE);
  bob = await signIn(siteA, BOB);
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.delete(watchlistEntries);
  deps = { ...deps, counters: new MemoryRateCounters() };
});

describe("spec 01 §7: save-car and remove-car, { phone_number, car_id } → { success }", () => {
  it("saves and removes a car on the signed-in shopper's own list", async () => {
    const id = await carId("WA1");
    const saved = await change(
      siteA,
      "save",
      { phone_number: "0412 000 101", car_id: id },
      { cookie: alice },
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true });
    expect(saved.headers.get("cache-control")).toBe("private, no-store");
    expect(await listOf(siteA, alice)).toEqual([id]);
    // Saving twice is still one entry.
    expect((await change(siteA, "save", { phone_number: ALICE, car_id: id }, { cookie: alice })).status).toBe(
      200,
    );
    expect(await listOf(siteA, alice)).toEqual([id]);
    const removed = await change(
      siteA,
      "remove",
      { phone_number: ALICE, car_id: String(id) },
      { cookie: alice },
    );
    expect(await removed.json()).toEqual({ success: true });
    expect(await listOf(siteA, alice)).toEqual([]);
  });

  it("a coming-soon car counts as in stock and may be saved", async () => {
    const response = await change(
      siteA,
      "save",
      { phone_number: ALICE, car_id: await carId("WA2") },
      { cookie: alice },
    );
    expect(response.status).toBe(200);
  });

  it("spec 01 §4 'a sold car can be saved only if already saved': refused new, kept and removable if saved before", async () => {
    const sold = await carId("WASOLD");
    const refused = await change(siteA, "save", { phone_number: ALICE, car_id: sold }, { cookie: alice });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      success: false,
      error: "This car has sold, so it can't be added to your watchlist.",
    });
    expect(await handle.db.select().from(watchlistEntries)).toHaveLength(0);
    // Saved while it was for sale:
    const aliceId = (await handle.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.phone, ALICE) }))!
      .id;
    await handle.db.insert(watchlistEntries).values({ userId: aliceId, carId: sold });
    expect(
      (await change(siteA, "save", { phone_number: ALICE, car_id: sold }, { cookie: alice })).status,
    ).toBe(200);
    expect(
      (await change(siteA, "remove", { phone_number: ALICE, car_id: sold }, { cookie: alice })).status,
    ).toBe(200);
    expect(await listOf(siteA, alice)).toEqual([]);
  });
});

describe("issue 21 'Done when': another user's watchlist cannot be changed", () => {
  it("no session: 401 with where to sign in", async () => {
    const response = await change(siteA, "save", { phone_number: ALICE, car_id: await carId("WA1") });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      error: "Please sign in to use your watchlist.",
      sign_in: "/sign-in?type=watchlist&redirect=%2Fwatchlist",
    });
  });

  it("Bob's session with Alice's number: 403, and Alice's list is untouched", async () => {
    const id = await carId("WA1");
    await change(siteA, "save", { phone_number: ALICE, car_id: id }, { cookie: alice });
    const remove = await change(siteA, "remove", { phone_number: ALICE, car_id: id }, { cookie: bob });
    expect(remove.status).toBe(403);
    expect(await remove.json()).toMatchObject({ success: false, issues: [{ key: "phone_number" }] });
    const add = await change(
      siteA,
      "save",
      { phone_number: ALICE, car_id: await carId("WA2") },
      { cookie: bob },
    );
    expect(add.status).toBe(403);
    expect(await listOf(siteA, alice)).toEqual([id]);
    expect(await listOf(siteA, bob)).toEqual([]);
  });

  it("Bob removing with his own number takes nothing off Alice's list", async () => {
    const id = await carId("WA1");
    await change(siteA, "save", { phone_number: ALICE, car_id: id }, { cookie: alice });
    expect((await change(siteA, "remove", { phone_number: BOB, car_id: id }, { cookie: bob })).status).toBe(
      200,
    );
    expect(await listOf(siteA, alice)).toEqual([id]);
  });

  it("a session cookie from site A is no session on site B's watchlist", async () => {
    const response = await change(
      siteB,
      "save",
      { phone_number: ALICE, car_id: await carId("WB1") },
      { cookie: alice },
    );
    expect(response.status).toBe(401);
  });

  it("another site's car is no car of this site: 400 at car_id", async () => {
    const response = await change(
      siteA,
      "save",
      { phone_number: ALICE, car_id: await carId("WB1") },
      { cookie: alice },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: "Please fix the following errors:",
      issues: [{ key: "car_id", message: "car_id: no such car on this site" }],
    });
    expect(
      await handle.db
        .select()
        .from(watchlistEntries)
        .where(and(eq(watchlistEntries.carId, await carId("WB1")))),
    ).toHaveLength(0);
  });
});

describe("the API's guards", () => {
  it("400 with reasons: a bad car id, a landline, missing fields", async () => {
    const response = await change(
      siteA,
      "save",
      { phone_number: "02 9555 0100", car_id: "x" },
      { cookie: alice },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; issues: { key: string }[] };
    expect(body.success).toBe(false);
    expect(body.issues.map((i) => i.key).sort()).toEqual(["car_id", "phone_number"]);
  });

  it("403 cross-site, 415 not JSON", async () => {
    const cross = await change(
      siteA,
      "save",
      { phone_number: ALICE, car_id: 1 },
      { cookie: alice, origin: "https://evil.example" },
    );
    expect(cross.status).toBe(403);
    const form = await change(
      siteA,
      "save",
      { phone_number: ALICE, car_id: 1 },
      { cookie: alice, "content-type": "text/plain" },
    );
    expect(form.status).toBe(415);
  });

  it("rate-limited: 429 with Retry-After past the window's changes", async () => {
    const id = await carId("WA1");
    for (let i = 0; i < WATCHLIST_CHANGES_PER_WINDOW; i++) {
      expect(
        (
          await change(
            siteA,
            i % 2 ? "remove" : "save",
            { phone_number: ALICE, car_id: id },
            { cookie: alice },
          )
        ).status,
      ).toBe(200);
    }
    const over = await change(siteA, "save", { phone_number: ALICE, car_id: id }, { cookie: alice });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).not.toBeNull();
  });

  it("the watchlist page's cars: this site's, newest saved first, sold ones kept", async () => {
    const aliceId = (await handle.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.phone, ALICE) }))!
      .id;
    await handle.db
      .insert(watchlistEntries)
      .values({ userId: aliceId, carId: await carId("WA1"), createdAt: new Date("2026-11-01") });
    await handle.db
      .insert(watchlistEntries)
      .values({ userId: aliceId, carId: await carId("WASOLD"), createdAt: new Date("2026-11-02") });
    const list = await watchlistCars(handle.db, siteA, aliceId);
    expect(list.map((car) => car.stocknum)).toEqual(["WASOLD", "WA1"]);
    expect(await watchlistCars(handle.db, siteB, aliceId)).toEqual([]);
  });
});
