import { expect, expectNoAxeViolations, sendToSite, test } from "./fixtures";

/**
 * Issue 17: the locations screen and a location's details page (spec 01 §2 "Locations screen", spec 02
 * §2 "Location details page", §5 "Opening hours display"; decision 0022).
 */

const METRO = "metro-motor-group";
const DETAILS = "/our-location/metro-toyota-brisbane-sales";

test("/our-location: 'View our locations', one card per location group with map slot, rating, address, phone and details link", async ({
  page,
  asSite,
}) => {
  const response = await asSite(METRO).goto("/our-location");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "View our locations" })).toBeVisible();
  const cards = page.getByTestId("location-cards").locator(":scope > li");
  // Six dealerships: their sales, service and parts are one card each (grouped by name).
  await expect(cards).toHaveCount(6);
  const toyota = cards.filter({
    has: page.getByRole("heading", { name: "Metro Toyota Brisbane", exact: true }),
  });
  await expect(toyota.getByRole("img", { name: /out of 5/ })).toBeVisible();
  await expect(
    toyota.getByRole("link", { name: /Call Metro Toyota Brisbane: 07 3555 0100/ }),
  ).toHaveAttribute("href", "tel:0735550100");
  await expect(toyota.getByRole("link", { name: /Get directions/ })).toBeVisible();
  await toyota.getByRole("link", { name: /View Location Details/ }).click();
  await expect(page).toHaveURL(/\/our-location\/metro-toyota-brisbane-sales$/);
  await page.goto(asSite(METRO).url("/our-location"));
  await expectNoAxeViolations(page);
});

test("/our-location on the sales-only template lists only sales yards", async ({ page, asSite }) => {
  await asSite("harbour-toyota").goto("/our-location");
  await expect(page.getByTestId("location-cards").locator(":scope > li")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /View Location Details/ })).toHaveAttribute(
    "href",
    "/our-location/harbour-city-toyota-sales",
  );
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
]) {
  test(`location details on a ${viewport.name}: hours table, type selector by keyboard, holiday hours, the form`, async ({
    page,
    asSite,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const response = await asSite(METRO).goto(DETAILS);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Metro Toyota Brisbane Sales" })).toBeVisible();
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`${DETAILS}$`));
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd["@type"]).toBe("AutoDealer");
    expect(jsonLd.address.addressLocality).toBe("Moorooka");

    // Hours: Monday to Friday collapse to one row; Saturday and Sunday their own (spec 02 §5).
    const sales = page.getByRole("tabpanel", { name: "Sales" });
    await expect(sales.getByRole("row")).toHaveCount(3);
    await expect(sales.getByRole("row", { name: /Mon – Fri/ })).toContainText("8:30 am – 5:30 pm");
    await expect(sales.getByRole("row", { name: /^Sun/ })).toContainText("Closed");

    // The type selector: arrow keys move and select, only the chosen tab is tabbable.
    const salesTab = page.getByRole("tab", { name: "Sales" });
    await expect(salesTab).toHaveAttribute("aria-selected", "true");
    await salesTab.focus();
    await page.keyboard.press("ArrowRight");
    const serviceTab = page.getByRole("tab", { name: "Service" });
    await expect(serviceTab).toBeFocused();
    await expect(serviceTab).toHaveAttribute("aria-selected", "true");
    const service = page.getByRole("tabpanel", { name: "Service" });
    await expect(service.getByRole("row", { name: /Mon – Fri/ })).toContainText("7:30 am – 5:30 pm");
    await expect(sales).toBeHidden();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Parts" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(salesTab).toHaveAttribute("aria-selected", "true");

    // Holiday hours: a button that opens the list of special days (the demo seeds coming holidays).
    const holiday = sales.getByText("Holiday hours");
    await holiday.click();
    await expect(sales.getByRole("listitem").first()).toBeVisible();
    await expect(sales.getByRole("listitem").first()).toContainText(/\d{4}/);

    // The contact form, this location preselected.
    const form = page.getByRole("region", { name: /Contact Metro Toyota Brisbane/ });
    // The form's code loads as the shopper nears it (not part of the page's first load).
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole("combobox", { name: "Location" })).toHaveValue(/\d+/);
    await expect(form.getByRole("combobox", { name: "Location" }).locator("option:checked")).toHaveText(
      "Metro Toyota Brisbane Sales",
    );
    await expect(form.getByRole("button", { name: "Send Enquiry" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("Service Saturdays by appointment on the template that has them, with the next dates", async ({
  page,
  asSite,
}) => {
  await asSite("harbour-toyota").goto("/our-location/harbour-city-toyota-sales");
  await page.getByRole("tab", { name: "Service" }).click();
  const service = page.getByRole("tabpanel", { name: "Service" });
  const note = service.getByText(/Service Saturdays by appointment, every second Saturday\. Next: Saturday/);
  await expect(note).toBeVisible();
  // The coming Saturday reads by appointment, under its date, in the weeks it is one (the note's first
  // date); in the weeks between it is closed.
  const next = /Next: Saturday (\d{1,2}) (\w{3})/.exec((await note.textContent()) ?? "");
  const saturday = (await service.getByRole("row", { name: /^Sat/ }).textContent()) ?? "";
  if (saturday.includes("By appointment only")) expect(saturday).toContain(`Sat ${next?.[1]} ${next?.[2]}`);
  else expect(saturday).toMatch(/^Sat\s*Closed$/);
  await expectNoAxeViolations(page);
});

test("the other routes of a location lead to its one page; an unknown or another site's location is a 404", async ({
  asSite,
  page,
}) => {
  for (const path of ["/contact-us/metro-toyota-brisbane-sales", "/locations/metro-toyota-brisbane-sales"]) {
    const reply = await sendToSite(`${METRO}.localhost`, path);
    expect(reply.status, path).toBe(308);
    expect(reply.headers.location, path).toMatch(/\/our-location\/metro-toyota-brisbane-sales$/);
  }
  for (const path of [
    "/our-location/no-such-yard",
    "/contact-us/no-such-yard",
    "/locations/no-such-yard",
    "/our-location/harbour-city-toyota-sales",
  ]) {
    expect((await sendToSite(`${METRO}.localhost`, path)).status, path).toBe(404);
  }
  const response = await asSite(METRO).goto("/our-location/no-such-yard");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await sendToSite(`${METRO}.localhost`, "/contact-us")).status).toBe(200);
});

test("the header's Locations link answers, and the sitemap lists the locations pages", async ({
  page,
  asSite,
}) => {
  await asSite(METRO).goto("/");
  const href = await page.getByRole("link", { name: "Locations" }).first().getAttribute("href");
  expect(href).toBe("/our-location");
  const sitemap = await sendToSite(`${METRO}.localhost`, "/sitemap.xml");
  expect(sitemap.body).toContain("/our-location</loc>");
  expect(sitemap.body).toContain(`${DETAILS}</loc>`);
});

test("a dealer group's home page shows its yards as a carousel sorted by name (spec 02 §2 Location block; site config locations_layout)", async ({
  page,
  asSite,
}) => {
  await asSite(METRO).goto("/");
  const carousel = page.getByRole("region", { name: "Visit us" }).getByRole("region", {
    name: "Locations by name",
  });
  await carousel.scrollIntoViewIfNeeded();
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(6);
  await expect(slides.first()).toHaveAccessibleName("1 of 6");
  const names = await carousel.getByRole("heading", { level: 3 }).allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expect(names[0]).toBe("Metro Ford Adelaide");
  await expectNoAxeViolations(page, (b) => b.include('[aria-labelledby="locations"]'));
});
