import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { type FunctionComponent, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import type { SearchHit } from "@/lib/stock/listed-car";
import { parseSiteConfig, publicSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { AppliedFilterChips } from "./applied-filter-chips";
import { CardMenu } from "./card-menu";
import { EmptyResults } from "./empty-results";
import { RangeFilter } from "./range-filter";
import { ResultCard } from "./result-card";
import { SearchToolbar } from "./search-toolbar";
import { type CardHit, cardHit, searchViewConfig, searchViewTemplate } from "./view-props";

/** Issue 34 item 4: the search page's compact cards, chips, typed ranges and empty result, as rendered. */
const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const inApp = (node: ReactNode) =>
  renderToStaticMarkup(h(AppRouterContext.Provider, { value: router as never }, node));
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
const state = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...over });

function card(car: Partial<SearchHit>, config = {}) {
  return inApp(
    h(ResultCard, {
      car: testCar({ id: 7, slug: "a-car", name: "2020 Toyota HiLux SR", ...car }),
      config: publicSiteConfig(parseSiteConfig(config)),
      template: getTemplate("default"),
      now: new Date("2026-11-20T00:00:00Z"),
    }),
  );
}

describe("a compact result card (decision 0073)", () => {
  it("has one button, Quick Enquiry, and its other actions behind a closed 'More' disclosure", () => {
    const html = card(
      { status: "in_stock", savedCarButtons: { favourite: true, compare: true } },
      {
        features: { finance_button: true },
      },
    );
    const [toggle] = tags(html, "button").filter((t) => t.includes("data-card-menu-toggle"));
    expect(toggle).toContain('aria-expanded="false"');
    const panelId = /aria-controls="([^"]+)"/.exec(toggle!)![1]!;
    // The button's name says which car's actions it opens.
    expect(html).toContain('More<span class="sr-only"> actions for 2020 Toyota HiLux SR</span>');
    const panel = html.slice(html.indexOf(`id="${panelId}"`));
    expect(panel).toMatch(/^id="[^"]+" data-card-menu="" class="mt-2 hidden"/);
    // Outside the menu, the one primary button; inside it, the rest and the saved-car buttons.
    const outside = html.slice(0, html.indexOf(`id="${panelId}"`));
    expect(outside).toContain(">Quick Enquiry</a>");
    expect(outside).not.toContain("Book a Test Drive");
    for (const text of ["Explore Vehicle", "Book a Test Drive", "Favourite", "Compare"])
      expect(panel).toContain(text);
  });

  it("a sold car's one button is 'Find Me Something Similar', with no menu", () => {
    const html = card({ status: "sold" });
    expect(html).toContain("Find Me Something Similar");
    expect(html).not.toContain("data-card-menu");
  });

  it("shows the state upper-cased and the distance when the search has a postcode", () => {
    const html = card({ city: "Southport", state: "qld", distanceKm: 12.4 });
    expect(html).toContain("Southport, QLD");
    expect(html).toMatch(/data-testid="distance">12 km away</);
    expect(card({ city: "Southport", state: "qld" })).not.toContain("away");
  });
});

describe("a card from the hit as the search page hands it over (decision 0092)", () => {
  it("reads the same as one from the whole hit, in every state a card shows", () => {
    const config = publicSiteConfig(
      parseSiteConfig({ features: { finance_button: true, finance_quote: true, fuel_tag: true } }),
    );
    const cars = [
      testCar({ status: "in_stock", featured: true, savedCarButtons: { favourite: true, compare: true } }),
      testCar({ status: "sold", soldAt: "2026-11-19T00:00:00Z", offerPrice: 39_990, distanceKm: 12.4 }),
      testCar({
        reserved: true,
        certified: true,
        tag: "Hot deal",
        beforePrice: 49_990,
        checkoutEnabled: true,
      }),
    ];
    for (const car of cars) {
      const render = (hit: CardHit) =>
        inApp(
          h(ResultCard, {
            car: hit,
            config: searchViewConfig(config),
            template: searchViewTemplate(getTemplate("default")),
            now: new Date("2026-11-20T00:00:00Z"),
          }),
        );
      expect(render(cardHit(car))).toBe(render(car));
    }
  });
});

describe("the card menu (a disclosure)", () => {
  it("renders closed in the server HTML, its panel tied to its button", () => {
    const html = renderToStaticMarkup(
      h(
        CardMenu as FunctionComponent<{ carName: string }>,
        { carName: "A car" },
        h("a", { href: "/x" }, "Go"),
      ),
    );
    const button = tags(html, "button")[0]!;
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-expanded="false"');
    expect(html).toContain(`id="${/aria-controls="([^"]+)"/.exec(button)![1]}"`);
  });
});

describe("applied-filter chips", () => {
  const search = state({
    refinements: { make: ["Toyota"], state: ["qld"] },
    ranges: { price: { max: 40_000 } },
    sortBy: "price_asc",
  });
  const html = renderToStaticMarkup(
    h(AppliedFilterChips, { state: search, basePath: "/search", preset: {} }),
  );

  it("is a list of links, each removing one filter and keeping the rest", () => {
    expect(html).toContain('aria-label="Applied filters"');
    expect(html).toContain('href="/search?state=qld&amp;price=%3A40000&amp;sortBy=price_asc"');
    expect(html).toContain('<span class="sr-only">Remove Make: </span><span class="truncate">Toyota</span>');
    expect(html).toContain("Queensland");
    expect(html).toContain(">Price up to $40,000</span>");
  });

  it("offers 'Clear all', keeping the sort", () => {
    expect(html).toContain('href="/search?sortBy=price_asc"');
    expect(html).toContain("Clear all");
  });

  it("shows nothing without filters", () => {
    expect(
      renderToStaticMarkup(h(AppliedFilterChips, { state: state({}), basePath: "/search", preset: {} })),
    ).toBe("");
  });
});

