import { describe, expect, it } from "vitest";
import { LINK_HOURS, linkLifetime } from "./link-hours";

describe("issue 31 §2: a one-time staff link's lifetime", () => {
  it("an invitation lasts 24 hours and a reset one hour, and each is said so", () => {
    expect(LINK_HOURS).toEqual({ invite: 24, reset: 1 });
    expect(linkLifetime("invite")).toBe("24 hours");
    expect(linkLifetime("reset")).toBe("1 hour");
  });
});
