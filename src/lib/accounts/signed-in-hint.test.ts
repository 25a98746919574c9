import { describe, expect, it } from "vitest";
import { hasSignedInHint, readSessionAnswer } from "./signed-in-hint";

describe("the header's signed-in hint", () => {
  it("finds the hint among other cookies, and only when set to 1", () => {
    expect(hasSignedInHint("a=1; forecourt.signed_in=1; b=2")).toBe(true);
    expect(hasSignedInHint("forecourt.signed_in=1")).toBe(true);
    expect(hasSignedInHint("forecourt.signed_in=")).toBe(false);
    expect(hasSignedInHint("xforecourt.signed_in=1")).toBe(false);
    expect(hasSignedInHint("")).toBe(false);
  });

  it("reads the session answer, anything unexpected as signed out", () => {
    expect(readSessionAnswer({ signed_in: true, phone: "0412 ••• 678" })).toEqual({
      signedIn: true,
      phone: "0412 ••• 678",
    });
    expect(readSessionAnswer({ signed_in: false })).toEqual({ signedIn: false });
    expect(readSessionAnswer({ error: "x" })).toEqual({ signedIn: false });
    expect(readSessionAnswer(null)).toEqual({ signedIn: false });
  });
});
