import { describe, expect, it } from "vitest";
import { isStale, parseTimestamp, viewRequestSchema } from "./view-request";

const live = {
  status: "in_stock",
  reserved: false,
  price: 45_990,
  offer_price: null,
  photos_count: 12,
  updated_at: "2026-11-20T01:00:00.000Z",
};

describe("view.json parameters (spec 01 §7)", () => {
  it("spec 01 §7: photos_count, updated_at and website_id are read from the query string", () => {
    expect(
      viewRequestSchema.parse({ photos_count: "12", updated_at: "2026-11-20T01:00:00Z", website_id: "3" }),
    ).toEqual({ photos_count: 12, updated_at: "2026-11-20T01:00:00Z", website_id: 3 });
  });
  it("spec 01 §7 / brief 'bad input gets a clear error': malformed values are refused with a reason", () => {
    const result = viewRequestSchema.safeParse({
      photos_count: "-1",
      updated_at: "yesterday",
      website_id: "x",
    });
    expect(result.success).toBe(false);
    const keys = result.error?.issues.map((i) => i.path[0]);
    expect(keys).toEqual(expect.arrayContaining(["photos_count", "updated_at", "website_id"]));
  });
  it("spec 01 §7: a missing parameter is an error, not a default", () => {
    expect(viewRequestSchema.safeParse({ photos_count: "1", website_id: "1" }).success).toBe(false);
  });
  it("updated_at may be ISO or Unix seconds or milliseconds", () => {
    const ms = Date.parse("2026-11-20T01:00:00Z");
    expect(parseTimestamp("2026-11-20T01:00:00Z")).toBe(ms);
    expect(parseTimestamp(String(ms / 1000))).toBe(ms);
    expect(parseTimestamp(String(ms))).toBe(ms);
    expect(parseTimestamp("20 Nov")).toBeNaN();
  });
  it("spec 01 §7 car_fields: a page rendered from the current car is not stale; a newer record or other photos are", () => {
    expect(isStale({ photos_count: 12, updated_at: live.updated_at }, live)).toBe(false);
    expect(isStale({ photos_count: 11, updated_at: live.updated_at }, live)).toBe(true);
    expect(isStale({ photos_count: 12, updated_at: "2026-11-19T00:00:00Z" }, live)).toBe(true);
  });
});
