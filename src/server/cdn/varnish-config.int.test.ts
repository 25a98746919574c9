// backend-independent: Varnish in front of stand-ins for the app servers; no database.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../../test/app-process";
import { hangGuard } from "../../../test/limits";
import { startVarnish, stopVarnish, type VarnishProcess, varnishd } from "../../../test/varnish-process";
import { varnishPurger } from "./varnish-purger";

/**
 * Issue 35 §4 (decision 0076): deploy/varnish/forecourt.vcl, in Debian's Varnish, in front of two
 * stand-ins for app servers that answer as the front door does with CDN_PROVIDER=varnish (a site's
 * pages tagged `site:<slug>` in Surrogate-Key, s-maxage 60). It keeps pages per host and never gives
 * one site's page to another's host; keeps only what it can be told to drop; passes posts, signed-in
 * shoppers and Next's router requests on; takes purges from the app servers' addresses alone, and a
 * tag purge drops that site's pages and no other's; the tags never reach a browser.
 *
 * Skipped, with the reason in its name, where varnishd is not installed (CI installs it:
 * scripts/ensure-varnish.mjs).
 */
const binary = varnishd();
const SKIP = binary
  ? ""
  : "varnishd is not installed (node scripts/ensure-varnish.mjs installs Debian's varnish)";
if (SKIP) console.info(`[varnish-config] skipped: ${SKIP}`);

type Seen = { server: string; method: string; url: string; host: string; cookie?: string };
const seen: Seen[] = [];
const renders = new Map<string, number>();

/** A stand-in for one app server's front door. */
function appServer(name: string): http.Server {
  return http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const host = request.headers.host ?? "";
      const site = host.split(".")[0] ?? "";
      const url = request.url ?? "/";
      seen.push({ server: name, method: request.method ?? "", url, host, cookie: request.headers.cookie });
      const key = `${host} ${url}`;
      const render = (renders.get(key) ?? 0) + 1;
      renders.set(key, render);
      const tagged = { "cache-control": "public, max-age=0, s-maxage=60", "surrogate-key": `site:${site}` };
      const headers: Record<string, string> =
        url === "/untagged"
          ? { "cache-control": "public, max-age=0, s-maxage=60" }
          : url === "/sets-cookie"
            ? { ...tagged, "set-cookie": "session=abc; HttpOnly" }
            : url === "/_next/static/chunks/main.js"
              ? { "cache-control": "public, max-age=31536000, immutable" }
              : tagged;
      response.writeHead(200, { "content-type": "text/html", ...headers });
      response.end(`${site} ${url} render ${render}`);
    });
  });
}

const apps = [appServer("a"), appServer("b")];
let varnish: VarnishProcess | undefined;

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };
function send(
  options: {
    method?: string;
    path: string;
    host?: string;
    headers?: Record<string, string>;
    localAddress?: string;
  },
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: varnish?.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: { host: options.host ?? "alpha.example.com", ...options.headers },
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  if (SKIP) return;
  const ports: number[] = [];
  for (const app of apps) {
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    ports.push((app.address() as AddressInfo).port);
  }
  // Purges are taken from 127.0.0.1 (the app's adapter, as an app server) alone; 127.0.0.3 is anyone else.
  varnish = await startVarnish(await freePort(), ports, ["127.0.0.1"]);
}, hangGuard(60_000));

afterAll(async () => {
  await stopVarnish(varnish);
  for (const app of apps) {
    app.closeAllConnections();
    await new Promise((resolve) => app.close(resolve));
  }
}, hangGuard(30_000));

beforeEach(() => {
  seen.length = 0;
});

const NAME = `deploy/varnish/forecourt.vcl in Debian's Varnish (issue 35 §4)${SKIP ? `; skipped: ${SKIP}` : ""}`;

