import { describe, expect, it } from "vitest";
import { memoryStore } from "../../../test/memory-store";
import {
  COMPARE_KEY,
  type CompareEntry,
  comparePath,
  MAX_COMPARE,
  readCompareList,
  toggleCompare,
  writeCompareList,
} from "./compare-list";

const entry = (id: number): CompareEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: "Mazda",
  model: "CX-5",
  primary_image_url: null,
});
const ids = (entries: { id: number }[]) => entries.map((e) => e.id);

describe("the compare list (spec 01 §4 'Favourites / compare: toggle per car, kept in local storage')", () => {
  it("toggling adds a car at the end (the page's column order) and toggling again removes it", () => {
    const one = toggleCompare([], entry(1));
    const two = toggleCompare(one.entries, entry(2));
    expect([one.outcome, two.outcome]).toEqual(["added", "added"]);
    expect(ids(two.entries)).toEqual([1, 2]);
    const removed = toggleCompare(two.entries, entry(1));
    expect(removed).toEqual({ outcome: "removed", entries: [entry(2)] });
  });
  it(`holds at most ${MAX_COMPARE} cars: a fifth is refused and the list is left as it was`, () => {
    const full = [1, 2, 3, 4].map(entry);
    expect(MAX_COMPARE).toBe(4);
    const fifth = toggleCompare(full, entry(5));
    expect(fifth.outcome).toBe("full");
    expect(ids(fifth.entries)).toEqual([1, 2, 3, 4]);
    // A full list still lets a chosen car out.
    expect(toggleCompare(full, entry(3))).toEqual({ outcome: "removed", entries: [1, 2, 4].map(entry) });
  });
  it("is kept in local storage; a longer stored list (a hand edit) reads as its first four", () => {
    const store = memoryStore();
    writeCompareList(store, [entry(3), entry(1)]);
    expect(readCompareList(store)).toEqual([entry(3), entry(1)]);
    store.data.set(COMPARE_KEY, JSON.stringify([1, 2, 3, 4, 5, 6].map(entry)));
    expect(ids(readCompareList(store))).toEqual([1, 2, 3, 4]);
  });
  it("unreadable storage reads as an empty list", () => {
    expect(readCompareList(memoryStore({ [COMPARE_KEY]: "nope" }))).toEqual([]);
    expect(readCompareList(memoryStore({ [COMPARE_KEY]: '{"id":1}' }))).toEqual([]);
  });
  it("the compare page's address carries the cars in column order", () => {
    expect(comparePath([3, 1, 2])).toBe("/compare?ids=3,1,2");
    expect(comparePath([])).toBe("/compare");
  });
});
