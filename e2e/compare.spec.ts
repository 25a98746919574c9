import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Issue 21 §4: favourites and compare kept in the browser (spec 01 §4 "Favourites / compare"), the
 * compare page on a phone, and the viewed-car list (spec 01 §3 "Viewed-car entry").
 */
const SITE = "metro-motor-group";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The search page once hydrated and its cards' saved state read (the buttons work from then on). */
async function openSearch(page: Page, site: { goto: (p?: string) => Promise<unknown> }, path = "/search") {
  await site.goto(path);
  await page.locator('form[data-enhanced="true"]').waitFor();
}

const cards = (page: Page) => page.locator("#results article");
const cardName = async (card: Locator) => ((await card.locator("h3").textContent()) ?? "").trim();

/** A card's Favourite or Compare button: in the card's "More" menu (decision 0073), opened first. */
async function inMenu(card: Locator, name: RegExp): Promise<Locator> {
  const toggle = card.getByRole("button", { name: /^More actions/ });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  return card.getByRole("button", { name });
}

/** Presses a card's button and waits for it to read as pressed (the list was read and written). */
async function press(button: Locator, pressed = "true") {
  // The first press may land before the list is read (an idle callback): retry until it holds.
  await expect(async () => {
    if ((await button.getAttribute("aria-pressed")) !== pressed) await button.click();
    await expect(button).toHaveAttribute("aria-pressed", pressed, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

const storedIds = (page: Page, key: string) =>
  page.evaluate(
    (k) => (JSON.parse(localStorage.getItem(k) ?? "[]") as { id: number }[]).map((e) => e.id),
    key,
  );

test("compare three cars from search on a phone: side by side, differences marked, one removed", async ({
  page,
  asSite,
}) => {
  const site = asSite(SITE);
  await openSearch(page, site, "/search?sortBy=price_desc");
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards(page).nth(i);
    names.push(await cardName(card));
    await press(await inMenu(card, /^Compare/));
  }
  // On a phone the header has one 'Saved cars' link, counting the cars on either list.
  const link = page.getByRole("link", { name: /^Saved cars/ });
  await expect(link).toHaveAccessibleName("Saved cars, 3");
  expect(await storedIds(page, "forecourt.compare")).toHaveLength(3);

  // Spec: at most four; a fifth is refused, and a toast says so.
  await press(await inMenu(cards(page).nth(3), /^Compare/));
  await (await inMenu(cards(page).nth(4), /^Compare/)).click();
  await expect(page.getByText("You can compare up to 4 cars")).toBeVisible();
  await expect(
    cards(page)
      .nth(4)
      .getByRole("button", { name: /^Compare/ }),
  ).toHaveAttribute("aria-pressed", "false");
  await press(await inMenu(cards(page).nth(3), /^Compare/), "false");
  await expect(link).toHaveAccessibleName("Saved cars, 3");

  await link.click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
  await expect(page).toHaveTitle("Compare cars | Metro Motor Group");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const table = page.getByTestId("compare-table");
  const headers = table.locator("thead th");
  await expect(headers).toHaveCount(3);
  for (const [i, name] of names.entries()) await expect(headers.nth(i)).toContainText(name);

  // The rows the brief names, and a difference marked in words, not colour alone.
  for (const label of ["Price", "Kilometres", "Year", "Body", "Fuel", "Transmission"]) {
    await expect(table.getByRole("rowheader", { name: new RegExp(`^${label}( Differs)?$`) })).toBeVisible();
  }
  const priceRow = table.locator("tbody tr", { has: page.getByRole("rowheader", { name: /^Price/ }) });
  await expect(priceRow).toHaveAttribute("data-differs", "true");
  await expect(priceRow.getByRole("rowheader")).toContainText("Differs");
  await expect(page.getByTestId("compare-summary")).toContainText(
    /3 cars side by side: \d+ of \d+ rows differ/,
  );

  // On a phone the table scrolls in its own region, its first column staying put; the page does not widen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  const before = await priceRow.getByRole("rowheader").boundingBox();
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect
    .poll(async () => (await priceRow.getByRole("rowheader").boundingBox())?.x)
    .toBeCloseTo(before!.x, 0);
  await table.evaluate((el) => el.scrollTo({ left: 0 }));
  await expectNoAxeViolations(page);

  // Only the rows that differ.
  await page.getByRole("link", { name: "Show only differences" }).click();
  await expect(page).toHaveURL(/only=differences/);
  const rows = table.locator("tbody tr");
  await expect(rows.first()).toHaveAttribute("data-differs", "true");
  expect(await rows.count()).toBe(await table.locator('tbody tr[data-differs="true"]').count());
  await page.getByRole("link", { name: "Show all details" }).click();
  await expect(page).not.toHaveURL(/only=differences/);

  // Remove the second car: the page and the stored list both lose it.
  const ids = new URL(page.url()).searchParams.get("ids")!.split(",");
  await headers
    .nth(1)
    .getByRole("link", { name: /^Remove/ })
    .click();
  await expect(headers).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[0]},${ids[2]}$`));
  expect(await storedIds(page, "forecourt.compare")).toEqual([Number(ids[0]), Number(ids[2])]);
  await expect(page.getByRole("link", { name: /^Saved cars/ })).toHaveAccessibleName("Saved cars, 2");
});

test("/compare alone opens the shopper's own list; a sold or unknown car shows as no longer available", async ({
  page,
  asSite,
}) => {
  const site = asSite(SITE);
  await openSearch(page, site);
  const [inStock, sold] = await page.evaluate(async () => {
    const first = async (query: string) =>
      ((await (await fetch(`/api/search?${query}`)).json()) as { hits: { id: number }[] }).hits[0]!.id;
    return [await first("status=in_stock"), await first("status=sold")];
  });
  await press(await inMenu(cards(page).first(), /^Compare/));
  const chosen = (await storedIds(page, "forecourt.compare"))[0];

  await site.goto("/compare");
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${chosen}$`));
  await expect(page.getByTestId("compare-summary")).toHaveText(
    "Add another car to compare it with this one.",
  );

  await site.goto(`/compare?ids=${inStock},${sold},999999999,abc`);
  const table = page.getByTestId("compare-table");
  await expect(table.locator("thead th")).toHaveCount(3);
  const unavailable = table.getByTestId("compare-unavailable");
  await expect(unavailable).toHaveCount(2);
  await expect(unavailable.nth(0)).toContainText("This car has sold.");
  await expect(unavailable.nth(1)).toContainText("This car is no longer listed.");
  await expect(page.getByTestId("compare-issues")).toContainText('"abc" is not a car id');
  await expectNoAxeViolations(page);

  // One shopper's page: not offered to search engines.
  const sitemap = await page.evaluate(async () => (await fetch("/sitemap.xml")).text());
  expect(sitemap).toContain("<urlset");
  expect(sitemap).not.toContain("/compare");
});

