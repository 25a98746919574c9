import { readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { E2E_PORT, expect, test } from "./fixtures";

/**
 * Issue 14 / architecture rule 2, "one request-scoped site context": a page loads its site, the site's
 * locations and its form setup once, however many of the layout, generateMetadata and the page ask
 * for them, and generateMetadata and the page share one search. The e2e server logs every statement
 * (FORECOURT_QUERY_LOG, playwright.config.ts); this test counts what one request sends.
 *
 * The counts are exact on purpose: a new query on these pages should be a decision, made here.
 */

const SITE = "metro-motor-group";
const LOG = join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "queries.log");
/**
 * Past the process-wide site cache (5 s; the site's locations, promo cards and popups are kept with its
 * cached object, decision 0085) and the search index's stock-version check (1 s).
 */
const CACHES_EXPIRE_MS = 5_500;

type Logged = { at: number; background: string | null; sql: string };

/** GET a page of the site as a browser on its own host would, straight to the e2e server. */
function get(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: E2E_PORT, path, headers: { host: `${SITE}.localhost:${E2E_PORT}` } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The statements one request sends, with every process-wide cache expired first. */
async function queriesOf(path: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, CACHES_EXPIRE_MS));
  const from = statSync(LOG).size;
  const response = await get(path);
  expect(response.status, `${path} answers 200`).toBe(200);
  // Lines are appended synchronously before the response ends; this leaves room for stragglers.
  await new Promise((r) => setTimeout(r, 300));
  return readFileSync(LOG)
    .subarray(from)
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Logged)
    .filter((q) => q.background === null)
    .map((q) => q.sql);
}

const fromTable = (table: string) => (sql: string) => new RegExp(`\\bfrom "${table}"`).test(sql);

test.describe("one request-scoped site context (issue 14)", () => {
  test("a search page loads its site, locations and search once", async () => {
    // Warm the search index and the route's code, so what is counted is a shopper's request.
    expect((await get("/search/used-cars")).status).toBe(200);
    const queries = await queriesOf("/search/used-cars?page=2");
    const summary = queries.join("\n");
    expect(queries.filter(fromTable("locations")), `locations loaded once:\n${summary}`).toHaveLength(1);
    expect(queries.filter(fromTable("site_dealerships")), `site loaded once:\n${summary}`).toHaveLength(1);
    expect(queries.filter(fromTable("promo_popups")), `popup loaded once:\n${summary}`).toHaveLength(1);
    expect(queries, summary).toHaveLength(SEARCH_PAGE_QUERIES);
  });

  test("a car page loads its site, locations and car once", async () => {
    const search = JSON.parse((await get("/api/search?sortBy=price_desc&page=9")).body) as {
      hits: { slug: string }[];
    };
    // A car page is cached once rendered (ISR): a car from deep in the stock, which no other test opens.
    const car = search.hits.at(-1);
    expect(car, "a listed demo car").toBeDefined();
    const queries = await queriesOf(`/cars/${car!.slug}`);
    const summary = queries.join("\n");
    expect(queries.filter(fromTable("locations")), `locations loaded once:\n${summary}`).toHaveLength(1);
    expect(queries.filter(fromTable("site_dealerships")), `site loaded once:\n${summary}`).toHaveLength(1);
    expect(queries.filter(fromTable("promo_popups")), `popup loaded once:\n${summary}`).toHaveLength(1);
    expect(queries, summary).toHaveLength(CAR_PAGE_QUERIES);
  });
});

/**
 * A search page: the proxy's host list, the site and its dealerships, its locations, the promo cards,
 * the site's promo popup (the layout's, on every page: spec 02 §2, decision 0029).
 * The in-process index answers the search itself; its stock-version check runs in the background
 * (issue 15: the page does not wait on it), so it is logged as background work and not counted here.
 */
const SEARCH_PAGE_QUERIES = 6;
/**
 * A car page: the proxy's host list, the site and its dealerships, the car, the locations, the car's
 * yard's special hours, the promo popup.
 */
const CAR_PAGE_QUERIES = 7;
