import { expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 19 item 4, the model half (decision 0031): a model page with its stock and status label
 * (spec 02 §2 "/{model slug}: Explore model", §4 "Model status"), the Toyota Service Advantage block
 * (spec 02 §9), a model's accessories (spec 02 §2 "/{model slug}/accessories"), the accessories
 * landing page ('Make Every Journey Effortless', 'Fit for Business', 'View Accessories') and
 * /models?body=.
 */

const TOYOTA = "harbour-toyota";
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`model page on a ${viewport.name}: picture, category, 'All-New', the model's stock and Toyota Service Advantage`, async ({
    page,
    asSite,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const response = await asSite(TOYOTA).goto("/hilux");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota HiLux" })).toBeVisible();
    await expect(page.getByTestId("model-status").first()).toHaveText("All-New");
    await expect(page.getByRole("img", { name: "Toyota HiLux", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Utes & Vans" }).first()).toHaveAttribute(
      "href",
      "/models?body=utes-%26-vans",
    );
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/hilux$/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@type": "ProductModel",
      name: "Toyota HiLux",
      brand: { name: "Toyota" },
    });

    // The site's HiLux stock, as the search's own cards, every one a HiLux.
    const cards = page.getByTestId("model-stock").locator(":scope > li");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const name of await cards.locator("h3").allTextContents()) expect(name).toMatch(/HiLux/i);

    // Spec 02 §9: HiLux is a commercial model, serviced every 6 months or 10,000 km.
    const block = page.getByTestId("service-advantage");
    await expect(block.getByRole("heading", { name: "Toyota Service Advantage" })).toBeVisible();
    await expect(block).toContainText("every 6 months or 10,000 km");
    await expect(block.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/service");
    await expectNoAxeViolations(page);

    // Our Stock opens the full search for the model.
    const ourStock = page.getByRole("link", { name: /^Our Stock \(\d+\)$/ });
    const count = Number((await ourStock.textContent())?.match(/\d+/)?.[0]);
    await ourStock.click();
    await expect(page).toHaveURL(/\/search\/toyota\?model=HiLux/);
    await expect(page.getByRole("heading", { name: new RegExp(`^${count} cars? found$`) })).toBeVisible();
  });
}