test("spec 01 §3: each car page viewed is kept, newest first, each car once", async ({ page, asSite }) => {
  const site = asSite(SITE);
  await openSearch(page, site);
  const hrefs = await cards(page)
    .locator("h3 a")
    .evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute("href")!));
  const newestViewed = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem("forecourt.viewed") ?? "[]") as { slug: string }[])[0]?.slug,
    );
  for (const href of [hrefs[0]!, hrefs[1]!, hrefs[0]!]) {
    await site.goto(href);
    await expect.poll(newestViewed).toBe(href.replace("/cars/", ""));
  }
  const viewed = await page.evaluate(
    () => JSON.parse(localStorage.getItem("forecourt.viewed") ?? "[]") as Record<string, unknown>[],
  );
  expect(viewed.map((v) => `/cars/${v.slug}`)).toEqual([hrefs[0], hrefs[1]]);
  expect(Object.keys(viewed[0]!)).toEqual(
    expect.arrayContaining(["id", "stocknum", "make", "model", "body", "simple_body"]),
  );
  await site.goto("/compare");
  await expect(page.getByRole("heading", { name: "Recently viewed" })).toBeVisible();
  await expect(page.getByTestId("viewed-cars").locator("li")).toHaveCount(2);
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("favourites persist across a reload and are listed on the compare page", async ({ page, asSite }) => {
    const site = asSite(SITE);
    await openSearch(page, site);
    const card = cards(page).first();
    const name = await cardName(card);
    await press(await inMenu(card, /^Favourite/));
    // On a desktop the header has Favourites and Compare, each with its own count.
    await expect(page.getByRole("link", { name: "Favourites, 1 saved" })).toBeVisible();
    await expect(page.getByTestId("compare-link")).toHaveAccessibleName("Compare");

    await page.reload();
    await page.locator('form[data-enhanced="true"]').waitFor();
    await expect(await inMenu(cards(page).first(), /^Favourite/)).toHaveAttribute("aria-pressed", "true");

    // The car page reads the same list: 'SAVED'. (The card's menu, open, covers its title: closed first.)
    await page.keyboard.press("Escape");
    await cards(page).first().locator("h3 a").click();
    await expect(page.getByTestId("favourite")).toHaveText("SAVED");
    await expect(page.getByTestId("favourite")).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("link", { name: "Favourites, 1 saved" }).click();
    await expect(page).toHaveURL(/\/compare#favourites$/);
    const list = page.getByTestId("favourite-cars");
    await expect(list).toContainText(name);
    await expectNoAxeViolations(page);
    await list.getByRole("button", { name: `Remove ${name} from favourites` }).click();
    await expect(page.getByText(/^No favourites yet/)).toBeVisible();
    expect(await storedIds(page, "forecourt.favourites")).toEqual([]);
  });
});
