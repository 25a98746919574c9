import { existsSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppServer,
  appServerTail,
  freePort,
  startAppServer,
  stopAppServer,
  waitHealthy,
} from "../../../test/app-process";
import { hangGuard } from "../../../test/limits";
import { siteRequest } from "../../../test/site-request";
import { startVarnish, stopVarnish, type VarnishProcess, varnishd } from "../../../test/varnish-process";
import { createScratchDatabase } from "../db/test-database";

/**
 * Issue 35 §4, done when: deploy/varnish/forecourt.vcl in Debian's Varnish in front of two real app
 * servers (`npm start`'s scripts/start.mjs, front doors included) on one PostgreSQL, with
 * CDN_PROVIDER=varnish. A price change reaches a shopper through Varnish (its car page and the search
 * page that lists it) by its purge, with one purge for the change although two servers saw it; a cached
 * page is never served to another site's host. How long it took is printed (the issue's goal is 5 s; the
 * figures are in docs/benchmarks.md), not asserted: a wall-clock goal is not a test (decision 0076).
 *
 * Needs DATABASE_URL (CI's integration run against PostgreSQL), a production build (.next/BUILD_ID) and
 * varnishd (CI installs it: scripts/ensure-varnish.mjs); skipped, with the reason in its name, otherwise.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const serverUrl = process.env.DATABASE_URL;
const built = existsSync(path.join(ROOT, ".next", "BUILD_ID"));
const SITE = "metro-motor-group";
const OTHER_SITE = "outback-used-cars";

const skipReason = [
  serverUrl ? null : "DATABASE_URL is unset",
  built ? null : "there is no production build (npm run build)",
  varnishd() ? null : "varnishd is not installed (node scripts/ensure-varnish.mjs)",
]
  .filter(Boolean)
  .join(" and ");
if (skipReason) console.info(`[varnish-front] skipped: ${skipReason}`);

let scratch: { url: string; drop(): Promise<void> } | undefined;
let db: pg.Pool | undefined;
let servers: AppServer[] = [];
let varnish: VarnishProcess | undefined;
let banTap: net.Server | undefined;
/** Every tag the app servers asked Varnish to ban, in order (read off the wire by `banTap`), and when. */
const bans: string[] = [];
const banTimes: number[] = [];

/**
 * Between the app servers and Varnish: passes their BANs on untouched (from loopback, an address the
 * VCL takes purges from) and notes each one's tags, so the test can count purges per change.
 */
async function startBanTap(varnishPort: number): Promise<number> {
  banTap = net.createServer((socket) => {
    const upstream = net.connect({ port: varnishPort, host: "127.0.0.1" });
    socket.on("data", (chunk: Buffer) => {
      for (const match of chunk
        .toString("latin1")
        .matchAll(/^BAN [^\r\n]*\r\n(?:[^\r\n]+\r\n)*?surrogate-key: ([^\r\n]+)\r\n/gim)) {
        bans.push(match[1] ?? "");
        banTimes.push(Date.now());
      }
    });
    socket.pipe(upstream).pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => banTap?.listen(0, "127.0.0.1", resolve));
  return (banTap.address() as AddressInfo).port;
}

const shopper = (site: string, pathname: string) =>
  siteRequest({
    port: varnish?.port ?? 0,
    host: `${site}.localhost:${varnish?.port}`,
    method: "GET",
    path: pathname,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!skipReason) {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, "forecourt_varnish");
    db = new pg.Pool({ connectionString: scratch.url, max: 2 });
    db.on("error", (error) => console.warn("[varnish-front test] idle client:", error.message));
    const portA = await freePort([]);
    const portB = await freePort([portA]);
    const varnishPort = await freePort([portA, portB]);
    const tapPort = await startBanTap(varnishPort);
    const env = {
      DATABASE_URL: scratch!.url,
      DEMO_CARS: "60",
      CDN_PROVIDER: "varnish",
      VARNISH_BAN_URL: `http://127.0.0.1:${tapPort}/`,
      // Varnish is the loopback proxy in front; shoppers reach the sites on its port.
      TRUSTED_PROXIES: "loopback",
      PUBLIC_PORT: String(varnishPort),
    };
    servers = [startAppServer("A", portA, env), startAppServer("B", portB, env)];
    await Promise.all(servers.map((server) => waitHealthy(server, 150_000)));
    varnish = await startVarnish(varnishPort, [portA, portB]);
    // Both servers' fronts have asked for their versions a few times: the first purges are done.
    await sleep(4_000);
  }, hangGuard(200_000));

  afterAll(async () => {
    await stopVarnish(varnish);
    await Promise.all(servers.map(stopAppServer));
    await new Promise((resolve) => (banTap ? banTap.close(resolve) : resolve(undefined)));
    await db?.end();
    await scratch?.drop();
  }, hangGuard(60_000));
}

