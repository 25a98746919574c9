import { describe, expect, it } from "vitest";
import { successHeadline } from "./success";

describe("/success page words (spec 01 §2, spec 02 §3 'success category key')", () => {
  it("names what was sent for a category a form sends", () => {
    expect(successHeadline("Test Drive")).toBe(
      "We have received your test drive request and a member of our team will be in touch shortly.",
    );
  });

  it("never echoes unknown text from storage", () => {
    expect(successHeadline("<img src=x>")).toContain("your details");
    expect(successHeadline(null)).toContain("your details");
  });
});

describe("issue 16 item 2: a stored category that names what every object inherits", () => {
  it.each(["constructor", "toString", "__proto__"])("%s is not a known category", (category) => {
    expect(successHeadline(category)).toBe(
      "We have received your details and a member of our team will be in touch shortly.",
    );
  });
});
