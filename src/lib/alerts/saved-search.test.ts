import { describe, expect, it } from "vitest";
import { saveSearchSchema, updateSavedSearchSchema } from "./alert-requests";
import {
  canonicalSavedSearch,
  MAX_SAVED_VALUES,
  savedSearchFilters,
  savedSearchLabel,
  savedSearchPath,
} from "./saved-search";

/** Issue 21 §6 "a saved search IS a search URL query": read by lib/search/search-params, kept canonical. */
describe("canonicalSavedSearch", () => {
  it("keeps the filters in search-params' canonical order, without page, sort or postcode", () => {
    const saved = canonicalSavedSearch(
      "?page=3&sortBy=price_asc&postcode=4000&price=:30000&make=Toyota&car_type=used",
    );
    expect(saved).toEqual({
      ok: true,
      query: "car_type=used&make=Toyota&price=%3A30000",
      filters: {
        query: "",
        refinements: { car_type: ["used"], make: ["Toyota"] },
        ranges: { price: { max: 30000 } },
      },
    });
  });

  it("two ways of writing one search are one saved search (value order, repeats case aside, spacing)", () => {
    const a = canonicalSavedSearch("make=Toyota&make=Mazda&query=%20hilux%20%20sr5&price=10000&price=50000");
    const b = canonicalSavedSearch("price=10000:50000&make=mazda&make=Mazda&make=Toyota&query=hilux+sr5");
    expect(a.ok && b.ok && a.query).toBe(b.ok && b.query);
    expect(a.ok && a.query).toBe("query=hilux+sr5&make=Mazda&make=Toyota&price=10000%3A50000");
  });

  it("refuses a search with no filter: there would be nothing to watch for", () => {
    for (const raw of ["", "?", "page=2&sortBy=latest", "postcode=2000", "query=%20%20", "utm_source=mail"]) {
      const saved = canonicalSavedSearch(raw);
      expect(saved.ok, raw).toBe(false);
      expect(!saved.ok && saved.issues[0]!.key).toBe("query");
    }
  });

  it("names each malformed filter by its key; a malformed page or sort is ignored, not refused", () => {
    const saved = canonicalSavedSearch(
      "make=Toyota&price=cheap&year=1800:2000&seats=five&page=zero&sortBy=best",
    );
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.issues.map((i) => i.key)).toEqual(["price", "year", "seats"]);
    expect(canonicalSavedSearch("make=Toyota&page=zero&sortBy=best").ok).toBe(true);
  });

  it("refuses the absurd: more values than a page of checkboxes, or a query string beyond any search", () => {
    const many = Array.from({ length: MAX_SAVED_VALUES + 1 }, (_, i) => `make=M${i}`).join("&");
    expect(canonicalSavedSearch(many)).toMatchObject({ ok: false, issues: [{ key: "query" }] });
    expect(canonicalSavedSearch(`query=${"a".repeat(1_600)}`)).toMatchObject({
      ok: false,
      issues: [{ key: "query" }],
    });
  });

  it("a stored query reads back to the same filters", () => {
    const saved = canonicalSavedSearch("body=SUV&fuel=Hybrid&year=2020:&km=:60000");
    if (!saved.ok) throw new Error("refused");
    expect(savedSearchFilters(saved.query)).toEqual(saved.filters);
  });
});

describe("savedSearchLabel: a saved search in words", () => {
  const label = (raw: string) => {
    const saved = canonicalSavedSearch(raw);
    if (!saved.ok) throw new Error("refused");
    return savedSearchLabel(saved.filters);
  };

  it("the search page's title, then every other filter", () => {
    expect(label("car_type=used&make=Toyota&model=HiLux")).toBe("Used Toyota HiLux for sale");
    expect(label("make=Toyota&fuel=Diesel&fuel=Hybrid&price=10000:30000&year=2019:&km=:80000")).toBe(
      "Toyota Cars for sale · Diesel or Hybrid · $10,000 to $30,000 · up to 80,000 km · 2019 or newer",
    );
    expect(label("make=Kia&make=Mazda&seats=7")).toBe("Cars for sale · Kia or Mazda · 7 seats");
    expect(label("query=rav4&certified=true")).toBe('Cars for sale matching "rav4" · Certified');
  });

  it("is cut to a readable length", () => {
    const long = label(Array.from({ length: 20 }, (_, i) => `colour=Colour${i}`).join("&"));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("savedSearchPath", () => {
  it("opens the search page with the filters, newest first when asked", () => {
    expect(savedSearchPath("make=Toyota")).toBe("/search?make=Toyota");
    expect(savedSearchPath("make=Toyota", "latest")).toBe("/search?make=Toyota&sortBy=latest");
  });
});

describe("the API bodies", () => {
  it("a save takes the query and an optional channel, nothing else", () => {
    expect(saveSearchSchema.safeParse({ query: "make=Toyota", channel: "sms" }).success).toBe(true);
    expect(saveSearchSchema.safeParse({ query: "make=Toyota", channel: "fax" }).success).toBe(false);
    expect(saveSearchSchema.safeParse({ query: "make=Toyota", user_id: 3 }).success).toBe(false);
  });

  it("an update must change something", () => {
    expect(updateSavedSearchSchema.safeParse({ id: 4 }).success).toBe(false);
    expect(updateSavedSearchSchema.safeParse({ id: 4, alerts_on: false }).success).toBe(true);
    expect(updateSavedSearchSchema.safeParse({ id: "4", channel: "email" }).success).toBe(true);
  });
});
