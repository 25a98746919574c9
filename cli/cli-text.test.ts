import { describe, expect, it } from "vitest";
import { printable } from "./cli-text";

describe("printable: shopper text as `forecourt leads show` and `leads list` print it", () => {
  it("control characters that could start a terminal escape become U+FFFD", () => {
    expect(printable("a\u001b[2Jb\u0007")).toBe("a\uFFFD[2Jb\uFFFD");
    expect(printable("one\ntwo\r\n")).toBe("one two ");
    expect(printable("one\ntwo", { multiline: true })).toBe("one\ntwo");
  });

  it("issue 29 item 6: bidirectional controls are dropped, so a name cannot read as something else", () => {
    expect(printable("Jane\u202eCitizen\u2066x\u2069\u200e\u200f\u061c")).toBe("JaneCitizenx");
    expect(printable("line\u202a one\nline two\u202c", { multiline: true })).toBe("line one\nline two");
  });
});
