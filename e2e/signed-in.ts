import type { Page } from "@playwright/test";
import { expect, sendToSite, siteUrl, whenHydrated } from "./fixtures";

/**
 * Signing in as a shopper would, for the specs about signed-in pages (sign-in, the garage): a fresh
 * mobile, the code read from the dev outbox page (/dev/sms, on in the e2e server), and a car to save.
 */

/** The two screens the account specs run on: a desktop, and a phone with touch. */
export const SHOPPER_DEVICES = [
  { name: "desktop", use: { viewport: { width: 1280, height: 900 } } },
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

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
  const send = page.getByRole("button", { name: "Text me a code" });
  await whenHydrated(send);
  await page.getByLabel("Mobile number").fill(mobile);
  await send.click();
  await expect(page.getByRole("textbox", { name: "Code", exact: true })).toBeFocused();
  // The resend waits out the 30-second cooldown, counting down.
  await expect(page.getByTestId("resend-code")).toHaveText(/Send a new code in \d+ s/);
  await expect(page.getByTestId("resend-code")).toBeDisabled();
  const code = await codeFromOutbox(page, site, mobile);
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  return mobile;
}

export async function inStockCar(
  site: string,
): Promise<{ slug: string; name: string; checkoutEnabled: boolean }> {
  const search = JSON.parse((await sendToSite(`${site}.localhost`, "/api/search?status=in_stock")).body) as {
    hits: { slug: string; name: string; checkoutEnabled: boolean; reserved: boolean }[];
  };
  // Not one another spec has reserved: the featured cars come first, so every spec meets the same ones.
  const car = search.hits.find((h) => h.checkoutEnabled && !h.reserved) ?? search.hits[0];
  if (!car) throw new Error(`${site} has no car in stock`);
  return car;
}