describe.skipIf(Boolean(SKIP))(NAME, () => {
  it("keeps each host's page apart: another site's host never gets it, and a second visit is a hit", async () => {
    const alpha = await send({ path: "/search", host: "alpha.example.com" });
    const beta = await send({ path: "/search", host: "beta.example.com" });
    const alphaAgain = await send({ path: "/search", host: "ALPHA.example.com" });
    expect(alpha.body).toBe("alpha /search render 1");
    expect(beta.body).toBe("beta /search render 1");
    expect(alphaAgain).toMatchObject({ body: "alpha /search render 1", headers: { "x-cache": "HIT" } });
    expect(seen.map((s) => s.host)).toEqual(["alpha.example.com", "beta.example.com"]);
  });

  it("never lets the tags, or Varnish's own headers, reach a browser", async () => {
    const page = await send({ path: "/tags" });
    expect(page.headers["surrogate-key"]).toBeUndefined();
    expect(page.headers["cache-tag"]).toBeUndefined();
    expect(page.headers["x-varnish"]).toBeUndefined();
    expect(page.headers.via).toBeUndefined();
  });

  it("shares misses between the app servers (round robin)", async () => {
    await send({ path: "/round-robin/1" });
    await send({ path: "/round-robin/2" });
    expect(new Set(seen.map((s) => s.server))).toEqual(new Set(["a", "b"]));
  });

  it("keeps only what it can be told to drop: not an untagged page, nor one that sets a cookie; a built asset, yes", async () => {
    for (const path of ["/untagged", "/sets-cookie", "/_next/static/chunks/main.js"]) {
      await send({ path });
      await send({ path });
    }
    expect(seen.map((s) => s.url)).toEqual([
      "/untagged",
      "/untagged",
      "/sets-cookie",
      "/sets-cookie",
      "/_next/static/chunks/main.js",
    ]);
  });

  it("passes posts (leads, the console, the admin API), signed-in shoppers and Next's router requests on", async () => {
    await send({ path: "/search" }); // stored by now
    seen.length = 0;
    await send({ method: "POST", path: "/api/leads", headers: { "content-type": "application/json" } }, "{}");
    await send({ path: "/search", headers: { cookie: "forecourt_session=abc" } });
    await send({ path: "/search", headers: { rsc: "1" } });
    await send({ path: "/admin/api/sites", headers: { authorization: "Bearer x" } });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      "POST /api/leads",
      "GET /search",
      "GET /search",
      "GET /admin/api/sites",
    ]);
    expect(seen[1]?.cookie).toBe("forecourt_session=abc");
  });

  it("takes BAN and PURGE only from the app servers' addresses", async () => {
    for (const method of ["BAN", "PURGE"]) {
      const refused = await send({
        method,
        path: "/",
        headers: { "surrogate-key": "site:alpha" },
        localAddress: "127.0.0.3",
      });
      expect(refused.status, method).toBe(403);
    }
    const taken = await send({ method: "BAN", path: "/", headers: { "surrogate-key": "site:alpha" } });
    expect(taken.status).toBe(200);
  });

  it("a tag purge drops every page of that site, on any path, and no other site's (not even a slug it begins)", async () => {
    for (const host of ["alpha.example.com", "alpha-motors.example.com", "beta.example.com"]) {
      for (const path of ["/", "/cars/ute"]) await send({ path, host });
    }
    seen.length = 0;
    // The app's own adapter, from an address the VCL takes purges from.
    const purger = varnishPurger({ url: `http://127.0.0.1:${varnish?.port}/` });
    expect(await purger.purge(["site:alpha"])).toEqual({ ok: true });
    for (const host of ["alpha.example.com", "alpha-motors.example.com", "beta.example.com"]) {
      for (const path of ["/", "/cars/ute"]) await send({ path, host });
    }
    expect(seen.map((s) => `${s.host} ${s.url}`)).toEqual([
      "alpha.example.com /",
      "alpha.example.com /cars/ute",
    ]);
  });

  it("a BAN whose tags are not the app's (a regex, an empty list) is refused, and drops nothing", async () => {
    for (const key of ["site:.*", "", "site:alpha|site:beta"]) {
      const reply = await send({ method: "BAN", path: "/", headers: { "surrogate-key": key } });
      expect(reply.status, key).toBe(400);
    }
  });
});
