import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { QUICK_ENQUIRY } from "../test/lead-records";
import { CONSOLE, enrolTwoFactor, setPasswordAndSignIn, staffAdd } from "./console-staff";
import {
  expect,
  expectNoAxeViolations,
  forecourtImport,
  siteUrl,
  test,
  watchCspViolations,
} from "./fixtures";

/**
 * Issue 31 §4 in Chromium: a shopper's enquiry arrives on the demo site (whose webhook points at a
 * loopback address the outbox refuses, so that delivery fails for good); a manager made from the
 * command line opens the lead on a phone-sized screen, assigns it to themself, sets it to contacted
 * with a note (keyboard only), and retries the failed webhook delivery; the group admin's audit log
 * shows each step. Axe-clean throughout.
 */

const SITE = "harbour-toyota";
const STAMP = Date.now();
const MANAGER = `lead-manager-${STAMP}@harbour.test`;
const ADMIN = `lead-admin-${STAMP}@harbour.test`;
// Loopback: the outbox refuses it (no LEAD_WEBHOOK_ALLOW_PRIVATE in e2e), a failure for good.
const WEBHOOK = "http://127.0.0.1:9/forecourt-e2e-hook";

async function importSiteConfig(name: string, leads: unknown): Promise<void> {
  const file = path.join(tmpdir(), `e2e-console-lead-${name}-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      site: {
        slug: SITE,
        name: "Harbour City Toyota",
        template: "toyota",
        dealerships: ["harbour-city-toyota"],
        config: { leads },
      },
    }),
  );
  await forecourtImport(file);
}

test.describe.configure({ mode: "serial" });

let leadId: string;
let managerLink: string;
let adminLink: string;

test.beforeAll(async () => {
  await importSiteConfig("webhook", { webhook: { url: WEBHOOK, secret: "e2e-webhook-secret-".repeat(3) } });
  managerLink = await staffAdd(
    "--email",
    MANAGER,
    "--role",
    "manager",
    "--site",
    SITE,
    "--dealership",
    "harbour-city-toyota",
    "--name",
    "Lena Lead",
  );
  adminLink = await staffAdd(
    "--email",
    ADMIN,
    "--role",
    "group-admin",
    "--site",
    SITE,
    "--name",
    "Gus Group",
  );
});

test.afterAll(async () => {
  // The demo site as it was: no webhook.
  await importSiteConfig("restore", { webhook: null });
});

test("issue 31 §4: a shopper sends an enquiry about a car on the demo site", async ({ page }) => {
  // The server's copy of the site (and so its webhook) is at most 5 s old.
  await page.waitForTimeout(5_500);
  await page.goto(siteUrl(SITE, "/"));
  const enquiry = await page.evaluate(async (shopper) => {
    const form = (await (await fetch("/api/leads/form")).json()) as Record<string, string>;
    const search = (await (await fetch("/api/search?status=in_stock")).json()) as {
      hits: { id: number }[];
    };
    return {
      ...shopper,
      email: `ada-${Date.now()}@example.com`,
      message: "Is it still available this weekend?",
      car_id: search.hits[0]!.id,
      terms_agreed: true,
      path: "/search",
      ...form,
    };
  }, QUICK_ENQUIRY);
  // A person takes more than the minimum fill time.
  await page.waitForTimeout(3_100);
  const answer = await page.evaluate(async (body) => {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { lead_id?: string } };
  }, enquiry);
  expect(answer.status).toBe(201);
  leadId = answer.body.lead_id ?? "";
  expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
});

test("issue 31 §4: the manager, on a phone, assigns it to themself, sets it to contacted with a note, and retries the webhook", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cspViolations = await watchCspViolations(page);
  await setPasswordAndSignIn(page, managerLink, MANAGER);
  const leadPage = `${CONSOLE}/sites/${SITE}/leads/${leadId}`;
  await page.goto(leadPage);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ada Lovelace");
  await expect(page.getByTestId("lead-status")).toHaveText("New");
  await expect(page.getByText("Is it still available this weekend?")).toBeVisible();
  const car = page.getByRole("region", { name: "The car" });
  await expect(car).toContainText("In stock");
  await expect(car.getByRole("link")).toHaveAttribute(
    "href",
    new RegExp(`^http://${SITE}\\.localhost:\\d+/cars/`),
  );
  // The outbox tries the webhook within seconds and gives up on a loopback address.
  const webhook = page.getByTestId("delivery-webhook");
  await expect(async () => {
    await page.reload();
    await expect(webhook).toContainText("Failed: gave up", { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(webhook).toContainText("private, loopback or link-local");
  await expectNoAxeViolations(page);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Keyboard only: assign to me, then the status, then a note.
  await page.getByRole("button", { name: "Assign to me" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Assigned to Lena Lead")).toBeVisible();
  await expect(page.getByTestId("lead-assigned-to")).toContainText(MANAGER);

  const status = page.getByLabel("Status", { exact: true });
  await status.focus();
  await status.selectOption("contacted");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Save status" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Status set to contacted.")).toBeVisible();
  await expect(page.getByTestId("lead-status")).toHaveText("Contacted");
  await expect(page.getByTestId("lead-first-response")).toContainText("After");

  const note = page.getByLabel("Note", { exact: true });
  await note.focus();
  await page.keyboard.type("Called Ada: she comes Saturday at 10.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Note added.")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Called Ada: she comes Saturday at 10.");
  await expect(history).toContainText("status: new → contacted");

  await webhook.getByRole("button", { name: /Retry/ }).click();
  await expect(webhook.getByRole("status")).toContainText("sending again now");
  await expect(history).toContainText("Retried a lead's failed delivery");
  await expectNoAxeViolations(page);

  // The same status change again, as a stale tab would send it, is refused, not applied twice.
  const replay = await page.evaluate(
    async ({ url }) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "status", current_status: "new", status: "contacted" }),
      });
      return response.status;
    },
    { url: `/api/sites/${SITE}/leads/${leadId}` },
  );
  expect(replay).toBe(409);
  // The page's scripts run under the console's script policy (no eval) without a complaint.
  expect(cspViolations).toEqual([]);
  await context.close();
});

test("issue 31 §4: the group admin's audit log shows each step, with who did it", async ({ page }) => {
  await setPasswordAndSignIn(page, adminLink, ADMIN);
  // A group admin turns two-factor on first.
  await expect(page).toHaveURL(`${CONSOLE}/account`);
  await enrolTwoFactor(page);

  await page.goto(`${CONSOLE}/sites/${SITE}/audit`);
  const entries = page.getByRole("listitem").filter({ hasText: leadId });
  for (const step of [
    "Assigned a lead",
    "Changed a lead's status",
    "Added a note to a lead",
    "Retried a lead's failed delivery",
  ]) {
    await expect(entries.filter({ hasText: step }).first()).toContainText(MANAGER);
  }
  await expect(entries.filter({ hasText: "Changed a lead's status" })).toHaveCount(1);
  await expectNoAxeViolations(page);
  // The group admin opens the lead too, and sees the history the manager made.
  await page.goto(`${CONSOLE}/sites/${SITE}/leads/${leadId}`);
  await expect(page.getByTestId("lead-assigned-to")).toContainText("Lena Lead");
  await expectNoAxeViolations(page);
});
