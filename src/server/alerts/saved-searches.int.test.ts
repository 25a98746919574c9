import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SAVED_SEARCHES_MAX } from "@/lib/alerts/saved-search";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { hangGuard } from "../../../test/limits";
import { signInDependencies, signInShopper, type TestShopper } from "../../../test/signed-in-shopper";
import type { DatabaseHandle } from "../db/client";
import { savedSearches } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import {
  deleteSavedSearch,
  getPriceAlerts,
  getSavedSearches,
  postPriceAlerts,
  postSaveSearch,
  postUpdateSavedSearch,
} from "./alerts-endpoint";

/** Issue 21 §6: the saved-search API, for the signed-in shopper's own searches only. */
let handle: DatabaseHandle;
let deps: ReturnType<typeof signInDependencies>;
let site: Site;
let closed: Site;
let ann: TestShopper;
let ben: TestShopper;

beforeAll(async () => {
  handle = await openTestDatabase();
  deps = signInDependencies(handle.db);
  for (const [slug, authentication] of [
    ["saved-a", true],
    ["saved-off", false],
  ] as const) {
    await importBundle(handle.db, {
      site: { slug, name: slug, dealerships: [`${slug}-d`], config: { features: { authentication } } },
      dealerships: [{ slug: `${slug}-d`, name: "D" }],
    });
  }
  site = (await readSite(handle.db, "saved-a"))!;
  closed = (await readSite(handle.db, "saved-off"))!;
  ann = await signInShopper(deps, site, "+61412000301");
  ben = await signInShopper(deps, site, "+61412000302");
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.delete(savedSearches);
  deps.counters = new MemoryRateCounters();
});

function call(
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string; origin?: string; on?: Site } = {},
): Request {
  const on = options.on ?? site;
  const host = `${on.slug}.localhost`;
  return new Request(`http://${host}${pathname}`, {
    method,
    headers: {
      host,
      ...(method === "GET"
        ? {}
        : { origin: options.origin ?? `http://${host}`, "content-type": "application/json" }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

const save = (body: unknown, who: TestShopper | null = ann, origin?: string) =>
  postSaveSearch(deps, site, call("POST", "/api/saved-searches", { body, cookie: who?.cookie, origin }));
const list = async (who: TestShopper) =>
  (await (
    await getSavedSearches(deps, site, call("GET", "/api/saved-searches", { cookie: who.cookie }))
  ).json()) as {
    saved_searches: { id: number; label: string; path: string; channel: string; alerts_on: boolean }[];
    max: number;
    has_email: boolean;
    price_alerts: { alerts_on: boolean; channel: string };
  };

describe("POST /api/saved-searches", () => {
  it("saves the search in its canonical form, by text unless the shopper has an e-mail address; the same search again is the same one", async () => {
    const first = await save({ query: "?sortBy=latest&page=2&make=Toyota&price=:30000" });
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const body = (await first.json()) as { saved_search: { id: number } };
    expect(body.saved_search).toMatchObject({
      label: "Toyota Cars for sale · up to $30,000",
      path: "/search?make=Toyota&price=%3A30000",
      channel: "sms",
      alerts_on: true,
    });
    const again = await save({ query: "price=:30000&make=toyota" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { saved_search: { id: number } }).saved_search.id).toBe(
      body.saved_search.id,
    );
    expect((await list(ann)).saved_searches).toHaveLength(1);
  });

  it("400 with a reason per field: no filters, a malformed filter, an unknown key, e-mail without an address", async () => {
    const empty = await save({ query: "page=2" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ issues: [{ key: "query.query" }] });
    const malformed = await save({ query: "make=Kia&year=1800:" });
    expect(await malformed.json()).toMatchObject({ issues: [{ key: "query.year" }] });
    const extra = await save({ query: "make=Kia", user_id: 2 });
    expect(extra.status).toBe(400);
    const email = await save({ query: "make=Kia", channel: "email" });
    expect(email.status).toBe(400);
    expect(await email.json()).toMatchObject({ issues: [{ key: "channel" }] });
    expect(await handle.db.select().from(savedSearches)).toEqual([]);
  });

  it("signed out is 401 with where to sign in; another site's page is 403; a site without sign-in is 404", async () => {
    const signedOut = await save({ query: "make=Kia" }, null);
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { sign_in: string }).sign_in).toMatch(
      /^\/sign-in\?type=saved-search&redirect=/,
    );
    expect((await save({ query: "make=Kia" }, ann, "http://evil.example")).status).toBe(403);
    const off = await postSaveSearch(
      deps,
      closed,
      call("POST", "/api/saved-searches", { body: { query: "make=Kia" }, cookie: ann.cookie, on: closed }),
    );
    expect(off.status).toBe(404);
  });

  it(`at most ${SAVED_SEARCHES_MAX} searches per shopper: the next is 409, and another shopper is not counted`, async () => {
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++)
      expect((await save({ query: `make=Make${i}` })).status).toBe(201);
    const over = await save({ query: "make=OneTooMany" });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: string }).error).toMatch(/Remove one to save another/);
    expect((await save({ query: "make=Kia" }, ben)).status).toBe(201);
  });
});

describe("listing, removing and switching", () => {
  it("each shopper lists, switches and removes only their own", async () => {
    await save({ query: "make=Kia" });
    const [kia] = (await list(ann)).saved_searches;
    expect((await list(ben)).saved_searches).toEqual([]);

    // Ben cannot switch off or remove Ann's.
    const notBens = await postUpdateSavedSearch(
      deps,
      site,
      call("POST", "/api/saved-searches/update", {
        body: { id: kia!.id, alerts_on: false },
        cookie: ben.cookie,
      }),
    );
    expect(notBens.status).toBe(404);
    const notBensEither = await deleteSavedSearch(
      deps,
      site,
      call("POST", "/api/saved-searches/remove", { body: { id: kia!.id }, cookie: ben.cookie }),
    );
    expect(notBensEither.status).toBe(404);

    const off = await postUpdateSavedSearch(
      deps,
      site,
      call("POST", "/api/saved-searches/update", {
        body: { id: kia!.id, alerts_on: false },
        cookie: ann.cookie,
      }),
    );
    expect(await off.json()).toMatchObject({ saved_search: { id: kia!.id, alerts_on: false } });

    const removed = await deleteSavedSearch(
      deps,
      site,
      call("DELETE", `/api/saved-searches?id=${kia!.id}`, { cookie: ann.cookie }),
    );
    expect(await removed.json()).toEqual({ removed: true });
    expect((await list(ann)).saved_searches).toEqual([]);
  });

  it("the watchlist's price alerts: on by text until the shopper says otherwise", async () => {
    expect((await list(ann)).price_alerts).toEqual({ alerts_on: true, channel: "sms" });
    const off = await postPriceAlerts(
      deps,
      site,
      call("POST", "/api/price-alerts", { body: { alerts_on: false }, cookie: ann.cookie }),
    );
    expect(await off.json()).toEqual({ price_alerts: { alerts_on: false, channel: "sms" } });
    const read = await getPriceAlerts(deps, site, call("GET", "/api/price-alerts", { cookie: ann.cookie }));
    expect(await read.json()).toEqual({ price_alerts: { alerts_on: false, channel: "sms" } });
    expect((await list(ben)).price_alerts.alerts_on).toBe(true);
  });
});
