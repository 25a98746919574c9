import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Issue 34 item 4: the search page as a shopper uses it, on a desktop and a phone: filters applied and
 * shown as chips, typed price and year ranges, a chip removed, compact cards with a menu, a sticky
 * filter-and-sort bar, distance and "Nearest first", colour families and state names, and an empty
 * search that offers ways forward (decision 0073).
 */
const SITE = "metro-motor-group";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function hydrated(page: Page): Promise<void> {
  await page.locator('form[data-enhanced="true"]').waitFor();
}

const count = async (page: Page) =>
  Number(((await page.locator("#results-heading").textContent()) ?? "").replace(/\D/g, ""));
const chips = (page: Page) => page.getByRole("list", { name: "Applied filters" });
const prices = async (page: Page) =>
  (await page.locator("#results").getByTestId("price").allTextContents())
    .map((t) => Number(t.replace(/[^\d]/g, "")))
    .filter((n) => n > 0);

/** Opens a folded filter panel by its title. */
async function openPanel(page: Page, title: string) {
  const summary = page.locator("#filters summary", { hasText: new RegExp(`^${title}$`) });
  const details = summary.locator("..");
  if ((await details.getAttribute("open")) === null) await summary.click();
  await expect(details).toHaveAttribute("open", "");
}

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("filters show as chips, a typed price lands on $40,000 exactly, and a chip removes its filter", async ({
    page,
    asSite,
  }) => {
    await asSite(SITE).goto("/search");
    await hydrated(page);
    await page
      .getByRole("group", { name: "Make" })
      .getByRole("checkbox", { name: /^Toyota/ })
      .check();
    await expect(chips(page).getByRole("link", { name: "Remove Make: Toyota" })).toBeVisible();

    // Typed, not slid: any whole amount, as a shopper writes it.
    const max = page.getByLabel("Max price");
    await max.fill("$40,000");
    await max.press("Enter");
    await expect(page).toHaveURL(/price=%3A40000(&|$)/);
    await expect(chips(page).getByRole("link", { name: "Remove Price up to $40,000" })).toBeVisible();
    await expect(max).toHaveValue("40000");
    await expect.poll(async () => (await prices(page)).every((p) => p <= 40_000)).toBe(true);

    // Colour families, not paint names; states by name, not `qld`.
    await openPanel(page, "Colour");
    const colours = page.getByRole("group", { name: "Colour" });
    await expect(colours.getByRole("checkbox", { name: /^White/ })).toBeVisible();
    await expect(colours).not.toContainText("Glacier White");
    await colours.getByRole("checkbox", { name: /^White/ }).check();
    await expect(chips(page).getByRole("link", { name: "Remove Colour: White" })).toBeVisible();
    await openPanel(page, "State");
    await expect(
      page.getByRole("group", { name: "State" }).getByRole("checkbox", { name: /^Queensland/ }),
    ).toBeVisible();
    await expect(page.getByRole("group", { name: "State" })).not.toContainText(/\bqld\b/);

    // A year the field cannot use: its message beside it, the search unchanged.
    const minYear = page.getByLabel("Min year");
    await minYear.fill("20x8");
    await minYear.press("Enter");
    await expect(minYear).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByRole("alert").filter({ hasText: "Enter a whole number, like 2018" }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/year=/);
    await minYear.fill("");
    await minYear.press("Enter");

    const before = await count(page);
    await chips(page).getByRole("link", { name: "Remove Make: Toyota" }).click();
    await expect(page).not.toHaveURL(/make=/);
    await expect(page).toHaveURL(/price=%3A40000/);
    await expect(chips(page).getByRole("link", { name: "Remove Make: Toyota" })).toHaveCount(0);
    await expect(chips(page).getByRole("link", { name: "Remove Colour: White" })).toBeVisible();
    await expect.poll(() => count(page)).toBeGreaterThan(before);
    await expect(
      page.getByRole("group", { name: "Make" }).getByRole("checkbox", { name: /^Toyota/ }),
    ).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("a card has one button and a menu for the rest, worked by keyboard", async ({ page, asSite }) => {
    await asSite(SITE).goto("/search?status=in_stock");
    await hydrated(page);
    const card = page.locator("#results article").first();
    const name = ((await card.locator("h3").textContent()) ?? "").trim();
    await expect(card.getByRole("link", { name: "Quick Enquiry" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Book a Test Drive" })).toBeHidden();
    const more = card.getByRole("button", { name: `More actions for ${name}` });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await more.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link", { name: "Book a Test Drive" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(more).toBeFocused();
    await expect(panel).toBeHidden();
  });

  test("a postcode: the sort box says 'Nearest first' and cards show how far; another sort keeps the distances", async ({
    page,
    asSite,
  }) => {
    await asSite(SITE).goto("/search");
    await hydrated(page);
    const sort = page.getByLabel("Sort by");
    await expect(sort.locator("option:checked")).toHaveText("Most relevant");
    const field = page.getByTestId("postcode-sort").getByLabel("Cars near postcode");
    await field.fill("6107");
    await field.press("Enter");
    await expect(page).toHaveURL(/postcode=6107/);
    await expect(sort.locator("option:checked")).toHaveText("Nearest first");
    const first = page.locator("#results article").first();
    await expect(first.getByTestId("distance")).toHaveText(/^\d+(\.\d)? k?m away$/);

    await sort.selectOption("price_asc");
    await expect(page).toHaveURL(/postcode=6107&sortBy=price_asc/);
    await expect(sort.locator("option:checked")).toHaveText("Lowest price");
    await expect(page.getByTestId("postcode-sort")).toContainText("Distances from 6107");
    await expect
      .poll(async () => {
        const list = await prices(page);
        return list.length > 3 && list.every((p, i) => i === 0 || list[i - 1]! <= p);
      })
      .toBe(true);
    await expect(page.locator("#results article").first().getByTestId("distance")).toBeVisible();
  });
});

test.describe("on a desktop, an empty search and no JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an empty search offers to drop a filter, with its count, and shows cars close to it", async ({
    page,
    asSite,
  }) => {
    await asSite(SITE).goto("/search?make=Toyota&price=:1000");
    await hydrated(page);
    await expect(page.locator("#results-heading")).toHaveText("0 cars found");
    const empty = page.getByTestId("empty-results");
    const relax = empty.getByRole("link", { name: /^Without Price: up to \$1,000/ });
    const promised = Number(
      ((await relax.textContent()) ?? "").match(/\(([\d,]+) cars?\)/)![1]!.replace(/,/g, ""),
    );
    expect(promised).toBeGreaterThan(0);
    // Never the "0 – 100000" of a slider with nothing to range over.
    await expect(page.locator("#filters")).not.toContainText(/100,?000/);
    await expect(empty.getByTestId("nearby-cars").locator("article").first()).toBeVisible();
    await expectNoAxeViolations(page);

    await relax.click();
    await expect(page).toHaveURL(/make=Toyota/);
    await expect(page).not.toHaveURL(/price=/);
    await expect.poll(() => count(page)).toBe(promised);
  });

  test("without JavaScript the typed fields, the chips and the suggestions are a form and links", async ({
    browser,
    asSite,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(asSite(SITE).url("/search"));
    await page.getByLabel("Max price").fill("$40,000");
    await page.getByRole("button", { name: "Apply filters" }).click();
    const chip = chips(page).getByRole("link", { name: "Remove Price up to $40,000" });
    await expect(chip).toBeVisible();
    await expect(page.getByLabel("Max price")).toHaveValue("40000");
    // A field it cannot read: shown back as typed, with its message, and not applied.
    await page.getByLabel("Min price").fill("lots");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByLabel("Min price")).toHaveValue("lots");
    await expect(page.getByText("Enter a whole number, like 40000")).toBeVisible();
    await page.goto(asSite(SITE).url("/search?make=Toyota&price=:40000"));
    await chips(page).getByRole("link", { name: "Remove Make: Toyota" }).click();
    await expect(page).toHaveURL(/\/search\?price=%3A40000$/);
    await page.goto(asSite(SITE).url("/search?make=Toyota&price=:1000"));
    await page
      .getByTestId("empty-results")
      .getByRole("link", { name: /^Without Price/ })
      .click();
    await expect(page).toHaveURL(/\/search\?make=Toyota$/);
    await context.close();
  });
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the first car shows without scrolling, the filter-and-sort bar sticks, and chips apply and remove", async ({
    page,
    asSite,
  }) => {
    await asSite(SITE).goto("/search");
    await hydrated(page);
    // The first card's photo starts well inside the first screen (it started 545 px down).
    const firstCard = await page.locator("#results article").first().boundingBox();
    expect(firstCard!.y).toBeLessThan(400);

    const bar = page.getByTestId("filter-sort-bar");
    await bar.getByRole("button", { name: "Filters" }).click();
    await page
      .getByRole("group", { name: "Make" })
      .getByRole("checkbox", { name: /^Toyota/ })
      .check();
    const max = page.getByLabel("Max price");
    await max.fill("40000");
    await max.press("Enter");
    await expect(page).toHaveURL(/make=Toyota.*price=%3A40000/);
    await page.getByRole("link", { name: /^Show Me/ }).click();
    await expect(page.getByRole("group", { name: "Make" })).toBeHidden();
    await expect(bar.getByRole("button", { name: "Filters 2 applied" })).toBeVisible();
    await expect(chips(page).getByRole("link", { name: "Remove Make: Toyota" })).toBeVisible();

    // Scrolled down the results, the bar is still at the top of the screen.
    await page.mouse.wheel(0, 2500);
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    await expect(bar.getByLabel("Sort by")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await chips(page).getByRole("link", { name: "Remove Make: Toyota" }).click();
    await expect(page).not.toHaveURL(/make=/);
    await expect(bar.getByRole("button", { name: "Filters 1 applied" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an empty search relaxes, and offers to save it where the site has sign-in", async ({
    page,
    asSite,
  }) => {
    await asSite("outback-used-cars").goto("/search?make=Toyota&price=:1000");
    await hydrated(page);
    const empty = page.getByTestId("empty-results");
    await expect(empty.getByTestId("save-search")).toHaveText("Save this search");
    const relax = empty.getByRole("link", { name: /^Without Price/ });
    await expectNoAxeViolations(page);
    await relax.click();
    await expect(page.locator("#results article").first()).toBeVisible();
  });
});
