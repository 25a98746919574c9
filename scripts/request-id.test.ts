import { describe, expect, it } from "vitest";
import { acceptedRequestId, requestIdFor } from "./request-id.mjs";

/**
 * Issue 36 item 3 (decision 0068): a request keeps the id a client or a balancer sent when it is well
 * formed, so one id follows it through every hop; anything else is replaced, so a client cannot write
 * into the logs through it.
 */
describe("the request id", () => {
  it("keeps a well-formed incoming id: a UUID, a balancer's hex id, a trace-like id", () => {
    for (const id of ["3f6c1a9e-5d2b-4c1e-9f0a-7b8c9d0e1f2a", "a1b2c3d4e5f60718", "trace:1a2b.3c_4d-5e"]) {
      expect(acceptedRequestId(id)).toBe(id);
      expect(requestIdFor(id)).toBe(id);
    }
  });

  it("replaces a missing, short, long, repeated or unsafe id with a new UUID", () => {
    const unsafe = [
      undefined,
      "",
      "short",
      "x".repeat(129),
      "a1b2c3d4e5f6, a1b2c3d4e5f6",
      "id with spaces",
      'abcdefgh"}{"level":"fatal',
      "abcdefgh\nforged line",
      ["a1b2c3d4e5f60718", "a1b2c3d4e5f60719"],
    ];
    for (const value of unsafe) {
      expect(acceptedRequestId(value)).toBeNull();
      expect(requestIdFor(value)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });

  it("makes a different id for each request that brought none", () => {
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
