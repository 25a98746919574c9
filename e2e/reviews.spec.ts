import { join } from "node:path";
import { expect, expectNoAxeViolations, siteUrl, spooledMails, test } from "./fixtures";

/**
 * Issue 17 item 4: the site's Google reviews, the review feedback page a dealer e-mails to customers
 * (spec 02 §2 "Review feedback landing page") and its bad-experience path, /customer-feedback-survey,
 * which files a lead that reaches the dealer (found in the server's mail spool, as e2e/lead-forms does).
 */
const MAIL_DIR = join(process.env.FORECOURT_E2E_DATA_DIR ?? "", "mail");

async function dealerMail(email: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        for (const { text } of await spooledMails(MAIL_DIR)) {
          if (text.includes(`Reply-To: ${email}`) && !text.includes("<?adf")) found = text;
        }
        return found !== "";
      },
      { timeout: 20_000, message: `a dealer e-mail for ${email}` },
    )
    .toBe(true);
  return found.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

test("the feedback page without a query: 'Valued Customer', 'Our Dealership', and the two choices", async ({
  page,
}) => {
  await page.goto(siteUrl("harbour-toyota", "/review-feedback"));
  await expect(
    page.getByRole("heading", { level: 1, name: "We'd love to hear your feedback!" }),
  ).toBeVisible();
  await expect(page.getByTestId("feedback-greeting")).toHaveText("Hi Valued Customer,");
  await expect(page.getByText("Our Dealership", { exact: true })).toBeVisible();
  // Spec 02 §2: great → the dealership's review URL from gmb_profiles; bad → /customer-feedback-survey.
  await expect(page.getByRole("link", { name: "I had a great experience" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=Harbour%20City%20Toyota",
  );
  await expect(page.getByRole("link", { name: "I had a bad experience" })).toHaveAttribute(
    "href",
    "/customer-feedback-survey",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(page);
});

test("the feedback page with a query: the customer's and dealership's names, that dealership's review link", async ({
  page,
}) => {
  await page.goto(
    siteUrl("metro-motor-group", "/review-feedback?first_name=Zo%C3%AB&dealership_name=Metro+Kia+Melbourne"),
  );
  await expect(page.getByTestId("feedback-greeting")).toHaveText("Hi Zoë,");
  await expect(page.getByText("Metro Kia Melbourne", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "I had a great experience" })).toHaveAttribute(
    "href",
    /query=Metro%20Kia%20Melbourne$/,
  );
  await expectNoAxeViolations(page);
});

test("query values that are not names are shown as the defaults, never as markup", async ({ page }) => {
  const attack = encodeURIComponent('<img src=x onerror="document.title=1">');
  await page.goto(
    siteUrl("metro-motor-group", `/review-feedback?first_name=${attack}&dealership_name=${attack}`),
  );
  await expect(page.getByTestId("feedback-greeting")).toHaveText("Hi Valued Customer,");
  await expect(page.getByText("Our Dealership", { exact: true })).toBeVisible();
  // The values were shown as nothing at all: no element, no handler (the router's own copy of the URL,
  // JSON in a script, is the only place the text is).
  expect(await page.locator("img[src=x], [onerror]").count()).toBe(0);
  await expect(page.locator("main")).not.toContainText("onerror");
});

test("a site with no Google profile: 'great' still leads somewhere, to the feedback enquiry", async ({
  page,
}) => {
  await page.goto(siteUrl("outback-used-cars", "/review-feedback"));
  await expect(page.getByRole("link", { name: "I had a great experience" })).toHaveAttribute(
    "href",
    "/enquiries/feedback",
  );
});

test("bad experience → /customer-feedback-survey: the form files a Feedback lead that reaches the dealer", async ({
  page,
}) => {
  await page.goto(siteUrl("outback-used-cars", "/review-feedback?first_name=Ada"));
  await page.getByRole("link", { name: "I had a bad experience" }).click();
  await page.waitForURL(/\/customer-feedback-survey\?first_name=Ada$/);
  await expect(page.getByRole("heading", { level: 1, name: "Customer Feedback Survey" })).toBeVisible();
  // The name the link carried starts the form.
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Ada");
  await expectNoAxeViolations(page);

  const email = `survey${Math.random().toString(36).slice(2, 10)}@example.com`;
  // The yard has a sales and a service location: the shopper says which.
  const where = page.getByRole("combobox", { name: "Location", exact: true });
  if (await where.count()) await where.selectOption({ index: 1 });
  await page.getByRole("textbox", { name: "Your feedback" }).fill("The car was not ready on pickup day.");
  const next = page.getByRole("button", { name: "Next" });
  if (await next.isVisible()) await next.click();
  await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Postcode" }).fill("2830");
  await page.getByRole("button", { name: "Send Feedback" }).click();
  await page.waitForURL(/\/success(\?c=[\w.-]+)?$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();

  const mail = await dealerMail(email);
  expect(mail).toContain("Category: Feedback");
  expect(mail).toContain("Customer Feedback Survey");
  expect(mail).toContain("The car was not ready on pickup day.");
});

test("the home page shows the site's Google reviews: summary, stars with a text alternative, cards", async ({
  page,
}) => {
  await page.goto(siteUrl("harbour-toyota", "/"));
  const section = page.getByTestId("reviews");
  await expect(section.getByRole("heading", { level: 2, name: "Google Reviews" })).toBeVisible();
  await expect(section.getByRole("img", { name: /^Rated \d\.\d out of 5 \(\d+ reviews\)$/ })).toHaveCount(1);
  const cards = section.getByTestId("review-card");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(12);
  // Spec 01 §9 "review minimum rating 4": every shown review is rated 4 or 5.
  for (const label of await cards
    .getByRole("img", { name: /^Rated / })
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))) {
    expect(label).toMatch(/^Rated [45]\.0 out of 5$/);
  }
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, (b) => b.include('[data-testid="reviews"]'));
});

test("a location page's 'Write a review' goes to that dealership's own Google profile, not the site's first", async ({
  page,
}) => {
  await page.goto(siteUrl("metro-motor-group", "/our-location/metro-kia-melbourne-sales"));
  const section = page.getByTestId("reviews");
  await expect(section.getByRole("link", { name: /Write a review/ })).toHaveAttribute(
    "href",
    /query=Metro%20Kia%20Melbourne$/,
  );
});
