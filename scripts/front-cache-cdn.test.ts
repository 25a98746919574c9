import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyCdnHeaders, cdnProviderOf } from "./cdn-headers.mjs";
import { closeAll, type Front, listen, request as sendRequest, startFront } from "./front-test-helpers";

/**
 * Issue 35 §4 (decision 0076): with a shared cache in front of several servers (CDN_PROVIDER), every
 * answer that cache may keep says so in standard headers and carries its site's tag, in the header that
 * cache reads and strips; an answer it could not be told to drop (untagged) is never shareable.
 */
const TOKEN = "internal-token-for-tests-123";

describe("the front's answers as a cache in front of it sees them (issue 35 §4)", () => {
  let versions: Record<string, string> = { alpha: "1", beta: "1" };
  const held: { release: (() => void) | null } = { release: null };
  const upstream = http.createServer((request, response) => {
    if (request.url === "/api/internal/site-versions") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ sites: versions }));
      return;
    }
    const site = request.headers.host?.startsWith("beta") ? "beta" : "alpha";
    if (request.url === "/_next/static/chunks/main.js") {
      response.writeHead(200, {
        "content-type": "application/javascript",
        "cache-control": "public, max-age=31536000, immutable",
      });
      response.end("console.log(1)");
      return;
    }
    if (request.url === "/platform") {
      response.writeHead(200, { "content-type": "text/html", "cache-control": "s-maxage=60" });
      response.end("<h1>Sites</h1>");
      return;
    }
    if (request.url === "/cars/etag" && request.headers["if-none-match"] === '"v1"') {
      response.writeHead(304, { etag: '"v1"', "cache-control": "s-maxage=60", "x-forecourt-site": site });
      response.end();
      return;
    }
    const car = request.url?.startsWith("/cars/");
    const send = () => {
      response.writeHead(200, {
        "content-type": "text/html",
        // A car page is ISR (Next's own s-maxage); a listing page is per request, kept by the app's word.
        ...(car
          ? { "cache-control": "s-maxage=60, stale-while-revalidate=31535940" }
          : {
              "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
              "x-forecourt-shared": "60",
            }),
        "x-forecourt-site": site,
      });
      response.end(`<h1>${site} ${request.url} v${versions[site]}</h1>`);
    };
    if (request.url === "/cars/slow") held.release = send;
    else send();
  });
  const fronts: Front[] = [];
  const ports: Record<string, number> = {};
  const get = (port: number, path: string, headers: Record<string, string> = {}) =>
    sendRequest(port, { path, headers: { host: "alpha.localhost", ...headers } });

  beforeAll(async () => {
    const upstreamPort = await listen(upstream, "localhost");
    const versionsEvery = { token: TOKEN, intervalMs: 20 };
    ports.none = (await startFront({ upstreamPort, versions: versionsEvery }, fronts)).port;
    ports.varnish = (
      await startFront({ upstreamPort, versions: versionsEvery, cdn: "varnish" }, fronts)
    ).port;
    ports.cloudflare = (await startFront({ upstreamPort, cdn: "cloudflare" }, fronts)).port;
    ports.fastly = (await startFront({ upstreamPort, cdn: "fastly" }, fronts)).port;
    ports.varnishNoFrontCache = (
      await startFront({ upstreamPort, versions: versionsEvery, cdn: "varnish", cache: false }, fronts)
    ).port;
    // Each watcher's first answer drops what was kept before it.
    await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(() => closeAll(fronts, upstream));

  it("without a cache named, answers go out as before: Next's Cache-Control, no tag", async () => {
    const page = await get(ports.none!, "/search");
    expect(page.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(page.headers["surrogate-key"]).toBeUndefined();
    expect(page.headers["cache-tag"]).toBeUndefined();
  });

  it("Varnish: a listing page is public for shared caches only (s-maxage), tagged with its site, from Next and from the front's store", async () => {
    const first = await get(ports.varnish!, "/search/toyota");
    const again = await get(ports.varnish!, "/search/toyota");
    expect(again.headers["x-forecourt-cache"]).toBe("HIT");
    for (const page of [first, again]) {
      expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
      expect(page.headers["surrogate-key"]).toBe("site:alpha");
      expect(page.headers["cache-tag"]).toBeUndefined();
    }
    const beta = await get(ports.varnish!, "/search/toyota", { host: "beta.localhost" });
    expect(beta.headers["surrogate-key"]).toBe("site:beta");
  });

  it("Cloudflare reads Cache-Tag and Fastly Surrogate-Key: each gets only the header it strips", async () => {
    const cloudflare = await get(ports.cloudflare!, "/cars/ute");
    expect(cloudflare.headers["cache-tag"]).toBe("site:alpha");
    expect(cloudflare.headers["surrogate-key"]).toBeUndefined();
    // A car page's year-long stale-while-revalidate (ISR's) is not a shared cache's to use: s-maxage only.
    expect(cloudflare.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    const fastly = await get(ports.fastly!, "/cars/ute");
    expect(fastly.headers["surrogate-key"]).toBe("site:alpha");
    expect(fastly.headers["cache-tag"]).toBeUndefined();
  });

  it("a request the front would not keep (a cookie) gets an answer no shared cache may keep either, untagged", async () => {
    const page = await get(ports.varnish!, "/cars/ute", { cookie: "session=abc" });
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers["surrogate-key"]).toBeUndefined();
  });

  it("a 304 to a shared cache's revalidation leaves its copy as shareable, and tagged, as it was", async () => {
    const revalidated = await get(ports.fastly!, "/cars/etag", { "if-none-match": '"v1"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(revalidated.headers["surrogate-key"]).toBe("site:alpha");
  });

  it("with the front's own store off (FORECOURT_FRONT_CACHE=0), the cache in front is still told", async () => {
    const page = await get(ports.varnishNoFrontCache!, "/search");
    expect(page.headers["x-forecourt-cache"]).toBeUndefined();
    expect(page.headers["surrogate-key"]).toBe("site:alpha");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  });

  it("an answer begun before its site's data changed is sent once and kept by no cache", async () => {
    // A car page: Next marks it shareable, so only the front can say it is already out of date.
    const slow = get(ports.varnish!, "/cars/slow");
    await new Promise((r) => setTimeout(r, 50));
    versions = { ...versions, alpha: "2" };
    await new Promise((r) => setTimeout(r, 150));
    held.release?.();
    const page = await slow;
    expect(page.body).toContain("v2");
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers["surrogate-key"]).toBeUndefined();
  });

  it("built assets (the same for every host, immutable) and the platform's pages (no site) are left as they are", async () => {
    const asset = await get(ports.varnish!, "/_next/static/chunks/main.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["surrogate-key"]).toBeUndefined();
    const platform = await get(ports.varnish!, "/platform", { host: "localhost" });
    expect(platform.headers["surrogate-key"]).toBeUndefined();
  });
});

describe("CDN_PROVIDER (decision 0076)", () => {
  it("is none when unset or empty, one of the caches the app can purge, and a typo stops the start", () => {
    expect(cdnProviderOf({})).toBe("none");
    expect(cdnProviderOf({ CDN_PROVIDER: "" })).toBe("none");
    expect(cdnProviderOf({ CDN_PROVIDER: "fastly" })).toBe("fastly");
    expect(() => cdnProviderOf({ CDN_PROVIDER: "akamai" })).toThrow(/CDN_PROVIDER must be one of/);
  });

  it("leaves an answer with no shared life and no shareable Cache-Control alone", () => {
    const headers = { "cache-control": "private, no-store" };
    applyCdnHeaders(headers, { provider: "varnish", site: "alpha", seconds: 0 });
    expect(headers).toEqual({ "cache-control": "private, no-store" });
  });
});

describe("the front's question after a change (decision 0076)", () => {
  it("asks again at once: the app takes the question as word that the front has dropped what changed", async () => {
    let versions = { alpha: "1" };
    const asked: number[] = [];
    const upstream = http.createServer((request, response) => {
      if (request.url === "/api/internal/site-versions") asked.push(Date.now());
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ sites: versions }));
    });
    const fronts: Front[] = [];
    const upstreamPort = await listen(upstream, "localhost");
    await startFront({ upstreamPort, versions: { token: TOKEN, intervalMs: 400 }, cdn: "varnish" }, fronts);
    try {
      // The first answer, then a quiet one: a question every 400 ms.
      await new Promise((r) => setTimeout(r, 1_000));
      versions = { alpha: "2" };
      const changedBy = asked.length;
      await new Promise((r) => setTimeout(r, 600));
      const after = asked.slice(changedBy);
      // The question that saw version 2, and the one straight after it (well inside the 400 ms).
      expect(after.length).toBeGreaterThanOrEqual(2);
      expect((after[1] ?? 0) - (after[0] ?? 0)).toBeLessThan(200);
    } finally {
      closeAll(fronts, upstream);
    }
  });
});
