import { describe, expect, it } from "vitest";
import {
  linkedQueryParams,
  nextVisitedPages,
  parseLinkedParams,
  parseVisitedPages,
  VISITED_PAGES_LIMIT,
} from "./visit-trail";

describe("lead_attributes trail (spec 01 §7 visited_pages, linked_query_params)", () => {
  it("adds each page once; a reload is not a new visit", () => {
    expect(nextVisitedPages([], "/search")).toEqual(["/search"]);
    expect(nextVisitedPages(["/search"], "/search")).toEqual(["/search"]);
    expect(nextVisitedPages(["/search"], "/cars/a")).toEqual(["/search", "/cars/a"]);
  });

  it("keeps the latest pages within what the lead API accepts", () => {
    let trail: string[] = [];
    for (let i = 0; i < 30; i += 1) trail = nextVisitedPages(trail, `/p/${i}`);
    expect(trail).toHaveLength(VISITED_PAGES_LIMIT);
    expect(trail[0]).toBe("/p/10");
  });

  it("only this site's paths: a full URL or protocol-relative path is not recorded", () => {
    expect(nextVisitedPages([], "https://evil.example/")).toEqual([]);
    expect(nextVisitedPages([], "//evil.example/")).toEqual([]);
  });

  it("keeps campaign tags and click ids, first value of each, and nothing else", () => {
    expect(
      linkedQueryParams("?utm_source=google&utm_campaign=ranger&gclid=abc&make=ford&utm_source=bing"),
    ).toEqual({
      utm_source: "google",
      utm_campaign: "ranger",
      gclid: "abc",
    });
  });

  it("reads stored values forgivingly", () => {
    expect(parseVisitedPages('["/a", 3, "https://x", "/b"]')).toEqual(["/a", "/b"]);
    expect(parseVisitedPages("nope")).toEqual([]);
    expect(parseLinkedParams('{"utm_source":"fb","other":"x","gclid":7}')).toEqual({ utm_source: "fb" });
    expect(parseLinkedParams("[]")).toEqual({});
  });
});
