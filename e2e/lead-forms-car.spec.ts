import { expect, expectNoAxeViolations, siteUrl, test } from "./fixtures";
import {
  dealerMails,
  expectSuccess,
  fillShopper,
  findCar,
  plain,
  SITE,
  shopperEmail,
} from "./lead-form-shopper";

/**
 * Issue 5: the lead forms about one car (quick enquiry, vehicle enquiry, offer, find similar, test
 * drive), as a shopper uses them in Chromium against the built server; each sends, sees /success and
 * finds the dealer's e-mail in the mail spool.
 */

test("quick enquiry from a search card: a modal that closes with Escape, sends, and reaches the dealer", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/search?car_type=used"));
  // An in-stock used car (a sold one has no Quick Enquiry) without the 'Test Drive Only' tag (event 17).
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Quick Enquiry" }) })
    .filter({ hasNotText: /test drive only/i })
    .first();
  const carName = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const opener = card.getByRole("link", { name: "Quick Enquiry" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Quick Enquiry" });
  await expect(dialog).toContainText(carName);
  await expect(dialog.getByRole("textbox", { name: "First name" })).toBeVisible();
  await expectNoAxeViolations(page, (b) => b.include("dialog"));
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const email = shopperEmail("quick");
  await fillShopper(dialog, email);
  await dialog.getByRole("textbox", { name: "Message" }).fill("Is it still available?");
  // Spec 01 §5: the opt-in starts ticked, with its label.
  await expect(
    dialog.getByRole("checkbox", { name: "Email me similar stock and latest offers." }),
  ).toBeChecked();
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expectSuccess(page);
  await expect(page.getByTestId("success-message")).toContainText("your enquiry");
  // Spec 01 §7: a used car's enquiry reports event 15.
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { event_id: number }[] }).dataLayer,
  );
  expect(events?.some((e) => e.event_id === 15)).toBe(true);

  const [mail] = await dealerMails(email);
  const text = plain(mail!.text);
  expect(text).toContain("Subcategory: Quick Enquiry");
  expect(text).toContain(carName);
  expect(text).toContain("Is it still available?");
});

test("vehicle enquiry on the car page: two steps, the trade-in's details appear on 'Yes' and reach the dealer", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/search"));
  const car = await findCar(page, "status=in_stock");
  await page.goto(siteUrl(SITE, `/cars/${car.slug}#enquire`));
  const form = page.locator("#enquire form");
  await expect(form.getByText("Step 1 of 2")).toBeVisible();
  // Next checks this step before moving on.
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Please enter your first name.")).toBeVisible();
  const email = shopperEmail("vehicle");
  await fillShopper(form, email);
  await form.getByRole("textbox", { name: "Message" }).fill("Can I see it on Saturday?");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Step 2 of 2")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Rego" })).toHaveCount(0);
  await form.getByRole("group", { name: "Do you need finance?" }).getByLabel("Yes").check();
  await form.getByRole("group", { name: "Do you have a trade-in?" }).getByLabel("Yes").check();
  await form.getByRole("textbox", { name: "Rego" }).fill("abc 123");
  await form.getByRole("combobox", { name: "Rego state" }).selectOption("NSW");
  await form.getByRole("textbox", { name: "Kilometres" }).fill("85,000");
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expectSuccess(page);

  const [mail] = await dealerMails(email);
  const text = plain(mail!.text);
  expect(text).toContain("ABC123");
  expect(text).toContain("85,000");
  expect(text).toContain("Can I see it on Saturday?");
});

test("make an offer: asks for the offer with the price as placeholder, no message or opt-in", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/search"));
  const car = await findCar(page, "status=in_stock", "(hit) => hit.price > 1000");
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
  await page.getByRole("link", { name: "Make an Offer" }).click();
  const dialog = page.getByRole("dialog", { name: "Make an Offer" });
  const offer = dialog.getByRole("textbox", { name: "Your offer" });
  await expect(offer).toHaveAttribute("placeholder", /^\$\d/);
  await expect(dialog.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await expect(dialog.getByRole("checkbox")).toHaveCount(0);
  const email = shopperEmail("offer");
  await fillShopper(dialog, email);
  await dialog.getByRole("button", { name: "Send Offer" }).click();
  await expect(dialog.getByText("Please enter your offer.", { exact: true })).toBeVisible();
  await offer.fill("$41,500");
  await dialog.getByRole("button", { name: "Send Offer" }).click();
  await expectSuccess(page);
  const [mail] = await dealerMails(email);
  expect(plain(mail!.text)).toContain("41,500");
});

test("a sold car: 'Find Me Something Similar' is prefilled and filed under its subcategory", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/search"));
  const car = await findCar(page, "status=sold");
  await page.goto(siteUrl(SITE, `/cars/${car.slug}#find-similar`));
  const form = page.locator("#find-similar form");
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue(
    "Can you please find me something similar?",
  );
  const email = shopperEmail("similar");
  await fillShopper(form, email);
  await form.getByRole("button", { name: "Find Me Something Similar" }).click();
  await expectSuccess(page);
  const [mail] = await dealerMails(email);
  expect(plain(mail!.text)).toContain("Subcategory: Find me something similar");
});

test("test drive for a car: when and where first, then the shopper, with the booking date", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, "/search"));
  const car = await findCar(page, "status=in_stock&car_type=new");
  await page.goto(siteUrl(SITE, `/book-test-drive?car_id=${car.id}`));
  await expect(page.getByTestId("form-car")).toContainText(car.name);
  // Issue 34 item 2: the time is one of the yard's bookable slots, a day and then a time.
  const slots = page.getByTestId("test-drive-slots");
  await slots.getByRole("combobox", { name: "Day" }).selectOption({ index: 1 });
  await slots.getByRole("combobox", { name: "Time" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next" }).click();
  const email = shopperEmail("drive");
  await fillShopper(page, email);
  await page.getByRole("button", { name: "Book Test Drive" }).click();
  await expectSuccess(page);
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { event_id: number }[] }).dataLayer,
  );
  // Spec 01 §7: a new car's test drive is event 17.
  expect(events?.some((e) => e.event_id === 17)).toBe(true);
  const [mail] = await dealerMails(email);
  expect(plain(mail!.text)).toContain(car.name);
});
