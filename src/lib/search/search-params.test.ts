import { describe, expect, it } from "vitest";
import {
  clearFilters,
  EMPTY_SEARCH_STATE,
  hasFilters,
  MAX_PAGE,
  parseSearchParams,
  searchStateToParams,
  searchStateToQueryString,
  searchUrl,
  setPostcode,
  setRange,
  setSort,
  toggleRefinement,
} from "./search-params";

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe("search state in the URL (spec 01 §2: query, page, sortBy, one key per attribute)", () => {
  it("reads query, page, sortBy, repeated refinement keys and a min:max range", () => {
    const { state, issues } = parse(
      "query=hilux%20sr5&page=3&sortBy=price_desc&make=Toyota&make=Mazda&price=10000:50000&km=:80000",
    );
    expect(issues).toEqual([]);
    expect(state).toEqual({
      query: "hilux sr5",
      page: 3,
      sortBy: "price_desc",
      refinements: { make: ["Toyota", "Mazda"] },
      ranges: { price: { min: 10000, max: 50000 }, km: { max: 80000 } },
    });
  });

  it("reads a range sent by two form inputs as min and max (the no-JavaScript form)", () => {
    expect(parse("price=5000&price=").state.ranges).toEqual({ price: { min: 5000 } });
    expect(parse("year=2015&year=2020").state.ranges).toEqual({ year: { min: 2015, max: 2020 } });
  });

  it("writes the canonical query back and round-trips", () => {
    const state = parse("sortBy=latest&make=Kia&query=carnival&price=:40000&page=2").state;
    const qs = searchStateToParams(state).toString();
    expect(qs).toBe("query=carnival&make=Kia&price=%3A40000&sortBy=latest&page=2");
    expect(parse(qs).state).toEqual(state);
  });

  it("leaves defaults out of the URL", () => {
    expect(searchStateToQueryString(EMPTY_SEARCH_STATE)).toBe("");
  });

  it("ignores unknown keys", () => {
    const { state, issues } = parse("utm_source=google&fbclid=x&make=Ford");
    expect(issues).toEqual([]);
    expect(state.refinements).toEqual({ make: ["Ford"] });
  });
});

describe("malformed and hostile input falls back to the nearest valid state (issue 3 bad input)", () => {
  it.each([
    ["page=-1", "page"],
    ["page=abc", "page"],
    [`page=${MAX_PAGE + 1}`, "page"],
    ["page=1e3", "page"],
    ["sortBy=drop", "sortBy"],
    ["price=abc", "price"],
    ["price=abc:def", "price"],
    ["price=1e400:", "price"],
    ["price=99999999999:", "price"],
    ["price=50000:10000", "price"],
    ["year=1800:", "year"],
    ["certified=maybe", "certified"],
    ["seats=lots", "seats"],
    ["page=1&page=2", "page"],
  ])("%s is reported against %s and dropped", (qs, key) => {
    const { state, issues } = parse(qs);
    expect(issues.map((i) => i.key)).toContain(key);
    expect(state.page).toBeGreaterThanOrEqual(1);
    expect(state.sortBy).toBe(qs.startsWith("sortBy") ? "relevance" : state.sortBy);
  });

  it("keeps the valid parts of a partly bad URL", () => {
    const { state } = parse("make=Toyota&page=-5&price=abc&sortBy=latest");
    expect(state).toMatchObject({ page: 1, sortBy: "latest", refinements: { make: ["Toyota"] }, ranges: {} });
  });

  it("treats SQL and HTML in the query as plain text, trimmed and capped", () => {
    const { state } = parse(`query=${encodeURIComponent("<script>alert(1)</script>' OR 1=1 --")}`);
    expect(state.query).toBe("<script>alert(1)</script>' OR 1=1 --");
    expect(parse(`query=${"a".repeat(500)}`).state.query).toHaveLength(200);
  });

  it("caps the number of values per attribute", () => {
    const qs = Array.from({ length: 80 }, (_, i) => `make=M${i}`).join("&");
    expect(parse(qs).state.refinements.make).toHaveLength(50);
  });
});

describe("changing the search resets the page (spec 01 §4 'any change resets the page')", () => {
  const onPage3 = { ...EMPTY_SEARCH_STATE, page: 3 };
  it("toggling a refinement", () => {
    const next = toggleRefinement(onPage3, "make", "Toyota");
    expect(next.page).toBe(1);
    expect(next.refinements.make).toEqual(["Toyota"]);
    expect(toggleRefinement(next, "make", "Toyota").refinements.make).toBeUndefined();
  });
  it("a range", () => expect(setRange(onPage3, "price", { max: 30000 }).page).toBe(1));
  it("the sort", () => expect(setSort(onPage3, "latest").page).toBe(1));
});

describe("hasFilters (spec 01 §2: history keeps searches with non-empty filters)", () => {
  it("is false for the empty state and for sort/page only", () => {
    expect(hasFilters(EMPTY_SEARCH_STATE)).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH_STATE, sortBy: "latest", page: 4 })).toBe(false);
  });
  it("is true for a query, a refinement or a range", () => {
    expect(hasFilters({ ...EMPTY_SEARCH_STATE, query: "ute" })).toBe(true);
    expect(hasFilters(toggleRefinement(EMPTY_SEARCH_STATE, "make", "Kia"))).toBe(true);
    expect(hasFilters(setRange(EMPTY_SEARCH_STATE, "km", { max: 1000 }))).toBe(true);
  });
});

describe("searchUrl: preset pages keep their path while the preset holds", () => {
  const preset = { car_type: ["used"] };
  const base = { ...EMPTY_SEARCH_STATE, refinements: { car_type: ["used"] } };
  it("keeps /search/used-cars and puts only the other refinements in the query", () => {
    expect(searchUrl(toggleRefinement(base, "make", "Kia"), "/search/used-cars", preset)).toBe(
      "/search/used-cars?make=Kia",
    );
  });
  it("moves to /search with everything once the preset refinement changes", () => {
    expect(searchUrl(toggleRefinement(base, "car_type", "demo"), "/search/used-cars", preset)).toBe(
      "/search?car_type=used&car_type=demo",
    );
  });
});

describe("cars near me: the postcode key (issue 17 item 5; spec 02 §5 postcode rule)", () => {
  it("reads a 4-digit postcode and writes it back; a change of postcode resets the page", () => {
    const { state, issues } = parse("postcode=2150&page=2");
    expect(issues).toEqual([]);
    expect(state.postcode).toBe("2150");
    expect(searchStateToQueryString(state)).toBe("?postcode=2150&page=2");
    expect(setPostcode(state, "3000")).toMatchObject({ postcode: "3000", page: 1 });
    expect(setPostcode(state, "").postcode).toBeUndefined();
  });

  it.each(["215", "21500", "abcd"])("postcode=%s is dropped with the spec's 4-digit message", (raw) => {
    const { state, issues } = parse(`postcode=${raw}`);
    expect(state.postcode).toBeUndefined();
    expect(issues).toEqual([
      { key: "postcode", message: "Invalid postcode. Please enter a 4-digit number." },
    ]);
  });

  it("an empty postcode is no postcode; clearing the filters keeps it, like the sort", () => {
    expect(parse("postcode=").state.postcode).toBeUndefined();
    const near = parse("postcode=2150&make=Kia").state;
    expect(clearFilters(near)).toEqual({ ...EMPTY_SEARCH_STATE, postcode: "2150" });
    expect(hasFilters({ ...EMPTY_SEARCH_STATE, postcode: "2150" })).toBe(false);
  });
});
