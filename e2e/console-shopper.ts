import type { Browser } from "@playwright/test";
import { siteUrl } from "./fixtures";
import { expectSuccess, findCar } from "./lead-form-shopper";

/**
 * The console specs' shopper (issue 31 §4): a person on the Metro Motor Group site who sends a vehicle
 * enquiry from the page of a car of one dealership, through the real form, and waits for the thank-you
 * page (the lead is stored before it shows).
 */
export type ConsoleShopper = { first: string; last: string; email: string; phone: string };

/** A shopper no other test uses: a name, e-mail and mobile made from `stamp`. */
export function consoleShopper(label: string, stamp: string): ConsoleShopper {
  const digits = String(Date.now() % 100_000_000).padStart(8, "0");
  return {
    first: label,
    last: `Tester${stamp}`,
    email: `${label.toLowerCase()}-${stamp}@example.com`,
    phone: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
  };
}

/** Sends the enquiry from a car of `dealership` on `site`; answers the car's stock number and slug. */
export async function sendEnquiry(
  browser: Browser,
  shopper: ConsoleShopper,
  dealership = "metro-toyota-brisbane",
  site = "metro-motor-group",
): Promise<{ stocknum: string; slug: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(siteUrl(site, "/search"));
  const car = (await findCar(
    page,
    "status=in_stock",
    `(hit) => hit.dealershipSlug === '${dealership}' && !hit.reserved && hit.stocknum`,
  )) as Awaited<ReturnType<typeof findCar>> & { stocknum: string };
  await page.goto(siteUrl(site, `/cars/${car.slug}#enquire`));
  const form = page.locator("#enquire form");
  await form.getByRole("textbox", { name: "First name" }).fill(shopper.first);
  await form.getByRole("textbox", { name: "Last name" }).fill(shopper.last);
  await form.getByRole("textbox", { name: "Email" }).fill(shopper.email);
  await form.getByRole("textbox", { name: "Phone" }).fill(shopper.phone);
  await form.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await form.getByRole("textbox", { name: "Message" }).fill("Is it still available this weekend?");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expectSuccess(page);
  await context.close();
  return { stocknum: car.stocknum, slug: car.slug };
}
