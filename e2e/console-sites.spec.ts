import type { Page } from "@playwright/test";
import { CONSOLE, enrolTwoFactor, setPasswordAndSignIn, staffAdd } from "./console-staff";
import { E2E_PORT, expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 32 §6 in Chromium (decision 0056), on a desktop and at 390 px, axe-clean: an operator creates a
 * site from a template in the guided form (with a new dealership and a location), reviews it, creates
 * it, lands on its overview and opens its home page (200); then archives it, and its home page, sitemap
 * and APIs answer 410 Gone.
 */

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

async function signedInOperator(page: Page, email: string): Promise<void> {
  await setPasswordAndSignIn(page, await staffAdd("--email", email, "--role", "operator"), email);
  await expect(page).toHaveURL(`${CONSOLE}/account`);
  await enrolTwoFactor(page);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`an operator creates a site from a template, opens it, archives it (${name})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const stamp = `${Date.now().toString(36)}${name[0]}`;
    const slug = `coast-${stamp}`;
    await signedInOperator(page, `sites-${stamp}@forecourt.test`);

    await page.goto(CONSOLE);
    await page.getByRole("link", { name: "New site" }).click();
    await expect(page.getByRole("heading", { name: "New site", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/New site/);

    // A mistake is said beside its field, nothing is made.
    await page.getByRole("button", { name: "Review" }).click();
    await expect(page.getByText("Give the site a name.")).toBeVisible();
    await expect(page.getByText("Choose or add at least one dealership.")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).first().fill(`Coast Motors ${stamp}`);
    await page.getByLabel("Slug", { exact: true }).first().fill(slug);
    await page.getByLabel("Template").selectOption("toyota");
    await page.getByRole("checkbox", { name: "Harbour City Toyota" }).check();
    await page.getByRole("button", { name: "Add a new dealership" }).click();
    const dealership = page.getByRole("group", { name: "New dealership 1" });
    await dealership.getByLabel("Name").fill(`Coast Cars ${stamp}`);
    await dealership.getByLabel("Slug").fill(`coast-cars-${stamp}`);
    await page.getByRole("button", { name: "Add a location" }).click();
    const location = page.getByRole("group", { name: "Location 1" });
    await location.getByLabel("Dealership").selectOption(`coast-cars-${stamp}`);
    await location.getByLabel("Name", { exact: true }).fill("Coast Cars Cairns");
    await location.getByLabel("Street").fill("1 Esplanade");
    await location.getByLabel("Suburb or city").fill("Cairns");
    await location.getByLabel("State").selectOption("qld");
    await location.getByLabel("Postcode").fill("48");
    await expectNoAxeViolations(page);

    // The import's own rule, beside the location's postcode.
    await page.getByRole("button", { name: "Review" }).click();
    await expect(location.getByText("must be 4 digits")).toBeVisible();
    await location.getByLabel("Postcode").fill("4870");
    await page.getByRole("button", { name: "Review" }).click();

    // The preview: nothing is made yet; the site's address answers nothing.
    const preview = page.getByRole("region", { name: "Check the new site" });
    await expect(preview).toContainText(`http://${slug}.localhost:${E2E_PORT}`);
    await expect(preview).toContainText("1 Esplanade, Cairns, QLD, 4870");
    await expect(preview).toContainText(`Coast Cars ${stamp} (coast-cars-${stamp}), new`);
    await expectNoAxeViolations(page);
    expect((await sendToSite(`${slug}.localhost`, "/")).status).not.toBe(200);

    await page.getByRole("button", { name: "Create site" }).click();
    await expect(page).toHaveURL(`${CONSOLE}/sites/${slug}?created=1`);
    await expect(page.getByRole("status")).toContainText("The site is created.");
    await expect(page).toHaveTitle(/Overview/);
    await expectNoAxeViolations(page);

    // Its home page answers.
    const home = page.getByTestId("site-home-link");
    await expect(home).toHaveAttribute("href", `http://${slug}.localhost:${E2E_PORT}`);
    const shopper = await context.newPage();
    const opened = await shopper.goto(`http://${slug}.localhost:${E2E_PORT}/`);
    expect(opened?.status()).toBe(200);
    await expect(shopper.locator("header").first()).toContainText(`Coast Motors ${stamp}`);

    // Archived: every address of it is gone, and says so to robots too.
    await page.goto(`${CONSOLE}/sites/${slug}/archive`);
    await expect(page).toHaveTitle(/Archive site/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Archive…" }).click();
    await page.getByRole("button", { name: "Archive it now" }).click();
    await expect(page.getByRole("heading", { name: "The site is archived" })).toBeVisible();
    await expect(page).toHaveTitle(/Archive site/);
    await expectNoAxeViolations(page);
    // The front cache drops the site's kept pages at its next version check (a second or two).
    const homeUrl = `http://${slug}.localhost:${E2E_PORT}/`;
    await expect.poll(async () => (await shopper.goto(homeUrl))?.status(), { timeout: 20_000 }).toBe(410);
    const gone = await shopper.goto(homeUrl);
    expect(gone?.status()).toBe(410);
    expect(gone?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(shopper.getByRole("heading", { name: "This site is no longer available" })).toBeVisible();
    for (const path of ["/sitemap.xml", "/used-cars", "/api/cars"]) {
      expect((await sendToSite(`${slug}.localhost`, path)).status, path).toBe(410);
    }
    // The console lists it as archived.
    await page.goto(CONSOLE);
    await expect(
      page.getByRole("link", { name: new RegExp(`Coast Motors ${stamp}.*Archived`) }),
    ).toBeVisible();
    await context.close();
  });
}