test("an upcoming model reads 'Upcoming' and has no Our Stock button (spec 02 §2, §4)", async ({
  page,
  asSite,
}) => {
  await asSite(TOYOTA).goto("/landcruiser-fj");
  await expect(page.getByRole("heading", { level: 1, name: "Toyota LandCruiser FJ" })).toBeVisible();
  await expect(page.getByTestId("model-status").first()).toHaveText("Upcoming");
  await expect(page.getByRole("link", { name: /Our Stock/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Register Your Interest" })).toHaveAttribute(
    "href",
    "/enquiries/new-vehicle-enquiry",
  );
  await expect(page.getByTestId("service-advantage")).toHaveCount(0);
});

test("the bZ4X's service price is the spec's $180, the default model's $250", async ({ page, asSite }) => {
  await asSite(TOYOTA).goto("/bz4x");
  await expect(page.getByTestId("service-price")).toHaveText("$180");
  await asSite(TOYOTA).goto("/corolla");
  await expect(page.getByTestId("service-price")).toHaveText("$250");
  await expect(page.getByTestId("service-advantage")).toContainText("5 services over 5 years or 75,000 km");
});

test("a dealer group with a Toyota franchise shows Toyota's models; a used-car yard has none", async ({
  asSite,
}) => {
  expect((await sendToSite("metro-motor-group.localhost", "/corolla")).status).toBe(200);
  expect((await sendToSite("outback-used-cars.localhost", "/corolla")).status).toBe(404);
  void asSite;
});

test("paths that are no model answer the site's 404, never a 500", async () => {
  for (const path of [
    "/no-such-model",
    "/hilux/brochure",
    "/HiLux",
    "/hilux/accessories/x",
    "/finance/accessories",
  ]) {
    expect((await sendToSite(`${TOYOTA}.localhost`, path)).status, path).toBe(404);
  }
  // Bad percent-encoding is refused at the front door (decision 0021), before any route.
  expect((await sendToSite(`${TOYOTA}.localhost`, "/hilux%zz")).status).toBe(400);
});

for (const viewport of VIEWPORTS) {
  test(`a model's accessories on a ${viewport.name}: by category, priced or 'Ask for a price' into the parts enquiry`, async ({
    page,
    asSite,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const response = await asSite(TOYOTA).goto("/hilux/accessories");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota HiLux Accessories" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Towing" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Fit for business" })).toBeVisible();
    const towBar = page
      .getByTestId("accessory")
      .filter({ has: page.getByRole("heading", { name: "Tow bar kit" }) });
    await expect(towBar.getByTestId("accessory-price")).toHaveText("$1,290");
    await expect(towBar).toContainText("RRP, fitted");
    const film = page
      .getByTestId("accessory")
      .filter({ has: page.getByRole("heading", { name: "Paint protection film" }) });
    await expect(film.getByTestId("accessory-price")).toHaveText("Price on request");
    await expectNoAxeViolations(page);
    await film.getByRole("link", { name: /Ask for a price/ }).click();
    await expect(page).toHaveURL(/\/hilux\/accessories\?accessory=paint-protection#parts-enquiry$/);
    await expect(page.getByLabel(/message|comments/i)).toHaveValue(
      /Paint protection film .* for my Toyota HiLux/,
    );
  });
}

test("the accessories landing page: 'Make Every Journey Effortless', 'Fit for Business', model cards with 'View Accessories'", async ({
  page,
  asSite,
}) => {
  const response = await asSite(TOYOTA).goto("/parts-and-accessories");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Make Every Journey Effortless" })).toBeVisible();
  const business = page.getByRole("region", { name: "Fit for Business" });
  await expect(business.getByRole("heading", { level: 2, name: "Fit for Business" })).toBeVisible();
  await expect(business.getByRole("link", { name: "View Accessories for the Toyota HiLux" })).toHaveAttribute(
    "href",
    "/hilux/accessories",
  );
  const everyday = page.getByRole("region", { name: "Make Every Journey Effortless" });
  await expect(everyday.getByRole("link", { name: "View Accessories for the Toyota RAV4" })).toBeVisible();
  await expect(everyday.getByRole("link", { name: /HiLux/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // The other route sends the Toyota site to its own; the default template's sites answer theirs.
  await asSite(TOYOTA).goto("/vehicle-parts-and-accessories");
  await expect(page).toHaveURL(/\/parts-and-accessories$/);
  await asSite("outback-used-cars").goto("/vehicle-parts-and-accessories");
  await expect(page.getByRole("heading", { level: 1, name: "Make Every Journey Effortless" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Fit for Business" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Parts Enquiry" })).toHaveAttribute(
    "href",
    "/enquiries/parts-enquiry",
  );
  await expectNoAxeViolations(page);
});

test("/models?body= lists one body's models; an unknown body says so over the whole range", async ({
  page,
  asSite,
}) => {
  const response = await asSite(TOYOTA).goto("/models?body=suvs-%26-4wds");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "New SUVs & 4WDs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Toyota RAV4" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Toyota HiLux" })).toHaveCount(0);
  await page.getByRole("link", { name: "Explore for the Toyota RAV4" }).click();
  await expect(page).toHaveURL(/\/rav4$/);
  await expectNoAxeViolations(page);

  await asSite(TOYOTA).goto("/models?body=spaceships");
  await expect(page.getByTestId("models-empty")).toHaveText(/We have no models in “spaceships”/);
  await expect(page.getByRole("heading", { name: "Toyota HiLux" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  for (const query of ["?body=x&body=y", `?body=${"z".repeat(5000)}`, "?body[]=1"]) {
    expect((await sendToSite(`${TOYOTA}.localhost`, `/models${query}`)).status, query).toBe(200);
  }
  // A NUL in a query is refused before any page (issue 29 §5, decision 0021).
  expect((await sendToSite(`${TOYOTA}.localhost`, "/models?body=%00")).status).toBe(400);
});

test("the sitemap lists the model pages, their accessories and the landing page", async () => {
  const sitemap = await sendToSite(`${TOYOTA}.localhost`, "/sitemap.xml");
  for (const path of ["/hilux", "/hilux/accessories", "/parts-and-accessories", "/models"]) {
    expect(sitemap.body, path).toContain(`${path}</loc>`);
  }
});
