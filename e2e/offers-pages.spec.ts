import { closePromoPopups, expect, expectNoAxeViolations, siteUrl, test } from "./fixtures";
import {
  importOfferSites,
  LONG_DESCRIPTION,
  LONG_DISCLAIMER,
  OFFERS,
  POPUP,
  SITE,
  VIEWPORTS,
} from "./offers-test-sites";

/**
 * Issue 19 item 1: the offers list and an offer's page (spec 02 §2 "Offers", §4 "Offer texts", §9
 * offers limits), as a shopper sees them in Chromium, on a phone and a desktop.
 */
test.beforeAll(importOfferSites);

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
});
