import { writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  closePromoPopups,
  expect,
  expectNoAxeViolations,
  forecourtImport,
  sendToSite,
  siteUrl,
  test,
} from "./fixtures";

/**
 * Issue 19 items 1 and 2: the offers pages and the promo popup (spec 02 §2 "Offers", "Promo popup";
 * §4 "Offer texts", "Promo popup"; §9 offers and popup limits), as a shopper sees them in Chromium, on
 * a phone and a desktop. Two test sites on Outback Used Cars' dealership (a used yard: no single
 * manufacturer, so an offer about a make lives at /offers/{manufacturer}/{slug}): one with offers and
 * a live popup, one whose popup has expired.
 */
const SITE = "e2e-offers";
const EXPIRED_SITE = "e2e-popup-expired";
const DEALERSHIP = "outback-used-cars-dubbo";
const MAIL_DIR = path.join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "mail");
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const LONG_DESCRIPTION =
  "Drive away in a new Toyota HiLux SR5 with a factory bonus of $3,000 on every dual cab ute ordered this month. " +
  "Our team will match any genuine written quote from another dealer, fit a tow bar and floor mats at no cost, " +
  "and have you on the road with a full tank of fuel and five years of roadside assistance included.";
const LONG_DISCLAIMER =
  "Offer available on new HiLux SR5 dual cab vehicles ordered and delivered between the offer dates at participating " +
  "dealers only. Excludes fleet, government and rental buyers. Bonus is applied to the drive away price and cannot be " +
  "redeemed for cash. While stocks last; see our team for full terms and conditions.";

const OFFERS = [
  {
    slug: "hilux-bonus",
    name: "HiLux $3,000 bonus",
    category: "New car offer",
    manufacturer: "Toyota",
    model: { name: "HiLux", slug: "hilux" },
    description: LONG_DESCRIPTION,
    disclaimer: LONG_DISCLAIMER,
    image_url: "/media/demo-car/ute/white/0.svg",
    starts_at: at(-48 * HOUR),
    expires_at: at(240 * HOUR),
  },
  {
    slug: "free-car-wash",
    name: "Free car wash with every service",
    category: "Service offer",
    description: "Book any scheduled service and we will wash and vacuum your car for free.",
    disclaimer: "Bookings essential.",
    starts_at: at(-24 * HOUR),
  },
  { slug: "ended-sale", name: "Ended sale", starts_at: at(-480 * HOUR), expires_at: at(-HOUR) },
  { slug: "not-here", name: "Not for this site", excluded_website_ids: [SITE] },
];

const POPUP = {
  slug: "e2e-live",
  title: "Test drive weekend",
  description: "Book a test drive this weekend and take home a free detailing kit.",
  image_url: "/media/demo-car/suv/blue/1.svg",
  image_alt: "A blue SUV",
  button_text: "See this month's offers",
  button_url: "/special-offers",
  start: at(-HOUR),
  expiry: at(240 * HOUR),
};

function site(slug: string, name: string) {
  return { slug, name, template: "default", dealerships: [DEALERSHIP] };
}

