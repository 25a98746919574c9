import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/env";
import { resolveSite } from "@/lib/tenancy/resolve-site";
import { safeParseSiteConfig } from "@/lib/tenancy/site-config";
import {
  FUZZ_TENANT,
  type ImportCase,
  mutatedImportCases,
  namedImportCases,
  tenantBundle,
} from "../../../test/malformed-imports";
import { fuzzSeed } from "../../../test/malformed-input";
import { adminToken } from "../admin/admin-token";
import { importEndpoint } from "../admin/import-request";
import type { DatabaseHandle } from "../db/client";
import { cars, dealerships, locations, siteDomains, sites } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { loadSiteHosts } from "../tenancy/sites";
import { importBundle } from "./import-bundle";

/**
 * Issue 29 item 5: the fuzz corpus's import cases (test/malformed-imports.ts) posted to the admin
 * import endpoint in-process. None answers 5xx; a 4xx says why in JSON; and after every case another
 * tenant still holds its domain and its <slug>.localhost, a refused site changed nothing, and the
 * stored config still validates.
 */
const SEED = fuzzSeed();
const CASES = 60;
const HOLDER = { slug: "fuzz-holder", domain: "www.holder.example" };

let handle: DatabaseHandle;
let post: (c: ImportCase) => Promise<Response>;

beforeAll(async () => {
  // The endpoint logs a line per feed; a hundred of them say nothing here.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  handle = await openTestDatabase();
  const settings = parseEnv({ ADMIN_TOKEN: "t".repeat(32) });
  const endpoint = importEndpoint({ settings, database: async () => handle.db });
  post = (c) =>
    endpoint(
      new Request(`http://localhost/admin/api/import${c.query ?? ""}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${adminToken(settings).token}`,
          "content-type": "application/json",
        },
        body: c.body,
      }),
    );
  const holder = await importBundle(handle.db, {
    site: {
      slug: HOLDER.slug,
      name: "Holder",
      domains: [HOLDER.domain],
      config: { theme: { primary: "#123456" } },
    },
  });
  expect(holder.issues).toEqual([]);
  const tenant = await importBundle(
    handle.db,
    tenantBundle({
      config: { theme: { primary: "#654321" }, navigation: { hidden: ["/finance", "/service"] } },
    }),
  );
  expect(tenant.issues).toEqual([]);
});
afterAll(async () => {
  await handle?.close();
});

/** What an import may change of the tenant: its site, dealership, yard and cars, as stored. */
async function tenantState() {
  const db = handle.db;
  const [site] = await db.select().from(sites).where(eq(sites.slug, FUZZ_TENANT));
  const dealers = await db
    .select()
    .from(dealerships)
    .where(eq(dealerships.slug, `${FUZZ_TENANT}-dealer`));
  const ids = dealers.map((d) => d.id);
  return {
    site,
    dealers,
    yards: ids.length ? await db.select().from(locations).where(inArray(locations.dealershipId, ids)) : [],
    cars: ids.length ? await db.select().from(cars).where(inArray(cars.dealershipId, ids)) : [],
  };
}

async function holderStillHoldsItsHosts(label: string): Promise<void> {
  const hosts = await loadSiteHosts(handle.db);
  for (const host of [HOLDER.domain, "holder.example", `${HOLDER.slug}.localhost:3000`]) {
    expect(resolveSite(host, hosts), `${label}: ${host}`).toMatchObject({ kind: "site", slug: HOLDER.slug });
  }
  const [claim] = await handle.db.select().from(siteDomains).where(eq(siteDomains.domain, "holder.example"));
  const [holder] = await handle.db.select().from(sites).where(eq(sites.slug, HOLDER.slug));
  expect(claim?.siteId, label).toBe(holder?.id);
}

async function check(c: ImportCase): Promise<{ status: number; body: Record<string, unknown> }> {
  const before = await tenantState();
  const response = await post(c);
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status, c.label).toBeLessThan(500);
  if (response.status !== 200) expect(typeof body.error, c.label).toBe("string");
  if (body.refused) expect(await tenantState(), `${c.label}: a refused site changed nothing`).toEqual(before);
  const after = await tenantState();
  if (after.site) expect(safeParseSiteConfig(after.site.config).success, c.label).toBe(true);
  await holderStillHoldsItsHosts(c.label);
  return { status: response.status, body };
}

describe("the import fuzz corpus (issue 29 item 5)", () => {
  it("named cases: a domain claim, merge patches, a refused site, nesting bombs inside cars", async () => {
    const cases = namedImportCases(HOLDER);
    const outcome = new Map<string, { status: number; body: Record<string, unknown> }>();
    for (const c of cases) outcome.set(c.label, await check(c));
    for (const [label, { status, body }] of outcome) {
      if (label.startsWith("domain-claim:") || label.startsWith("refused-site:")) {
        expect(body.refused, label).toMatchObject({ site: FUZZ_TENANT });
      }
      if (label.startsWith("nesting-bomb:")) {
        expect(status, label).toBe(400);
        expect(body.error, label).toMatch(/more than 64 levels deep/);
      }
    }
    expect(outcome.get("merge-patch:copy-only")?.body.config).toEqual({
      replaced: false,
      site: ["copy.no_price_text"],
      dealerships: {},
    });
    // Replaced last, with only copy: the theme and hidden items merged before are gone.
    expect((await tenantState()).site?.config).toEqual({ copy: { no_price_text: "Only" } });
  });

  it(`seeded mutations of a tenant's bundle (seed ${SEED}): no 5xx, nothing partial, hosts kept`, async () => {
    for (const c of mutatedImportCases(SEED, CASES)) await check(c);
  });
});
