// backend-independent: the CLI and a server on an embedded PGlite data directory, whatever DATABASE_URL says.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { adminToken } from "@/server/admin/admin-token";
import { moveDomainEndpoint } from "@/server/admin/domain-admin-request";
import { importEndpoint } from "@/server/admin/import-request";
import { writeServerAddress } from "@/server/admin/server-address";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { cars, sites } from "@/server/db/schema";
import { serveHandler } from "../test/serve-handler";
import { runCli } from "./forecourt";

/**
 * Issue 15 §1: a feed goes into a running server. A real HTTP server (loopback) runs the admin
 * endpoint over an embedded PGlite data directory this process holds, as `npm start` would; the CLI
 * pointed at that directory finds the server and sends the feed to it instead of failing on the lock.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-ingest-"));
const settings = parseEnv({ DATA_DIR: dataDir, IMPORT_BODY_LIMIT_MB: "1" });
let handle: DatabaseHandle;
let server: { url: string; close: () => Promise<void> };
let token: string;
const adminLog: string[] = [];

const bundle = (price: number) => ({
  site: { slug: "feed-site", name: "Feed Motors", dealerships: ["feed-dealer"] },
  dealerships: [{ slug: "feed-dealer", name: "Feed Dealer" }],
  cars: [
    {
      dealership_slug: "feed-dealer",
      stocknum: "F1",
      make: "Mazda",
      model: "CX-5",
      year: 2022,
      car_type: "used",
      price: `$${price.toLocaleString("en-AU")}`,
    },
    {
      dealership_slug: "feed-dealer",
      stocknum: "F2",
      make: "Mazda",
      model: "3",
      year: 2021,
      car_type: "boat",
    },
  ],
});

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir, role: "server" });
  await prepareDatabase(handle);
  token = adminToken(settings).token;
  const deps = { settings, database: async () => handle.db };
  const importer = importEndpoint(deps);
  const mover = moveDomainEndpoint({ ...deps, log: (line) => adminLog.push(line) });
  server = await serveHandler((request) =>
    new URL(request.url).pathname === "/admin/api/domains/move" ? mover(request) : importer(request),
  );
  writeServerAddress(dataDir, { pid: process.pid, url: server.url });
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (body: BodyInit, headers: Record<string, string> = {}, query = "") =>
  fetch(`${server.url}/admin/api/import${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);

async function priceOf(stocknum: string): Promise<number | null | undefined> {
  const [row] = await handle.db.select({ price: cars.price }).from(cars).where(eq(cars.stocknum, stocknum));
  return row?.price;
}

describe("POST /admin/api/import (issue 15 §1)", () => {
  it("imports a feed and answers with the CLI's report as JSON", async () => {
    const response = await post(JSON.stringify(bundle(45990)));
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.site).toEqual({ slug: "feed-site", created: true });
    expect(report.counts.cars).toEqual({ inserted: 1, updated: 0, failed: 1 });
    expect(report.issues).toEqual([
      expect.objectContaining({ section: "cars", index: 1, field: "car_type", key: "stocknum F2" }),
    ]);
    expect(report.feed).toMatchObject({ format: "json", bytes: JSON.stringify(bundle(45990)).length });
    expect(await priceOf("F1")).toBe(45990);
  });

  it("refuses a missing or wrong token with 401 and a cross-site browser post with 403, importing nothing", async () => {
    for (const authorization of ["", "Bearer nope", `Basic ${token}`]) {
      const response = await post(JSON.stringify(bundle(1)), { authorization });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect((await response.json()).error).toMatch(/admin token/);
    }
    const crossSite = await post(JSON.stringify(bundle(1)), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await priceOf("F1")).toBe(45990);
  });

  it("stops reading a body over the limit (413), chunked or declared, and reads bad input as 400 / 415", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 200)
          controller.close(); // 12.5 MB if it were all read
        else
          controller.enqueue(new TextEncoder().encode(pulled === 1 ? '{"cars":["' : "x".repeat(64 * 1024)));
      },
    });
    const tooLarge = await post(endless);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toMatch(/IMPORT_BODY_LIMIT_MB \(1 MB\)/);

    const notJson = await post("{oops");
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error).toMatch(/not valid JSON/);
    const noType = await post("{}", { "content-type": "application/octet-stream" });
    expect(noType.status).toBe(415);
    const badQuery = await post("{}", {}, "?replace_stock=maybe&colour=red");
    expect(badQuery.status).toBe(400);
    expect((await badQuery.json()).issues.map((i: { key: string }) => i.key).sort()).toEqual([
      "body",
      "replace_stock",
    ]);
  });
});

describe("a CSV stock feed into the running server (issue 15 §1, §2)", () => {
  const csv = [
    "Stock No,Condition,Year,Make,Model,Price,Odometer",
    'F1,Used,2022,Mazda,CX-5,"$41,990","31,000 km"',
    "F3,Used,2020,Mazda,BT-50,39990,",
    "F4,Used,2021,Mazda,,35990,12000",
  ].join("\r\n");

  it("imports the dealership's rows and names refused ones by line", async () => {
    const response = await post(csv, { "content-type": "text/csv" }, "?dealership=feed-dealer");
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.feed.format).toBe("csv");
    expect(report.counts.cars).toEqual({ inserted: 1, updated: 1, failed: 1 });
    expect(report.issues).toEqual([expect.objectContaining({ line: 4, field: "model" })]);
    expect(await priceOf("F1")).toBe(41990);
    expect(await priceOf("F3")).toBe(39990);
  });

  it("refuses a CSV that does not say whose cars it carries, naming the fix", async () => {
    const report = await (await post(csv, { "content-type": "text/csv" })).json();
    expect(report.issues[0].message).toMatch(/--dealership/);
    expect(report.counts.cars.inserted + report.counts.cars.updated).toBe(0);
  });
});

describe("forecourt import while a server holds the data directory (issue 15 §1)", () => {
  it("sends the feed to that server, which imports it, and prints the same report", async () => {
    const file = path.join(dataDir, "changed.json");
    writeFileSync(file, JSON.stringify(bundle(43990)));
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      ["import", file, "--data-dir", dataDir],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { DATABASE_URL: undefined },
    );
    expect(out.join("\n")).toContain(`Sending ${file} to the running server at ${server.url}`);
    expect(out.join("\n")).toContain("cars         0 new, 1 updated, 1 failed");
    expect(err.join("\n")).toContain("cars[1] (stocknum F2) car_type");
    expect(code).toBe(1);
    expect(await priceOf("F1")).toBe(43990);
  });

  it("says what is wrong when the server refuses the token", async () => {
    const file = path.join(dataDir, "again.json");
    writeFileSync(file, JSON.stringify(bundle(1)));
    const err: string[] = [];
    const code = await runCli(
      ["import", file, "--data-dir", dataDir, "--token", "wrong-token"],
      { out: () => undefined, err: (l) => err.push(l) },
      { DATABASE_URL: undefined },
    );
    expect(code).toBe(2);
    expect(err.join("\n")).toMatch(/The server refused the feed \(401\): Missing or wrong admin token/);
    expect(await priceOf("F1")).toBe(43990);
  });
});

describe("issue 29 over the admin API and the CLI", () => {
  it("refuses a 50,000-level nesting bomb inside cars with 400 and the reason, importing nothing (item 4)", async () => {
    const depth = 50_000;
    const bomb = new TextEncoder().encode(
      `{"cars":[{"dealership_slug":"feed-dealer","stocknum":"F1","price":1,"x":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}]}`,
    );
    // On a connection of its own: the server answers at level 65 and stops reading the rest.
    const response = await new Promise<{ status: number; json: () => Promise<{ error: string }> }>(
      (resolve, reject) => {
        const request = http.request(
          `${server.url}/admin/api/import`,
          {
            method: "POST",
            agent: false,
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk) => {
              text += chunk;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, json: async () => JSON.parse(text) }));
          },
        );
        request.on("error", reject);
        request.end(Buffer.from(bomb));
      },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/more than 64 levels deep \(at byte \d+\)/);
    expect(await priceOf("F1")).toBe(43990);
  });

  const siteConfig = async () =>
    (await handle.db.select({ config: sites.config }).from(sites).where(eq(sites.slug, "feed-site")))[0]
      ?.config;

  it("merges a site's config over the stored one, and ?replace_config=1 replaces it (item 2)", async () => {
    const withConfig = (config: unknown) => JSON.stringify({ site: { ...bundle(1).site, config } });
    await post(withConfig({ theme: { primary: "#112233" }, navigation: { hidden: ["/finance"] } }));
    const merged = await (await post(withConfig({ copy: { no_price_text: "Ring us" } }))).json();
    expect(merged.config).toEqual({ replaced: false, site: ["copy.no_price_text"], dealerships: {} });
    expect(await siteConfig()).toEqual({
      theme: { primary: "#112233" },
      navigation: { hidden: ["/finance"] },
      copy: { no_price_text: "Ring us" },
    });
    const replaced = await (
      await post(withConfig({ copy: { no_price_text: "Only" } }), {}, "?replace_config=1")
    ).json();
    expect(replaced.config.replaced).toBe(true);
    expect(await siteConfig()).toEqual({ copy: { no_price_text: "Only" } });
  });

  it("moves a domain only through the operator's path, logged; an import naming it is refused (item 1)", async () => {
    const claim = (slug: string) =>
      post(JSON.stringify({ site: { slug, name: slug, domains: ["www.feedmotors.com.au"] } }));
    expect((await (await claim("feed-site")).json()).issues).toEqual([]);
    const refused = await (await claim("other-site")).json();
    expect(refused.refused.site).toBe("other-site");
    expect(refused.issues[0].message).toMatch(/domain "www.feedmotors.com.au" belongs to site "feed-site"/);

    expect((await post(JSON.stringify({ site: { slug: "other-site", name: "Other" } }))).status).toBe(200);
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      ["sites", "move-domain", "FeedMotors.com.au", "--to", "other-site", "--data-dir", dataDir],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { DATABASE_URL: undefined },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out).toEqual(["Moved feedmotors.com.au from site feed-site to site other-site."]);
    expect(adminLog).toEqual([
      '[admin] domain "feedmotors.com.au" moved from site "feed-site" to site "other-site"',
    ]);
    const rows = await handle.db.select({ slug: sites.slug, domains: sites.domains }).from(sites);
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.domains]))).toEqual({
      "feed-site": [],
      "other-site": ["feedmotors.com.au"],
    });

    const move = (body: unknown, authorization = `Bearer ${token}`) =>
      fetch(`${server.url}/admin/api/domains/move`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await move({ domain: "x.com", to: "feed-site" }, "Bearer nope")).status).toBe(401);
    const local = await move({ domain: "feed-site.localhost", to: "other-site" });
    expect(local.status).toBe(400);
    expect((await local.json()).error).toMatch(/local address/);
    expect((await move({ domain: "x.com", to: "nobody" })).status).toBe(404);
    expect((await move({ domain: "x.com" })).status).toBe(400);
  });
});
