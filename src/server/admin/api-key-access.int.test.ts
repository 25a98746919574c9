import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiKeyScope } from "@/lib/staff/api-key-scopes";
import {
  ADMIN_TOKEN,
  insertLead,
  insertReservation,
  STAFF_SECRET,
  settings,
  signedInStaff,
  type TwoSites,
  twoSites,
} from "../../../test/api-key-fixtures";
import { carRecord } from "../../../test/car-records";
import { analyticsEndpoint } from "../analytics/analytics-request";
import {
  dealerActionEndpoint,
  reservationDetailEndpoint,
  reservationListEndpoint,
} from "../checkout/reservation-admin-request";
import type { DatabaseHandle } from "../db/client";
import { apiKeys, auditLog, cars } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { apiKeyHash, createApiKey } from "../staff/api-keys";
import { postConsoleApiKey, postConsoleApiKeyAction } from "../staff/console-api-keys-endpoint";
import { importEndpoint } from "./import-request";
import { siteConfigEndpoints } from "./site-config-request";
import { siteLeadsEndpoint } from "./site-leads-request";

/**
 * Issue 31 §7 on a real database: the admin API's scope × endpoint matrix (import, a site's leads,
 * its reservations, its config, its analytics × the admin token, a key of the site with and without the scope, a key of another
 * site, a revoked key, an unknown key, no credential), made through the console's endpoints as a
 * group admin makes them.
 */
let handle: DatabaseHandle;
let sites: TwoSites;
let admin: { staffId: number; cookie: string };
const keys: Record<string, string> = {};
let reservationA: string;

const CONSOLE = "http://console.localhost";
const deps = () => ({ settings, database: async () => handle.db, staffSecret: STAFF_SECRET });
const consoleDeps = () => ({ db: handle.db, secret: STAFF_SECRET });
const consolePost = (path: string, body: unknown, cookie = admin.cookie) =>
  new Request(`${CONSOLE}${path}`, {
    method: "POST",
    headers: { host: "console.localhost", origin: CONSOLE, "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
const bearer = (token: string | undefined): Record<string, string> =>
  token === undefined ? {} : { authorization: `Bearer ${token}` };

async function makeKey(name: string, scopes: ApiKeyScope[]): Promise<string> {
  const reply = await postConsoleApiKey(
    consoleDeps(),
    "keys-a",
    consolePost("/api/sites/keys-a/api-keys", { name, scopes }),
  );
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { key: string }).key;
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  handle = await openTestDatabase();
  sites = await twoSites(handle.db);
  admin = await signedInStaff(handle.db, {
    email: "group@keys-a.example",
    role: "group-admin",
    site: "keys-a",
  });
  keys.aImport = await makeKey("Stock feed", ["import"]);
  keys.aLeads = await makeKey("CRM", ["leads:read"]);
  keys.aReservations = await makeKey("Deposits", ["reservations:write"]);
  keys.aSettings = await makeKey("Settings script", ["settings"]);
  keys.aAnalytics = await makeKey("Monday report", ["analytics:read"]);
  keys.aRevoked = await makeKey("Old", ["import", "leads:read", "reservations:write"]);
  const [old] = await handle.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, apiKeyHash(keys.aRevoked)));
  const revoked = await postConsoleApiKeyAction(
    consoleDeps(),
    "keys-a",
    String(old!.id),
    consolePost(`/api/sites/keys-a/api-keys/${old!.id}`, { action: "revoke" }),
  );
  expect(revoked.status).toBe(200);
  const b = await createApiKey(
    handle.db,
    {
      siteId: sites.b.id,
      name: "B everything",
      scopes: ["import", "leads:read", "reservations:write", "settings", "analytics:read"],
      createdBy: null,
    },
    { kind: "cli", address: null },
  );
  keys.bAll = b.kind === "created" ? b.key : "";
  keys.unknown = `fck_${"x".repeat(43)}`;
  await insertLead(handle.db, { siteId: sites.a.id, dealershipId: sites.a.dealerships["keys-a-motors"] });
  reservationA = await insertReservation(handle.db, sites.a.id, sites.a.carId);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await handle?.close();
});

