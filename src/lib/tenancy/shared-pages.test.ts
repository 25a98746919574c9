import { describe, expect, it } from "vitest";
import { isSharedListingPath } from "./shared-pages";

describe("listing pages kept per URL by the front cache (issue 15 §5)", () => {
  it("are the home page, search with its entry routes, /new-used-and-demo-cars and the offers pages", () => {
    for (const path of [
      "/",
      "/search",
      "/search/toyota/hilux",
      "/search/used-cars",
      "/new-used-and-demo-cars",
      // Issue 19 item 4: the brand navigation's used-car search entry.
      "/pre-owned",
      "/special-offers",
      "/offers/toyota/low-rate-finance-on-corolla",
    ]) {
      expect(isSharedListingPath(path), path).toBe(true);
    }
  });
  it("are not car pages (Next caches those), forms, APIs or look-alike paths", () => {
    for (const path of [
      "/cars/2022-toyota-hilux-a1",
      "/contact-us",
      "/api/search",
      "/searching",
      "/search-x",
      "/pre-owned-x",
      "/special-offers-x",
      "/offersx",
      "",
    ]) {
      expect(isSharedListingPath(path), path).toBe(false);
    }
  });
});
