import { type FunctionComponent, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "@/components/ui/button";
import { Carousel, CarouselItem, CarouselNext, CarouselPrevious } from "@/components/ui/carousel";
import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { cn } from "@/lib/utils/cn";
import { CertifiedSwitch } from "./certified-switch";
import { Pagination, paginationEntries } from "./pagination";
import { RangeSlider } from "./range-slider";
import { REFINEMENT_NOSCRIPT_CSS, RefinementList } from "./refinement-list";
import { SearchBox } from "./search-box";
import { ShowMeButton } from "./show-me-button";
import { SortSelect } from "./sort-select";

/** Every opening tag of `tag` in the markup. */
function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}

const noop = () => {};

/** createElement for components whose props require `children`, passed the canonical way. */
function withChildren<P extends { children: ReactNode }>(
  component: FunctionComponent<P>,
  props: Omit<P, "children">,
  ...children: ReactNode[]
) {
  return h(component as FunctionComponent<Omit<P, "children">>, props, ...children);
}

const MAKES = [
  { label: "Toyota", value: "Toyota", count: 120 },
  { label: "Mazda", value: "Mazda", count: 80 },
  { label: "Ford", value: "Ford", count: 60 },
  { label: "Kia", value: "Kia", count: 50 },
  { label: "Hyundai", value: "Hyundai", count: 40 },
  { label: "Honda", value: "Honda", count: 30 },
  { label: "Nissan", value: "Nissan", count: 20 },
  { label: "Subaru", value: "Subaru", count: 10 },
  { label: "Volvo", value: "Volvo", count: 5 },
  { label: "Lotus", value: "Lotus", count: 0 },
];

function refinementList(overrides: Partial<Parameters<typeof RefinementList>[0]> = {}) {
  return renderToStaticMarkup(
    h(RefinementList, {
      attribute: "make",
      label: "Make",
      items: MAKES,
      selected: [],
      limit: 7,
      showMoreLabel: "Show all makes",
      showLessLabel: "Hide extra makes",
      onToggle: noop,
      ...overrides,
    }),
  );
}

