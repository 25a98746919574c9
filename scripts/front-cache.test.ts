import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cacheKey,
  createFrontServer,
  createStore,
  sharedFreshnessSeconds,
  storableSeconds,
} from "./front-cache.mjs";

describe("shared-cache policy (RFC 9111 as a CDN applies it; decision 0008)", () => {
  it("keeps s-maxage, else public max-age; never private, no-store or no-cache", () => {
    expect(sharedFreshnessSeconds("s-maxage=60, stale-while-revalidate=540")).toBe(60);
    expect(sharedFreshnessSeconds("public, max-age=31536000, immutable")).toBe(31536000);
    expect(sharedFreshnessSeconds("max-age=300")).toBe(0);
    expect(sharedFreshnessSeconds("private, no-cache, no-store, max-age=0, must-revalidate")).toBe(0);
    expect(sharedFreshnessSeconds(undefined)).toBe(0);
  });
  it("only plain GET/HEAD requests are looked up; router and cookie requests go to Next", () => {
    const get = {
      method: "GET",
      url: "/cars/x",
      headers: { host: "a.localhost:3000", "accept-encoding": "gzip, br" },
    };
    expect(cacheKey(get)).toBe("a.localhost:3000 /cars/x gzip");
    expect(cacheKey({ ...get, headers: { ...get.headers, host: "b.localhost:3000" } })).not.toBe(
      cacheKey(get),
    );
    expect(cacheKey({ ...get, method: "POST" })).toBeNull();
    expect(cacheKey({ ...get, headers: { ...get.headers, rsc: "1" } })).toBeNull();
    expect(cacheKey({ ...get, headers: { ...get.headers, cookie: "a=1" } })).toBeNull();
  });
  it("stores only 200s without cookies", () => {
    expect(storableSeconds(200, { "cache-control": "s-maxage=60" })).toBe(60);
    expect(storableSeconds(404, { "cache-control": "s-maxage=60" })).toBe(0);
    expect(storableSeconds(200, { "cache-control": "s-maxage=60", "set-cookie": ["a=1"] })).toBe(0);
  });
  it("the store forgets what is older than its lifetime and evicts the least recently used past its size", () => {
    const store = createStore(100);
    const entry = (n: number) => ({
      status: 200,
      headers: {},
      body: Buffer.alloc(n),
      storedAt: 0,
      ttlMs: 1000,
    });
    store.set("a", entry(20));
    store.set("b", entry(20));
    expect(store.get("a", 500)).toBeDefined();
    store.set("c", entry(20));
    store.set("d", entry(20));
    store.set("e", entry(20)); // 100 bytes: a was used, so b goes first once over
    store.set("f", entry(20));
    expect(store.get("b", 500)).toBeUndefined();
    expect(store.get("a", 500)).toBeDefined();
    expect(store.get("a", 1000)).toBeUndefined();
  });
});

describe("the front cache over real HTTP", () => {
  let upstreamHits = 0;
  let clock = 1_000_000;
  const upstream = http.createServer((request, response) => {
    upstreamHits++;
    if (request.url === "/cached/broken") {
      response.writeHead(200, { "content-type": "text/plain", "cache-control": "s-maxage=60" });
      response.write("half a page");
      setTimeout(() => response.socket?.destroy(), 20);
      return;
    }
    const cacheControl = request.url?.startsWith("/cached")
      ? "s-maxage=60, stale-while-revalidate=540"
      : "private, no-cache, no-store";
    response.writeHead(request.url === "/missing" ? 404 : 200, {
      "content-type": "text/plain",
      "cache-control": cacheControl,
    });
    response.end(`body of ${request.method} ${request.url} for ${request.headers.host}`);
  });
  let front: http.Server;
  let port = 0;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; cache: string | undefined; age: string | undefined }>(
      (resolve, reject) => {
        http
          .get(
            { host: "127.0.0.1", port, path, headers: { host: "site.localhost:80", ...headers } },
            (response) => {
              let body = "";
              response.on("data", (c) => {
                body += c;
              });
              response.on("close", () => {
                if (!response.complete) reject(new Error("connection ended before the answer did"));
              });
              response.on("end", () =>
                resolve({
                  status: response.statusCode ?? 0,
                  body,
                  cache: response.headers["x-forecourt-cache"] as string | undefined,
                  age: response.headers.age,
                }),
              );
            },
          )
          .on("error", reject);
      },
    );

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, "localhost", resolve));
    const upstreamPort = (upstream.address() as AddressInfo).port;
    front = createFrontServer({ upstreamPort, now: () => clock }).server;
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    port = (front.address() as AddressInfo).port;
  });
  afterAll(() => {
    front?.close();
    upstream.close();
  });

  it("serves a shareable page from memory until it is s-maxage old", async () => {
    const before = upstreamHits;
    const first = await get("/cached/car");
    expect(first.cache).toBeUndefined();
    expect(first.body).toContain("GET /cached/car");
    clock += 30_000;
    const second = await get("/cached/car");
    expect(second).toMatchObject({ status: 200, body: first.body, cache: "HIT", age: "30" });
    expect(upstreamHits).toBe(before + 1);
    clock += 31_000;
    expect((await get("/cached/car")).cache).toBeUndefined();
    expect(upstreamHits).toBe(before + 2);
  });
  it("passes private pages, errors and router requests straight through", async () => {
    const before = upstreamHits;
    await get("/search");
    await get("/search");
    await get("/missing");
    await get("/missing");
    await get("/cached/x", { rsc: "1" });
    await get("/cached/x", { rsc: "1" });
    expect(upstreamHits).toBe(before + 6);
  });
  it("an answer cut off mid-way is neither stored nor finished with other text", async () => {
    const before = upstreamHits;
    await expect(get("/cached/broken")).rejects.toThrow();
    await expect(get("/cached/broken")).rejects.toThrow();
    expect(upstreamHits).toBe(before + 2);
  });
  it("forwards the shopper's Host unchanged, so Next writes the addresses shoppers use", async () => {
    expect((await get("/search")).body).toMatch(/for site\.localhost:80$/);
  });
});

