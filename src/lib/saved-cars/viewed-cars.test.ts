import { describe, expect, it } from "vitest";
import { memoryStore } from "../../../test/memory-store";
import { testCar } from "../../../test/test-car";
import {
  MAX_VIEWED,
  readViewedCars,
  recordView,
  VIEWED_KEY,
  type ViewedEntry,
  viewedEntry,
  writeViewedCars,
} from "./viewed-cars";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
const view = (id: number, minute = 0) => viewedEntry(testCar({ id, slug: `car-${id}` }), at(minute));
const ids = (entries: ViewedEntry[]) => entries.map((e) => e.id);

describe("viewed cars (spec 01 §3 'Viewed-car entry (stored locally)')", () => {
  it("spec 01 §3: an entry keeps the spec's id, stocknum, make, model, body and simple_body", () => {
    const entry = viewedEntry(testCar({ body: "Cab Chassis", simpleBody: "Ute" }), at(5));
    expect(entry).toMatchObject({
      id: 42,
      stocknum: "U1234",
      make: "Toyota",
      model: "HiLux",
      body: "Cab Chassis",
      simple_body: "Ute",
    });
    // …plus the way back to the car and when it was viewed.
    expect(entry).toMatchObject({ slug: "2021-toyota-hilux-sr5-42", name: "2021 Toyota HiLux SR5" });
    expect(entry.viewed_at).toBe("2026-11-20T09:05:00.000Z");
  });
  it("newest first, and a car viewed again moves to the front once, with its new time", () => {
    let list: ViewedEntry[] = [];
    list = recordView(list, view(1, 1));
    list = recordView(list, view(2, 2));
    list = recordView(list, view(3, 3));
    expect(ids(list)).toEqual([3, 2, 1]);
    list = recordView(list, view(1, 4));
    expect(ids(list)).toEqual([1, 3, 2]);
    expect(list[0]!.viewed_at).toBe(at(4).toISOString());
  });
  it(`is capped at ${MAX_VIEWED}: the oldest view falls off`, () => {
    let list: ViewedEntry[] = [];
    for (let id = 1; id <= MAX_VIEWED + 3; id++) list = recordView(list, view(id));
    expect(list).toHaveLength(MAX_VIEWED);
    expect(list[0]!.id).toBe(MAX_VIEWED + 3);
    expect(list.at(-1)!.id).toBe(4);
  });
  it("is kept in local storage; unreadable entries are dropped and a repeated car read once", () => {
    const store = memoryStore();
    writeViewedCars(store, [view(2), view(1)]);
    expect(ids(readViewedCars(store))).toEqual([2, 1]);
    store.data.set(
      VIEWED_KEY,
      JSON.stringify([view(5), { ...view(6), viewed_at: "yesterday" }, { ...view(7), id: -7 }, view(5)]),
    );
    expect(ids(readViewedCars(store))).toEqual([5]);
    store.data.set(VIEWED_KEY, "][");
    expect(readViewedCars(store)).toEqual([]);
  });
});
