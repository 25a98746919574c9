import { describe, expect, it } from "vitest";
import { createRng, deriveSeed, mulberry32, weightedPicker } from "./prng";

describe("mulberry32", () => {
  it("repeats the same sequence for the same seed (determinism)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) expect(a()).toBe(b());
  });

  it("gives a different sequence for a different seed", () => {
    const a = mulberry32(1);
    const b = mulberry32(2);
    const same = Array.from({ length: 20 }, () => a() === b()).filter(Boolean).length;
    expect(same).toBeLessThan(20);
  });

  it("stays within [0, 1)", () => {
    const next = mulberry32(7);
    for (let i = 0; i < 10_000; i++) {
      const x = next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe("deriveSeed", () => {
  it("gives each label its own stream and is stable", () => {
    expect(deriveSeed(1, "metro:cars")).toBe(deriveSeed(1, "metro:cars"));
    expect(deriveSeed(1, "metro:cars")).not.toBe(deriveSeed(1, "metro:offers"));
    expect(deriveSeed(1, "metro:cars")).not.toBe(deriveSeed(2, "metro:cars"));
  });
});

describe("createRng", () => {
  it("int covers both bounds inclusively and nothing outside", () => {
    const rng = createRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(1, 4));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it("sample returns distinct items from the list", () => {
    const rng = createRng(5);
    const items = ["a", "b", "c", "d", "e", "f"];
    const picked = rng.sample(items, 4);
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    for (const p of picked) expect(items).toContain(p);
    expect(rng.sample(items, 10)).toHaveLength(6);
    expect(items).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("pick refuses an empty list", () => {
    expect(() => createRng(1).pick([])).toThrow();
  });
});

describe("weightedPicker", () => {
  it("never picks a zero-weight item and follows the weights roughly", () => {
    const pick = weightedPicker(
      [
        ["never", 0],
        ["rare", 1],
        ["common", 9],
      ] as const,
      ([, w]) => w,
    );
    const rng = createRng(11);
    const counts: Record<string, number> = { never: 0, rare: 0, common: 0 };
    for (let i = 0; i < 10_000; i++) {
      const [name] = pick(rng);
      counts[name] = (counts[name] ?? 0) + 1;
    }
    expect(counts.never).toBe(0);
    expect(counts.common).toBeGreaterThan(counts.rare ?? 0);
    expect(counts.rare).toBeGreaterThan(700);
  });

  it("rejects an all-zero or empty table", () => {
    expect(() => weightedPicker([0, 0], (w) => w)).toThrow();
    expect(() => weightedPicker([], () => 1)).toThrow();
  });
});
