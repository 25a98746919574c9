import { E2E_PORT, expect, expectNoAxeViolations, siteUrl, test } from "./fixtures";

/** Issue 2: every demo site is served on its own host with its own name, template and theme. */
const DEMO_SITES = [
  { slug: "metro-motor-group", name: "Metro Motor Group", template: "default" },
  { slug: "harbour-toyota", name: "Harbour City Toyota", template: "toyota" },
  { slug: "outback-used-cars", name: "Outback Used Cars", template: "default" },
];

test("the platform index at localhost lists every site with a link", async ({ page }) => {
  const response = await page.goto(`http://localhost:${E2E_PORT}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Forecourt" })).toBeVisible();
  for (const site of DEMO_SITES) {
    await expect(page.getByRole("link", { name: site.name })).toHaveAttribute("href", siteUrl(site.slug));
  }
  await expectNoAxeViolations(page);
});

for (const site of DEMO_SITES) {
  test(`${site.slug}: home page shell with its own name, template, header and footer`, async ({
    page,
    asSite,
  }) => {
    const response = await asSite(site.slug).goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${site.name}`));
    // The page's one heading is the site's hero (its own words, decision 0078); the header names the site.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("banner").getByRole("link", { name: `${site.name} home` })).toBeVisible();
    await expect(page.locator("[data-template]")).toHaveAttribute("data-template", site.template);
    await expect(page.getByRole("contentinfo")).toContainText(site.name);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    // Next writes the root canonical without its trailing slash; both forms name the same page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^${siteUrl(site.slug).replaceAll(".", "\\.")}?$`),
    );
    await expectNoAxeViolations(page);
  });
}

test("templates theme the sites differently (CSS variables from template tokens)", async ({
  page,
  asSite,
}) => {
  await asSite("harbour-toyota").goto("/");
  const toyota = await page
    .locator("[data-template]")
    .evaluate((el) => getComputedStyle(el).getPropertyValue("--primary"));
  await asSite("metro-motor-group").goto("/");
  const metro = await page
    .locator("[data-template]")
    .evaluate((el) => getComputedStyle(el).getPropertyValue("--primary"));
  expect(toyota.trim()).toBe("#c40014");
  expect(metro.trim()).not.toBe(toyota.trim());
});

test("the group site lists its dealer licence and social links in the footer (spec 02 §2 Footer)", async ({
  page,
  asSite,
}) => {
  await asSite("metro-motor-group").goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(/Dealer Licence \S+/);
  await expect(footer).toContainText(/Motor Vehicle Repairer \S+/);
  await expect(footer.getByRole("link", { name: "Facebook" })).toBeVisible();
});

test("the used-only dealer lists only used cars (its site filter expression)", async ({ page, asSite }) => {
  await asSite("outback-used-cars").goto("/");
  const browse = page.getByRole("region", { name: "Browse by type" });
  await expect(browse.getByRole("link", { name: /Used cars/ })).toBeVisible();
  await expect(browse.getByRole("link", { name: /New cars/ })).toHaveCount(0);
  await expect(browse.getByRole("link", { name: /Demo cars/ })).toHaveCount(0);
});

test("an unknown site host answers 404 and lists the real sites", async ({ page }) => {
  const response = await page.goto(`http://no-such-dealer.localhost:${E2E_PORT}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No site here" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Harbour City Toyota" })).toBeVisible();
});

test("a missing page is a 404 inside the site's own layout", async ({ page, asSite }) => {
  const response = await asSite("harbour-toyota").goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Harbour City Toyota");
});

test("one site's host cannot reach another site's tree through the internal path", async ({
  page,
  asSite,
}) => {
  const response = await asSite("outback-used-cars").goto("/s/metro-motor-group/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toContainText("Outback Used Cars");
});

test("demo car photos are drawn locally", async ({ request }) => {
  // Media is the same for every host; Node's resolver does not know *.localhost, so ask localhost.
  const response = await request.get(`http://localhost:${E2E_PORT}/media/demo-car/suv/glacier-white/0.svg`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  const bad = await request.get(`http://localhost:${E2E_PORT}/media/demo-car/suv/%3Cscript%3E/0.svg`);
  expect(bad.status()).toBe(404);
});

test("phone-sized viewport: the menu opens without JavaScript and lists the navigation", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(siteUrl("harbour-toyota", "/"));
  await page.getByText("Menu", { exact: true }).click();
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "All Pre-Owned", exact: true }),
  ).toHaveAttribute("href", "/pre-owned");
  // Every group's links are there to follow, without a script to open them (decision 0030).
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Toyota Certified Pre-Owned" }),
  ).toBeVisible();
  await context.close();
});
