import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_PORT, expect, forecourtImport, test } from "./fixtures";

/**
 * Issue 15: a dealer's feed reaches the running demo (`npm start`, embedded PGlite) without a restart,
 * and shoppers see it within seconds: `forecourt import` of a changed feed, and a file dropped into the
 * inbox folder. The car is a new one on the smallest demo site, taken off the site again at the end.
 */
const SITE = "outback-used-cars";
const DEALERSHIP = "outback-used-cars-dubbo";
const dataDir = process.env.FORECOURT_E2E_DATA_DIR as string;
/**
 * How soon a shopper sees a feed: the goal is 5 s (issue 15; `npm run bench:feed-update` measures it).
 * This spec checks that it happens without a restart; on CI's loaded machine it allows three times it
 * (one CI run saw the search page miss the 5 s by a little).
 */
const SOON = process.env.CI ? 15_000 : 5_000;

/** Each attempt (a retry too) imports a car of its own, so a retry never meets the last one's. */
const carFor = (attempt: number) => {
  const stocknum = `E2EFEED${attempt + 1}`;
  // The importer makes year-make-model-badge-stocknum when a feed gives no slug.
  return { stocknum, slug: `2021-toyota-rav4-gx-${stocknum.toLowerCase()}` };
};

const car = (stocknum: string, price: number, extra: Record<string, unknown> = {}) => ({
  dealership_slug: DEALERSHIP,
  location_slug: `${DEALERSHIP}-sales`,
  stocknum,
  make: "Toyota",
  model: "RAV4",
  badge: "GX",
  year: 2021,
  car_type: "used",
  status: "in_stock",
  price,
  km: 45_000,
  ...extra,
});

const money = (n: number) => `$${n.toLocaleString("en-AU")}`;

test("a feed reaches the running server without a restart: forecourt import, then a file dropped into DATA_DIR/inbox (filed in done/ with its report); search and the car page show each", async ({
  page,
  asSite,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 2);
  const { stocknum, slug } = carFor(testInfo.retry);
  try {
    await test.step("forecourt import sends the feed to the running server", async () => {
      const file = path.join(tmpdir(), `e2e-feed-${process.pid}-${stocknum}.json`);
      writeFileSync(file, JSON.stringify({ cars: [car(stocknum, 27_990)] }));
      // The server holds the data directory: the CLI finds it and sends the feed to its admin API.
      const cli = await forecourtImport(file);
      expect(cli.stdout).toContain(`to the running server at http://127.0.0.1:${E2E_PORT}`);
      expect(cli.stdout).toContain("cars         1 new, 0 updated, 0 failed");

      // The search page lists it at its price…
      await expect(async () => {
        await asSite(SITE).goto("/search/toyota/rav4");
        await expect(page.locator(`a[href="/cars/${slug}"]`).first()).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: SOON, intervals: [250] });
      await expect(page.getByText(money(27_990)).first()).toBeVisible();
      // …and its car page answers with it (and keeps the old price in the caches before the next feed).
      const response = await asSite(SITE).goto(`/cars/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("2021 Toyota RAV4");
      await expect(page.getByText(money(27_990)).first()).toBeVisible();
    });

    await test.step("a dealer's CSV dropped into the inbox changes its price", async () => {
      const inbox = path.join(dataDir, "inbox", DEALERSHIP);
      mkdirSync(inbox, { recursive: true });
      // A dealer's CSV export, with the price as their DMS writes it; the folder names the dealership.
      const name = `e2e-stock-${stocknum}.csv`;
      writeFileSync(
        path.join(inbox, name),
        `Stock No,Condition,Year,Make,Model,Variant,Price,Odometer,Status,Location\n${stocknum},Used,2021,Toyota,RAV4,GX,"$26,490","45,000 km",In Stock,${DEALERSHIP}-sales\n`,
      );
      // Settled (2 s) and picked up (every 2 s), then fresh on the pages within seconds.
      await expect(async () => {
        await asSite(SITE).goto(`/cars/${slug}`);
        await expect(page.getByText(money(26_490)).first()).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: SOON * 3, intervals: [500] });
      await asSite(SITE).goto("/search/toyota/rav4");
      await expect(page.getByText(money(26_490)).first()).toBeVisible();

      const done = path.join(dataDir, "inbox", "done");
      const reports = readdirSync(done).filter((f) => f.endsWith(`${name}.report.json`));
      expect(reports).toHaveLength(1);
      const report = JSON.parse(readFileSync(path.join(done, reports[0]!), "utf8"));
      expect(report.counts.cars).toEqual({ inserted: 0, updated: 1, failed: 0 });
    });
  } finally {
    // Off the site again: sold long ago, so no listing shows it.
    const file = path.join(tmpdir(), `e2e-feed-${process.pid}-${stocknum}-cleanup.json`);
    writeFileSync(
      file,
      JSON.stringify({ cars: [car(stocknum, 1, { status: "sold", sold_at: "2020-01-01T00:00:00Z" })] }),
    );
    await forecourtImport(file).catch(() => undefined);
  }
});

test("issue 29: the running server refuses a nesting bomb inside cars (400) and a tenant claiming another site's host; that host still serves its site", async ({
  page,
  asSite,
}) => {
  const depth = 50_000;
  const bomb = path.join(tmpdir(), `e2e-bomb-${process.pid}.json`);
  writeFileSync(
    bomb,
    `{"cars":[{"dealership_slug":"${DEALERSHIP}","stocknum":"E2EBOMB1","price":1,"x":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}]}`,
  );
  const refused = await forecourtImport(bomb).then(
    () => null,
    (error: { code?: number; stderr?: string }) => error,
  );
  expect(refused?.code).toBe(2);
  expect(refused?.stderr).toMatch(
    /The server refused the feed \(400\): The feed nests .*more than 64 levels deep/,
  );

  const thief = path.join(tmpdir(), `e2e-thief-${process.pid}.json`);
  writeFileSync(
    thief,
    JSON.stringify({
      site: { slug: "e2e-thief", name: "Thief Motors", domains: ["harbour-toyota.localhost"] },
      dealerships: [{ slug: "e2e-thief-dealer", name: "Thief Dealer" }],
    }),
  );
  const claim = await forecourtImport(thief).then(
    () => null,
    (error: { code?: number; stderr?: string }) => error,
  );
  expect(claim?.code).toBe(1);
  expect(claim?.stderr).toMatch(/"harbour-toyota\.localhost" is a local address/);
  expect(claim?.stderr).toMatch(/nothing was imported: the site "e2e-thief" was refused/);
  const response = await asSite("harbour-toyota").goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Harbour City Toyota/);
});
