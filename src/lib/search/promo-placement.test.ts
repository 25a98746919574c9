import { describe, expect, it } from "vitest";
import { activePromos, type PlacedItem, type PromoNode, placePromos } from "./promo-placement";

const promo = (over: Partial<PromoNode> & { id: number }): PromoNode => ({
  position: 8,
  display: [],
  strictDisplay: false,
  start: null,
  expiry: null,
  node: { title: `Promo ${over.id}` },
  ...over,
});

// Spec 02 §4 example window: 2025-07-01 to 2025-07-24, +10:00.
const windowed = promo({ id: 1, start: "2025-07-01T00:00:00+10:00", expiry: "2025-07-24T00:00:00+10:00" });
const ids = (promos: PromoNode[]) => promos.map((p) => p.id);
const at = (iso: string) => ({ now: new Date(iso), carTypes: [] });

describe("promo date window (spec 02 §4 'shown only between a start and expiry date')", () => {
  it("spec 02 §4 promotional cards: hidden before the start, shown from the start instant (inclusive)", () => {
    expect(activePromos([windowed], at("2025-06-30T13:59:59.999Z"))).toEqual([]);
    expect(ids(activePromos([windowed], at("2025-06-30T14:00:00.000Z")))).toEqual([1]);
  });
  it("spec 02 §4 promotional cards: shown until the expiry instant, hidden from it (exclusive)", () => {
    expect(ids(activePromos([windowed], at("2025-07-23T13:59:59.999Z")))).toEqual([1]);
    expect(activePromos([windowed], at("2025-07-23T14:00:00.000Z"))).toEqual([]);
  });
  it("spec 02 §4 promotional cards: a null start or expiry leaves that side of the window open", () => {
    const open = [
      promo({ id: 2, expiry: "2025-07-24T00:00:00+10:00" }),
      promo({ id: 3, start: "2025-07-01" }),
    ];
    expect(ids(activePromos(open, at("2020-01-01T00:00:00Z")))).toEqual([2]);
    expect(ids(activePromos(open, at("2030-01-01T00:00:00Z")))).toEqual([3]);
  });
  it("spec 02 §4 promotional cards: a window date that does not parse hides the promo", () => {
    expect(activePromos([promo({ id: 4, expiry: "soon" })], at("2025-07-10T00:00:00Z"))).toEqual([]);
    expect(activePromos([promo({ id: 5, start: "" })], at("2025-07-10T00:00:00Z"))).toEqual([]);
  });
});

describe("promo car-type display (spec 02 §4 'by car type; strictDisplay restricts them to the listed types')", () => {
  const now = new Date("2025-07-10T00:00:00Z");
  const everyone = promo({ id: 1, display: [] });
  const usedLoose = promo({ id: 2, display: ["used"] });
  const usedStrict = promo({ id: 3, display: ["used"], strictDisplay: true });
  const newDemoStrict = promo({ id: 4, display: ["new", "demo"], strictDisplay: true });
  const all = [everyone, usedLoose, usedStrict, newDemoStrict];
  const shown = (carTypes: string[]) => ids(activePromos(all, { now, carTypes }));

  it("spec 02 §4 promotional cards: an empty display list is for every car type, strict or not", () => {
    expect(shown(["new"])).toContain(1);
    expect(ids(activePromos([promo({ id: 9, strictDisplay: true })], { now, carTypes: [] }))).toEqual([9]);
  });
  it("spec 02 §4 promotional cards: a non-strict promo shows when no car type is refined", () => {
    expect(shown([])).toEqual([1, 2]);
  });
  it("spec 02 §4 promotional cards: a non-strict promo shows when any refined car type is listed", () => {
    expect(shown(["new", "used"])).toContain(2);
    expect(shown(["new"])).not.toContain(2);
  });
  it("spec 02 §4 strictDisplay: shown only when every refined car type is listed", () => {
    expect(shown(["used"])).toEqual([1, 2, 3]);
    expect(shown(["new", "used"])).not.toContain(3);
    expect(shown(["new", "demo"])).toEqual([1, 4]);
    expect(shown(["demo"])).toEqual([1, 4]);
  });
  it("spec 02 §4 strictDisplay: not shown when no car type is refined (the results may hold other types)", () => {
    expect(shown([])).not.toContain(3);
    expect(shown([])).not.toContain(4);
  });
  it("spec 02 §4 promotional cards: car types compare case-insensitively", () => {
    expect(
      ids(
        activePromos([promo({ id: 5, display: ["Used"], strictDisplay: true })], { now, carTypes: ["used"] }),
      ),
    ).toEqual([5]);
  });
  it("spec 02 §4 promotional cards: active promos come back in position order", () => {
    const mixed = [
      promo({ id: 1, position: 17 }),
      promo({ id: 2, position: 8 }),
      promo({ id: 3, position: 3 }),
    ];
    expect(ids(activePromos(mixed, { now, carTypes: [] }))).toEqual([3, 2, 1]);
  });
});