describe("a range filter with typed fields", () => {
  const render = (props: Partial<Parameters<typeof RangeFilter>[0]>) =>
    renderToStaticMarkup(
      h(RangeFilter, {
        attribute: "price",
        label: "Price",
        value: { max: 40_000 },
        bounds: { min: 5000, max: 150_000, step: 1450, rounding: 1000 },
        format: (n: number) => `$${n}`,
        ...props,
      }),
    );

  it("submits the typed fields, not the slider, and shows the applied value exactly", () => {
    const html = render({});
    const inputs = tags(html, "input");
    const typed = inputs.filter((t) => t.includes('type="text"'));
    expect(typed).toHaveLength(2);
    for (const t of typed) expect(t).toContain('name="price"');
    expect(typed[1]).toContain('value="40000"');
    for (const slider of inputs.filter((t) => t.includes('type="range"')))
      expect(slider).not.toContain("name=");
    expect(html).toMatch(/<label[^>]*>Min<span class="sr-only"> price<\/span><\/label>/);
  });

  it("without a range to slide over, offers the fields alone (never '0 – 100000')", () => {
    const html = render({ bounds: null, value: undefined });
    expect(tags(html, "input").filter((t) => t.includes('type="range"'))).toHaveLength(0);
    expect(html).not.toContain("100000");
  });

  it("shows what the server could not read as typed, each message tied to its field", () => {
    const html = render({
      rejected: { text: { min: "cheap", max: "" }, errors: { min: "Enter a whole number, like 40000" } },
    });
    const min = tags(html, "input").find((t) => t.includes('value="cheap"'))!;
    expect(min).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(min)![1]!;
    expect(html).toContain(`id="${describedBy}" role="alert"`);
    expect(html).toContain("Enter a whole number, like 40000");
  });
});

describe("an empty result", () => {
  const search = state({ refinements: { make: ["Toyota"] }, ranges: { price: { max: 1000 } } });
  const render = (saveSearch: boolean, counts: [number | null, number | null]) =>
    inApp(
      h(EmptyResults, {
        state: search,
        relaxed: {
          options: [
            { key: "refine:make", count: counts[0] },
            { key: "range:price", count: counts[1] },
          ],
          nearby: [testCar({ id: 9, name: "A nearby car" })],
          nearbyKey: "range:price",
        },
        basePath: "/search",
        preset: {},
        saveSearch,
        renderCar: (car: CardHit) => h("p", null, car.name),
      }),
    );

  it("offers each filter that finds cars alone, with its count, most first, as links", () => {
    const html = render(false, [0, 804]);
    expect(html).toContain('href="/search?make=Toyota"');
    expect(html).toContain("Without Price: up to $1,000</span>");
    expect(html).toContain("(804 cars)");
    // Taking the make off alone finds nothing: not offered.
    expect(html).not.toContain("Without Make");
    expect(html).toContain(">Clear all filters</a>");
  });

  it("offers the filters without counts when they were not counted", () => {
    const html = render(false, [null, null]);
    expect(html).toContain("Without Make: Toyota</span>");
    expect(html).not.toContain("cars)");
  });

  it("shows cars close to the search, and saves the search where the site has sign-in", () => {
    const html = render(true, [0, 3]);
    expect(html).toContain("Close to your search");
    expect(html).toContain("Matching everything but Price: up to $1,000.");
    expect(html).toContain("A nearby car");
    expect(html).toContain('data-testid="save-search"');
    expect(render(false, [0, 3])).not.toContain("save-search");
  });
});

describe("the filter-and-sort bar", () => {
  const render = (over: Partial<SearchState>, filterCount = 0) =>
    renderToStaticMarkup(
      h(SearchToolbar, {
        state: state(over),
        sortOptions: ["relevance", "latest", "price_desc", "price_asc"],
        apply: () => {},
        filtersOpen: false,
        onToggleFilters: () => {},
        filterCount,
      }),
    );

  it("sticks on a phone, with the Filters toggle and how many filters are applied", () => {
    const html = render({}, 2);
    expect(html).toMatch(/data-testid="filter-sort-bar" class="sticky top-0 [^"]*lg:static/);
    expect(html).toContain('aria-controls="filters"');
    expect(html).toContain('2<span class="sr-only"> applied</span>');
  });

  it("says 'Nearest first' once a postcode orders the results, and 'Most relevant' before", () => {
    expect(render({})).toContain('<option value="relevance" selected="">Most relevant</option>');
    expect(render({ postcode: "6107" })).toContain(
      '<option value="relevance" selected="">Nearest first</option>',
    );
    expect(render({ postcode: "6107", sortBy: "price_asc" })).toContain(
      '<option value="price_asc" selected="">Lowest price</option>',
    );
  });
});