test.beforeAll(async () => {
  const bundles = {
    [SITE]: { site: site(SITE, "Offers Test Motors"), offers: OFFERS, promo_popups: [POPUP] },
    [EXPIRED_SITE]: {
      site: site(EXPIRED_SITE, "Expired Popup Motors"),
      promo_popups: [{ ...POPUP, slug: "e2e-ended", start: at(-240 * HOUR), expiry: at(-HOUR) }],
    },
  };
  for (const [slug, bundle] of Object.entries(bundles)) {
    const file = path.join(tmpdir(), `${slug}-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(bundle));
    await forecourtImport(file);
  }
  // The server's site list is cached for up to 5 s.
  await expect(async () => {
    for (const slug of Object.keys(bundles)) {
      expect((await sendToSite(`${slug}.localhost`, "/special-offers")).status).toBe(200);
    }
  }).toPass({ timeout: 10_000, intervals: [500] });
});

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

/** The popup once the page has mounted and the browser has been idle (useIdleEffect: within 1 s). */
const popupOf = (page: Page) => page.getByRole("dialog", { name: POPUP.title });

test.describe("offers pages (spec 02 §2 'Offers', §4 'Offer texts', §9)", () => {
  test.beforeEach(async ({ page }) => {
    await closePromoPopups(page, [POPUP.slug]);
  });

  for (const viewport of VIEWPORTS) {
    test(`${viewport.name}: /special-offers lists the current offers with View more / View less, axe clean`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(siteUrl(SITE, "/special-offers"));
      await expect(page).toHaveTitle(/^Special Offers \| Offers Test Motors$/);
      await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();
      const cards = page.getByTestId("offer-card");
      // Not started, expired and excluded offers are out (spec 02 §2); newest first.
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
        "Free car wash with every service",
        "HiLux $3,000 bonus",
      ]);
      const hilux = cards.filter({ hasText: "HiLux $3,000 bonus" });
      await expect(hilux.getByText("New car offer")).toBeVisible();
      await expect(hilux.getByRole("img", { name: "Toyota HiLux" })).toBeVisible();
      // Spec 02 §9: the description is cut at 160 characters because it is longer than 200.
      const more = hilux.getByRole("button", { name: "View more: HiLux $3,000 bonus" });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await expect(hilux.getByText(LONG_DESCRIPTION)).toHaveCount(0);
      const collapsed = (await hilux.getByText(/^Drive away in a new Toyota HiLux/).textContent()) ?? "";
      expect(collapsed.endsWith("…")).toBe(true);
      expect(collapsed.length).toBeLessThanOrEqual(161);
      await more.click();
      await expect(hilux.getByText(LONG_DESCRIPTION)).toBeVisible();
      const less = hilux.getByRole("button", { name: "View less: HiLux $3,000 bonus" });
      await expect(less).toHaveAttribute("aria-expanded", "true");
      await less.click();
      await expect(hilux.getByText(LONG_DESCRIPTION)).toHaveCount(0);
      // The disclaimer (over 200 characters) folds the same way.
      await hilux.getByRole("button", { name: "View more: terms of HiLux $3,000 bonus" }).click();
      await expect(hilux.getByText(LONG_DISCLAIMER)).toBeVisible();
      // A short description shows whole, with no toggle.
      const wash = cards.filter({ hasText: "Free car wash" });
      await expect(wash.getByText(OFFERS[1]!.description!)).toBeVisible();
      await expect(wash.getByRole("button", { name: /View more/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test(`${viewport.name}: an offer's page shows the offer, its terms and an enquiry about it, axe clean`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(siteUrl(SITE, "/special-offers"));
      await page.getByRole("link", { name: "HiLux $3,000 bonus", exact: true }).click();
      await expect(page).toHaveURL(siteUrl(SITE, "/offers/toyota/hilux-bonus"));
      await expect(page).toHaveTitle("HiLux $3,000 bonus | Offers Test Motors");
      await expect(page.getByRole("heading", { level: 1, name: "HiLux $3,000 bonus" })).toBeVisible();
      await expect(page.getByText(/^Offer ends \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        siteUrl(SITE, "/offers/toyota/hilux-bonus"),
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        "@type": "Offer",
        name: "HiLux $3,000 bonus",
        category: "New car offer",
      });

      const main = page.getByRole("article", { name: "HiLux $3,000 bonus" });
      await main.getByRole("button", { name: "View more: HiLux $3,000 bonus" }).click();
      await expect(main.getByText(LONG_DESCRIPTION)).toBeVisible();
      await main.getByRole("button", { name: "View less: HiLux $3,000 bonus" }).click();
      await expect(main.getByText(LONG_DESCRIPTION)).toHaveCount(0);
      const terms = main.getByRole("region", { name: "Terms and conditions" });
      await terms.getByRole("button", { name: /^View more/ }).click();
      await expect(terms.getByText(LONG_DISCLAIMER)).toBeVisible();

      // The call to action lands on the offer's enquiry, the new-vehicle form with the offer named.
      await page.getByRole("link", { name: "Enquire about this offer" }).click();
      const enquiry = page.getByRole("region", { name: "Enquire about this offer" });
      await expect(enquiry.getByRole("combobox", { name: "Category" })).toHaveValue("New Vehicle Enquiry");
      await expect(enquiry.getByRole("textbox", { name: "Message" })).toHaveValue(
        'I\'m interested in the offer "HiLux $3,000 bonus". Please contact me with more details.',
      );
      // The other current offers are a click away.
      await expect(
        page.getByRole("region", { name: "More special offers" }).getByRole("heading", { level: 3 }),
      ).toHaveText(["Free car wash with every service"]);
      await expectNoAxeViolations(page);
    });
  }

  test("the offer's enquiry reaches the dealer with the offer named", async ({ page }) => {
    await page.goto(siteUrl(SITE, "/offers/free-car-wash"));
    const enquiry = page.getByRole("region", { name: "Enquire about this offer" });
    await enquiry.scrollIntoViewIfNeeded();
    await expect(enquiry.getByRole("combobox", { name: "Category" })).toHaveValue("Service Enquiry");
    const email = `offer${Math.random().toString(36).slice(2, 10)}@example.com`;
    // The yard has sales, service and parts locations: the shopper says which.
    await enquiry
      .getByRole("combobox", { name: "Location", exact: true })
      .selectOption({ label: "Outback Used Cars Dubbo Service" });
    const next = enquiry.getByRole("button", { name: "Next" });
    if (await next.isVisible()) await next.click();
    await enquiry.getByRole("textbox", { name: "First name" }).fill("Ada");
    await enquiry.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
    await enquiry.getByRole("textbox", { name: "Email" }).fill(email);
    await enquiry.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
    await enquiry.getByRole("textbox", { name: "Postcode" }).fill("2830");
    await enquiry.getByRole("button", { name: "Send Enquiry" }).click();
    await page.waitForURL(/\/success$/, { timeout: 20_000 });
    let mail = "";
    await expect
      .poll(
        async () => {
          for (const file of await readdir(MAIL_DIR).catch(() => [] as string[])) {
            const text = await readFile(path.join(MAIL_DIR, file), "utf8");
            if (text.includes(`Reply-To: ${email}`) && !text.includes("<?adf")) mail = text;
          }
          return mail !== "";
        },
        { timeout: 20_000, message: `a dealer e-mail for ${email}` },
      )
      .toBe(true);
    const plain = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(plain).toContain("Category: Service Enquiry");
    expect(plain).toContain("Subcategory: Special offer: Free car wash with every service");
  });

  test("one canonical URL: the other spelling redirects, a wrong make, an expired or an excluded offer is a 404", async () => {
    const host = `${SITE}.localhost`;
    const redirect = await sendToSite(host, "/offers/hilux-bonus");
    expect(redirect.status).toBe(308);
    expect(new URL(String(redirect.headers.location), "http://x").pathname).toBe(
      "/offers/toyota/hilux-bonus",
    );
    // An offer about no make has no manufacturer segment.
    expect((await sendToSite(host, "/offers/free-car-wash")).status).toBe(200);
    for (const path of [
      "/offers/mazda/hilux-bonus",
      "/offers/toyota/free-car-wash",
      "/offers/ended-sale",
      "/offers/not-here",
      "/offers/no-such-offer",
      "/offers/a/b/c",
    ]) {
      expect((await sendToSite(host, path)).status, path).toBe(404);
    }
    const list = await sendToSite(host, "/offers");
    expect(list.status).toBe(308);
    expect(String(list.headers.location)).toMatch(/\/special-offers$/);
    // Another site never shows this site's offers.
    expect((await sendToSite(`${EXPIRED_SITE}.localhost`, "/offers/toyota/hilux-bonus")).status).toBe(404);
  });

  test("the home page's offers teaser and the sitemap lead to the offers", async ({ page }) => {
    await page.goto(siteUrl(SITE, "/"));
    const teaser = page.getByRole("region", { name: "Special offers" });
    await expect(teaser.getByRole("link", { name: "View all offers" })).toHaveAttribute(
      "href",
      "/special-offers",
    );
    await teaser.getByRole("link", { name: "HiLux $3,000 bonus" }).click();
    await expect(page).toHaveURL(siteUrl(SITE, "/offers/toyota/hilux-bonus"));
    const sitemap = (await sendToSite(`${SITE}.localhost`, "/sitemap.xml")).body;
    for (const path of ["/special-offers", "/offers/toyota/hilux-bonus", "/offers/free-car-wash"]) {
      expect(sitemap).toContain(`<loc>${siteUrl(SITE, path)}</loc>`);
    }
    expect(sitemap).not.toContain("ended-sale");
    expect(sitemap).not.toContain("not-here");
  });
});

