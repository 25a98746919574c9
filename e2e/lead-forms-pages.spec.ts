import { expect, siteUrl, test } from "./fixtures";
import {
  chooseWhere,
  dealerMails,
  expectSuccess,
  fillShopper,
  findCar,
  plain,
  SITE,
  shopperEmail,
} from "./lead-form-shopper";

/**
 * Issue 5: the lead forms on their own pages (test drive booking, finance, fleet, contact and the
 * enquiry pages), as a shopper uses them in Chromium against the built server; each sends, sees
 * /success and finds the dealer's e-mail in the mail spool.
 */

test("book a test drive without a car: the dealership and location must be chosen", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/book-test-drive"));
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please choose a dealership.")).toBeVisible();
  await expect(page.getByText("Please choose a location.")).toBeVisible();
  await page.getByRole("combobox", { name: "Preferred dealership" }).selectOption({ index: 1 });
  // Choosing a dealership narrows the locations to its own.
  const locations = page.getByRole("combobox", { name: "Location" }).locator("option");
  expect(await locations.count()).toBeLessThan(10);
  await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next" }).click();
  const email = shopperEmail("booking");
  await fillShopper(page, email);
  await page.getByRole("button", { name: "Book Test Drive" }).click();
  await expectSuccess(page);
  const [mail] = await dealerMails(email);
  expect(plain(mail!.text)).toContain("Category: Test Drive");
});

test("finance enquiry from a car's finance link lands on #finance-form with the budget filled in", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/search"));
  const car = await findCar(page, "status=in_stock", "(hit) => hit.price > 1000 && !hit.offerPrice");
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
  await page.locator("[data-action='finance']").first().click();
  await page.waitForURL(/\/finance\?.*#finance-form$/);
  await expect(page.locator("#finance-form")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Vehicle price budget" })).toHaveValue(
    `$${Math.round(car.price!).toLocaleString("en-AU")}`,
  );
  await page.getByRole("button", { name: "$30,000" }).click();
  await expect(page.getByRole("textbox", { name: "Vehicle price budget" })).toHaveValue("$30,000");
  await page.getByRole("textbox", { name: "Message" }).fill("Weekly repayments under $150 please");
  await page.getByRole("button", { name: "Next" }).click();
  const email = shopperEmail("finance");
  await fillShopper(page, email);
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await expectSuccess(page);
  const [mail] = await dealerMails(email);
  const text = plain(mail!.text);
  expect(text).toContain("Category: Finance Enquiry");
  expect(text).toContain("30,000");
});

test("a site's own budget quick picks (finance.budget_quick_picks, spec 02 §5)", async ({ page }) => {
  await page.goto(siteUrl("outback-used-cars", "/finance"));
  const budget = page.getByRole("textbox", { name: "Vehicle price budget" });
  await expect(budget).toBeVisible();
  await expect(page.getByRole("button", { name: "Vehicle price budget: $70,000" })).toHaveCount(0);
  await page.getByRole("button", { name: "Vehicle price budget: $15,000" }).click();
  await expect(budget).toHaveValue("$15,000");
});

test("the fleet block's 'Get In Touch' form on the search page sends a Fleet Enquiry", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/search"));
  const block = page.locator("section", { has: page.getByRole("heading", { name: "Get In Touch" }) });
  await block.scrollIntoViewIfNeeded();
  const email = shopperEmail("fleet");
  await block.getByRole("combobox", { name: "Preferred dealership" }).selectOption({ index: 1 });
  await block.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
  await fillShopper(block, email);
  await block.getByRole("textbox", { name: "Message" }).fill("Twelve utes for our trades crew");
  await block.getByRole("button", { name: "Send Enquiry" }).click();
  await expectSuccess(page);
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { event_id: number }[] }).dataLayer,
  );
  expect(events?.some((e) => e.event_id === 19)).toBe(true);
  const [mail] = await dealerMails(email);
  expect(plain(mail!.text)).toContain("Category: Fleet Enquiry");
});

for (const path of ["/contact", "/contact-us"]) {
  test(`${path}: the contact form beside the locations`, async ({ page }) => {
    await page.goto(siteUrl(SITE, path));
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our locations" })).toBeVisible();
    const email = shopperEmail("contact");
    await chooseWhere(page);
    await fillShopper(page, email);
    await page.getByRole("textbox", { name: "Message" }).fill("What are your hours on Sunday?");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await expectSuccess(page);
    const [mail] = await dealerMails(email);
    expect(plain(mail!.text)).toContain("Subcategory: Contact Us");
  });
}

const ENQUIRY_PAGES = [
  ["new-vehicle-enquiry", "New Vehicle Enquiry"],
  ["service-enquiry", "Service Enquiry"],
  ["parts-enquiry", "Parts Enquiry"],
  ["fleet-enquiry", "Fleet Enquiry"],
  ["general-enquiry", "General Enquiry"],
  ["feedback", "Feedback"],
] as const;

for (const [slug, category] of ENQUIRY_PAGES) {
  test(`/enquiries/${slug}: its category is chosen and the enquiry reaches the dealer`, async ({ page }) => {
    // Outback Used Cars has one dealership and one location: nothing to choose but the category.
    await page.goto(siteUrl("outback-used-cars", `/enquiries/${slug}`));
    await expect(page.getByRole("heading", { level: 1, name: category })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue(category);
    await expect(page.getByRole("combobox", { name: "Preferred dealership" })).toHaveCount(0);
    const email = shopperEmail(slug.replace(/-/g, ""));
    await chooseWhere(page);
    const firstStep = page.getByRole("button", { name: "Next" });
    await page
      .getByRole("textbox", { name: slug === "feedback" ? "Your feedback" : "Message" })
      .fill(`About ${category}`);
    if (await firstStep.isVisible()) await firstStep.click();
    await fillShopper(page, email);
    await page.getByRole("button", { name: slug === "feedback" ? "Send Feedback" : "Send Enquiry" }).click();
    await expectSuccess(page);
    const [mail] = await dealerMails(email);
    expect(plain(mail!.text)).toContain(`Category: ${category}`);
  });
}
