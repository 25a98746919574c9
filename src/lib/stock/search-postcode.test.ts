import { describe, expect, it } from "vitest";
import { POSTCODE_FORMAT_MESSAGE, POSTCODE_UNKNOWN_MESSAGE } from "../locations/distance";
import { nearPostcode, parseSearchParams, typedPostcode } from "../search/search-params";

const PARRAMATTA = { latitude: -33.81, longitude: 151.0 };
const lookup = (postcode: string) => (postcode === "2150" ? PARRAMATTA : null);
const near = (query: string) => nearPostcode(parseSearchParams(new URLSearchParams(query)), lookup);

describe("cars near me (issue 17 item 5; spec 02 §8 'Invalid postcode' messages)", () => {
  it("a known postcode orders the search from its point and stays in the search", () => {
    const answer = near("postcode=2150&sortBy=price_asc");
    expect(answer).toMatchObject({ near: PARRAMATTA, error: null });
    expect(answer.state.postcode).toBe("2150");
    expect(answer.state.sortBy).toBe("price_asc");
  });

  it.each([
    ["postcode=215", POSTCODE_FORMAT_MESSAGE],
    ["postcode=21500", POSTCODE_FORMAT_MESSAGE],
    ["postcode=abcd", POSTCODE_FORMAT_MESSAGE],
    ["postcode=0000", POSTCODE_UNKNOWN_MESSAGE],
  ])("%s: the spec's message, and the search goes on without the postcode", (query, message) => {
    const answer = near(query);
    expect(answer.error).toBe(message);
    expect(answer.near).toBeNull();
    expect(answer.state.postcode).toBeUndefined();
  });

  it("no postcode: no point and no message", () => {
    expect(near("")).toMatchObject({ near: null, error: null });
    expect(near("postcode=%20")).toMatchObject({ near: null, error: null });
  });

  it("the field shows what was typed, trimmed and cut to 20 characters", () => {
    expect(typedPostcode(" 215 ")).toBe("215");
    expect(typedPostcode(["2150", "3000"])).toBe("2150");
    expect(typedPostcode("x".repeat(50))).toHaveLength(20);
    expect(typedPostcode(undefined)).toBe("");
  });
});
