import { XMLParser } from "fast-xml-parser";
import { googleProblems, googleRows, metaProblems, metaRows } from "../test/feed-validation";
import { DEMO_SITES, E2E_PORT, expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 19 items 6 and 7 (decision 0032): the Google and Meta vehicle feeds of each demo site validate
 * and carry only the site's own cars, the sitemap answers as a urlset with its part 1, and a
 * dealership's overrides show on its own cars' pages.
 */

const origin = (slug: string) => `http://${slug}.localhost:${E2E_PORT}`;
const host = (slug: string) => `${slug}.localhost`;

for (const slug of DEMO_SITES) {
  test(`${slug}: both feeds are well-formed, cacheable XML whose every row validates and links to the site's own car pages`, async () => {
    const google = await sendToSite(host(slug), "/feeds/google-vehicle-listings.xml");
    expect(google.status).toBe(200);
    expect(google.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(String(google.headers["cache-control"])).toMatch(/public/);
    const items = googleRows(google.body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.flatMap((row) => googleProblems(row, origin(slug)))).toEqual([]);

    const meta = await sendToSite(host(slug), "/feeds/meta-vehicles.xml");
    expect(meta.status).toBe(200);
    const listings = metaRows(meta.body);
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.flatMap((row) => metaProblems(row, origin(slug)))).toEqual([]);

    // A shopper who clicks the ad lands on the car's page on this site.
    const link = new URL(String(items[0]!["g:link"]));
    expect((await sendToSite(host(slug), link.pathname)).status).toBe(200);
    // No other demo site's car is in this site's feed: its page is a 404 on the other site.
    const other = DEMO_SITES.find((s) => s !== slug)!;
    expect((await sendToSite(host(other), link.pathname)).status).toBe(404);
  });
}

test("the group's feeds leave out its caravans and motorcycles (the channels advertise cars) and say what was left out", async () => {
  const google = await sendToSite(host("metro-motor-group"), "/feeds/google-vehicle-listings.xml");
  expect(String(google.headers["x-feed-excluded"])).toMatch(/not_a_car=\d+/);
  const search = JSON.parse(
    (await sendToSite(host("metro-motor-group"), "/api/search?status=in_stock&item_type=caravan")).body,
  ) as { hits: { slug: string }[] };
  expect(search.hits.length).toBeGreaterThan(0);
  const links = googleRows(google.body).map((row) => String(row["g:link"]));
  for (const caravan of search.hits)
    expect(links).not.toContain(`${origin("metro-motor-group")}/cars/${caravan.slug}`);
});

test("the sitemap of a demo site is one urlset (it is under 50,000 URLs), its part 1 the same list, part 2 a 404", async () => {
  const parser = new XMLParser({ isArray: (name) => name === "url" });
  const root = await sendToSite(host("metro-motor-group"), "/sitemap.xml");
  expect(root.status).toBe(200);
  const urls = parser.parse(root.body).urlset.url as { loc: string }[];
  expect(urls.length).toBeGreaterThan(100);
  const part = await sendToSite(host("metro-motor-group"), "/sitemaps/1.xml");
  expect(part.status).toBe(200);
  expect((parser.parse(part.body).urlset.url as unknown[]).length).toBe(urls.length);
  expect((await sendToSite(host("metro-motor-group"), "/sitemaps/2.xml")).status).toBe(404);
  expect((await sendToSite(host("metro-motor-group"), "/sitemaps/index.xml")).status).toBe(404);
  const robots = await sendToSite(host("metro-motor-group"), "/robots.txt");
  expect(robots.body).toContain(`Sitemap: ${origin("metro-motor-group")}/sitemap.xml`);
});

type Hit = { slug: string; carType: string; dealershipSlug: string; reserved: boolean; price: number | null };

async function usedCarOf(dealership: string): Promise<Hit> {
  const body = JSON.parse(
    (await sendToSite(host("metro-motor-group"), "/api/search?status=in_stock&car_type=used&page=1")).body,
  ) as { hits: Hit[]; pages: number };
  for (let page = 1; page <= body.pages; page++) {
    const { hits } = JSON.parse(
      (await sendToSite(host("metro-motor-group"), `/api/search?status=in_stock&car_type=used&page=${page}`))
        .body,
    ) as { hits: Hit[] };
    const car = hits.find((h) => h.dealershipSlug === dealership && (h.price ?? 0) > 5_000);
    if (car) return car;
  }
  throw new Error(`no used car of ${dealership} in stock`);
}

test("a dealership's overrides show on its own car's page, and not on another dealership's of the same site", async ({
  page,
  asSite,
}) => {
  // src/demo: Metro Used Cars Perth overrides the group's used-car line, its promise and its calculator.
  const perth = await usedCarOf("metro-used-cars-perth");
  await asSite("metro-motor-group").goto(`/cars/${perth.slug}`);
  const why = page.getByRole("region", { name: "Why Buy From Us?" });
  await expect(why).toContainText("Every car passes our 150-point inspection in Cannington.");
  await expect(why).toContainText("Seven-day change-of-mind return on every used car.");
  await page.getByTestId("phone-reveal").first().click();
  await expect(page.getByTestId("phone-revealed").first()).toHaveAttribute("href", "tel:0895550699");
  const calculator = page.locator("#finance-calculator");
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByLabel("Interest rate (% a year)")).toHaveValue("8.5");
  // Spec 02 §5 "Interest rate ... 4 to 20 for one dealer variant".
  await expect(calculator).toContainText("4% to 20%");
  await expectNoAxeViolations(page);

  const brisbane = await usedCarOf("metro-toyota-brisbane");
  await asSite("metro-motor-group").goto(`/cars/${brisbane.slug}`);
  await expect(page.getByRole("region", { name: "Why Buy From Us?" })).not.toContainText("Cannington");
  await page.getByTestId("phone-reveal").first().click();
  // Decision 0074: the car's own yard's number, not the group's used-car line (07 3555 0103).
  await expect(page.getByTestId("phone-revealed").first()).toHaveAttribute("href", "tel:0735550100");
  await expect(page.locator("#finance-calculator").getByLabel("Interest rate (% a year)")).toHaveValue("10");
});
