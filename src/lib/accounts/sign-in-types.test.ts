import { describe, expect, it } from "vitest";
import { signInPath, signInQuery, signInReason, signInType } from "./sign-in-types";

describe("spec 02 §2 /sign-in?type={…}&redirect={target}&back={return path}", () => {
  it("knows the spec's types, spec 01's watchlist and issue 21's saved search", () => {
    for (const type of [
      "trade-in",
      "checkout",
      "finance",
      "spin-to-win",
      "online-payment",
      "car-finance",
      "my-garage",
      "watchlist",
      "saved-search",
    ]) {
      expect(signInType(type)).toBe(type);
    }
    expect(signInType("admin")).toBeNull();
    expect(signInType(["checkout"])).toBeNull();
  });

  it("reads the query leniently: unknown types and unsafe paths fall back", () => {
    expect(signInQuery({ type: "checkout", redirect: "/cars/x/checkout", back: "/cars/x" })).toEqual({
      type: "checkout",
      redirect: "/cars/x/checkout",
      back: "/cars/x",
    });
    expect(signInQuery({ type: "nope", redirect: "//evil.com", back: "https://evil.com" })).toEqual({
      type: null,
      redirect: "/",
      back: "/",
    });
    expect(signInQuery({ redirect: ["/finance", "//evil.com"] }).redirect).toBe("/finance");
  });

  it("never sends a shopper back to sign-in itself", () => {
    expect(signInQuery({ redirect: "/sign-in?redirect=/sign-in", back: "/sign-in" })).toMatchObject({
      redirect: "/",
      back: "/",
    });
  });

  it("writes the link a gated page redirects to", () => {
    expect(signInPath({ type: "checkout", redirect: "/cars/x/checkout", back: "/cars/x" })).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout&back=%2Fcars%2Fx",
    );
    expect(signInPath({ redirect: "/watchlist" })).toBe("/sign-in?redirect=%2Fwatchlist");
  });

  it("says what the shopper signs in for", () => {
    expect(signInReason("finance")).toBe("Sign in to apply for finance.");
    expect(signInReason(null)).toMatch(/no password needed/);
  });
});
