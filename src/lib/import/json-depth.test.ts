import { describe, expect, it } from "vitest";
import { MAX_FEED_DEPTH, nestsDeeperThan } from "./json-depth";

const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);

describe("feed nesting depth (issue 29 item 4: a nesting bomb is refused, not a stack overflow)", () => {
  it("counts the value itself as level 1, arrays and objects alike", () => {
    expect(nestsDeeperThan(nested(MAX_FEED_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_FEED_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan([[1]], 2)).toBe(false);
    expect(nestsDeeperThan([[[1]]], 2)).toBe(true);
    expect(nestsDeeperThan("text", 0)).toBe(false);
  });

  it("walks a 50,000-level bomb inside cars without overflowing the stack", () => {
    const bundle = { cars: [{ stocknum: "1", extra: nested(50_000) }] };
    expect(nestsDeeperThan(bundle)).toBe(true);
  });
});
