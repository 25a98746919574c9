import { DEMO_SITES, expect, test } from "./fixtures";

/**
 * Nothing on a phone is wider than the phone: a page wider than its viewport makes a phone browser
 * zoom the whole page out (and Lighthouse then measures the wrong thing). One page of each kind that
 * has rows of slides or wide tables, on every demo site.
 */
const PAGES = ["/", "/search", "/our-location", "/special-offers", "/blog"];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const site of DEMO_SITES) {
  test(`${site}: no page is wider than a phone`, async ({ page, asSite }) => {
    const paths = [...PAGES];
    // A car page and, where the site has models, a model page.
    await asSite(site).goto("/search");
    const car = await page.locator('a[href^="/cars/"]').first().getAttribute("href");
    if (car) paths.push(car);
    if (site !== "outback-used-cars") paths.push("/hilux");
    for (const path of paths) {
      await asSite(site).goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${site}${path} is ${width} px wide on a 390 px phone`).toBeLessThanOrEqual(390);
    }
  });
}
