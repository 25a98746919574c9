import { join } from "node:path";
import { expect, expectNoAxeViolations, sendToSite, siteUrl, spooledMails, test } from "./fixtures";

/**
 * Issue 19 item 4, the content half, as a shopper meets it in Chromium: content pages and the named
 * routes the Toyota template links to, the blog listing with its category cards (spec 02 §2 "Blog")
 * and an article, the guarantee strip (spec 02 §2), /pre-owned as a search entry, and /parts/search
 * filing a parts enquiry. Axe-clean on a phone and on a desktop.
 */
const TOYOTA = "harbour-toyota";
const MAIL_DIR = join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "mail");

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test("a content page from the brand navigation: its title, sanitised body and call to action", async ({
      page,
    }) => {
      await page.goto(siteUrl(TOYOTA, "/pages/toyota-genuine-parts-accessories"));
      await expect(
        page.getByRole("heading", { level: 1, name: "Genuine Parts & Accessories" }),
      ).toBeVisible();
      // Spec 02 §9: the parts warranty copy.
      await expect(page.getByRole("main")).toContainText(
        "2 years from installation, or the remainder of the vehicle warranty, whichever is greater",
      );
      await expect(page).toHaveTitle(/Genuine Parts & Accessories \| Harbour City Toyota/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(/\/pages\/toyota-genuine-parts-accessories$/);
      await page.getByRole("link", { name: "Search for a part" }).click();
      await expect(page).toHaveURL(/\/parts\/search$/);
      await page.goto(siteUrl(TOYOTA, "/pages/toyota-genuine-parts-accessories"));
      await expectNoAxeViolations(page);
    });

    test("a named route: /fleet shows its page and the fleet enquiry form; /about-us the yards", async ({
      page,
    }) => {
      await page.goto(siteUrl(TOYOTA, "/fleet"));
      await expect(page.getByRole("heading", { level: 1, name: "Fleet & Business" })).toBeVisible();
      // The page's structured blocks: a list and a figure with its caption.
      await expect(page.getByRole("main").getByText("Fast quotes", { exact: false }).first()).toBeVisible();
      await expect(page.getByRole("figure")).toContainText("Utes and vans fitted out");
      // Spec 01 §2 "Fleet enquiry block": heading 'Get In Touch' and its form.
      await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "First name" })).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);

      await page.goto(siteUrl(TOYOTA, "/about-us"));
      await expect(page.getByRole("heading", { level: 1, name: "About Harbour City Toyota" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Visit us" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
      await expectNoAxeViolations(page);
    });

    test("the blog listing with its category cards, and an article with its structured data", async ({
      page,
    }) => {
      await page.goto(siteUrl(TOYOTA, "/blog/vehicle-reviews"));
      await expect(page.getByRole("heading", { level: 1, name: "Vehicle Reviews" })).toBeVisible();
      // Spec 02 §2: four categories, plus a fifth for the brand.
      const cards = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link");
      await expect(cards).toHaveCount(5);
      await expect(cards.filter({ hasText: "Hybrid & Electric" })).toHaveCount(1);
      await expect(cards.filter({ hasText: "Vehicle Reviews" })).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: /RAV4 Hybrid review/ }).click();
      await expect(page).toHaveURL(/\/blog\/vehicle-reviews\/toyota-rav4-hybrid-review$/);
      await expect(page.getByRole("heading", { level: 1, name: /RAV4 Hybrid review/ })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Vehicle Reviews");
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "[]",
      );
      const posting = jsonLd.find((item: { "@type": string }) => item["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        headline: expect.stringContaining("RAV4"),
        articleSection: "Vehicle Reviews",
      });
      expect(posting.author).toMatchObject({ "@type": "Person", name: "Tom Fletcher" });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/blog\/vehicle-reviews\/toyota-rav4-hybrid-review$/,
      );
      await expectNoAxeViolations(page);
    });

    test("the guarantee strip on a used-car yard's home page (spec 02 §2 'Guarantee strip')", async ({
      page,
    }) => {
      await page.goto(siteUrl("outback-used-cars", "/"));
      const strip = page.getByTestId("guarantee-strip");
      for (const promise of [
        "One haggle-free price",
        "48 hour money-back guarantee",
        "Lifetime engine guarantee",
        "Cool value servicing for life",
        "12 months roadside assist",
        "Reserve online",
      ])
        await expect(strip).toContainText(promise);
      await expectNoAxeViolations(page);
    });
  });
}

