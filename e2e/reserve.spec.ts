import { expect, expectNoAxeViolations, sendToSite, submitReserveForm, TEST_CARD, test } from "./fixtures";

/**
 * Issue 18 (done-when): a shopper reserves a car in Chromium with the test card, sees the
 * confirmation, and the car shows Reserved in search; a declined card shows the error and leaves the
 * car available. Real server, real database, the local test processor.
 */
const SITE = "outback-used-cars";
const HOST = `${SITE}.localhost`;

type Hit = { id: number; slug: string; name: string; reserved: boolean; checkoutEnabled: boolean };

async function reservableCar(sortBy = "price_asc"): Promise<Hit> {
  for (let page = 1; page <= 10; page++) {
    const body = JSON.parse(
      (await sendToSite(HOST, `/api/search?status=in_stock&sortBy=${sortBy}&page=${page}`)).body,
    ) as { hits: Hit[] };
    const car = body.hits.find((h) => h.checkoutEnabled && !h.reserved);
    if (car) return car;
  }
  throw new Error("no reservable demo car");
}

async function searchHit(id: number, sortBy = "price_asc"): Promise<Hit | undefined> {
  for (let page = 1; page <= 10; page++) {
    const body = JSON.parse(
      (await sendToSite(HOST, `/api/search?status=in_stock&sortBy=${sortBy}&page=${page}`)).body,
    ) as { hits: Hit[]; pages: number };
    const hit = body.hits.find((h) => h.id === id);
    if (hit || page >= body.pages) return hit;
  }
  return undefined;
}

test("a shopper reserves a car with the test card; a declined card first says so and leaves the car available", async ({
  page,
  asSite,
}) => {
  const car = await reservableCar();
  await asSite(SITE).goto(`/cars/${car.slug}`);
  await page.getByRole("link", { name: "Reserve Now" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`));
  await expect(page.getByRole("heading", { level: 1, name: "Reserve this car" })).toBeVisible();
  await expect(page.getByText(/100% refundable/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Cards we accept" }).getByRole("listitem")).toHaveText([
    "Mastercard",
    "Visa",
    "Maestro",
    "Google Pay",
    "Apple Pay",
  ]);
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Reserve this car" });
  await submitReserveForm(form, TEST_CARD.decline);
  await expect(form.getByRole("alert")).toContainText("Your card was declined");
  // Nothing the shopper typed is lost, and the car is still free.
  await expect(form.getByLabel("First name")).toHaveValue("Ada");
  expect((await searchHit(car.id))?.reserved).toBe(false);

  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: /deposit and reserve/ }).click();
  const confirmed = page.getByTestId("reservation-confirmed");
  await expect(confirmed.getByRole("heading", { name: `${car.name} is reserved for you` })).toBeFocused();
  // Issue 34: the short reference (the site's initials and four digits), not the 28-character id.
  await expect(confirmed.getByTestId("reservation-reference")).toHaveText(/^OUC-\d{4}$/);
  await expectNoAxeViolations(page);

  // Reserved in search (the hold sets the car's reserved flag; search picks it up within seconds).
  await expect(async () => expect((await searchHit(car.id))?.reserved).toBe(true)).toPass({
    timeout: 10_000,
    intervals: [500],
  });
  await expect(async () => {
    await asSite(SITE).goto(`/search?sortBy=price_asc`);
    const card = page.locator("article", { has: page.locator(`a[href="/cars/${car.slug}"]`) }).first();
    await expect(card.getByText("RESERVED", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000, intervals: [1_000] });

  // A second shopper cannot reserve it: the page says why.
  await asSite(SITE).goto(`/cars/${car.slug}/checkout`);
  await expect(page.getByTestId("reserve-unavailable")).toContainText("already reserved");
});

test("issue 36: a card whose bank asks to confirm (3-D Secure) goes to the test bank and comes back reserved", async ({
  page,
  asSite,
}) => {
  // From the dear end of the stock, away from the test above's car.
  const car = await reservableCar("price_desc");
  await asSite(SITE).goto(`/cars/${car.slug}/checkout`);
  const form = page.getByRole("form", { name: "Reserve this car" });
  await submitReserveForm(form, "4000 0027 6000 3184");
  await expect(page).toHaveURL(/\/payments\/test-bank\/lp_[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Test bank: confirm the payment" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Complete authentication" }).click();

  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout\\?reservation=res_`));
  const confirmed = page.getByTestId("reservation-confirmed");
  await expect(confirmed.getByRole("heading", { name: `${car.name} is reserved for you` })).toBeFocused();
  await expect(confirmed.getByTestId("reservation-reference")).toHaveText(/^OUC-\d{4}$/);
  await expect(async () => expect((await searchHit(car.id, "price_desc"))?.reserved).toBe(true)).toPass({
    timeout: 10_000,
    intervals: [500],
  });
});

test("/cars/{slug}/buy-online, the other name some sites use, leads to the one reserve page (spec 01 §2)", async () => {
  const car = await reservableCar();
  const reply = await sendToSite(HOST, `/cars/${car.slug}/buy-online`);
  expect(reply.status).toBe(308);
  expect(reply.headers.location).toBe(`/cars/${car.slug}/checkout`);
});

test("the reserve page of an unknown car, or another site's, is a 404", async ({ asSite }) => {
  const response = await asSite(SITE).goto("/cars/no-such-car/checkout");
  expect(response?.status()).toBe(404);
  const metroCar = JSON.parse(
    (await sendToSite("metro-motor-group.localhost", "/api/search?status=in_stock")).body,
  ) as { hits: { slug: string }[] };
  const other = await asSite(SITE).goto(`/cars/${metroCar.hits[0]?.slug}/checkout`);
  expect(other?.status()).toBe(404);
});
