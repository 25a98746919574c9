import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_FEED, leadFeedQuerySchema, MAX_LEAD_FEED } from "./lead-feed-query";

/** Issue 31 §7: the leads API's query, every parameter checked with a reason. */
const parse = (query: Record<string, string>) => leadFeedQuerySchema.safeParse(query);
const reasons = (query: Record<string, string>) => {
  const result = parse(query);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join(".") || "(query)", i.message]));
};

describe("issue 31 §7: the leads API's query", () => {
  it("nothing asked: the newest 100", () => {
    expect(parse({})).toEqual({ success: true, data: { limit: DEFAULT_LEAD_FEED } });
  });

  it("since is a moment with its zone; status one or several; limit up to the cap; after a lead's id", () => {
    const result = parse({
      since: "2026-11-20T09:00:00+11:00",
      status: "new, contacted,new",
      limit: "500",
      after: "0b7c2f3e-1d2a-4b5c-8d9e-0f1a2b3c4d5e",
    });
    expect(result.data).toEqual({
      since: new Date("2026-11-19T22:00:00Z"),
      status: ["new", "contacted"],
      limit: MAX_LEAD_FEED,
      after: "0b7c2f3e-1d2a-4b5c-8d9e-0f1a2b3c4d5e",
    });
  });

  it("each mistake is named with its reason", () => {
    expect(reasons({ since: "2026-11-20", status: "won", limit: "501", after: "1" })).toEqual({
      since:
        "must be a date and time with its zone, such as 2026-11-20T09:00:00+11:00 or 2026-11-19T22:00:00Z",
      "status.0": "must be one or more of new, contacted, appointment, sold, lost",
      limit: "must be at most 500",
      after: "must be the `next` of the page before",
    });
    expect(reasons({ since: "2026-02-30T00:00:00Z" })).toHaveProperty("since");
    expect(reasons({ limit: "0" })).toEqual({ limit: "must be at least 1" });
    expect(reasons({ limit: "2.5" })).toEqual({ limit: "must be a whole number" });
    expect(reasons({ limit: "lots" })).toEqual({ limit: "must be a number" });
  });

  it("an unknown parameter is refused, not ignored (a typo must not answer every lead)", () => {
    expect(parse({ stauts: "new" }).success).toBe(false);
  });
});
