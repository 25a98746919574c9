import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileTrustedProxies, resolveClient } from "./client-address.mjs";
import { createFrontServer } from "./front-cache.mjs";
import { cacheKey, createStore, sharedFreshnessSeconds, storableSeconds } from "./front-store.mjs";
import { type Answer, rawRequest, request as sharedRequest } from "./front-test-helpers";

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
    // The new page is kept again. (Not necessarily the first v2 answer: one begun in the very
    // millisecond of the purge is not kept, as it may have been made from the old data.)
    await waitFor(async () => {
      const again = await get("alpha.localhost", "/search/toyota/hilux");
      return again.cache === "HIT" && again.body.includes("v2");
    });
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

/** Every request of these tests names the site with the default port, as a browser's Host does. */
function request(port: number, options: Parameters<typeof sharedRequest>[1]): Promise<Answer> {
  return sharedRequest(port, { ...options, headers: { host: "site.localhost:80", ...options.headers } });
}

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  "</head><body><h1>A car</h1>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"car"])</script>',
  "</body></html>",
].join("");
const PAGE_HASHES = ["(self.__next_f=self.__next_f||[]).push([0])", 'self.__next_f.push([1,"car"])'].map(
  (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
);

/** Every security header the issue names, present, with the CSP's fixed parts. */
function expectSecurityHeaders(answer: Answer, what: string) {
  const csp = String(answer.headers["content-security-policy"] ?? "");
  expect(csp, `${what}: Content-Security-Policy`).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).toContain("form-action 'self'");
  expect(csp, what).not.toContain("unsafe-eval");
  expect(csp.match(/script-src ([^;]*)/)?.[1], what).not.toContain("unsafe-inline");
  expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  expect(answer.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["x-frame-options"], what).toBe("SAMEORIGIN");
  expect(answer.headers["permissions-policy"], what).toContain("camera=()");
}

