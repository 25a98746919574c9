import type { Page } from "@playwright/test";
import { expect, siteUrl } from "./fixtures";

/**
 * Signing in as a shopper does in Chromium (issue 21): a fresh mobile, the code read from the dev
 * outbox page (/dev/sms), the code typed in. Shared by the sign-in and the alerts specs.
 */

/** A mobile number no other test of the run uses: 04 and eight digits from the clock and a counter. */
let numbers = 0;
export function freshMobile(): string {
  const digits = String((Date.now() * 10 + numbers++) % 100_000_000).padStart(8, "0");
  return `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/** The newest code the dev outbox page lists for `mobile` on `site`, read as a developer would. */
export async function codeFromOutbox(page: Page, site: string, mobile: string): Promise<string> {
  const e164 = `+61${mobile.replace(/\D/g, "").slice(1)}`;
  const outbox = await page.context().newPage();
  try {
    let code = "";
    await expect(async () => {
      await outbox.goto(siteUrl(site, "/dev/sms"));
      const message = outbox
        .getByTestId("sms-message")
        .filter({ has: outbox.getByTestId("sms-to").getByText(e164, { exact: true }) })
        .first();
      const body = (await message.getByTestId("sms-body").textContent()) ?? "";
      code = /^(\d{6}) is your /.exec(body)?.[1] ?? "";
      expect(code).toMatch(/^\d{6}$/);
    }).toPass({ timeout: 10_000, intervals: [250, 500] });
    return code;
  } finally {
    await outbox.close();
  }
}

/** Signs in on the sign-in page the test is on. */
export async function signInHere(page: Page, site: string): Promise<string> {
  const mobile = freshMobile();
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByRole("textbox", { name: "Code", exact: true })).toBeFocused();
  // The resend waits out the 30-second cooldown, counting down.
  await expect(page.getByTestId("resend-code")).toHaveText(/Send a new code in \d+ s/);
  await expect(page.getByTestId("resend-code")).toBeDisabled();
  const code = await codeFromOutbox(page, site, mobile);
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  return mobile;
}
