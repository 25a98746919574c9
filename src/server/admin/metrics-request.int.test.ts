import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import { QUICK_ENQUIRY } from "../../../test/lead-records";
import { serveHandler } from "../../../test/serve-handler";
import type { DatabaseHandle } from "../db/client";
import { installDatabase, uninstallDatabase } from "../db/database";
import { openTestDatabase } from "../db/test-database";
import { withSite } from "../http/with-site";
import { importBundle } from "../import/import-bundle";
import { FeedUnreadableError, ingestFeed } from "../import/ingest-feed";
import { createLeadGuard } from "../leads/intake/lead-guard";
import { postLead } from "../leads/intake/lead-post-endpoint";
import { observeHttpRequests } from "../observability/http-observation";
import { forgetMetrics, metrics } from "../observability/metrics";
import { resetReadiness } from "../observability/readiness";
import { outboxDepths } from "../outbox/outbox-depth";
import { indexedStockSearch } from "../search/stock-search";
import { warmAtBoot } from "../search/warm-stock-search";
import { metricsEndpoint } from "./metrics-request";

/**
 * Issue 36 item 3, done when (decision 0068): a metrics test reads `/metrics` after traffic and finds
 * the named series. Shoppers' requests go through a real HTTP server watched as the app's is, one of
 * them refused by a rate limit; a lead waits in the outbox; two feeds are imported, one unreadable; the
 * search indexes are warmed as at boot. Then the operator's scrape shows each of them, and a scrape
 * without the operator's token, or from another site's page, is refused.
 */

const SLUG = "metrics";
const TOKEN = "metrics-admin-token-0123456789abcdef";
const settings = parseEnv({ ADMIN_TOKEN: TOKEN });
let handle: DatabaseHandle;
let server: { url: string; close: () => Promise<void> };
let stopWatching: () => void;

const bundle = (stocknum: string) => ({
  site: {
    slug: SLUG,
    name: "Metric Motors",
    dealerships: ["metric-dealer"],
    config: { leads: { emails: ["sales@metric-dealer.example"] } },
  },
  dealerships: [{ slug: "metric-dealer", name: "Metric Dealer", phone: "07 3000 0000" }],
  locations: [],
  cars: [carRecord("metric-dealer", stocknum)],
});

async function* bytes(text: string): AsyncIterable<Uint8Array> {
  yield new TextEncoder().encode(text);
}

beforeAll(async () => {
  // Counts from zero, whatever files ran before this one in the same worker.
  forgetMetrics();
  handle = await openTestDatabase();
  await importBundle(handle.db, bundle("M1"), { now: TEST_NOW });
  installDatabase(handle);
  const search = indexedStockSearch(handle.db, { checkIntervalMs: 60_000 });
  metrics().observe({ outbox: () => outboxDepths(handle.db), search: () => search.memory() });
  stopWatching = observeHttpRequests({ metrics: metrics(), consoleHost: "console.localhost" });
  // One valid lead per address in ten minutes: the second is refused with 429.
  const guard = createLeadGuard({
    secret: "metrics-secret",
    counters: new MemoryRateCounters(),
    perIp: 1,
    perSite: 50,
  });
  const leads = withSite(async (request, site) => postLead(handle.db, site, request, guard));
  server = await serveHandler((request) =>
    new URL(request.url).pathname === "/api/leads"
      ? leads(request, { params: Promise.resolve({ site: SLUG }) })
      : Promise.resolve(Response.json({ error: "Not found" }, { status: 404 })),
  );

  for (let i = 0; i < 2; i++) {
    const form = guard.newForm(SLUG, Date.now() - 60_000);
    await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ ...QUICK_ENQUIRY, message: "Is it still available?", path: "/", ...form }),
    });
  }
  await fetch(`${server.url}/cars/nothing-here`);
  await ingestFeed(handle.db, { chunks: bytes(JSON.stringify(bundle("M2"))), format: "json" });
  await ingestFeed(handle.db, { chunks: bytes("not json at all"), format: "json" }).catch((error) => {
    if (!(error instanceof FeedUnreadableError)) throw error;
  });
  await warmAtBoot(handle.db, search);
});

afterAll(async () => {
  stopWatching?.();
  await server?.close();
  resetReadiness();
  uninstallDatabase();
  await handle?.close();
});

/** The value of the series `name` whose labels include `labels` (in any order), or undefined. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

const scrape = (headers: Record<string, string> = {}) =>
  metricsEndpoint(settings)(new Request("http://localhost/metrics", { headers }));

describe("GET /metrics after traffic (issue 36 item 3)", () => {
  it("shows requests by route kind and status, their latency, and the rate limit's refusal", async () => {
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const requests = (status: string) =>
      seriesValue(text, "forecourt_http_requests_total", { route: "site-api", method: "POST", status });
    expect(requests("201")).toBe(1);
    expect(requests("429")).toBe(1);
    expect(
      seriesValue(text, "forecourt_http_requests_total", { route: "page", method: "GET", status: "404" }),
    ).toBe(1);
    expect(seriesValue(text, "forecourt_http_request_duration_seconds_count", { route: "site-api" })).toBe(2);
    expect(seriesValue(text, "forecourt_rate_limit_refusals_total", { route: "site-api" })).toBe(1);
  });

  it("shows the outbox's depth and oldest age, the imports and their refusals, and the search indexes", async () => {
    const text = await (await scrape({ authorization: `Bearer ${TOKEN}` })).text();
    expect(seriesValue(text, "forecourt_outbox_depth", { queue: "lead_deliveries" })).toBe(1);
    expect(seriesValue(text, "forecourt_outbox_depth", { queue: "alert_digests" })).toBe(0);
    expect(
      seriesValue(text, "forecourt_outbox_oldest_age_seconds", { queue: "lead_deliveries" }),
    ).toBeGreaterThanOrEqual(0);
    expect(
      seriesValue(text, "forecourt_import_duration_seconds_count", { format: "json", outcome: "imported" }),
    ).toBe(1);
    expect(
      seriesValue(text, "forecourt_import_duration_seconds_count", { format: "json", outcome: "unreadable" }),
    ).toBe(1);
    expect(seriesValue(text, "forecourt_import_refusals_total", { reason: "unreadable" })).toBe(1);
    expect(seriesValue(text, "forecourt_search_index_bytes", { site: SLUG })).toBeGreaterThan(0);
    expect(seriesValue(text, "forecourt_search_index_cars", { site: SLUG })).toBe(2);
    expect(seriesValue(text, "forecourt_search_indexes_warm")).toBe(1);
    expect(seriesValue(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("is refused without the operator's token (401), with a wrong one, and from another site's page (403)", async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="forecourt-admin"');
    expect((await scrape({ authorization: "Bearer not-the-token-0123456789abcdef" })).status).toBe(401);
    const crossSite = await scrape({
      authorization: `Bearer ${TOKEN}`,
      origin: "https://elsewhere.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect(await none.text()).not.toContain("forecourt_");
  });
});
