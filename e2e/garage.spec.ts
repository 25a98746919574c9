import {
  answerTradeInCondition,
  expect,
  expectNoAxeViolations,
  sendToSite,
  siteUrl,
  submitReserveForm,
  TEST_CARD,
  test,
} from "./fixtures";
import { inStockCar, SHOPPER_DEVICES, signInHere } from "./signed-in";

/**
 * Issue 21 "Done when: … the garage" (§5, decision 0039) in Chromium: a signed-out shopper sent from
 * the garage to sign-in and back; the garage then shows the car they viewed and, once saved, the car
 * they saved, which they can take off there; the header's account entry leads to it; the page is
 * private and not for search engines; axe clean; on a desktop and on a phone. Outback Used Cars has
 * sign-in and the garage on (the demo).
 */
const DEMO = "outback-used-cars";

const viewedSlugs = () =>
  JSON.parse(localStorage.getItem("forecourt.viewed") ?? "[]").map(
    (v: { slug: string }) => v.slug,
  ) as string[];

for (const device of SHOPPER_DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test("the garage: sign-in and back, a viewed car, a saved car and its removal, from the header", async ({
      page,
      asSite,
    }) => {
      const car = await inStockCar(DEMO);
      // A car viewed before signing in: kept in this browser (spec 01 §3 "Viewed-car entry").
      await asSite(DEMO).goto(`/cars/${car.slug}`);
      await expect.poll(() => page.evaluate(viewedSlugs)).toContain(car.slug);

      // Spec 02 §6 "my-garage pages are always gated": signed out, the garage sends the shopper to sign in
      // (spec 02 §4, with redirect and back), and back to the garage after.
      await asSite(DEMO).goto("/my-garage");
      await expect(page).toHaveURL(siteUrl(DEMO, "/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F"));
      await expect(
        page.getByText("Sign in to see your garage: your saved cars, searches and reservations."),
      ).toBeVisible();
      const garageResponse = page.waitForResponse((r) => new URL(r.url()).pathname === "/my-garage");
      await signInHere(page, DEMO);
      await expect(page).toHaveURL(siteUrl(DEMO, "/my-garage"));

      // One shopper's own page: private, never stored, never indexed.
      const garage = await garageResponse;
      expect(garage.status()).toBe(200);
      expect(garage.headers()["cache-control"]).toMatch(/private/);
      expect(garage.headers()["cache-control"]).toMatch(/no-store/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        siteUrl(DEMO, "/my-garage"),
      );

      await expect(page.getByRole("heading", { level: 1, name: "My garage" })).toBeVisible();
      await expect(page.getByText(/^Signed in as 04\d\d ••• \d{3}$/)).toBeVisible();
      // Nothing saved yet: the section says how to save one.
      await expect(page.getByTestId("garage-saved-empty")).toContainText("Press Save on any car");
      // The car viewed in this browser is listed, linking to it.
      await expect(page.getByRole("heading", { name: "Recently viewed" })).toBeVisible();
      await expect(page.getByTestId("viewed-cars").getByRole("link", { name: car.name })).toHaveAttribute(
        "href",
        `/cars/${car.slug}`,
      );
      // A new shopper has made no reservation or valuation: each section says how to start.
      await expect(page.getByTestId("garage-reservations-empty")).toBeVisible();
      await expect(
        page.getByTestId("garage-trade-ins-empty").getByRole("link", { name: "Value my car" }),
      ).toHaveAttribute("href", "/trade-in");
      await expectNoAxeViolations(page);

      // Save the car on its page; the header's account entry is the garage now.
      await asSite(DEMO).goto(`/cars/${car.slug}`);
      await page.getByTestId("watchlist-button").click();
      await expect(page.getByText("Car Saved In Watchlist")).toBeVisible();
      await expect(page.getByTestId("watchlist-button")).toHaveText("Saved");
      const link = page.getByTestId("account-link");
      await expect(link).toHaveAttribute("href", "/my-garage");
      await expect(link).toHaveAccessibleName("My garage");
      // The signed-in header still fits the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        device.use.viewport.width,
      );
      await link.click();
      await expect(page).toHaveURL(siteUrl(DEMO, "/my-garage"));
      const saved = page.getByTestId("garage-saved-cars");
      await expect(saved.getByRole("link").filter({ hasText: car.name })).toHaveAttribute(
        "href",
        `/cars/${car.slug}`,
      );
      await expectNoAxeViolations(page);

      // Taken off the list from the garage: 'Car Removed'; gone after a reload.
      await saved.getByTestId("watchlist-button").first().click();
      await expect(page.getByText("Car Removed")).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("garage-saved-empty")).toBeVisible();
    });
  });
}