test.describe("promo popup (spec 02 §2 'Promo popup', §4, §9)", () => {
  test.use({ promoPopup: "shown" });

  test("not in the server's HTML: it is drawn only once the page has mounted", async () => {
    const html = (await sendToSite(`${SITE}.localhost`, "/")).body;
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain("data-promo-popup");
  });

  for (const viewport of VIEWPORTS) {
    test(`${viewport.name}: shows as a labelled modal within 600 px × 80 vh, keeps focus, Escape closes it for good`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(siteUrl(SITE, "/search"));
      const popup = popupOf(page);
      await expect(popup).toBeVisible();
      await expect(popup.getByRole("img", { name: "A blue SUV" })).toBeVisible();
      await expect(popup.getByText(POPUP.description)).toBeVisible();
      await expect(popup).toHaveAccessibleDescription(POPUP.description);
      const box = await popup.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(600);
      expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
      await expectNoAxeViolations(page);
      // Focus is trapped: Tab and Shift+Tab never leave the dialog.
      for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(popup).toHaveCount(0);
      // Closed is remembered: a reload, another page, stays without it.
      await page.reload();
      await page.waitForTimeout(1500);
      await expect(popup).toHaveCount(0);
      await page.goto(siteUrl(SITE, "/special-offers"));
      await page.waitForTimeout(1500);
      await expect(popup).toHaveCount(0);
    });
  }

  test("the close button closes it and focus returns to the page; its own button goes to its link and it stays closed", async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, "/"));
    await popupOf(page).getByRole("button", { name: "Close" }).click();
    await expect(popupOf(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") ?? null)).toBeNull();
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(popupOf(page)).toHaveCount(0);

    // A shopper who never closed it: its button is followed, and it is not shown again.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await popupOf(page).getByRole("link", { name: POPUP.button_text }).click();
    await expect(page).toHaveURL(siteUrl(SITE, "/special-offers"));
    await page.waitForTimeout(1500);
    await expect(popupOf(page)).toHaveCount(0);
  });

  test("it never interrupts a thank-you page (nor checkout or a print view)", async ({ page }) => {
    await page.goto(siteUrl(SITE, "/success"));
    await page.waitForTimeout(2000);
    await expect(popupOf(page)).toHaveCount(0);
    // Not closed, only not shown there: the next ordinary page shows it.
    await page.goto(siteUrl(SITE, "/"));
    await expect(popupOf(page)).toBeVisible();
  });

  test("an expired popup is never shown", async ({ page }) => {
    await page.goto(siteUrl(EXPIRED_SITE, "/"));
    await expect(page.getByRole("heading", { level: 1, name: "Expired Popup Motors" })).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the demo popup shows on its demo site and the other specs start with it closed", async ({ page }) => {
    await page.goto(siteUrl("outback-used-cars", "/"));
    await expect(page.locator("dialog[data-promo-popup='spring-trade-up']")).toBeVisible();
  });
});
