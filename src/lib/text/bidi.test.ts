import { describe, expect, it } from "vitest";
import { stripBidiControls, withoutBidiControls } from "./bidi";

const CONTROLS = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
];

describe("issue 29 item 6: bidirectional controls are stripped from text a dealer reads", () => {
  it.each(CONTROLS.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))(
    "%s is stripped",
    (_, c) => {
      expect(stripBidiControls(`Jane${c}Citizen`)).toBe("JaneCitizen");
    },
  );

  it("keeps right-to-left letters, emoji and every other character", () => {
    const text = "مرحبا שלום Zoë 😀 \u200b\t\n";
    expect(stripBidiControls(text)).toBe(text);
  });

  it("cleans every string of a plain object, keys and array items included, and leaves the rest", () => {
    const when = new Date(0);
    const cleaned = withoutBidiControls({
      name: "a\u202eb",
      list: ["\u2066x\u2069", 1, null],
      nested: { "k\u200f": { deep: "\u061cy" } },
      when,
      n: 5,
      flag: true,
    });
    expect(cleaned).toEqual({
      name: "ab",
      list: ["x", 1, null],
      nested: { k: { deep: "y" } },
      when,
      n: 5,
      flag: true,
    });
    expect(cleaned.when).toBe(when);
  });
});