type Hit = { id: number; slug: string; name: string; reserved: boolean; checkoutEnabled: boolean };

/** An Outback car a shopper can reserve: in stock, checkout on, not held by anyone. */
async function reservableCar(): Promise<Hit> {
  for (let page = 1; page <= 10; page++) {
    const body = JSON.parse(
      (await sendToSite(`${DEMO}.localhost`, `/api/search?status=in_stock&sortBy=price_desc&page=${page}`))
        .body,
    ) as { hits: Hit[] };
    const car = body.hits.find((h) => h.checkoutEnabled && !h.reserved);
    if (car) return car;
  }
  throw new Error("no reservable demo car");
}

test("a reservation and a trade-in valuation made with the shopper's mobile are in their garage, and lead back", async ({
  page,
  asSite,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await asSite(DEMO).goto("/my-garage");
  const mobile = await signInHere(page, DEMO);
  await expect(page).toHaveURL(siteUrl(DEMO, "/my-garage"));

  // A reservation with the test card, the shopper's mobile typed without spaces.
  const car = await reservableCar();
  await asSite(DEMO).goto(`/cars/${car.slug}/checkout`);
  const form = page.getByRole("form", { name: "Reserve this car" });
  await submitReserveForm(form, TEST_CARD.ok, mobile.replace(/\s/g, ""));
  await expect(page.getByTestId("reservation-confirmed")).toBeVisible();

  // A trade-in valuation, typed in by hand, with the same mobile.
  await asSite(DEMO).goto("/trade-in");
  await page.getByLabel("Make").fill("Toyota");
  await page.getByLabel("Model").fill("RAV4");
  await page.getByLabel("Year").fill("2021");
  await page.getByLabel("Kilometres").fill("30,000");
  await page.getByRole("button", { name: "Next" }).click();
  await answerTradeInCondition(page);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill(mobile);
  await page.getByLabel("Postcode").fill("2830");
  // Outback's dealership has more than one yard: the shopper says where the car is to be valued.
  await page.getByLabel("Where would you like it valued?").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Get my valuation" }).click();
  await expect(page.getByTestId("trade-in-range").or(page.getByTestId("trade-in-in-person"))).toBeVisible();
  const valuationUrl = new URL(page.url());

  // The garage lists both.
  await asSite(DEMO).goto("/my-garage");
  const reservations = page.getByTestId("garage-reservations");
  await expect(reservations.getByRole("link", { name: car.name })).toHaveAttribute(
    "href",
    `/cars/${car.slug}`,
  );
  await expect(reservations).toContainText("Held for you");
  await expect(reservations).toContainText(/Held until \w+day \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m/);
  await expect(reservations).toContainText("Deposit $");
  const tradeIns = page.getByTestId("garage-trade-ins");
  await expect(tradeIns).toContainText("2021 Toyota RAV4");
  await expect(tradeIns).toContainText(/Estimate ready|To be valued in person/);
  await expectNoAxeViolations(page);

  // Back to the valuation where it was made.
  const back = tradeIns.getByRole("link", { name: /See your valuation/ });
  await expect(back).toHaveAttribute(
    "href",
    `/trade-in?valuation=${valuationUrl.searchParams.get("valuation")}`,
  );
  await back.click();
  await expect(page.getByTestId("trade-in-range").or(page.getByTestId("trade-in-in-person"))).toBeVisible();
});

test("the tenant variants of spec 02 §2 redirect to the site's own garage path; a site without the garage has none", async () => {
  for (const variant of ["/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"]) {
    const answer = await sendToSite(`${DEMO}.localhost`, variant);
    expect(answer.status, variant).toBe(307);
    expect(answer.headers.location, variant).toBe("/my-garage");
  }
  // Metro Motor Group has neither the garage nor sign-in (the spec's defaults): no page at any path.
  for (const path of ["/my-garage", "/mymotorama"]) {
    expect((await sendToSite("metro-motor-group.localhost", path)).status, path).toBe(404);
  }
  // Signed out, the garage is a redirect to sign-in, made per request.
  const signedOut = await sendToSite(`${DEMO}.localhost`, "/my-garage");
  expect(signedOut.status).toBe(307);
  expect(signedOut.headers.location).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F");
  // Not offered to search engines.
  const sitemap = await sendToSite(`${DEMO}.localhost`, "/sitemap.xml");
  expect(sitemap.body).toContain("<urlset");
  expect(sitemap.body).not.toMatch(/\/my(-garage|motorama|bigboxcars|blinkr|servco)</);
});
