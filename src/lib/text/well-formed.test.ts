import { describe, expect, it } from "vitest";
import { hasLoneSurrogate, storableJson, toWellFormedText } from "./well-formed";

describe("issue 16 item 2: lone UTF-16 surrogates become U+FFFD, so the text can be stored", () => {
  it.each([
    ["Ada\uD800", "Ada\uFFFD"],
    ["\uDC00 hi", "\uFFFD hi"],
    ["a\uDC00\uD800b", "a\uFFFD\uFFFDb"],
    // A high surrogate at the end, after a complete pair.
    ["😀\uD83D", "😀\uFFFD"],
  ])("%j → %j", (input, output) => {
    expect(hasLoneSurrogate(input)).toBe(true);
    expect(toWellFormedText(input)).toBe(output);
    expect(hasLoneSurrogate(output)).toBe(false);
  });

  it("leaves well-formed text alone, pairs (emoji) included", () => {
    for (const text of ["", "plain", "😀 Großes Auto 🚗", "\uFFFD"]) {
      expect(hasLoneSurrogate(text)).toBe(false);
      expect(toWellFormedText(text)).toBe(text);
    }
  });
});

describe("decision 0052: a report about malformed input can itself be stored (jsonb takes no lone surrogate, no NUL)", () => {
  it("mends every string, keys included, at any depth; leaves the rest as it was", () => {
    const report = {
      issues: [{ field: "locations\uDBFF", message: "unknown section" }],
      note: "a\u0000b",
      nested: { "\uDC00key": ["😀", 3, null, true] },
    };
    expect(storableJson(report)).toEqual({
      issues: [{ field: "locations\uFFFD", message: "unknown section" }],
      note: "a\uFFFDb",
      nested: { "\uFFFDkey": ["😀", 3, null, true] },
    });
    const clean = { a: ["b", { c: 1 }] };
    expect(storableJson(clean)).toEqual(clean);
    expect(storableJson(null)).toBeNull();
  });
});
