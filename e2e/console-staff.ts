import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { E2E_PORT, expect } from "./fixtures";

/**
 * The console's e2e steps every console spec takes (issue 31): make staff from the command line, set
 * a password from the printed link, sign in (with the app's code when two-factor is on), and turn
 * two-factor on from the account page.
 */

const run = promisify(execFile);
export const CONSOLE = `http://console.localhost:${E2E_PORT}`;
export const STAFF_PASSWORD = "correct horse battery staple wagon";

/** `forecourt staff add …` through the running server: the one-time link it prints, on the console host. */
export function staffAdd(...args: string[]): Promise<string> {
  return staffAddOn({ dataDir: process.env.FORECOURT_E2E_DATA_DIR as string, console: CONSOLE }, ...args);
}

/** The same for another app server (its data directory, and its console's origin). */
export async function staffAddOn(
  server: { dataDir: string; console: string },
  ...args: string[]
): Promise<string> {
  const { stdout } = await run(process.execPath, [
    "node_modules/.bin/tsx",
    "--conditions=react-server",
    "cli/main.ts",
    "staff",
    "add",
    ...args,
    "--data-dir",
    server.dataDir,
  ]);
  const token = /set-password\?token=([\w%-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`no link in: ${stdout}`);
  return `${server.console}/set-password?token=${token}`;
}

/** Opens a one-time link and sets the password. */
export async function setPassword(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByLabel("The same password again").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is set");
}

/** Signs in, with the authenticator's code when `totp` is given, and waits to land. */
export async function signIn(page: Page, email: string, totp?: TOTP, consoleOrigin = CONSOLE): Promise<void> {
  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (totp) {
    await page.getByLabel("Code from your authenticator app").fill(totp.generate());
    await page.getByRole("button", { name: "Verify and sign in" }).click();
  }
  await page.waitForURL((url) => url.pathname !== "/sign-in");
}

/** Sets the password from `link` and signs in. */
export async function setPasswordAndSignIn(page: Page, link: string, email: string): Promise<void> {
  await setPassword(page, link);
  await signIn(page, email);
}

/** On the account page: turns two-factor on with the app's first code; answers the app's generator. */
export async function enrolTwoFactor(page: Page, consoleOrigin = CONSOLE): Promise<TOTP> {
  await page.goto(`${consoleOrigin}/account`);
  await page.getByLabel("Your password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator("code").first().textContent())?.trim() ?? "";
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  await page.getByLabel("6-digit code").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByRole("status")).toContainText("Two-factor is on");
  return totp;
}