const NAME = `Varnish in front of two app servers (issue 35 §4; needs DATABASE_URL, a production build and varnishd${skipReason ? `; skipped: ${skipReason}` : ""})`;

describe.skipIf(Boolean(skipReason))(NAME, () => {
  it("a price change reaches a shopper through Varnish by its purge, long before the page's TTL, with one purge although both servers saw it", async () => {
    const { rows } = await db!.query<{ id: number; slug: string; dealership_id: number }>(
      `select c.id, c.slug, c.dealership_id from cars c
         join site_dealerships sd on sd.dealership_id = c.dealership_id
         join sites s on s.id = sd.site_id
        where s.slug = $1 and c.status = 'in_stock' and c.show_on_dealer_website and c.price > 1000
          and not exists (select 1 from car_overrides o where o.dealership_id = c.dealership_id)
        order by c.id limit 1`,
      [SITE],
    );
    const car = rows[0];
    expect(car, "a priced demo car on the site").toBeDefined();
    const carPage = `/cars/${car!.slug}`;
    // Cached: the second visit is Varnish's.
    for (const pathname of [carPage, carPage]) {
      expect((await shopper(SITE, pathname)).status, appServerTail(servers[0]!)).toBe(200);
    }
    expect((await shopper(SITE, carPage)).headers["x-cache"]).toBe("HIT");
    const before = bans.length;

    // What every write to a car does: its dealership's stock version moves in the same transaction.
    const client = await db!.connect();
    try {
      await client.query("begin");
      await client.query(
        "update cars set price = 98765, offer_price = null, subscription_price = null, before_price = null where id = $1",
        [car!.id],
      );
      await client.query("update dealerships set stock_version = stock_version + 1 where id = $1", [
        car!.dealership_id,
      ]);
      await client.query("commit");
    } finally {
      client.release();
    }
    const changedAt = Date.now();
    let shownAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - changedAt < 30_000) {
      const page = await shopper(SITE, carPage);
      if (page.body.includes("98,765")) {
        shownAfter = Date.now() - changedAt;
        break;
      }
      await sleep(100);
    }
    const purgedAfter = (banTimes[before] ?? Number.NaN) - changedAt;
    console.info(
      `[varnish-front] the site was purged ${purgedAfter} ms after the change, and the new price reached the shopper through Varnish after ${shownAfter} ms`,
    );
    // The purge, not the page's 60 s s-maxage, brought it: well inside the TTL, and not before the BAN.
    // How fast (the issue's 5 s goal) is a figure this line prints for docs/benchmarks.md, not an
    // assertion: under CI's three busy lanes on two cores it has read 5.5 s (decision 0076 addendum).
    expect(shownAfter, servers.map(appServerTail).join("\n")).toBeLessThanOrEqual(30_000);
    expect(purgedAfter, "the new price was served only after the site's BAN").toBeLessThanOrEqual(shownAfter);
    // The search page listing it is the site's too: dropped by the same purge.
    const search = await shopper(SITE, "/search?sortBy=price_desc");
    expect(search.body).toContain("98,765");
    // Give a second purge (the other server's) every chance to show up: there is none.
    await sleep(3_000);
    expect(bans.slice(before)).toEqual([`site:${SITE}`]);
  });

  it("a cached page is never served to another site's host", async () => {
    for (const pathname of ["/", "/search", "/new-used-and-demo-cars"]) {
      /** Each visit's x-cache and cache-control, by site: the cache must have kept the page for a later visit. */
      const seen = new Map<string, string[]>();
      for (let round = 0; round < 3; round++) {
        for (const site of [SITE, OTHER_SITE]) {
          const page = await shopper(site, pathname);
          expect(page.status).toBe(200);
          // Each page names its own address: its canonical link is its site's.
          const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1] ?? "";
          expect(new URL(canonical).host, `${site} ${pathname}`).toBe(`${site}.localhost:${varnish?.port}`);
          seen.set(site, [
            ...(seen.get(site) ?? []),
            `${page.headers["x-cache"]} (${page.headers["cache-control"]})`,
          ]);
        }
      }
      // Varnish kept each site's page and served it again: a later visit was a HIT. One later visit may
      // miss (CI's run of this test once saw the second visit of a site's home page miss, and the
      // first was no longer there to ask why); the rule is that the pages it serves are the host's own.
      for (const [site, visits] of seen) {
        expect(
          visits.slice(1).some((visit) => visit.startsWith("HIT")),
          `${site} ${pathname}: ${visits.join(", ")}`,
        ).toBe(true);
      }
    }
  });
});
