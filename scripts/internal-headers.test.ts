import http from "node:http";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, type Front, listen, request, startFront } from "./front-test-helpers";
import { isInternalHeader, ROUTER_PROTOCOL_HEADERS } from "./internal-headers.mjs";

/** What Next 16 and the app send that the public must not see (seen on the built app, issue 29 §3). */
const INTERNAL = {
  "x-middleware-rewrite": "/s/site/cars/a",
  "x-middleware-next": "1",
  "x-middleware-set-cookie": "a=1",
  "x-nextjs-cache": "HIT",
  "x-nextjs-prerender": "1",
  "x-nextjs-stale-time": "300",
  "x-nextjs-postponed": "1",
  "x-nextjs-matched-path": "/s/[site]/cars/[slug]",
  "x-nextjs-rewritten-path": "/s/site/cars/a",
  "x-forecourt-shared": "60",
  "x-forecourt-site": "site",
  "x-forecourt-anything-new": "1",
  "x-powered-by": "Next.js",
};

const leaked = (headers: http.IncomingHttpHeaders) =>
  Object.keys(headers).filter((name) => isInternalHeader(name, false) && name !== "x-forecourt-cache");

describe("internal response headers never leave the front (issue 29 §3, decision 0040)", () => {
  const upstream = http.createServer((req, res) => {
    const flight = req.headers.rsc === "1";
    const status = req.url === "/missing" ? 404 : req.url === "/moved" ? 307 : 200;
    res.writeHead(status, {
      ...INTERNAL,
      "content-type": flight
        ? "text/x-component"
        : req.url?.startsWith("/api/")
          ? "application/json"
          : "text/html",
      "cache-control": req.url?.startsWith("/cached") ? "s-maxage=60" : "private, no-store",
      ...(status === 307 ? { location: "/elsewhere" } : {}),
    });
    res.end(flight ? "0:[]" : "<!DOCTYPE html><p>page</p>");
  });
  const fronts: Front[] = [];
  let port = 0;
  let passThrough = 0;

  beforeAll(async () => {
    const upstreamPort = await listen(upstream, "localhost");
    port = (await startFront({ upstreamPort }, fronts)).port;
    passThrough = (await startFront({ upstreamPort, cache: false }, fronts)).port;
  });
  afterAll(() => closeAll(fronts, upstream));

  it("deny-list by prefix: x-middleware-*, x-nextjs-*, x-forecourt-* and x-powered-by, on a page (miss and hit), API, 404, redirect, HEAD and pass-through", async () => {
    const miss = await request(port, { path: "/cached/a" });
    const hit = await request(port, { path: "/cached/a" });
    expect(hit.headers["x-forecourt-cache"]).toBe("HIT");
    for (const [what, answer] of [
      ["page (miss)", miss],
      ["page (hit)", hit],
      ["page not stored", await request(port, { path: "/search" })],
      ["API", await request(port, { path: "/api/x" })],
      ["404", await request(port, { path: "/missing" })],
      ["redirect", await request(port, { path: "/moved" })],
      ["HEAD", await request(port, { method: "HEAD", path: "/cached/a" })],
      ["pass-through", await request(passThrough, { path: "/cached/b" })],
    ] as const) {
      expect(leaked(answer.headers), what).toEqual([]);
    }
  });

  it("a flight answer keeps exactly the x-nextjs-* headers Next's router reads, and nothing else internal", async () => {
    const flight = await request(port, { path: "/cars/a", headers: { rsc: "1" } });
    expect(flight.headers["content-type"]).toBe("text/x-component");
    const kept = Object.keys(flight.headers).filter((name) => isInternalHeader(name, false));
    expect(kept.sort()).toEqual(
      ["x-nextjs-postponed", "x-nextjs-prerender", "x-nextjs-rewritten-path", "x-nextjs-stale-time"].sort(),
    );
    expect(flight.headers["x-middleware-rewrite"]).toBeUndefined();
    expect(flight.headers["x-nextjs-cache"]).toBeUndefined();
  });

  it("the router-protocol headers kept are ones Next's client names (a Next upgrade that renames one fails here)", () => {
    const require = createRequire(import.meta.url);
    const names = new Set([
      ...Object.values(
        require("next/dist/client/components/app-router-headers.js") as Record<string, unknown>,
      ),
      (require("next/dist/lib/constants.js") as Record<string, unknown>).NEXT_NAV_DEPLOYMENT_ID_HEADER,
    ]);
    for (const name of ROUTER_PROTOCOL_HEADERS) expect(names.has(name), name).toBe(true);
  });
});
