import type { Browser, Page } from "@playwright/test";
import { consoleShopper, sendEnquiry as sendShopperEnquiry } from "./console-shopper";
import { CONSOLE, setPassword, signIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Issue 31 §4 in Chromium: a manager of Metro Toyota Brisbane has the leads inbox open; a shopper
 * sends an enquiry from a Brisbane car's page; within 10 seconds, without a reload, the inbox offers
 * it (announced), and shows it. Search by phone (written another way), e-mail and stock number, and the
 * filters, find it; the view is its address. Axe-clean on a desktop and a phone. A sales person of
 * Metro Kia Melbourne, who sees every lead of their own dealership, never sees it: not in the list,
 * not in the polling, not in the CSV.
 */

const SITE = "metro-motor-group";
const stamp = Date.now().toString(36);
const MANAGER = `inbox-manager-${stamp}@metro.test`;
const SALES = `inbox-sales-${stamp}@metro.test`;
const SHOPPER = consoleShopper("Inbox", stamp);
const INBOX = `${CONSOLE}/sites/${SITE}/leads`;

async function signedIn(browser: Browser, email: string, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const sendEnquiry = (browser: Browser) => sendShopperEnquiry(browser, SHOPPER);

const shopperName = `${SHOPPER.first} ${SHOPPER.last}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await setPassword(
    page,
    await staffAdd(
      "--email",
      MANAGER,
      "--role",
      "manager",
      "--site",
      SITE,
      "--dealership",
      "metro-toyota-brisbane",
    ),
  );
  await setPassword(
    page,
    await staffAdd(
      "--email",
      SALES,
      "--role",
      "sales",
      "--site",
      SITE,
      "--dealership",
      "metro-kia-melbourne",
      "--sees-all-leads",
    ),
  );
  await page.close();
});

test.describe("the leads inbox (issue 31 §4)", () => {
  let stocknum: string;

  test("a lead sent from the site's form appears in the open inbox within 10 s, without a reload", async ({
    browser,
  }) => {
    const inbox = await signedIn(browser, MANAGER);
    await inbox
      .getByRole("navigation", { name: "Site sections" })
      .getByRole("link", { name: "Leads" })
      .click();
    await expect(inbox.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expectNoAxeViolations(inbox);
    // Marks this document: a reload would lose it.
    await inbox.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    ({ stocknum } = await sendEnquiry(browser));
    const sent = Date.now();
    const offer = inbox.getByRole("button", { name: /^\d+\+? new leads?: show (it|them)$/ });
    await expect(offer).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - sent).toBeLessThan(10_000);
    await expect(inbox.getByRole("status").filter({ hasText: /new leads? arrived/ })).toHaveCount(1);
    const row = inbox.getByRole("row").filter({ hasText: shopperName });
    // Another worker's spec may file a lead on this site too, and be the one offered first: take what
    // is offered until this shopper's lead is in the list.
    await expect(async () => {
      if (await offer.isVisible()) await offer.click();
      await expect(row).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row).toContainText("Vehicle enquiry");
    await expect(row).toContainText(`Stock ${stocknum}`);
    await expect(row).toContainText("Metro Toyota Brisbane");
    await expect(row).toContainText("Unassigned");
    await expect(row.getByRole("link", { name: shopperName })).toHaveAttribute(
      "href",
      /^\/sites\/metro-motor-group\/leads\/[0-9a-f-]{36}$/,
    );
    expect(await inbox.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expectNoAxeViolations(inbox);
    await inbox.context().close();
  });

  test("search by phone (written another way), e-mail or stock number, and the filters, find it; the view is a link", async ({
    browser,
  }) => {
    const inbox = await signedIn(browser, MANAGER);
    await inbox.goto(INBOX);
    const search = inbox.getByRole("search", { name: "Filter and search the leads" });
    await search.getByRole("searchbox", { name: "Search" }).fill(`+61 ${SHOPPER.phone.slice(1)}`);
    await search.getByRole("button", { name: "Show leads" }).click();
    await expect(inbox).toHaveURL(/\?q=%2B61/);
    await expect(inbox.getByRole("heading", { name: "1 lead on this page, newest first" })).toBeVisible();
    await expect(inbox.getByRole("row").filter({ hasText: shopperName })).toBeVisible();

    await search.getByRole("searchbox", { name: "Search" }).fill(SHOPPER.email.toUpperCase());
    await search.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Vehicle enquiry" });
    await search.getByRole("combobox", { name: "Status" }).selectOption({ label: "New" });
    await search.getByRole("combobox", { name: "Assigned to" }).selectOption({ label: "No one yet" });
    await search.getByRole("button", { name: "Show leads" }).click();
    await expect(inbox).toHaveURL(/kind=vehicle-enquiry&status=new&assignee=unassigned/);
    await expect(inbox.getByRole("row").filter({ hasText: shopperName })).toBeVisible();

    // The address alone is the view: opened afresh, the same lead, the fields as chosen.
    await inbox.goto(`${INBOX}?stock=${stocknum.toLowerCase()}&q=${encodeURIComponent(SHOPPER.last)}`);
    await expect(inbox.getByRole("row").filter({ hasText: shopperName })).toBeVisible();
    await expect(search.getByRole("textbox", { name: "Car stock number" })).toHaveValue(
      stocknum.toLowerCase(),
    );

    await search.getByRole("combobox", { name: "Status" }).selectOption({ label: "Sold" });
    await search.getByRole("button", { name: "Show leads" }).click();
    await expect(inbox.getByText("No leads match these filters.")).toBeVisible();

    await inbox.goto(`${INBOX}?from=2026-02-30`);
    await expect(inbox.getByText("Enter a date such as 2026-11-26.")).toBeVisible();
    await expect(search.getByLabel("Received from")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(inbox);

    const csv = await inbox.evaluate(async (email) => {
      const response = await fetch(
        `/api/sites/metro-motor-group/leads/export?q=${encodeURIComponent(email)}`,
      );
      return { type: response.headers.get("content-type"), text: await response.text() };
    }, SHOPPER.email);
    expect(csv.type).toBe("text/csv; charset=utf-8");
    expect(csv.text).toContain(SHOPPER.email);
    await inbox.context().close();
  });

  test("on a phone each lead is a card, keyboard-reachable and axe-clean", async ({ browser }) => {
    const inbox = await signedIn(browser, MANAGER, true);
    await inbox.goto(`${INBOX}?q=${encodeURIComponent(SHOPPER.email)}`);
    const cards = inbox.getByRole("list", { name: "Leads, newest first" });
    await expect(cards).toBeVisible();
    await expect(inbox.getByRole("table")).toBeHidden();
    const link = cards.getByRole("link", { name: shopperName });
    await expect(link).toBeVisible();
    await link.focus();
    await expect(link).toBeFocused();
    const width = await inbox.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(inbox);
    await inbox.context().close();
  });

  test("a sales person of another dealership never sees it: not listed, not polled, not exported", async ({
    browser,
  }) => {
    const inbox = await signedIn(browser, SALES);
    await inbox.goto(`${INBOX}?q=${encodeURIComponent(SHOPPER.email)}`);
    await expect(inbox.getByText("No leads match these filters.")).toBeVisible();
    const seen = await inbox.evaluate(async (email) => {
      const poll = await fetch(`/api/sites/metro-motor-group/leads/updates?since=2020-01-01T00:00:00Z`);
      const csv = await fetch(`/api/sites/metro-motor-group/leads/export?q=${encodeURIComponent(email)}`);
      return { poll: await poll.text(), pollStatus: poll.status, csv: await csv.text() };
    }, SHOPPER.email);
    expect(seen.pollStatus).toBe(200);
    expect(seen.poll).not.toContain(SHOPPER.email);
    expect(seen.csv).not.toContain(SHOPPER.email);
    // Another site's inbox is not theirs: the same 404 as no site at all.
    const other = await inbox.goto(`${CONSOLE}/sites/harbour-toyota/leads`);
    expect(other?.status()).toBe(404);
    await inbox.context().close();
  });
});
