import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import type { TOTP } from "otpauth";
import { consoleShopper, sendEnquiry } from "./console-shopper";
import { CONSOLE, enrolTwoFactor, setPassword, signIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, forecourtImport, test, watchCspViolations } from "./fixtures";

/**
 * Issue 31 "Done when", the whole story in Chromium, in the order a dealer group lives it:
 * an operator (made from the command line) invites a manager of Metro Toyota Brisbane and a sales
 * person of Metro Kia Melbourne from the console; the manager sets a password and turns on two-factor
 * on a phone, has the inbox open when a shopper's enquiry arrives (no reload), assigns it, sets it to
 * contacted with a note (keyboard only) and retries the CRM webhook that failed; the sales person of the
 * other dealership never sees the lead; the operator's audit log shows every step with who did it.
 * The group's webhook points at a loopback address the outbox refuses, so that delivery fails for good.
 */

const SITE = "metro-motor-group";
const stamp = Date.now().toString(36);
const OPERATOR = `journey-operator-${stamp}@forecourt.test`;
const MANAGER = `journey-manager-${stamp}@metro.test`;
const SALES = `journey-sales-${stamp}@metro.test`;
const SHOPPER = consoleShopper("Journey", stamp);
const SHOPPER_NAME = `${SHOPPER.first} ${SHOPPER.last}`;
const WEBHOOK = "http://127.0.0.1:9/forecourt-e2e-journey-hook";
const METRO_DEALERSHIPS = [
  "metro-toyota-brisbane",
  "metro-mazda-gold-coast",
  "metro-hyundai-parramatta",
  "metro-kia-melbourne",
  "metro-ford-adelaide",
  "metro-used-cars-perth",
];

/** The group's lead routing, merged into its config by the bundle import (decision 0041). */
async function importLeadRouting(name: string, leads: unknown): Promise<void> {
  const file = path.join(tmpdir(), `e2e-console-journey-${name}-${process.pid}.json`);
  const site = { slug: SITE, name: "Metro Motor Group", dealerships: METRO_DEALERSHIPS, config: { leads } };
  writeFileSync(file, JSON.stringify({ site }));
  await forecourtImport(file);
}

async function newPage(browser: Browser, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  return context.newPage();
}

/** Invites one person from the site's Staff page; answers the one-time link shown once. */
async function invite(page: Page, who: { email: string; name: string; role: string; dealership: string }) {
  const form = page.locator("form");
  await form.getByLabel("E-mail").fill(who.email);
  await form.getByLabel("Name").fill(who.name);
  await form.getByLabel("Role").selectOption(who.role);
  await form.getByRole("checkbox", { name: who.dealership }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  const status = form.getByRole("status");
  await expect(status).toContainText(`${who.email} is invited`);
  return ((await status.locator("code").textContent()) ?? "").replace(/^https?:\/\/[^/]+/, CONSOLE);
}

test.describe.configure({ mode: "serial" });

let operatorTotp: TOTP;
let managerTotp: TOTP;
let managerLink: string;
let salesLink: string;
let leadUrl: string;

test.beforeAll(async () => {
  await importLeadRouting("webhook", { webhook: { url: WEBHOOK, secret: "e2e-journey-secret-".repeat(3) } });
});

test.afterAll(async () => {
  // The demo group as it was: no webhook.
  await importLeadRouting("restore", { webhook: null });
});

test("issue 31: an operator invites a manager and a sales person of another dealership", async ({ page }) => {
  await setPassword(page, await staffAdd("--email", OPERATOR, "--role", "operator", "--name", "Olga Ops"));
  await signIn(page, OPERATOR);
  // Two-factor is required of an operator before any page.
  await expect(page).toHaveURL(`${CONSOLE}/account`);
  operatorTotp = await enrolTwoFactor(page);
  await page.goto(`${CONSOLE}/`);
  await page.getByRole("link", { name: /Metro Motor Group/ }).click();
  await page.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { name: "Staff" })).toBeVisible();
  managerLink = await invite(page, {
    email: MANAGER,
    name: "Mia Manager",
    role: "manager",
    dealership: "Metro Toyota Brisbane",
  });
  salesLink = await invite(page, {
    email: SALES,
    name: "Sam Sales",
    role: "sales",
    dealership: "Metro Kia Melbourne",
  });
  await expectNoAxeViolations(page);
});

