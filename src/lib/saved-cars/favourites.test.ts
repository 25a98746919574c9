import { describe, expect, it, vi } from "vitest";
import { memoryStore } from "../../../test/memory-store";
import {
  FAVOURITES_KEY,
  type FavouriteEntry,
  favouriteEntry,
  MAX_FAVOURITES,
  readFavourites,
  toggleFavourite,
  writeFavourites,
} from "./favourites";

const storeWith = (stored?: string) => memoryStore(stored === undefined ? {} : { [FAVOURITES_KEY]: stored });
const entry = (id: number): FavouriteEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: "Kia",
  model: "Rio",
  primary_image_url: null,
});

describe("favourites (spec 01 §4 'toggle per car, kept in local storage', §3 favourite entry)", () => {
  it("spec 01 §4: toggling saves and then removes the car", () => {
    const once = toggleFavourite([], entry(1));
    expect(once.map((e) => e.id)).toEqual([1]);
    expect(toggleFavourite(once, entry(1))).toEqual([]);
  });
  it("spec 01 §3: the stored entry keeps id, name, slug, make, model, primary_image_url", () => {
    const store = storeWith();
    writeFavourites(store, [entry(2)]);
    expect(readFavourites(store)).toEqual([entry(2)]);
  });
  it("an unreadable stored list is treated as empty, not an error", () => {
    expect(readFavourites(storeWith("{not json"))).toEqual([]);
    expect(readFavourites(storeWith('[{"id":"x"}]'))).toEqual([]);
  });
  it("the list is capped, newest first", () => {
    let list = Array.from({ length: MAX_FAVOURITES }, (_, i) => entry(i + 1));
    list = toggleFavourite(list, entry(999));
    expect(list).toHaveLength(MAX_FAVOURITES);
    expect(list[0]!.id).toBe(999);
  });
  it("one unreadable entry is dropped without losing the rest, and a repeated car is kept once", () => {
    const stored = JSON.stringify([entry(1), { id: 2, name: 7 }, entry(3), entry(1)]);
    expect(readFavourites(storeWith(stored)).map((e) => e.id)).toEqual([1, 3]);
  });
  it("a store that refuses the write (full, or blocked) is not an error", () => {
    const store = memoryStore({}, { refuseWrites: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(() => writeFavourites(store, [entry(1)])).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(readFavourites(store)).toEqual([]);
  });
  it("spec 01 §3: a car's favourite entry has exactly the spec's fields", () => {
    const car = {
      id: 9,
      name: "2020 Kia Rio",
      slug: "kia-rio-9",
      make: "Kia",
      model: "Rio",
      primaryImageUrl: null,
    };
    expect(Object.keys(favouriteEntry({ ...car, km: 5 } as typeof car)).sort()).toEqual([
      "id",
      "make",
      "model",
      "name",
      "primary_image_url",
      "slug",
    ]);
  });
});