/** Each caller of the matrix, and the token it sends (none: no Authorization header). */
const CALLERS = [
  "admin",
  "own with scope",
  "own without scope",
  "other site",
  "revoked",
  "unknown",
  "none",
] as const;
type Caller = (typeof CALLERS)[number];

function tokenOf(caller: Caller, scope: ApiKeyScope): string | undefined {
  const own = {
    import: keys.aImport,
    "leads:read": keys.aLeads,
    "reservations:write": keys.aReservations,
    settings: keys.aSettings,
    "analytics:read": keys.aAnalytics,
  };
  const without = {
    import: keys.aLeads,
    "leads:read": keys.aReservations,
    "reservations:write": keys.aImport,
    settings: keys.aLeads,
    "analytics:read": keys.aSettings,
  };
  return {
    admin: ADMIN_TOKEN,
    "own with scope": own[scope],
    "own without scope": without[scope],
    "other site": keys.bAll,
    revoked: keys.aRevoked,
    unknown: keys.unknown,
    none: undefined,
  }[caller];
}

const siteABundle = () =>
  JSON.stringify({
    cars: [carRecord("keys-a-motors", "A-CAR-1", { price: 31_000 + Math.floor(Math.random() * 900) })],
  });

const ENDPOINTS: Record<string, { scope: ApiKeyScope; call: (token?: string) => Promise<Response> }> = {
  "POST /admin/api/import (site A's cars)": {
    scope: "import",
    call: (token) =>
      importEndpoint(deps())(
        new Request("http://localhost/admin/api/import", {
          method: "POST",
          headers: { ...bearer(token), "content-type": "application/json" },
          body: siteABundle(),
        }),
      ),
  },
  "GET /admin/api/sites/keys-a/leads": {
    scope: "leads:read",
    call: (token) =>
      siteLeadsEndpoint(deps())(
        new Request("http://localhost/admin/api/sites/keys-a/leads", { headers: bearer(token) }),
        "keys-a",
      ),
  },
  "GET /admin/api/sites/keys-a/config": {
    scope: "settings",
    call: (token) =>
      siteConfigEndpoints(deps()).get(
        new Request("http://localhost/admin/api/sites/keys-a/config", { headers: bearer(token) }),
        "keys-a",
      ),
  },
  "GET /admin/api/sites/keys-a/analytics": {
    scope: "analytics:read",
    call: (token) =>
      analyticsEndpoint(deps())(
        new Request("http://localhost/admin/api/sites/keys-a/analytics", { headers: bearer(token) }),
        "keys-a",
      ),
  },
  "GET /admin/api/reservations?site=keys-a": {
    scope: "reservations:write",
    call: (token) =>
      reservationListEndpoint(deps())(
        new Request("http://localhost/admin/api/reservations?site=keys-a", { headers: bearer(token) }),
      ),
  },
  "GET /admin/api/reservations/{A's}": {
    scope: "reservations:write",
    call: (token) =>
      reservationDetailEndpoint(deps())(
        new Request(`http://localhost/admin/api/reservations/${reservationA}`, { headers: bearer(token) }),
        reservationA,
      ),
  },
  "POST /admin/api/reservations/{A's} complete": {
    scope: "reservations:write",
    call: (token) =>
      dealerActionEndpoint(deps())(
        new Request(`http://localhost/admin/api/reservations/${reservationA}`, {
          method: "POST",
          headers: { ...bearer(token), "content-type": "application/json" },
          body: JSON.stringify({ action: "complete" }),
        }),
        reservationA,
      ),
  },
};

/**
 * The answers: the admin token and the site's key with the scope are let in (the action on a completed
 * reservation answers its 409); the site-addressed endpoints answer everything else 404, as if not there;
 * the import, addressed by no site, answers a key without the scope or another site's 403 with the
 * reason, and a revoked or unknown key 401 like a wrong token. No credential at all is 401 everywhere.
 */
