import { describe, expect, it } from "vitest";
import {
  FAVOURITES_KEY,
  type FavouriteEntry,
  MAX_FAVOURITES,
  readFavourites,
  toggleFavourite,
  writeFavourites,
} from "./favourites";

function memoryStore(initial?: string) {
  const data = new Map<string, string>(initial ? [[FAVOURITES_KEY, initial]] : []);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}
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
    const store = memoryStore();
    writeFavourites(store, [entry(2)]);
    expect(readFavourites(store)).toEqual([entry(2)]);
  });
  it("an unreadable stored list is treated as empty, not an error", () => {
    expect(readFavourites(memoryStore("{not json"))).toEqual([]);
    expect(readFavourites(memoryStore('[{"id":"x"}]'))).toEqual([]);
  });
  it("the list is capped, newest first", () => {
    let list = Array.from({ length: MAX_FAVOURITES }, (_, i) => entry(i + 1));
    list = toggleFavourite(list, entry(999));
    expect(list).toHaveLength(MAX_FAVOURITES);
    expect(list[0]!.id).toBe(999);
  });
});
