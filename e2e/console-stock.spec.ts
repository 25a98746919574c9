import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { CONSOLE, setPasswordAndSignIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, forecourtImport, sendToSite, test } from "./fixtures";

/**
 * Issue 32 §1 in Chromium (decision 0051): a manager of a dealership finds two of its cars in the
 * console's stock list, hides one and gives the other a special price; the feed is imported again, as
 * the dealer's next export would be; both changes still show on the site: the hidden car is in no
 * search and its page sends the shopper on, the other shows the special price with the feed's price
 * as the was-price. The stock list on a phone and the car page on a desktop are axe clean.
 */
const SITE = "outback-used-cars";
const DEALERSHIP = "outback-used-cars-dubbo";
const MANAGER = `stock-manager-${Date.now()}@outback.test`;
const HIDE = "E2ESTOCKH";
const SPECIAL = "E2ESTOCKS";

const car = (stocknum: string, extra: Record<string, unknown> = {}) => ({
  dealership_slug: DEALERSHIP,
  location_slug: `${DEALERSHIP}-sales`,
  stocknum,
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  year: 2022,
  car_type: "used",
  status: "in_stock",
  price: 48_990,
  km: 30_000,
  ...extra,
});
const slugOf = (stocknum: string) => `2022-toyota-hilux-sr5-${stocknum.toLowerCase()}`;
const feedFile = path.join(tmpdir(), `e2e-stock-${process.pid}.json`);

/** A date-time input's value (the site's clock is some Australian zone: a day's margin each side). */
const localInput = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

async function searchHits(query: string): Promise<string[]> {
  const body = JSON.parse((await sendToSite(`${SITE}.localhost`, `/api/search?query=${query}`)).body) as {
    hits: { stocknum: string }[];
  };
  return body.hits.map((h) => h.stocknum);
}

async function openCar(page: Page, stocknum: string) {
  await page.goto(`${CONSOLE}/sites/${SITE}/stock?q=${stocknum}`);
  await page
    .locator(`a[href$="/stock/${slugOf(stocknum)}"]`)
    .locator("visible=true")
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/stock/${slugOf(stocknum)}$`));
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  writeFileSync(feedFile, JSON.stringify({ cars: [car(HIDE), car(SPECIAL)] }));
  await forecourtImport(feedFile);
});

test.afterAll(async () => {
  // Off the site again: sold long ago.
  const file = path.join(tmpdir(), `e2e-stock-${process.pid}-cleanup.json`);
  const sold = { status: "sold", sold_at: "2020-01-01T00:00:00Z" };
  writeFileSync(file, JSON.stringify({ cars: [car(HIDE, sold), car(SPECIAL, sold)] }));
  await forecourtImport(file).catch(() => undefined);
});

test("a manager hides a car and gives another a special price; both survive a re-import", async ({
  browser,
  page,
  asSite,
}) => {
  // Two imports, a phone and a desktop, five axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const link = await staffAdd(
    "--email",
    MANAGER,
    "--name",
    "Stella Stock",
    "--role",
    "manager",
    "--site",
    SITE,
    "--dealership",
    DEALERSHIP,
  );
  await setPasswordAndSignIn(page, link, MANAGER);

  // The list, on a phone: found by stock number, its source shown, nothing changed yet.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await phone.addCookies(await page.context().cookies());
  const small = await phone.newPage();
  await small.goto(`${CONSOLE}/sites/${SITE}/stock?q=E2ESTOCK`);
  await expect(small.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
  const cards = small.getByRole("list", { name: "Stock" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  // The feed that last wrote it: the import the command line sent to the running server.
  await expect(cards.first().getByRole("link", { name: "Admin API" })).toHaveAttribute(
    "href",
    new RegExp(`/sites/${SITE}/feeds/\\d+$`),
  );
  await expectNoAxeViolations(small);
  // …and a car's page on the phone, before any change.
  await openCar(small, SPECIAL);
  await expect(small.getByRole("region", { name: "Special price" })).toContainText("The feed: $48,990");
  await expectNoAxeViolations(small);
  await phone.close();

  // Hide the first car.
  await openCar(page, HIDE);
  await expectNoAxeViolations(page);
  const shown = page.getByRole("region", { name: "Shown on the site" });
  await shown.getByRole("button", { name: "Hide this car" }).click();
  await expect(shown.getByRole("status")).toHaveText("Hidden.");
  await expect(shown).toContainText("Changed");
  await expect(shown.getByRole("button", { name: /Back to the feed/ })).toBeVisible();

  // A special price for the other, from yesterday for a week, on the site's clock.
  await openCar(page, SPECIAL);
  const special = page.getByRole("region", { name: "Special price" });
  await special.getByLabel("Price ($)").fill("44990");
  await special.getByLabel("Starts").fill(localInput(-1));
  await special.getByLabel("Ends").fill(localInput(7));
  await special.getByRole("button", { name: "Save the special price" }).click();
  await expect(special.getByRole("status")).toHaveText("Special price saved.");
  await expect(special).toContainText("running");
  await expectNoAxeViolations(page);

  // The dealer's next feed: the same cars, the same prices.
  const cli = await forecourtImport(feedFile);
  expect(cli.stdout).toContain("0 new, 2 updated, 0 failed");

  // On the site, within seconds: the hidden car is in no search, and its page sends the shopper on…
  await expect(async () => {
    expect(await searchHits("E2ESTOCK")).toEqual([SPECIAL]);
  }).toPass({ timeout: 15_000, intervals: [500] });
  const hidden = await sendToSite(`${SITE}.localhost`, `/cars/${slugOf(HIDE)}`);
  expect(hidden.status).toBeGreaterThanOrEqual(300);
  expect(hidden.status).toBeLessThan(400);
  // …and the other car shows its special price, the feed's price struck through.
  await expect(async () => {
    await asSite(SITE).goto(`/cars/${slugOf(SPECIAL)}`);
    await expect(page.getByText("$44,990").first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000, intervals: [500] });
  await expect(page.getByText("$48,990").first()).toBeVisible();

  // The console still shows both as changed.
  await page.goto(`${CONSOLE}/sites/${SITE}/stock?q=E2ESTOCK&changed=yes`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: HIDE })).toContainText("Hidden");
  await expect(table.getByRole("row").filter({ hasText: SPECIAL })).toContainText("Special price");
  await expectNoAxeViolations(page);
});
