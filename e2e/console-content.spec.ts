import type { Page } from "@playwright/test";
import { CONSOLE, setPasswordAndSignIn, signIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, siteUrl, test, watchCspViolations } from "./fixtures";

/**
 * Issue 32 item 2 in Chromium ("Done when": a marketing user drafts an offer, previews it, publishes
 * it, sees it on the site, rolls it back), on a desktop and on a phone, axe-clean: the draft is not on
 * the site; a publish is there within 5 seconds; a second publish renames it; rolling back to the first
 * puts the first name back on the site. On the phone, a page's Markdown is previewed through the
 * site's renderer (a script in it is dropped) and published. The page fixture fails on any CSP report.
 */

const SITE = "harbour-toyota";
const STAMP = Date.now();
const MARKETING = `content-marketing-${STAMP}@harbour.test`;
const OFFER = `e2e-spring-${STAMP}`;
const PAGE = `e2e-hours-${STAMP}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let link: string;

test.beforeAll(async () => {
  link = await staffAdd(
    "--email",
    MARKETING,
    "--role",
    "marketing",
    "--site",
    SITE,
    "--name",
    "Mia Marketing",
  );
});

/**
 * The site's page shows `text` (or no longer does) within 5 seconds of the publish (issue 32). Judged by
 * when the first page that showed it was asked for, not when it finished loading: on a loaded CI
 * machine one page load can take seconds, which says nothing of how fast a publish reaches the site.
 */
async function siteShows(page: Page, path: string, text: string, shown = true): Promise<void> {
  const published = Date.now();
  let askedAt = published;
  await expect(async () => {
    askedAt = Date.now();
    await page.goto(siteUrl(SITE, path));
    if (shown) await expect(page.getByRole("main")).toContainText(text, { timeout: 200 });
    else await expect(page.getByRole("main")).not.toContainText(text, { timeout: 200 });
  }).toPass({ timeout: 30_000, intervals: [250] });
  expect(
    askedAt - published,
    "the first page showing the change was asked for within 5 s",
  ).toBeLessThanOrEqual(5_000);
}

test("issue 32 item 2: a marketing user drafts an offer, previews it, publishes it, sees it on the site and rolls it back", async ({
  page,
}) => {
  // Sign-in, three publishes and the site read after each: more than the 30 s default on a loaded machine.
  test.setTimeout(120_000);
  await setPasswordAndSignIn(page, link, MARKETING);
  await page.goto(`${CONSOLE}/sites/${SITE}`);
  await page.getByRole("navigation").getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "New offer" }).click();
  const form = page.getByRole("form", { name: "Edit offer" });

  await form.getByLabel("Address (slug)").fill(OFFER);
  await form.getByLabel("Name").fill("E2E Spring service deal");
  await form.getByLabel("Category").fill("Service");
  await form.getByLabel("Description").fill("A free first service with every new Toyota.\n\nAsk in store.");
  await form.getByLabel("Terms and conditions").fill("Conditions apply.");
  const preview = page.getByTestId("content-preview");
  await expect(preview.getByRole("heading", { name: "E2E Spring service deal" })).toBeVisible();
  await expect(preview).toContainText("A free first service with every new Toyota.");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved. Version 1.");
  await page.waitForURL(`**/content/offers/${OFFER}?done=save`);
  await siteShows(page, "/special-offers", "E2E Spring service deal", false);

  await page.goto(`${CONSOLE}/sites/${SITE}/content/offers/${OFFER}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published. Version 2.");
  await expect(page.getByText("Published.", { exact: false }).first()).toBeVisible();
  await siteShows(page, "/special-offers", "E2E Spring service deal");

  await page.goto(`${CONSOLE}/sites/${SITE}/content/offers/${OFFER}`);
  await form.getByLabel("Name").fill("E2E Summer service deal");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published. Version 3.");
  await siteShows(page, "/special-offers", "E2E Summer service deal");

  await page.goto(`${CONSOLE}/sites/${SITE}/content/offers/${OFFER}`);
  const versions = page.getByRole("region", { name: "Versions" });
  await expect(versions).toContainText("Version 3: published");
  await expect(versions).toContainText("Changed: Name");
  await expectNoAxeViolations(page);
  await versions.getByRole("button", { name: "Roll back to this (version 2)" }).click();
  await expect(page.getByRole("status")).toContainText("Version 4 has the fields of version 2.");
  await expect(versions).toContainText("Version 4: rolled back to version 2 (published)");
  await expect(form.getByLabel("Name")).toHaveValue("E2E Spring service deal");
  await siteShows(page, "/special-offers", "E2E Spring service deal");
  await siteShows(page, "/special-offers", "E2E Summer service deal", false);
});

test("issue 32 item 2: on a phone, a page's Markdown is previewed through the site's renderer and published", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const csp = await watchCspViolations(page);
  await signIn(page, MARKETING);
  await page.goto(`${CONSOLE}/sites/${SITE}/content/pages/new`);
  const form = page.getByRole("form", { name: "Edit page" });
  await form.getByLabel("Address (slug)").fill(PAGE);
  await form.getByLabel("Title").fill("Holiday hours");
  await page
    .getByLabel("Body")
    .fill("## Open late\n\n- Thursday till **9 pm**\n\n<script>window.hacked=1</script>");
  const preview = page.getByTestId("content-preview");
  await expect(preview.getByRole("heading", { name: "Open late" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("9 pm");
  await expect(preview.locator("script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  // A field's own error beside it: an expiry before the start.
  await form.getByLabel("Starts").fill("2026-12-02T09:00");
  await form.getByLabel("Expires").fill("2026-12-01T09:00");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Must be after the start.")).toBeVisible();
  await expect(form.getByLabel("Expires")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await form.getByLabel("Starts").fill("");
  await form.getByLabel("Expires").fill("");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published. Version 1.");
  await siteShows(page, `/pages/${PAGE}`, "Thursday till 9 pm");
  // The console's and the site's scripts run under their policies (no eval) without a complaint.
  expect(csp).toEqual([]);
  await context.close();
});
