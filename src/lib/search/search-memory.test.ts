import { describe, expect, it } from "vitest";
import { ResultCache, rememberSearch, type SearchHistoryEntry } from "./search-memory";
import { EMPTY_SEARCH_STATE } from "./search-params";
import type { SearchState } from "./search-types";

describe("ResultCache (spec 01 §4 'The latest 10 search results are cached; the oldest is evicted when full')", () => {
  const filled = (n: number, capacity?: number) => {
    const cache = new ResultCache<number>(capacity);
    for (let i = 1; i <= n; i++) cache.set(`k${i}`, i);
    return cache;
  };

  it("spec 01 §9 result cache holds 10 entries: the default capacity is 10", () => {
    const cache = filled(10);
    expect(cache.capacity).toBe(10);
    expect(cache.size).toBe(10);
    expect(cache.get("k1")).toBe(1);
  });
  it("spec 01 §4 result cache: the 11th entry evicts the oldest", () => {
    const cache = filled(11);
    expect(cache.size).toBe(10);
    expect(cache.has("k1")).toBe(false);
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k2")).toBe(2);
    expect(cache.get("k11")).toBe(11);
  });
  it("spec 01 §4 result cache (LRU): a get counts as use, so the entry read is not the one evicted", () => {
    const cache = filled(10);
    expect(cache.get("k1")).toBe(1);
    cache.set("k11", 11);
    expect(cache.has("k1")).toBe(true);
    expect(cache.has("k2")).toBe(false);
  });
  it("spec 01 §4 result cache (LRU): setting an existing key updates it without growing, and refreshes it", () => {
    const cache = filled(3, 3);
    cache.set("k1", 100);
    expect(cache.size).toBe(3);
    cache.set("k4", 4);
    expect(cache.keys()).toEqual(["k3", "k1", "k4"]);
    expect(cache.get("k1")).toBe(100);
  });
  it("spec 01 §4 result cache: has() does not count as use", () => {
    const cache = filled(2, 2);
    expect(cache.has("k1")).toBe(true);
    cache.set("k3", 3);
    expect(cache.has("k1")).toBe(false);
  });
  it("spec 01 §4 result cache: a falsy cached value is still a hit", () => {
    const cache = new ResultCache<number | null>(2);
    cache.set("zero", 0);
    cache.set("none", null);
    expect(cache.get("zero")).toBe(0);
    expect(cache.get("none")).toBeNull();
  });
  it("spec 01 §4 result cache: a capacity below 1 is refused", () => {
    expect(() => new ResultCache(0)).toThrow(RangeError);
    expect(() => new ResultCache(2.5)).toThrow(RangeError);
  });
});

describe("search history (spec 01 §2 'the last 5 searches with non-empty filters are remembered together with the path')", () => {
  const filtered = (make: string): SearchState => ({ ...EMPTY_SEARCH_STATE, refinements: { make: [make] } });
  const entry = (path: string, state: SearchState = filtered("Toyota"), at = "2025-07-10T00:00:00Z") => ({
    path,
    state,
    at,
  });
  const paths = (history: SearchHistoryEntry[]) => history.map((h) => h.path);

  it("spec 01 §2 search history: a search with filters is remembered, newest first, with its path", () => {
    const first = rememberSearch([], entry("/search?make=Toyota"));
    const second = rememberSearch(first, entry("/search?make=Mazda", filtered("Mazda")));
    expect(paths(second)).toEqual(["/search?make=Mazda", "/search?make=Toyota"]);
    expect(second[0]?.state.refinements.make).toEqual(["Mazda"]);
  });
  it("spec 01 §2 search history: a search without filters is not remembered", () => {
    const history = [entry("/search?make=Toyota")];
    expect(rememberSearch(history, entry("/search", EMPTY_SEARCH_STATE))).toEqual(history);
    expect(
      rememberSearch(
        [],
        entry("/search?sortBy=price_desc", { ...EMPTY_SEARCH_STATE, sortBy: "price_desc", page: 3 }),
      ),
    ).toEqual([]);
  });
  it("spec 01 §2 search history: a text query or a range counts as a filter", () => {
    expect(
      rememberSearch([], entry("/search?query=hilux", { ...EMPTY_SEARCH_STATE, query: "hilux" })),
    ).toHaveLength(1);
    const ranged = { ...EMPTY_SEARCH_STATE, ranges: { price: { max: 30_000 } } };
    expect(rememberSearch([], entry("/search?price=:30000", ranged))).toHaveLength(1);
  });
  it("spec 01 §2 search history: the same path replaces its older entry and moves to the front", () => {
    let history: SearchHistoryEntry[] = [];
    history = rememberSearch(history, entry("/a", filtered("A"), "t1"));
    history = rememberSearch(history, entry("/b", filtered("B"), "t2"));
    history = rememberSearch(history, entry("/a", filtered("A"), "t3"));
    expect(history.map((h) => [h.path, h.at])).toEqual([
      ["/a", "t3"],
      ["/b", "t2"],
    ]);
  });
  it("spec 01 §2 / spec 02 §9 search history keeps 5 entries: the sixth drops the oldest", () => {
    let history: SearchHistoryEntry[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) history = rememberSearch(history, entry(`/s${n}`, filtered(`M${n}`)));
    expect(paths(history)).toEqual(["/s6", "/s5", "/s4", "/s3", "/s2"]);
  });
  it("spec 01 §2 search history: the input history is not mutated", () => {
    const history = [entry("/a")];
    rememberSearch(history, entry("/b", filtered("B")));
    expect(paths(history)).toEqual(["/a"]);
  });
  it("spec 01 §2 search history: malformed stored entries (from local storage) are dropped", () => {
    const stored = JSON.parse('[null, 3, {"path": 1}, {"path": "/ok", "state": {}, "at": "t"}]');
    expect(paths(rememberSearch(stored, entry("/new")))).toEqual(["/new", "/ok"]);
    expect(paths(rememberSearch(JSON.parse("{}"), entry("/new")))).toEqual(["/new"]);
  });
});
