import { describe, expect, it } from "vitest";
import { hasLoneSurrogate, toWellFormedText } from "./well-formed";

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