describe("RefinementList", () => {
  it("renders a named checkbox per non-empty item for the GET form, labelled with its count", () => {
    const html = refinementList();
    const boxes = tags(html, "input");
    expect(boxes).toHaveLength(9);
    for (const box of boxes) {
      expect(box).toContain('type="checkbox"');
      expect(box).toContain('name="make"');
    }
    expect(boxes[0]).toContain('value="Toyota"');
    expect(html).toContain("Toyota</span>");
    expect(html).toMatch(/text-muted-foreground[^"]*">\(120\)<\/span>/);
    expect(html).toContain("<legend");
    expect(html).not.toContain('value="Lotus"');
  });

  it("checks selected items and keeps selected ones even at count 0 or missing from the facet", () => {
    const html = refinementList({ selected: ["Mazda", "Lotus", "Ferrari"] });
    const checked = tags(html, "input").filter((tag) => tag.includes("checked"));
    expect(checked.map((tag) => tag.match(/value="([^"]+)"/)?.[1])).toEqual(["Mazda", "Lotus", "Ferrari"]);
    expect(html).toContain("Ferrari</span>");
  });

  it("folds the items past the limit behind the toggle in the server HTML (spec 01 §9), marked for the no-JavaScript rule", () => {
    const html = refinementList();
    const [button] = tags(html, "button");
    expect(button).toBeDefined();
    expect(button).toContain('type="button"');
    expect(button).toContain("data-refinement-more");
    expect(button).toContain('aria-expanded="false"');
    expect(html).toContain("Show all makes");
    // Items 8 and 9 of 9 are folded (and marked, so REFINEMENT_NOSCRIPT_CSS unfolds them without JavaScript).
    const folded = tags(html, "li").filter((li) => /class="hidden"/.test(li));
    expect(folded).toHaveLength(2);
    expect(folded.every((li) => li.includes("data-refinement-extra"))).toBe(true);
    expect(REFINEMENT_NOSCRIPT_CSS).toContain("[data-refinement-extra]{display:list-item}");
    expect(REFINEMENT_NOSCRIPT_CSS).toContain("[data-refinement-more]{display:none}");

    expect(tags(refinementList({ limit: 9 }), "button")).toHaveLength(0);
    expect(tags(refinementList({ limit: 20 }), "button")).toHaveLength(0);
    // Extras that are all selected leave nothing to hide.
    expect(tags(refinementList({ selected: ["Subaru", "Volvo"] }), "button")).toHaveLength(0);
  });

  it("formats labels from values and is uncontrolled without onToggle", () => {
    const html = renderToStaticMarkup(
      h(RefinementList, {
        attribute: "car_type",
        label: "Condition",
        items: [{ label: "used", value: "used", count: 3 }],
        selected: ["used"],
        limit: 10,
        showMoreLabel: "Show more",
        showLessLabel: "Show less",
        formatLabel: (value: string) => (value === "used" ? "Used" : value),
      }),
    );
    expect(html).toContain("Used</span>");
    expect(tags(html, "input")[0]).toContain("checked");
  });
});

describe("RangeSlider", () => {
  const render = (value: { min: number; max: number }) =>
    renderToStaticMarkup(
      h(RangeSlider, {
        name: "price",
        label: "Price",
        min: 0,
        max: 100000,
        step: 1000,
        value,
        format: (n: number) => `$${n.toLocaleString("en-AU")}`,
        onCommit: noop,
      }),
    );

  it("submits both thumbs under the same name, min first", () => {
    const inputs = tags(render({ min: 10000, max: 50000 }), "input");
    expect(inputs).toHaveLength(2);
    for (const input of inputs) {
      expect(input).toContain('type="range"');
      expect(input).toContain('name="price"');
    }
    expect(inputs[0]).toContain('value="10000"');
    expect(inputs[1]).toContain('value="50000"');
  });

  it("labels each thumb and gives a formatted value text", () => {
    const html = render({ min: 10000, max: 50000 });
    const [lower, upper] = tags(html, "input");
    expect(lower).toContain('aria-label="Minimum price"');
    expect(lower).toContain('aria-valuetext="$10,000"');
    expect(upper).toContain('aria-label="Maximum price"');
    expect(upper).toContain('aria-valuetext="$50,000"');
    expect(html).toMatch(/<legend[^>]*>Price<\/legend>/);
    expect(html).toContain("bg-primary");
  });

  it("clamps to the bounds and never lets the thumbs cross", () => {
    const [lower, upper] = tags(render({ min: -5, max: 900000 }), "input");
    expect(lower).toContain('value="0"');
    expect(upper).toContain('value="100000"');
    const [crossedLower, crossedUpper] = tags(render({ min: 60000, max: 20000 }), "input");
    expect(crossedLower).toContain('value="20000"');
    expect(crossedUpper).toContain('value="20000"');
  });
});

describe("SearchBox", () => {
  it("is a labelled search input with a submit button", () => {
    const html = renderToStaticMarkup(h(SearchBox, { defaultValue: "hilux", onDebouncedChange: noop }));
    const [input] = tags(html, "input");
    expect(input).toContain('type="search"');
    expect(input).toContain('name="query"');
    expect(input).toContain('placeholder="Search..."');
    expect(input).toContain('value="hilux"');
    const id = input?.match(/id="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<label for="${id}" class="sr-only">Search stock</label>`));
    const [button] = tags(html, "button");
    expect(button).toContain('type="submit"');
    expect(button).toContain('aria-label="Search"');
  });
});

describe("SortSelect", () => {
  it("is a labelled select submitting sortBy", () => {
    const html = renderToStaticMarkup(
      h(SortSelect, {
        value: "price_desc",
        options: [
          { value: "relevance", label: "Most relevant" },
          { value: "price_desc", label: "Highest price" },
        ],
        onChange: noop,
      }),
    );
    const [select] = tags(html, "select");
    expect(select).toContain('name="sortBy"');
    const id = select?.match(/id="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Sort by</label>`));
    expect(html).toContain('<option value="price_desc" selected="">Highest price</option>');
  });
});

describe("Pagination", () => {
  const render = (page: number, pages: number) =>
    renderToStaticMarkup(h(Pagination, { page, pages, hrefForPage: (n: number) => `/search?page=${n}` }));

  it("links real pages with aria-current and a disabled Previous at the start", () => {
    const html = render(1, 10);
    expect(html).toContain('<nav aria-label="Pagination"');
    const current = tags(html, "a").filter((a) => a.includes("aria-current"));
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/search?page=1"');
    expect(current[0]).toContain('aria-current="page"');
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>.*?Previous<\/span><\/span>/);
    expect(html).toMatch(/<a href="\/search\?page=2" rel="next"/);
  });

  it("disables Next at the end", () => {
    const html = render(10, 10);
    expect(html).toMatch(/<a href="\/search\?page=9" rel="prev"/);
    expect(html).toMatch(/<span aria-disabled="true"[^>]*><span[^>]*>Next<\/span>/);
  });

  it("windows the pages: first, last, current ±2, ellipses for gaps", () => {
    const wide = (page: number, pages: number) =>
      paginationEntries(page, pages)
        .filter((e) => e.kind === "page" || e.wide)
        .map((e) => (e.kind === "page" ? e.page : "…"));
    const narrow = (page: number, pages: number) =>
      paginationEntries(page, pages)
        .filter((e) => e.narrow)
        .map((e) => (e.kind === "page" ? e.page : "…"));
    expect(wide(10, 20)).toEqual([1, "…", 8, 9, 10, 11, 12, "…", 20]);
    expect(wide(1, 20)).toEqual([1, 2, 3, "…", 20]);
    expect(wide(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "…", 20]);
    expect(wide(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(wide(1, 1)).toEqual([1]);
    expect(narrow(10, 20)).toEqual([1, "…", 9, 10, 11, "…", 20]);
    expect(narrow(5, 20)).toEqual([1, "…", 4, 5, 6, "…", 20]);
    expect(narrow(4, 20)).toEqual([1, 2, 3, 4, 5, "…", 20]);
    expect(
      paginationEntries(99, 3)
        .filter((e) => e.kind === "page")
        .map((e) => e.kind === "page" && e.page),
    ).toEqual([1, 2, 3]);
  });
});

describe("CertifiedSwitch", () => {
  it("is a checkbox switch submitting certified=true", () => {
    const on = renderToStaticMarkup(
      h(CertifiedSwitch, { label: "Only show Toyota Certified Vehicles", checked: true, onChange: noop }),
    );
    const [input] = tags(on, "input");
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('role="switch"');
    expect(input).toContain('name="certified"');
    expect(input).toContain('value="true"');
    expect(input).toContain('aria-checked="true"');
    expect(input).toContain('checked=""');
    expect(on).toMatch(/^<label[^>]*>.*Only show Toyota Certified Vehicles<\/span><\/label>$/);

    const off = renderToStaticMarkup(
      h(CertifiedSwitch, { label: "Certified", checked: false, onChange: noop }),
    );
    expect(tags(off, "input")[0]).toContain('aria-checked="false"');
    expect(tags(off, "input")[0]).not.toContain('checked=""');
  });
});

describe("ShowMeButton", () => {
  it("is a link showing the label for the count", () => {
    const html = renderToStaticMarkup(
      h(ShowMeButton, {
        count: 1234,
        renderLabel: (n: number) => `Show Me ${n.toLocaleString("en-AU")} Used Cars`,
        href: "/search/used-cars?make=Toyota#results",
      }),
    );
    expect(tags(html, "a")[0]).toContain('href="/search/used-cars?make=Toyota#results"');
    expect(html).toContain('<span aria-hidden="true" class="tabular-nums">Show Me 1,234 Used Cars</span>');
    expect(html).toContain('<span class="sr-only">Show Me 1,234 Used Cars</span>');
  });
});

describe("CollapsiblePanel", () => {
  it("is a details/summary, open by default", () => {
    const open = renderToStaticMarkup(
      withChildren(CollapsiblePanel, { title: "Make", id: "make-panel" }, "body"),
    );
    expect(tags(open, "details")[0]).toContain("open");
    expect(tags(open, "details")[0]).toContain('id="make-panel"');
    expect(open).toMatch(/<summary[^>]*><span>Make<\/span><svg[^>]*aria-hidden="true"/);
    expect(open).toContain("body");
    const closed = renderToStaticMarkup(
      withChildren(CollapsiblePanel, { title: "Fuel", defaultOpen: false }, "body"),
    );
    expect(tags(closed, "details")[0]).not.toMatch(/\bopen\b/);
  });
});

describe("Carousel", () => {
  it("is a labelled, focusable region whose buttons wait for measurement", () => {
    const html = renderToStaticMarkup(
      withChildren(
        Carousel,
        { label: "Browse by make" },
        withChildren(CarouselItem, { label: "1 of 1" }, "Toyota"),
      ),
    );
    const [region] = tags(html, "section");
    expect(region).toContain('aria-roledescription="carousel"');
    expect(region).toContain('aria-label="Browse by make"');
    expect(region).toContain('tabindex="0"');
    const buttons = tags(html, "button");
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-label="Previous"');
    expect(buttons[1]).toContain('aria-label="Next"');
    for (const button of buttons) {
      expect(button).toContain("disabled");
      expect(button).toContain(`aria-controls="${region?.match(/id="([^"]+)"/)?.[1]}"`);
    }
    expect(html).toContain('aria-roledescription="slide"');
  });

  it("throws when its controls are used outside a carousel", () => {
    expect(() => renderToStaticMarkup(h(CarouselPrevious))).toThrow(
      "useCarousel must be used within a <Carousel>",
    );
    expect(() => renderToStaticMarkup(h(CarouselNext))).toThrow(
      "useCarousel must be used within a <Carousel>",
    );
  });
});

describe("Button", () => {
  it("defaults to a non-submitting primary button", () => {
    const html = renderToStaticMarkup(h(Button, null, "Go"));
    expect(html).toMatch(/^<button type="button" class="[^"]*bg-primary[^"]*">Go<\/button>$/);
    expect(buttonVariants({ variant: "secondary", size: "sm" })).toContain("border");
    expect(buttonVariants({ variant: "success" })).toContain("bg-success");
    expect(renderToStaticMarkup(h(Button, { type: "submit" }, "Go"))).toContain('type="submit"');
  });

  it("cn joins classes by clsx rules without merging; a wrapping button is a variant, not an override", () => {
    expect(cn("px-2 text-sm", false, null, { "font-bold": true, italic: false }, "px-4")).toBe(
      "px-2 text-sm font-bold px-4",
    );
    const wrapping = buttonVariants({ size: "lg", wrap: true });
    expect(wrapping).toContain("whitespace-normal");
    expect(wrapping).not.toContain("whitespace-nowrap");
    expect(buttonVariants({ size: "lg" })).toContain("whitespace-nowrap");
  });
});
