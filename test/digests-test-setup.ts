import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { CarRecordInput } from "@/lib/import/schema/cars";
import type { Site } from "@/lib/tenancy/site";
import { alertTokenKey } from "@/server/alerts/alert-keys";
import { postSaveSearch } from "@/server/alerts/alerts-endpoint";
import { type ComposeDeps, composeDueDigests } from "@/server/alerts/compose-digests";
import { alertDigestQueue } from "@/server/alerts/digest-outbox";
import type { DatabaseHandle } from "@/server/db/client";
import { cars } from "@/server/db/schema";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import { createMailer } from "@/server/leads/delivery/mailer";
import { drainQueue } from "@/server/outbox/outbox-worker";
import { type OutboxMessage, outboxSmsSender } from "@/server/sms/outbox-sms-sender";
import type { SmsSender } from "@/server/sms/sms-sender";
import { readSite } from "@/server/tenancy/sites";
import { signInDependencies, signInShopper, type TestShopper } from "./signed-in-shopper";

/**
 * Test support for the alert digest tests (issue 21 §6): a real database with the real import, the
 * digest job at the site's digest hour (9 am on a Queensland site's clock: 23:00 UTC the day before),
 * the outbox and the dev outbox SMS sender writing files under a temp data directory. Each test makes
 * its own site and shoppers.
 *
 * Call `setUpDigestTests()` once at the top of a test file; its hooks set `handle`, `deps` and
 * `dataDir` (live bindings: read them inside tests).
 */
export const SECRET = "alerts-test-secret-long-enough-xxxxxx";
export let handle: DatabaseHandle;
export let deps: ReturnType<typeof signInDependencies>;
export let dataDir: string;
let phones = 0;

/** 21 November 2026 on a Brisbane clock: before, at and after 9 am; and the next morning. */
const EVENING_BEFORE = new Date("2026-11-20T10:00:00Z");
export const OVERNIGHT = new Date("2026-11-20T20:00:00Z");
export const EIGHT_THIRTY = new Date("2026-11-20T22:30:00Z");
export const NINE = new Date("2026-11-20T23:00:00Z");
export const NINE_THIRTY = new Date("2026-11-20T23:30:00Z");
export const NEXT_NINE = new Date("2026-11-21T23:00:00Z");

export const compose: ComposeDeps = {
  get db() {
    return handle.db;
  },
  tokenKey: (site) => alertTokenKey(handle.db, site.id, SECRET),
  originOf: (site) => `http://${site.slug}.localhost`,
};

export const smsDir = () => path.join(dataDir, "sms");

/** The dev outbox's files for one phone, oldest first, as the dev outbox page reads them. */
export function textsTo(phone: string): OutboxMessage[] {
  let names: string[] = [];
  try {
    names = readdirSync(smsDir());
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith(".json") && !n.startsWith("."))
    .sort()
    .map((n) => JSON.parse(readFileSync(path.join(smsDir(), n), "utf8")) as OutboxMessage)
    .filter((m) => m.to === phone);
}

export function digestQueue(sms: SmsSender = outboxSmsSender(smsDir())) {
  return alertDigestQueue(handle.db, {
    sms,
    mailer: createMailer({ spoolDir: path.join(dataDir, "mail") }),
    fromAddress: "alerts@forecourt.local",
  });
}

/** The digest job's pass at `at`, then the outbox's: what a server does at that minute. */
export async function digestRun(at: Date, sms?: SmsSender) {
  const made = await composeDueDigests(compose, at);
  const sent = await drainQueue(digestQueue(sms), () => at);
  return { ...made, sent };
}

export async function freshSite(slug: string, cars: CarRecordInput[]): Promise<Site> {
  await importBundle(
    handle.db,
    {
      site: {
        slug,
        name: `${slug} Motors`,
        dealerships: [`${slug}-dealer`],
        config: { features: { authentication: true } },
      },
      dealerships: [{ slug: `${slug}-dealer`, name: `${slug} Dealer` }],
      cars,
    },
    { now: EVENING_BEFORE },
  );
  return (await readSite(handle.db, slug))!;
}

export async function shopper(site: Site): Promise<TestShopper> {
  phones++;
  return signInShopper(deps, site, `+614120002${String(phones).padStart(2, "0")}`);
}

export const carId = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

export function post(
  site: Site,
  pathname: string,
  body: unknown,
  cookie?: string,
  origin = `http://${site.slug}.localhost`,
) {
  const host = `${site.slug}.localhost`;
  return new Request(`http://${host}${pathname}`, {
    method: "POST",
    headers: { host, origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export async function saveSearch(site: Site, who: TestShopper, query: string, channel?: "sms" | "email") {
  const response = await postSaveSearch(
    deps,
    site,
    post(site, "/api/saved-searches", { query, ...(channel ? { channel } : {}) }, who.cookie),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { saved_search: { id: number } }).saved_search.id;
}

/** Registers the hooks that open the database and the data directory, and remove both after the file. */
export function setUpDigestTests(): void {
  beforeAll(async () => {
    handle = await openTestDatabase();
    deps = signInDependencies(handle.db, SECRET);
    dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-alerts-"));
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
