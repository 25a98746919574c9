import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Issue 3: the search page, its filters, slider, sort, pagination, back button and no-JS form. */
const SITE = "metro-motor-group";

/** Waits until the search page has hydrated, so changes are applied in place rather than lost. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('form[data-enhanced="true"]').waitFor();
}

function resultCount(text: string | null): number {
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test("a preset route is server-rendered with a descriptive title, canonical URL and crawlable car links", async ({
  page,
  asSite,
}) => {
  const response = await asSite(SITE).goto("/search/used-cars");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Used Cars for sale | Metro Motor Group");
  await expect(page.getByRole("heading", { level: 1, name: "Used Cars for sale" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search\/used-cars$/);
  const firstCar = page.locator("#results article h3 a").first();
  await expect(firstCar).toHaveAttribute("href", /^\/cars\/[a-z0-9-]+$/);
  await expect(page.getByRole("checkbox", { name: /^Used/ })).toBeChecked();
  await expectNoAxeViolations(page);
});

test("refining by make updates the URL and the results in place, and resets the page", async ({
  page,
  asSite,
}) => {
  await asSite(SITE).goto("/search?page=2");
  await hydrated(page);
  const heading = page.locator("#results-heading");
  const before = resultCount(await heading.textContent());
  const makes = page.getByRole("group", { name: "Make" });
  const firstMake = makes.getByRole("checkbox").first();
  const label = (await firstMake.getAttribute("value")) ?? "";
  await firstMake.check();
  await expect(page).toHaveURL(new RegExp(`make=${encodeURIComponent(label).replaceAll("%20", "\\+")}`));
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(async () => resultCount(await heading.textContent())).toBeLessThan(before);
  for (const name of await page.locator("#results article h3").allTextContents()) {
    expect(name).toContain(label);
  }
});

test("sorting by lowest price orders the cards and survives a reload", async ({ page, asSite }) => {
  await asSite(SITE).goto("/search/used-cars");
  await hydrated(page);
  await page.getByLabel("Sort by").selectOption("price_asc");
  await expect(page).toHaveURL(/sortBy=price_asc/);
  const prices = async () =>
    (await page.getByTestId("price").allTextContents())
      .map((t) => Number(t.replace(/[^\d]/g, "")))
      .filter((n) => n > 0);
  await expect
    .poll(async () => {
      const list = await prices();
      return list.length > 3 && list.every((p, i) => i === 0 || list[i - 1]! <= p);
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
});

test("pagination moves through pages and the back button restores the previous page", async ({
  page,
  asSite,
}) => {
  await asSite(SITE).goto("/search");
  await hydrated(page);
  const firstName = async () => page.locator("#results article h3").first().textContent();
  const page1 = await firstName();
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(firstName).not.toBe(page1);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(firstName).toBe(page1);
});

test("the price slider applies after the debounce and narrows the results", async ({ page, asSite }) => {
  await asSite(SITE).goto("/search/used-cars");
  await hydrated(page);
  const max = page.getByRole("slider", { name: "Maximum price" });
  await max.focus();
  for (let i = 0; i < 60; i++) await max.press("ArrowLeft");
  await expect(page).toHaveURL(/price=%3A\d+|price=:\d+/);
  const limit = Number(decodeURIComponent(new URL(page.url()).searchParams.get("price") ?? "").split(":")[1]);
  expect(limit % 1000).toBe(0);
  // The results update in place: wait until every shown price is within the new maximum.
  await expect
    .poll(async () => {
      const prices = (await page.getByTestId("price").allTextContents())
        .map((t) => Number(t.replace(/[^\d]/g, "")))
        .filter((n) => n > 0);
      return prices.length > 0 && prices.every((p) => p <= limit);
    })
    .toBe(true);
});

test("without JavaScript the filters are a GET form", async ({ browser, asSite }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(asSite(SITE).url("/search"));
  // Every make is reachable: the fold past the seventh needs JavaScript, so it is not applied.
  const makes = page.getByRole("group", { name: "Make" }).getByRole("checkbox");
  expect(await makes.count()).toBeGreaterThan(7);
  await expect(makes.last()).toBeVisible();
  await expect(page.getByRole("button", { name: /Show all makes|Show more/ })).toBeHidden();
  await page.getByRole("group", { name: "Make" }).getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/make=/);
  await expect(page.getByRole("group", { name: "Make" }).getByRole("checkbox").first()).toBeChecked();
  await context.close();
});

test("on a phone the filters fold behind a toggle in the server HTML, so hydrating moves nothing", async ({
  browser,
  asSite,
}) => {
  const phone = { viewport: { width: 390, height: 844 } };
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(asSite(SITE).url("/search"));
  await hydrated(page);
  // Chromium's own layout-shift record for the load (what Lighthouse's CLS adds up).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  await expect(page.getByRole("group", { name: "Make" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Filters" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(page.getByRole("group", { name: "Make" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide filters" })).toHaveAttribute("aria-expanded", "true");
  await context.close();

  // Without JavaScript the toggle could not work, so the filters show and the toggle does not.
  const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(asSite(SITE).url("/search"));
  await expect(plain.getByRole("group", { name: "Make" })).toBeVisible();
  await expect(plain.locator("#filters-toggle")).toBeHidden();
  await noScript.close();
});

test("hostile query strings fall back to a valid page and are never executed", async ({ page, asSite }) => {
  let dialog = false;
  page.on("dialog", () => {
    dialog = true;
  });
  const response = await asSite(SITE).goto(
    `/search?page=-1&price=abc&sortBy=drop&make[]=x&query=${encodeURIComponent('<script>alert(1)</script>" OR 1=1')}`,
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("searchbox")).toHaveValue('<script>alert(1)</script>" OR 1=1');
  expect(dialog).toBe(false);
});

test("the JSON API answers results, and 400 with reasons for malformed values", async ({ page, asSite }) => {
  const ok = await asSite(SITE).goto("/api/search?car_type=used&sortBy=latest");
  expect(ok?.status()).toBe(200);
  const body = (await ok?.json()) as {
    count: number;
    hits: unknown[];
    facets: Record<string, unknown>;
    stats: Record<string, unknown>;
    ms: number;
  };
  expect(body.count).toBeGreaterThan(0);
  expect(body.hits.length).toBeLessThanOrEqual(21);
  expect(body.facets).toHaveProperty("make");
  expect(body.stats).toHaveProperty("price");
  const bad = await page.goto(asSite(SITE).url("/api/search?page=-1&price=abc&sortBy=drop"));
  expect(bad?.status()).toBe(400);
  const reasons = JSON.stringify(await bad?.json());
  expect(reasons).toContain("page must be");
  expect(reasons).toContain("sortBy must be");
});

test("an unknown search route is a 404", async ({ asSite }) => {
  const response = await asSite(SITE).goto("/search/no-such-make");
  expect(response?.status()).toBe(404);
});

test("the home-page price slider opens the search sorted by price, highest first", async ({
  page,
  asSite,
}) => {
  await asSite(SITE).goto("/");
  // The home page has two search forms (the hero's and the price slider's): wait for the slider's.
  await page.locator('form[data-enhanced="true"]').filter({ hasText: "Shop by price" }).waitFor();
  const min = page.getByRole("slider", { name: "Minimum price" });
  await min.focus();
  for (let i = 0; i < 10; i++) await min.press("ArrowRight");
  await page.getByRole("button", { name: "Search by price" }).click();
  await expect(page).toHaveURL(
    /\/search\?price=10000%3A250000&sortBy=price_desc|\/search\?price=10000:250000&sortBy=price_desc/,
  );
});

test("each site has a sitemap of its search pages and a robots.txt pointing at it", async ({
  page,
  asSite,
}) => {
  const sitemap = await asSite(SITE).goto("/sitemap.xml");
  expect(sitemap?.status()).toBe(200);
  expect(sitemap?.headers()["content-type"]).toContain("application/xml");
  const xml = (await sitemap?.text()) ?? "";
  expect(xml).toContain(`<loc>${asSite(SITE).url("/search/used-cars")}</loc>`);
  expect(xml).toContain(`<loc>${asSite(SITE).url("/search/toyota")}</loc>`);
  expect(xml).not.toContain("harbour-toyota");
  const robots = await page.goto(asSite(SITE).url("/robots.txt"));
  expect(await robots?.text()).toContain(`Sitemap: ${asSite(SITE).url("/sitemap.xml")}`);
});
