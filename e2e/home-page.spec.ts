import type { Page } from "@playwright/test";
import { DEMO_HOME_PAGES } from "../src/demo/demo-home-pages";
import {
  DEMO_SITES,
  expect,
  expectNoAxeViolations,
  sendToSite,
  siteUrl,
  test,
  whenHydrated,
} from "./fixtures";
import { VIEWPORTS } from "./offers-test-sites";

/**
 * Issue 34 item 6 (decision 0078): a home page a dealer would show off. Each demo site's home page,
 * on a phone and a desktop: its own heading, picture and colours from config alone, the picture served
 * optimised and preloaded, the featured cars, the latest arrivals and shop by price, axe-clean and no
 * wider than the screen; the hero's search lands on the right /search filters with and without
 * JavaScript; every link in the page's sections answers 200.
 */

test.describe.configure({ timeout: 120_000 });

const host = (slug: string) => `${slug}.localhost`;

async function heroPicture(page: Page, heading: string) {
  const picture = page.getByRole("region", { name: heading }).getByRole("img");
  await expect(picture).toBeVisible();
  return picture;
}

for (const slug of DEMO_SITES) {
  const home = DEMO_HOME_PAGES[slug]!;
  for (const viewport of VIEWPORTS) {
    test(`${slug} on a ${viewport.name}: its own hero, picture, sections and colours, axe-clean`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const pictures: { url: string; type: string }[] = [];
      page.on("response", (r) => {
        if (r.url().includes("/_next/image"))
          pictures.push({ url: r.url(), type: r.headers()["content-type"] ?? "" });
      });
      await page.goto(siteUrl(slug, "/"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
      const picture = await heroPicture(page, home.heading);
      await expect(picture).toHaveAttribute("alt", home.pictureAlt);
      // Served by Next's optimiser as AVIF (Chromium takes it), no wider than the screen needs, and
      // preloaded from the head at high priority.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const current = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(current).toContain("/_next/image?url=");
      expect(Number(new URL(current).searchParams.get("w"))).toBeLessThanOrEqual(viewport.width * 2);
      expect(pictures.find((p) => p.url === current)?.type).toBe("image/avif");
      expect(await picture.getAttribute("fetchpriority")).toBe("high");
      await expect(
        page.locator('head link[rel="preload"][as="image"][imagesrcset*="/_next/image"]'),
      ).toHaveCount(1);

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: "Featured cars" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "Latest arrivals" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "Browse by price" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "Browse by body type" })).toBeVisible();
      // The site's own colour (its theme config) behind the hero.
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
      );
      expect(primary).not.toBe("");
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  }
}

test("the three demo sites look different: their colours, corners and section order", async ({ page }) => {
  const looks: string[] = [];
  for (const slug of DEMO_SITES) {
    await page.goto(siteUrl(slug, "/"));
    looks.push(
      await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        const headings = [...document.querySelectorAll("main h2")].map((h) => h.textContent).join("|");
        return `${style.getPropertyValue("--primary")} ${style.getPropertyValue("--radius")} ${headings}`;
      }),
    );
  }
  expect(new Set(looks).size).toBe(3);
});

test("the hero's search: the model list follows the make, and the search lands on those filters", async ({
  page,
}) => {
  await page.goto(siteUrl("metro-motor-group", "/"));
  const form = page.getByRole("search", { name: "Search our cars" });
  await whenHydrated(form.locator("form"));
  await expect(form.locator("form")).toHaveAttribute("data-enhanced", "true");
  const model = form.getByLabel("Model");
  const groupsBefore = await model.locator("optgroup").count();
  expect(groupsBefore).toBeGreaterThan(1);
  const make = (await model.locator("optgroup").first().getAttribute("label"))!;
  await form.getByLabel("Make").selectOption(make);
  await expect(model.locator("optgroup")).toHaveCount(1);
  await expect(model.locator("optgroup")).toHaveAttribute("label", make);
  const choice = (await model.locator("option").nth(1).getAttribute("value"))!;
  await model.selectOption(choice);
  await form.getByLabel("Keywords").fill("automatic");
  await form.getByRole("button", { name: "Search cars" }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("make")).toBe(make);
  expect(params.get("make_model")).toBe(choice);
  expect(params.get("query")).toBe("automatic");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hero's search is a plain form: every make's models, and the filters in the address", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    const form = page.getByRole("search", { name: "Search our cars" });
    const model = form.getByLabel("Model");
    const choice = (await model.locator("option").nth(1).getAttribute("value"))!;
    await form.getByLabel("Make").selectOption("Toyota");
    await model.selectOption(choice);
    await form.getByRole("button", { name: "Search cars" }).click();
    await expect(page).toHaveURL(/\/search\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get("make")).toBe("Toyota");
    expect(params.get("make_model")).toBe(choice);
    expect(params.get("query")).toBe("");
  });
});

test("shop by price: each band's count is what its search finds", async ({ page }) => {
  await page.goto(siteUrl("outback-used-cars", "/"));
  const bands = page.getByRole("region", { name: "Browse by price" }).getByRole("link");
  expect(await bands.count()).toBeGreaterThan(1);
  for (const band of await bands.all()) {
    const href = (await band.getAttribute("href"))!;
    // The link reads its band, then "<count> in stock" on a line of its own.
    const counted = (await band.locator("span").nth(1).textContent()) ?? "";
    const shown = Number(counted.replace(" in stock", "").replaceAll(",", ""));
    const api = await sendToSite(host("outback-used-cars"), `/api/search?${href.split("?")[1]}`);
    expect(api.status).toBe(200);
    expect((JSON.parse(api.body) as { count: number }).count, href).toBe(shown);
  }
});

for (const slug of DEMO_SITES) {
  test(`${slug}: every link in the home page's sections answers 200`, async ({ page }) => {
    await page.goto(siteUrl(slug, "/"));
    const hrefs = await page
      .getByRole("main")
      .locator("a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const answer = await sendToSite(host(slug), href);
      expect(answer.status, href).toBe(200);
    }
  });
}
