import { describe, expect, it } from "vitest";
import { clipText, oneLine } from "./one-line";

describe("oneLine: outside text made safe for logs, delivery errors and terminals", () => {
  it("folds lines and control characters into single spaces and drops direction overrides", () => {
    expect(oneLine("550 mailbox\r\n  unavailable\u001b[2J now")).toBe("550 mailbox unavailable [2J now");
    expect(oneLine("abc\u202edef\u2066")).toBe("abcdef");
  });

  it("clips to the limit with an ellipsis, never splitting a character", () => {
    expect(oneLine("x".repeat(10), 5)).toBe("xxxx…");
    expect(clipText("ab😀cd", 4)).toBe("ab😀…");
    expect(clipText("short", 10)).toBe("short");
  });
});
