import { describe, expect, it } from "vitest";
import { sameSecret } from "./same-secret";

describe("secrets compared (the admin token, the front's internal token: issue 16 §3)", () => {
  it("matches only the same secret", () => {
    expect(sameSecret("s3cret-token", "s3cret-token")).toBe(true);
    expect(sameSecret("s3cret-tokem", "s3cret-token")).toBe(false);
    expect(sameSecret("s3cret", "s3cret-token")).toBe(false);
  });

  it("an empty secret never matches, not even an empty one", () => {
    expect(sameSecret("", "")).toBe(false);
    expect(sameSecret("", "s3cret-token")).toBe(false);
  });
});