describe("the front door: security headers, client address, methods and body limits (issue 16)", () => {
  let received: { path: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  const upstream = http.createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, bytes });
      if (req.url === "/cars/revalidated" && req.headers["if-none-match"] === '"v1"') {
        // Next revalidating a cached page for a request the front passes through (it carries a cookie).
        res.writeHead(304, { etag: '"v1"', "cache-control": "s-maxage=60, stale-while-revalidate=540" });
        res.end();
      } else if (req.url?.startsWith("/cars/")) {
        // What Next sends: its own (weaker) policy from next.config.ts, which the front replaces.
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "s-maxage=60, stale-while-revalidate=540",
          "content-security-policy": "script-src 'self' 'unsafe-inline'",
        });
        res.end(PAGE);
      } else if (req.url === "/lead-form") {
        res.writeHead(200, { "content-type": "text/html", "cache-control": "private, no-store" });
        res.write(PAGE.slice(0, 100));
        setTimeout(() => res.end(PAGE.slice(100)), 10);
      } else if (req.url === "/missing") {
        res.writeHead(404, { "content-type": "text/html", "cache-control": "private, no-store" });
        res.end("<h1>Not found</h1>");
      } else if (req.url === "/broken-page") {
        res.writeHead(200, { "content-type": "text/html", "cache-control": "private, no-store" });
        res.write("<h1>half a page");
        setTimeout(() => res.socket?.destroy(), 10);
      } else if (req.url === "/_next/static/chunks/main.js") {
        res.writeHead(200, {
          "content-type": "application/javascript",
          "cache-control": "public, max-age=31536000, immutable",
        });
        res.end("console.log(1)");
      } else {
        res.writeHead(200, { "content-type": "application/json", "cache-control": "private, no-store" });
        res.end(JSON.stringify({ headers: req.headers, bytes }));
      }
    });
  });
  const fronts: http.Server[] = [];
  let upstreamPort = 0;
  /** A front on a free port; its address. */
  const startFront = async (options: Partial<Parameters<typeof createFrontServer>[0]> = {}) => {
    const { server } = createFrontServer({
      upstreamPort,
      frontToken: "front-token-for-tests-0123456789",
      bodyLimits: { siteBytes: 64 * 1024, importBytes: 256 * 1024 },
      ...options,
    });
    fronts.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  };
  let front = 0;
  let behindProxy = 0;
  let passThrough = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, "localhost", resolve));
    upstreamPort = (upstream.address() as AddressInfo).port;
    front = await startFront();
    behindProxy = await startFront({ trustedProxies: "loopback, 10.0.0.0/8" });
    passThrough = await startFront({ cache: false });
  });
  afterAll(() => {
    for (const server of fronts) server.close();
    upstream.close();
  });

  it("§1: every response carries the security headers: page miss and hit, asset, API, 404, pass-through", async () => {
    const miss = await request(front, { path: "/cars/a" });
    const hit = await request(front, { path: "/cars/a" });
    expect(hit.headers["x-forecourt-cache"]).toBe("HIT");
    const answers: [string, Answer][] = [
      ["page (miss)", miss],
      ["page (hit)", hit],
      ["HEAD of a stored page", await request(front, { method: "HEAD", path: "/cars/a" })],
      ["asset", await request(front, { path: "/_next/static/chunks/main.js" })],
      ["asset (hit)", await request(front, { path: "/_next/static/chunks/main.js" })],
      ["API GET", await request(front, { path: "/api/search" })],
      ["API POST", await request(front, { method: "POST", path: "/api/leads", body: "{}" })],
      ["404", await request(front, { path: "/missing" })],
      ["streamed lead page", await request(front, { path: "/lead-form" })],
      ["pass-through front (FORECOURT_FRONT_CACHE=0)", await request(passThrough, { path: "/cars/a" })],
    ];
    for (const [what, answer] of answers) expectSecurityHeaders(answer, what);
  });

  it("§1: a page's script policy is the hashes of its own inline scripts, the same on a hit; Next's copy is replaced", async () => {
    for (const answer of [
      await request(front, { path: "/cars/b" }),
      await request(front, { path: "/cars/b" }),
      await request(front, { path: "/cars/b", headers: { "accept-encoding": "gzip" } }),
      await request(front, { path: "/lead-form" }),
    ]) {
      const scriptSrc = String(answer.headers["content-security-policy"]).match(/script-src ([^;]*)/)?.[1];
      expect(scriptSrc?.split(" ")).toEqual(["'self'", ...PAGE_HASHES]);
    }
  });

  it("§1: a 304 for a page carries no script policy, so the browser's copy keeps the one with its hashes", async () => {
    const answer = await request(front, {
      path: "/cars/revalidated",
      headers: { cookie: "forecourt.session_token=x", "if-none-match": '"v1"' },
    });
    expect(answer.status).toBe(304);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("§1: HSTS only when a trusted proxy says the request came over https", async () => {
    expect((await request(front, { path: "/api/x" })).headers["strict-transport-security"]).toBeUndefined();
    const spoofed = await request(front, { path: "/api/x", headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    for (const path of ["/api/x", "/cars/c", "/cars/c"]) {
      const https = await request(behindProxy, { path, headers: { "x-forwarded-proto": "https" } });
      expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(https.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    }
  });

  it("§1: the front's own answers (405, 413, 502, a page cut off) carry them too", async () => {
    expectSecurityHeaders(await request(front, { method: "TRACE", path: "/" }), "405");
    expectSecurityHeaders(
      await request(front, { method: "POST", path: "/api/leads", headers: { "content-length": "999999" } }),
      "413",
    );
    const broken = await request(front, { path: "/broken-page" });
    expect(broken.status).toBe(502);
    expect(broken.body).not.toContain("half a page");
    expectSecurityHeaders(broken, "a page cut off");
    const down = await startFront({ upstreamPort: 1 });
    const unavailable = await request(down, { path: "/" });
    expect(unavailable.status).toBe(502);
    expectSecurityHeaders(unavailable, "502");
  });

  it("§2: TRACE, TRACK, CONNECT and unknown methods answer 405 with Allow, never reaching Next", async () => {
    const before = received.length;
    const trace = await request(front, { method: "TRACE", path: "/cars/a" });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    for (const line of ["TRACK / HTTP/1.1", "CONNECT example.com:443 HTTP/1.1", "PROPFIND / HTTP/1.1"]) {
      const raw = await rawRequest(front, `${line}\r\nHost: site.localhost\r\nConnection: close\r\n\r\n`);
      expect(raw, line).toMatch(/^HTTP\/1\.1 405 /);
      expect(raw, line).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
      expect(raw, line).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    }
    expect(received.length).toBe(before);
  });

  it("§2: a chunked body on a DELETE reaches Next framed as its body, never as a second request (smuggling)", async () => {
    const before = received.length;
    const smuggled = "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n";
    const raw = await rawRequest(
      front,
      "DELETE /api/thing HTTP/1.1\r\nHost: site.localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" +
        `${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = received.slice(before);
    expect(seen.map((r) => r.path)).toEqual(["/api/thing"]);
    expect(seen[0]?.bytes).toBe(smuggled.length);
  });

  it("§2: what Next would answer with a bare 500 is answered here: a garbled router state, other methods or preconditions on built assets", async () => {
    const before = received.length;
    for (const tree of ["garbage", "%5B1%2C2%5D", "%ZZ"]) {
      const answer = await request(front, {
        path: "/search",
        headers: { rsc: "1", "next-router-state-tree": tree },
      });
      expect(answer.status, tree).toBe(400);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    // On an API path the answer is JSON, as the app's own APIs answer.
    const api = await request(front, {
      path: "/api/search",
      headers: { rsc: "1", "next-router-state-tree": "x" },
    });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ error: "The router state header could not be read." });
    // Without `rsc`, Next does not read the header: it passes by.
    expect(
      (await request(front, { path: "/api/y", headers: { "next-router-state-tree": "x" } })).status,
    ).toBe(200);
    const post = await request(front, { method: "POST", path: "/_next/static/chunks/main.js" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(received.length).toBe(before + 1);
    // A real router state passes.
    const state = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, null, 1]));
    expect(
      (await request(front, { path: "/api/x", headers: { rsc: "1", "next-router-state-tree": state } }))
        .status,
    ).toBe(200);
    // A built asset is whole and immutable: a range or precondition is not passed on.
    await request(front, {
      path: "/_next/static/chunks/main.js",
      headers: { range: "bytes=99999-", "if-match": "x" },
    });
    const asset = received.at(-1);
    expect(asset?.path).toBe("/_next/static/chunks/main.js");
    expect(asset?.headers.range).toBeUndefined();
    expect(asset?.headers["if-match"]).toBeUndefined();
  });

  it("§5: a spoofed X-Forwarded-For from an untrusted peer is ignored; the app hears the socket's address", async () => {
    const answer = await request(front, {
      path: "/api/echo",
      headers: {
        "x-forwarded-for": "203.0.113.7",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "evil.example",
        "x-real-ip": "203.0.113.8",
      },
    });
    const seen = JSON.parse(answer.body).headers as Record<string, string>;
    expect(seen["x-forecourt-client-ip"]).toBe("127.0.0.1");
    expect(seen["x-forecourt-proto"]).toBe("http");
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen["x-forwarded-proto"]).toBe("http");
    expect(seen["x-forwarded-host"]).toBeUndefined();
    expect(seen["x-real-ip"]).toBeUndefined();
    expect(seen.host).toBe("site.localhost:80");
  });

  it("§5: client-sent x-forecourt-* headers never reach the app; the front's token does", async () => {
    const answer = await request(front, {
      path: "/api/echo",
      headers: {
        "x-forecourt-client-ip": "198.51.100.1",
        "x-forecourt-proto": "https",
        "x-forecourt-front": "a guess",
        "x-forecourt-internal": "a guess",
      },
    });
    const seen = JSON.parse(answer.body).headers as Record<string, string>;
    expect(seen["x-forecourt-client-ip"]).toBe("127.0.0.1");
    expect(seen["x-forecourt-proto"]).toBe("http");
    expect(seen["x-forecourt-front"]).toBe("front-token-for-tests-0123456789");
    expect(seen["x-forecourt-internal"]).toBeUndefined();
  });

  it("§5: behind a trusted proxy, the client is the right-most X-Forwarded-For hop that is not a trusted proxy", async () => {
    const answer = await request(behindProxy, {
      path: "/api/echo",
      headers: { "x-forwarded-for": "198.51.100.9, 203.0.113.7, 10.1.2.3", "x-forwarded-proto": "https" },
    });
    const seen = JSON.parse(answer.body).headers as Record<string, string>;
    expect(seen["x-forecourt-client-ip"]).toBe("203.0.113.7");
    expect(seen["x-forecourt-proto"]).toBe("https");
  });

  it("§5: TRUSTED_PROXIES resolution, address by address", () => {
    const trusted = compileTrustedProxies("loopback, 10.0.0.0/8 2001:db8::/32,192.0.2.1");
    const resolve = (peer: string, xff?: string, proto?: string) =>
      resolveClient(peer, { "x-forwarded-for": xff, "x-forwarded-proto": proto }, trusted);
    expect(resolve("203.0.113.5", "1.2.3.4", "https")).toEqual({
      address: "203.0.113.5",
      https: false,
      peerTrusted: false,
    });
    expect(resolve("::ffff:127.0.0.1", "1.2.3.4", "https")).toEqual({
      address: "1.2.3.4",
      https: true,
      peerTrusted: true,
    });
    expect(resolve("192.0.2.1", "1.2.3.4, 10.0.0.1").address).toBe("1.2.3.4");
    expect(resolve("2001:db8::1", "2001:db8::2, 10.0.0.1").address).toBe("2001:db8::2");
    // Every hop trusted: the left-most one is the client.
    expect(resolve("127.0.0.1", "10.9.9.9, 10.0.0.1").address).toBe("10.9.9.9");
    // A hop that is no address ends the walk at the proxy that wrote it.
    expect(resolve("127.0.0.1", "1.2.3.4, not-an-ip").address).toBe("127.0.0.1");
    expect(resolve("127.0.0.1").address).toBe("127.0.0.1");
    // Only the first proto counts (the proxy the browser reached).
    expect(resolve("127.0.0.1", undefined, "http, https").https).toBe(false);
    expect(compileTrustedProxies("")("127.0.0.1")).toBe(false);
    expect(compileTrustedProxies("private")("192.168.1.4")).toBe(true);
    expect(compileTrustedProxies("private")("127.0.0.1")).toBe(false);
    for (const typo of ["localhost", "10.0.0.0/33", "1.2.3", "10.0.0.0/8/1"]) {
      expect(() => compileTrustedProxies(typo), typo).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it("§3: a Content-Length over the limit answers 413 at once, and Next never sees the request", async () => {
    const before = received.length;
    const answer = await request(front, {
      method: "POST",
      path: "/api/leads",
      headers: { "content-length": String(64 * 1024 + 1) },
    });
    expect(answer.status).toBe(413);
    expect(received.length).toBe(before);
  });

  it("§3: a chunked body (no Content-Length) is cut off at the limit with 413, and reading stops there", async () => {
    const before = received.length;
    const chunk = Buffer.alloc(16 * 1024, "a");
    const outcome = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      const req = http.request({
        host: "127.0.0.1",
        port: front,
        method: "POST",
        path: "/api/leads",
        headers: { host: "site.localhost", "content-type": "application/json" },
      });
      req.on("response", (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      });
      const pump = () => {
        // 64 MB offered; the front must stop long before it is all read.
        while (sent < 64 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        req.end();
      };
      req.on("close", () => resolve({ status, sent }));
      req.on("error", () => undefined);
      setTimeout(() => reject(new Error("the front read on")), 10_000).unref();
      pump();
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sent).toBeLessThan(16 * 1024 * 1024);
    // Next got at most the limit, and its request was abandoned (never completed).
    const forwarded = received.slice(before).filter((r) => r.path === "/api/leads");
    expect(forwarded.every((r) => r.bytes <= 64 * 1024)).toBe(true);
  });

  it("§3: bodies under the limit pass whole; the import path has its own, larger limit", async () => {
    const body = "x".repeat(100 * 1024);
    const imported = await request(front, { method: "POST", path: "/admin/api/import", body });
    expect(JSON.parse(imported.body).bytes).toBe(body.length);
    expect((await request(front, { method: "POST", path: "/api/leads", body })).status).toBe(413);
    const small = await request(front, { method: "POST", path: "/api/leads", body: "x".repeat(1000) });
    expect(JSON.parse(small.body).bytes).toBe(1000);
  });

  it("FORECOURT_FRONT_CACHE=0 stores nothing but is still the front door", async () => {
    received = [];
    await request(passThrough, { path: "/cars/d" });
    const second = await request(passThrough, { path: "/cars/d" });
    expect(second.headers["x-forecourt-cache"]).toBeUndefined();
    expect(received.filter((r) => r.path === "/cars/d")).toHaveLength(2);
    expect(received[0]?.headers["x-forecourt-front"]).toBe("front-token-for-tests-0123456789");
    expectSecurityHeaders(second, "pass-through");
  });
});