test("/pre-owned is the used-car search, and ?certified=true turns the certified switch on", async ({
  page,
}) => {
  await page.goto(siteUrl(TOYOTA, "/pre-owned"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Used");
  const certified = page.getByRole("switch", { name: "Only show Toyota Certified Vehicles" });
  await expect(certified).not.toBeChecked();
  await page.goto(siteUrl(TOYOTA, "/pre-owned?certified=true"));
  await expect(certified).toBeChecked();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/search\/used-cars\?certified=true$/,
  );
});

test("an unknown content page or blog category is the site's 404, and a page has one URL", async () => {
  const host = `${TOYOTA}.localhost`;
  expect((await sendToSite(host, "/pages/no-such-page")).status).toBe(404);
  expect((await sendToSite(host, "/blog/gossip")).status).toBe(404);
  expect((await sendToSite(host, "/blog/vehicle-reviews/no-such-article")).status).toBe(404);
  // outback-used-cars has no fleet page: its /fleet is a 404, never a blank page.
  expect((await sendToSite("outback-used-cars.localhost", "/fleet")).status).toBe(404);
  const moved = await sendToSite(host, "/pages/about-us");
  expect(moved.status).toBe(308);
  expect(moved.headers.location).toMatch(/\/about-us$/);
  const refiled = await sendToSite(host, "/blog/news/toyota-rav4-hybrid-review");
  expect(refiled.status).toBe(308);
  expect(refiled.headers.location).toMatch(/\/blog\/vehicle-reviews\/toyota-rav4-hybrid-review$/);
});

test("the sitemap lists the content pages, the blog and its articles", async () => {
  const { body } = await sendToSite(`${TOYOTA}.localhost`, "/sitemap.xml");
  for (const path of [
    "/about-us",
    "/fleet",
    "/pages/toyota-hybrids",
    "/blog/vehicle-reviews",
    "/blog/vehicle-reviews/toyota-rav4-hybrid-review",
    "/parts/search",
  ])
    expect(body).toContain(`${path}</loc>`);
  expect(body).not.toContain("/pages/about-us</loc>");
});

test("/parts/search: a searched part goes into a parts enquiry that reaches the dealer", async ({ page }) => {
  await page.goto(siteUrl("outback-used-cars", "/parts/search"));
  await expect(page.getByRole("heading", { level: 1, name: "Parts Search" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Part name or number" }).fill("Towbar for a 2019 Ranger");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/parts\/search\?query=Towbar/);
  await expect(page.getByTestId("parts-query")).toContainText("Towbar for a 2019 Ranger");
  const email = `parts${Math.random().toString(36).slice(2, 10)}@example.com`;
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
    /I'm looking for: Towbar for a 2019 Ranger/,
    {
      timeout: 15_000,
    },
  );
  await expectNoAxeViolations(page);
  const category = page.getByRole("combobox", { name: "Category" });
  if (await category.count()) await expect(category).toHaveValue("Parts Enquiry");
  for (const name of ["Preferred dealership", "Location"]) {
    const select = page.getByRole("combobox", { name, exact: true });
    if (await select.count()) await select.selectOption({ index: 1 });
  }
  await page.getByRole("textbox", { name: "First name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Postcode" }).fill("2830");
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await page.waitForURL(/\/success(\?c=[\w.-]+)?$/, { timeout: 20_000 });
  // Stored and delivered: the dealer's e-mail is in the server's mail spool, with the part in it.
  await expect
    .poll(
      async () => {
        for (const mail of await spooledMails(MAIL_DIR)) {
          const text = mail.text.replace(/=\r?\n/g, "");
          if (text.includes(`Reply-To: ${email}`) && !text.includes("<?adf"))
            return text.includes("Parts Enquiry") && text.includes("Towbar for a 2019 Ranger");
        }
        return false;
      },
      { timeout: 20_000, message: "the dealer's parts enquiry e-mail" },
    )
    .toBe(true);
});