/** The mixed list as a compact picture: car numbers and `P<id>` for promos. */
const picture = (items: PlacedItem<number>[]) =>
  items.map((item) => (item.kind === "car" ? item.car : `P${item.promo.id}`));
const cars = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("promo placement (spec 02 §4 'Card promo positions are 8 and 17')", () => {
  const p8 = promo({ id: 1, position: 8 });
  const p17 = promo({ id: 2, position: 17 });

  it("spec 02 §4 promo positions 8 and 17: promos are the 8th and 17th items of the mixed list", () => {
    const out = placePromos(cars(21), [p17, p8]);
    expect(out).toHaveLength(23);
    expect(out[7]).toEqual({ kind: "promo", promo: p8 });
    expect(out[16]).toEqual({ kind: "promo", promo: p17 });
    expect(picture(out).filter((x) => typeof x === "number")).toEqual(cars(21));
  });
  it("spec 02 §4 promo positions: a slot's exact-position promo is never taken by an earlier slot's fallback", () => {
    const late = promo({ id: 3, position: 30 });
    const out = picture(placePromos(cars(20), [late, p17], [8, 17]));
    expect(out[7]).toBe("P3");
    expect(out[16]).toBe("P2");
  });
  it("spec 02 §4 promo positions: without an exact match a slot takes the next unused promo in position order", () => {
    const a = promo({ id: 3, position: 30 });
    const b = promo({ id: 4, position: 2 });
    const out = picture(placePromos(cars(20), [a, b]));
    expect([out[7], out[16]]).toEqual(["P4", "P3"]);
  });
  it("spec 02 §4 promo positions: more slots than promos leaves the extra slots to cars", () => {
    const out = picture(placePromos(cars(20), [p17]));
    expect(out.filter((x) => typeof x === "string")).toEqual(["P2"]);
    expect(out[16]).toBe("P2");
    expect(out[7]).toBe(8);
  });
  it("spec 02 §4 promo positions: other sites' positions (6, 9, 4) are slots too, in any order", () => {
    const promos = [1, 2, 3].map((id) => promo({ id, position: 100 + id }));
    const out = picture(placePromos(cars(10), promos, [6, 9, 4]));
    expect([out[3], out[5], out[8]]).toEqual(["P1", "P2", "P3"]);
  });
  it("spec 02 §4 promo positions: a slot beyond the end of a short page is not filled", () => {
    expect(picture(placePromos(cars(7), [p8, p17]))).toEqual(cars(7));
    expect(picture(placePromos(cars(10), [p8, p17]))).toEqual([1, 2, 3, 4, 5, 6, 7, "P1", 8, 9, 10]);
    expect(placePromos([], [p8, p17])).toEqual([]);
  });
  it("spec 02 §4 promo positions: a promo at slot 8 needs a car after it (8 cars fill it, 7 do not)", () => {
    expect(picture(placePromos(cars(8), [p8]))).toEqual([1, 2, 3, 4, 5, 6, 7, "P1", 8]);
  });
  it("spec 02 §4 promo positions: no promos leaves the cars as they were", () => {
    expect(picture(placePromos(cars(20), []))).toEqual(cars(20));
  });
});