const EXPECTED: Record<string, Record<Caller, number>> = {
  "POST /admin/api/import (site A's cars)": {
    admin: 200,
    "own with scope": 200,
    "own without scope": 403,
    "other site": 403,
    revoked: 401,
    unknown: 401,
    none: 401,
  },
  ...Object.fromEntries(
    [
      "GET /admin/api/sites/keys-a/leads",
      "GET /admin/api/sites/keys-a/config",
      "GET /admin/api/sites/keys-a/analytics",
      "GET /admin/api/reservations?site=keys-a",
      "GET /admin/api/reservations/{A's}",
      "POST /admin/api/reservations/{A's} complete",
    ].map((endpoint) => {
      const allowed = endpoint.startsWith("POST") ? 409 : 200;
      return [
        endpoint,
        {
          admin: allowed,
          "own with scope": allowed,
          "own without scope": 404,
          "other site": 404,
          revoked: 404,
          unknown: 404,
          none: 401,
        },
      ];
    }),
  ),
};

describe("issue 31 §7: the admin API's scope × endpoint matrix", () => {
  it("every caller on every endpoint answers as the rules say", async () => {
    const got: Record<string, Record<string, number>> = {};
    for (const [endpoint, { scope, call }] of Object.entries(ENDPOINTS)) {
      got[endpoint] = {};
      for (const caller of CALLERS) got[endpoint][caller] = (await call(tokenOf(caller, scope))).status;
    }
    expect(got).toEqual(EXPECTED);
  });

  it("a refused key's 404 reads exactly as a site that is not there", async () => {
    const leads = ENDPOINTS["GET /admin/api/sites/keys-a/leads"]!;
    const refused = await (await leads.call(keys.bAll)).json();
    const missing = await (
      await siteLeadsEndpoint(deps())(
        new Request("http://localhost/admin/api/sites/no-such-site/leads", { headers: bearer(keys.bAll) }),
        "no-such-site",
      )
    ).json();
    expect(refused).toEqual(missing);
    expect(refused).toEqual({ error: "There is no such site." });
  });

  it("the other site's key works on its own site", async () => {
    const own = await siteLeadsEndpoint(deps())(
      new Request("http://localhost/admin/api/sites/keys-b/leads", { headers: bearer(keys.bAll) }),
      "keys-b",
    );
    expect(own.status).toBe(200);
  });

  it("a key with import refuses another site's data whole, and writes nothing", async () => {
    const [before] = await handle.db.select().from(cars).where(eq(cars.id, sites.b.carId));
    const send = (body: unknown) =>
      importEndpoint(deps())(
        new Request("http://localhost/admin/api/import?replace_stock=1", {
          method: "POST",
          headers: { ...bearer(keys.aImport), "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    const otherSite = await send({ site: { slug: "keys-b", name: "Taken over" } });
    expect(otherSite.status).toBe(403);
    const otherDealer = await send({
      cars: [carRecord("keys-a-motors", "A-CAR-2"), carRecord("keys-b-motors", "B-CAR-1", { price: 1 })],
    });
    expect(otherDealer.status).toBe(403);
    expect(await otherDealer.json()).toMatchObject({
      error: 'This key imports only site "keys-a"\'s own data; nothing was imported.',
      issues: [{ key: "cars[1].dealership_slug" }],
    });
    const catalogue = await send({
      models: [{ manufacturer_slug: "toyota", name: "Corolla", slug: "corolla" }],
    });
    expect(catalogue.status).toBe(403);
    const [after] = await handle.db.select().from(cars).where(eq(cars.id, sites.b.carId));
    expect(after).toEqual(before);
    expect(await handle.db.select().from(cars).where(eq(cars.stocknum, "A-CAR-2"))).toEqual([]);
  });
});

describe("issue 31 §3: a key's change is logged under the key's name", () => {
  it("a held reservation completed with the site's key is in the audit log as that key, not the admin token", async () => {
    const held = await insertReservation(handle.db, sites.a.id, sites.a.carId, {
      status: "held",
      capturedAt: new Date(),
    });
    const answer = await dealerActionEndpoint(deps())(
      new Request(`http://localhost/admin/api/reservations/${held}`, {
        method: "POST",
        headers: { ...bearer(keys.aReservations), "content-type": "application/json" },
        body: JSON.stringify({ action: "complete" }),
      }),
      held,
    );
    expect(answer.status).toBe(200);
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, held));
    expect(entries.map((e) => [e.action, e.actor])).toEqual([["reservation.complete", 'API key "Deposits"']]);
  });
});
