import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { consoleShopper, sendEnquiry } from "./console-shopper";
import { CONSOLE, enrolTwoFactor, setPasswordAndSignIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, siteUrl, test, whenHydrated } from "./fixtures";
import { inStockCar, SHOPPER_DEVICES, signInHere } from "./signed-in";

/**
 * Issue 36 item 6 in Chromium (Australian Privacy Principles 12 and 13, decision 0070): a group admin
 * finds a shopper's data by phone in the console, downloads it and deletes it, each in the audit log;
 * a signed-in shopper downloads and deletes their own from the garage and is signed out; the privacy
 * policy states the periods and how to ask. Axe-clean, on a desktop and on a phone.
 */

const SITE = "metro-motor-group";
const GARAGE_SITE = "outback-used-cars";

async function fileOf(download: Download): Promise<Record<string, unknown>> {
  const path = await download.path();
  return JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
}

async function signedInGroupAdmin(page: Page, email: string): Promise<void> {
  await setPasswordAndSignIn(
    page,
    await staffAdd("--email", email, "--role", "group-admin", "--site", SITE),
    email,
  );
  await expect(page).toHaveURL(`${CONSOLE}/account`);
  await enrolTwoFactor(page);
}

for (const device of SHOPPER_DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test("the console: a group admin finds a shopper's data, downloads it, deletes it (APP 12, 13)", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const stamp = `${device.name}${Date.now()}`;
      const shopper = consoleShopper("Priya", stamp);
      await sendEnquiry(browser, shopper);
      const admin = `privacy-${stamp}@metro.test`;
      await signedInGroupAdmin(page, admin);

      await page.goto(`${CONSOLE}/sites/${SITE}`);
      if (device.name === "desktop") {
        await page
          .getByRole("navigation", { name: "Site sections" })
          .getByRole("link", { name: "Privacy requests" })
          .click();
      } else await page.goto(`${CONSOLE}/sites/${SITE}/privacy`);
      await expect(page.getByRole("heading", { name: "Privacy requests", level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);

      // Neither phone nor e-mail: said beside the phone field.
      const find = page.getByRole("button", { name: "Find their data" });
      await whenHydrated(find);
      await find.click();
      await expect(
        page.getByText("Enter the shopper's phone number or e-mail address (or both)."),
      ).toBeVisible();

      // Found by the phone as they typed it, differently spaced.
      await page.getByLabel("Phone number").fill(shopper.phone.replace(/\s/g, ""));
      await find.click();
      const held = page.getByRole("region", { name: "What Metro Motor Group holds" });
      await expect(
        held.getByRole("row", { name: /Enquiries, test drives, chat and other leads/ }),
      ).toContainText("1");
      await expect(held).toContainText("Vehicle Enquiry");
      await expectNoAxeViolations(page);

      // The file: every record of theirs, named for the site and day.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        held.getByRole("button", { name: "Download their data (JSON)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${SITE}-my-data-\\d{4}-\\d{2}-\\d{2}\\.json$`),
      );
      const file = await fileOf(download);
      expect(file.format).toBe("forecourt.shopper-data.v1");
      expect(JSON.stringify(file.leads)).toContain(shopper.email);

      // Deleting asks first, and Back leaves everything as it was.
      await held.getByRole("button", { name: "Delete their data…" }).click();
      const confirm = page.getByRole("region", { name: "Delete this person’s data?" });
      await expect(confirm).toBeFocused();
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: "Delete their data" }).click();
      await expect(page.getByRole("status")).toContainText("Their data is deleted.");
      await expect(page.getByRole("status")).toContainText("1 lead: name, e-mail, phone and message deleted");

      // Found again: nothing.
      await find.click();
      await expect(page.getByTestId("privacy-nothing")).toBeVisible();

      // Both are in the audit log, with who did them and the phone masked.
      await page.goto(`${CONSOLE}/sites/${SITE}/audit`);
      const deleted = page
        .getByRole("listitem")
        .filter({ hasText: "Deleted a shopper's data at their request" });
      await expect(deleted.first()).toContainText(admin);
      await expect(deleted.first()).toContainText(`•••• ••• ${shopper.phone.slice(-3)}`);
      await expect(
        page.getByRole("listitem").filter({ hasText: "Exported a shopper's data at their request" }).first(),
      ).toContainText(admin);
      await expect(page.getByText(shopper.email)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("a signed-in shopper downloads and deletes their own data from the garage", async ({
      page,
      asSite,
    }) => {
      test.setTimeout(120_000);
      const car = await inStockCar(GARAGE_SITE);
      await asSite(GARAGE_SITE).goto("/my-garage");
      const mobile = await signInHere(page, GARAGE_SITE);
      await expect(page).toHaveURL(siteUrl(GARAGE_SITE, "/my-garage"));
      // Something to hold: a saved car.
      await asSite(GARAGE_SITE).goto(`/cars/${car.slug}`);
      await page.getByTestId("watchlist-button").click();
      await expect(page.getByText("Car Saved In Watchlist")).toBeVisible();
      await asSite(GARAGE_SITE).goto("/my-garage");

      const panel = page.getByRole("region", { name: "Your data" });
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        panel.getByRole("link", { name: "Download my data" }).click(),
      ]);
      const file = await fileOf(download);
      const e164 = `+61${mobile.replace(/\D/g, "").slice(1)}`;
      expect(file.accounts).toEqual([expect.objectContaining({ phone: e164 })]);
      expect((file.accounts as { saved_cars: unknown[] }[])[0]?.saved_cars).toHaveLength(1);

      const ask = panel.getByRole("button", { name: "Delete my data…" });
      await whenHydrated(ask);
      await ask.click();
      const confirm = page.getByRole("region", { name: "Delete your data?" });
      await expect(confirm).toBeFocused();
      await expectNoAxeViolations(page);
      // Keep leaves it; asked again, it goes.
      await confirm.getByRole("button", { name: "Keep my data" }).click();
      await expect(confirm).toHaveCount(0);
      await ask.click();
      await page.getByRole("button", { name: "Yes, delete my data" }).click();
      await expect(page.getByRole("status")).toContainText(
        "Your data has been deleted, and you are signed out.",
      );
      await expectNoAxeViolations(page);

      // Signed out: the garage sends them to sign in.
      await asSite(GARAGE_SITE).goto("/my-garage");
      await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);

      // The privacy policy states the site's periods and how to ask.
      await asSite(GARAGE_SITE).goto("/privacy-policy");
      const notice = page.getByRole("region", { name: /How long we keep your information/ });
      await expect(notice.getByTestId("retention-periods")).toContainText("2 years");
      await expect(notice.getByRole("link", { name: "your account page" })).toHaveAttribute(
        "href",
        "/my-garage",
      );
      await expectNoAxeViolations(page);
    });
  });
}