describe("listing pages kept per URL and dropped when their site's data changes (issue 15 §5)", () => {
  let versions: Record<string, string> = { alpha: "1", beta: "1" };
  let renders = 0;
  /** Answers held back until released, to make an answer straddle a change. */
  const held: { release: (() => void) | null } = { release: null };
  const upstream = http.createServer((request, response) => {
    if (request.url === "/api/internal/site-versions") {
      const ok = request.headers["x-forecourt-internal"] === "internal-token-for-tests-123";
      response.writeHead(ok ? 200 : 404, { "content-type": "application/json" });
      response.end(ok ? JSON.stringify({ sites: versions }) : "{}");
      return;
    }
    renders++;
    const site = request.headers.host?.startsWith("beta") ? "beta" : "alpha";
    const send = () => {
      response.writeHead(200, {
        "content-type": "text/html",
        // What Next says of a page it renders per request; the app's own header says the front may keep it.
        "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
        "x-forecourt-shared": "60",
        "x-forecourt-site": site,
      });
      response.end(`${site} ${request.url} v${versions[site]} render ${renders}`);
    };
    if (request.url === "/search/slow") held.release = send;
    else send();
  });
  let port = 0;
  let front: ReturnType<typeof createFrontServer>;
  const get = (host: string, path: string) =>
    new Promise<{ body: string; cache?: string; internal: string[] }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
          let body = "";
          response.on("data", (c) => {
            body += c;
          });
          response.on("end", () =>
            resolve({
              body,
              cache: response.headers["x-forecourt-cache"] as string | undefined,
              internal: Object.keys(response.headers).filter((h) => h.startsWith("x-forecourt-s")),
            }),
          );
        })
        .on("error", reject);
    });
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("timed out");
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, "localhost", resolve));
    const upstreamPort = (upstream.address() as AddressInfo).port;
    front = createFrontServer({
      upstreamPort,
      versions: { token: "internal-token-for-tests-123", intervalMs: 20 },
    });
    await new Promise<void>((resolve) => front.server.listen(0, "127.0.0.1", resolve));
    port = (front.server.address() as AddressInfo).port;
    // Its first answer drops everything kept before it; let that pass before the tests keep pages.
    await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(() => {
    front?.server.close();
    upstream.close();
  });

  it("keeps a listing page the app marks shareable, and never passes the app's internal headers on", async () => {
    const first = await get("alpha.localhost", "/search/toyota/hilux");
    const second = await get("alpha.localhost", "/search/toyota/hilux");
    expect(second).toEqual({ body: first.body, cache: "HIT", internal: [] });
    expect(first.internal).toEqual([]);
    // Per URL: another query is another page.
    expect((await get("alpha.localhost", "/search/toyota/hilux?page=2")).cache).toBeUndefined();
  });

  it("drops only the changed site's pages within a version check of the change", async () => {
    await get("beta.localhost", "/search");
    expect((await get("beta.localhost", "/search")).cache).toBe("HIT");
    expect((await get("alpha.localhost", "/search/toyota/hilux")).body).toContain("v1");
    versions = { ...versions, alpha: "2" };
    await waitFor(async () => (await get("alpha.localhost", "/search/toyota/hilux")).body.includes("v2"));
    expect((await get("alpha.localhost", "/search/toyota/hilux")).cache).toBe("HIT");
    expect((await get("beta.localhost", "/search")).cache).toBe("HIT");
  });

  it("does not keep an answer begun before the change it missed", async () => {
    const pending = get("alpha.localhost", "/search/slow");
    await waitFor(async () => held.release !== null);
    versions = { ...versions, alpha: "3" };
    await new Promise((r) => setTimeout(r, 100)); // the front cache has seen version 3
    held.release?.();
    expect((await pending).body).toContain("/search/slow");
    held.release = null as (() => void) | null;
    const again = get("alpha.localhost", "/search/slow");
    await waitFor(async () => held.release !== null);
    held.release?.();
    expect((await again).cache).toBeUndefined();
  });
});
