import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { TOTP } from "otpauth";
import { readEml } from "../test/eml";
import { CONSOLE, enrolTwoFactor, STAFF_PASSWORD, setPassword, signIn, staffAdd } from "./console-staff";
import { expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 31 §1-3 in Chromium: the console on its own host; an operator made from the command line sets
 * a password and turns on two-factor; invites a manager, who sets a password and signs in; the audit
 * log shows each step. Axe-clean on a desktop and a phone.
 */

const OPERATOR = `operator-${Date.now()}@forecourt.test`;
const MANAGER = `manager-${Date.now()}@harbour.test`;

test.describe.configure({ mode: "serial" });

test.describe("the dealer console (issue 31 §1-3)", () => {
  let operatorTotp: TOTP;
  let managerLink: string;
  let managerTotp: TOTP;

  test("answers on its own host only, and is never indexed", async ({ page }) => {
    const answer = await sendToSite("console.localhost", "/sign-in");
    expect(answer.status).toBe(200);
    expect(answer.headers["x-robots-tag"]).toContain("noindex");
    expect(answer.headers["cache-control"]).toContain("no-store");
    const onSite = await sendToSite("harbour-toyota.localhost", "/console/sign-in");
    expect(onSite.status).toBe(404);
    await page.goto(`${CONSOLE}/`);
    await expect(page).toHaveURL(`${CONSOLE}/sign-in`);
  });

  test("an operator from the command line sets a password and must turn on two-factor", async ({ page }) => {
    await setPassword(
      page,
      await staffAdd("--email", OPERATOR, "--role", "operator", "--name", "Olive Operator"),
    );
    await expectNoAxeViolations(page);
    await signIn(page, OPERATOR);
    // Every page sends an operator without two-factor to the account page.
    await expect(page).toHaveURL(`${CONSOLE}/account`);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await page.getByLabel("Your password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor" }).click();
    const secret = (await page.locator("code").first().textContent())?.trim() ?? "";
    operatorTotp = new TOTP({ secret, digits: 6, period: 30 });
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("6-digit code").fill(operatorTotp.generate());
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(page.getByRole("status")).toContainText("Two-factor is on");
  });

  test("the operator signs in with a code and invites a manager to one dealership", async ({ page }) => {
    await signIn(page, OPERATOR, operatorTotp);
    await expect(page.getByRole("heading", { name: "Sites" })).toBeVisible();
    await page.getByRole("link", { name: /Harbour City Toyota/ }).click();
    await page
      .getByRole("navigation", { name: "Site sections" })
      .getByRole("link", { name: "Staff" })
      .click();
    await expect(page.getByRole("heading", { name: "Staff" })).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.locator("form");
    await form.getByLabel("E-mail").fill("not an e-mail");
    await form.getByRole("button", { name: "Send invitation" }).click();
    await expect(form.getByText("Enter an e-mail address such as jo@dealer.com.au.")).toBeVisible();
    await form.getByLabel("E-mail").fill(MANAGER);
    await form.getByLabel("Name").fill("Max Manager");
    await form.getByLabel("Role").selectOption("manager");
    await form.getByRole("checkbox").first().check();
    await form.getByRole("button", { name: "Send invitation" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText(`${MANAGER} is invited`);
    managerLink = ((await status.locator("code").textContent()) ?? "").replace(/^https?:\/\/[^/]+/, CONSOLE);
  });

  test("the manager sets a password from the link and signs in to their own site", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await setPassword(page, managerLink);
    await signIn(page, MANAGER);
    await expect(page.getByRole("heading", { name: "Harbour City Toyota" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Staff and the audit log are the group's: a manager gets a 404, not the page.
    const staff = await page.goto(`${CONSOLE}/sites/harbour-toyota/staff`);
    expect(staff?.status()).toBe(404);
    const other = await page.goto(`${CONSOLE}/sites/metro-motor-group`);
    expect(other?.status()).toBe(404);
    // Offered to a manager, not required: they turn it on from their account page, on the phone.
    managerTotp = await enrolTwoFactor(page);
    await context.close();
  });

  test("the audit log shows the invitation and the acceptance, with who did each", async ({ page }) => {
    await signIn(page, OPERATOR, operatorTotp);
    await page.goto(`${CONSOLE}/sites/harbour-toyota/audit`);
    const entries = page.getByRole("listitem");
    await expect(entries.filter({ hasText: "Invited a staff member" }).first()).toContainText(
      "Olive Operator",
    );
    await expect(entries.filter({ hasText: "Accepted an invitation" }).first()).toContainText(MANAGER);
    await expectNoAxeViolations(page);
  });

  test("a used link fails, and signing out ends the session", async ({ page }) => {
    await page.goto(managerLink);
    await expect(page.getByText("This link has been used or has expired")).toBeVisible();
    await signIn(page, MANAGER, managerTotp);
    await expect(page.getByRole("heading", { name: "Harbour City Toyota" })).toBeVisible();
    const cookies = await page.context().cookies(CONSOLE);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${CONSOLE}/sign-in`);
    // The old cookie, replayed, opens nothing.
    await page.context().addCookies(cookies);
    await page.goto(`${CONSOLE}/sites/harbour-toyota`);
    await expect(page).toHaveURL(`${CONSOLE}/sign-in`);
  });

  test("a forgotten password: a one-hour link to the account's own mailbox sets a new one", async ({
    page,
  }) => {
    await page.goto(`${CONSOLE}/sign-in`);
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgotten your password?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mail").fill(MANAGER);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account has this e-mail");
    const link = await newestResetLink(MANAGER);
    await setPassword(page, link.replace(/^https?:\/\/[^/]+/, CONSOLE));
    // A new password keeps the second factor: the app's code is still asked for.
    await signIn(page, MANAGER, managerTotp);
    await expect(page.getByRole("heading", { name: "Harbour City Toyota" })).toBeVisible();
  });
});

/** The link in the newest reset e-mail to `to` in the e2e server's mail spool. */
async function newestResetLink(to: string): Promise<string> {
  const dir = path.join(process.env.FORECOURT_E2E_DATA_DIR as string, "mail");
  for (let attempt = 0; attempt < 20; attempt++) {
    const found: { at: number; link: string }[] = [];
    for (const name of await readdir(dir).catch(() => [])) {
      const raw = await readFile(path.join(dir, name), "utf8");
      if (!raw.includes("X-Forecourt-Staff-Mail: reset") || !raw.includes(to)) continue;
      const link = /https?:\/\/\S+set-password\?token=[\w%-]+/.exec(readEml(raw).text)?.[0];
      if (link) found.push({ at: (await stat(path.join(dir, name))).mtimeMs, link });
    }
    const newest = found.sort((a, b) => b.at - a.at)[0];
    if (newest) return newest.link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset e-mail to ${to}`);
}
