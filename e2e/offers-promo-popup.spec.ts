import { expect, expectNoAxeViolations, sendToSite, siteUrl, test } from "./fixtures";
import { EXPIRED_SITE, importOfferSites, POPUP, popupOf, SITE, VIEWPORTS } from "./offers-test-sites";

/**
 * Issue 19 item 2: the promo popup (spec 02 §2 "Promo popup", §4 "Promo popup", §9 popup limits), as a
 * shopper sees it in Chromium, on a phone and a desktop.
 */
test.beforeAll(importOfferSites);

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