test("issue 31: the manager sets a password and two-factor, and sees the new enquiry arrive", async ({
  browser,
}) => {
  const page = await newPage(browser, true);
  await setPassword(page, managerLink);
  await signIn(page, MANAGER);
  managerTotp = await enrolTwoFactor(page);
  await page.goto(`${CONSOLE}/sites/${SITE}/leads`);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await sendEnquiry(browser, SHOPPER);
  const offer = page.getByRole("button", { name: /^\d+\+? new leads?: show (it|them)$/ });
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await offer.click();
  const link = page.getByRole("link", { name: SHOPPER_NAME });
  // Another spec's shopper may write to the group at the same time (e2e runs two specs at once): their
  // lead can be the one just shown, with ours offered next; each is shown when offered.
  await expect(async () => {
    if (await offer.isVisible()) await offer.click();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Arrived without a reload: the same document.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  leadUrl = `${CONSOLE}${await link.getAttribute("href")}`;
  expect(leadUrl).toMatch(/\/sites\/metro-motor-group\/leads\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("issue 31: the manager assigns it, sets it to contacted with a note and retries the failed webhook", async ({
  browser,
}) => {
  const page = await newPage(browser, true);
  const cspViolations = await watchCspViolations(page);
  // Two-factor is on now: the app's code is asked for.
  await signIn(page, MANAGER, managerTotp);
  await page.goto(leadUrl);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SHOPPER_NAME);
  await expect(page.getByTestId("lead-status")).toHaveText("New");
  await expect(page.getByText("Is it still available this weekend?")).toBeVisible();
  const car = page.getByRole("region", { name: "The car" });
  await expect(car).toContainText("In stock");
  await expect(car.getByRole("link")).toHaveAttribute(
    "href",
    /^http:\/\/metro-motor-group\.localhost:\d+\/cars\//,
  );
  const webhook = page.getByTestId("delivery-webhook");
  await expect(async () => {
    await page.reload();
    await expect(webhook).toContainText("Failed: gave up", { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(webhook).toContainText("private, loopback or link-local");

  await page.getByRole("button", { name: "Assign to me" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Assigned to Mia Manager")).toBeVisible();
  const status = page.getByLabel("Status", { exact: true });
  await status.focus();
  await status.selectOption("contacted");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("lead-status")).toHaveText("Contacted");
  await expect(page.getByTestId("lead-first-response")).toContainText("After");
  await page.getByLabel("Note", { exact: true }).focus();
  await page.keyboard.type("Rang back: test drive Saturday 10 am.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Note added.")).toBeVisible();
  await webhook.getByRole("button", { name: /Retry/ }).click();
  await expect(webhook.getByRole("status")).toContainText("sending again now");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Rang back: test drive Saturday 10 am.");
  await expect(history).toContainText("status: new → contacted");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The same status change again, as a stale tab would send it, is refused, not applied twice.
  const replay = await page.evaluate(
    async (url) => {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "status", current_status: "new", status: "contacted" }),
      });
      return answer.status;
    },
    `/api${new URL(leadUrl).pathname}`,
  );
  expect(replay).toBe(409);
  expect(cspViolations).toEqual([]);
  await page.context().close();
});

test("issue 31: the sales person of Metro Kia never sees the Brisbane lead", async ({ browser }) => {
  const page = await newPage(browser);
  await setPassword(page, salesLink);
  await signIn(page, SALES);
  await page.goto(`${CONSOLE}/sites/${SITE}/leads?q=${encodeURIComponent(SHOPPER.email)}`);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  const opened = await page.goto(leadUrl);
  expect(opened?.status()).toBe(404);
  const polled = await page.evaluate(async () => {
    const answer = await fetch("/api/sites/metro-motor-group/leads/updates?since=2020-01-01T00:00:00Z");
    return answer.text();
  });
  expect(polled).not.toContain(SHOPPER.email);
  await page.context().close();
});

test("issue 31: the operator's audit log shows every step, with who did it", async ({ page }) => {
  await signIn(page, OPERATOR, operatorTotp);
  await page.goto(`${CONSOLE}/sites/${SITE}/audit`);
  const entries = page.getByRole("listitem");
  const invited = entries.filter({ hasText: "Invited a staff member" });
  await expect(invited.filter({ hasText: MANAGER }).first()).toContainText("Olga Ops");
  await expect(invited.filter({ hasText: SALES }).first()).toContainText("Olga Ops");
  await expect(
    entries.filter({ hasText: "Accepted an invitation" }).filter({ hasText: MANAGER }),
  ).toHaveCount(1);
  const leadId = leadUrl.split("/").pop() as string;
  const onLead = entries.filter({ hasText: leadId });
  for (const step of [
    "Assigned a lead",
    "Changed a lead's status",
    "Added a note to a lead",
    "Retried a lead's failed delivery",
  ]) {
    await expect(onLead.filter({ hasText: step }).first()).toContainText(MANAGER);
  }
  await expectNoAxeViolations(page);
});
