import { describe, expect, it } from "vitest";
import { isThemeColour, isThemeLength } from "./theme-values";

describe("issue 16 §7: theme tokens are colours and lengths, not free strings", () => {
  it("takes the colours templates and dealers use", () => {
    for (const colour of [
      "#fff",
      "#1D4ED8",
      "#1d4ed8cc",
      "rgb(29, 78, 216)",
      "rgba(0 0 0 / 50%)",
      "hsl(220deg 75% 48%)",
      "oklch(0.62 0.19 259)",
    ]) {
      expect(isThemeColour(colour), colour).toBe(true);
    }
  });

  it("refuses anything that could carry more than a colour into a style attribute", () => {
    for (const value of [
      'red;}</style><script>"',
      "url(https://evil.example/x.png)",
      "expression(alert(1))",
      "#12345",
      "var(--x)",
      "red",
      `#${"f".repeat(70)}`,
      "rgb(1,2,3);background:url(x)",
    ]) {
      expect(isThemeColour(value), value).toBe(false);
    }
  });

  it("takes a radius as a plain length only", () => {
    for (const length of ["0", "4px", "0.5rem", "1.25em"]) expect(isThemeLength(length), length).toBe(true);
    for (const value of ["calc(1px + 2px)", "5", "-1px", "1px;color:red", "9999999px"]) {
      expect(isThemeLength(value), value).toBe(false);
    }
  });
});
