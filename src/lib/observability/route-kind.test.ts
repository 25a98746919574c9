import { describe, expect, it } from "vitest";
import { routeKindOf, siteInPath } from "./route-kind";

/**
 * Issue 36 item 3 (decision 0068): every request is labelled with one of a few route kinds, so the
 * request metrics stay a handful of series and a log reader can filter a shopper's pages from the
 * operator's probes.
 */
describe("routeKindOf", () => {
  it("tells a shopper's pages from a site's API on a dealer's host", () => {
    expect(routeKindOf("/", false)).toBe("page");
    expect(routeKindOf("/cars/2021-toyota-corolla-k1", false)).toBe("page");
    expect(routeKindOf("/api/leads", false)).toBe("site-api");
    expect(routeKindOf("/api", false)).toBe("site-api");
    expect(routeKindOf("/apis-and-more", false)).toBe("page");
  });

  it("puts the console's pages and API apart on the console's host", () => {
    expect(routeKindOf("/sites/harbour/leads", true)).toBe("console");
    expect(routeKindOf("/api/sites/harbour/stock/K1/photos", true)).toBe("console-api");
  });

  it("names the admin API, photos, built assets and the operator's endpoints on any host", () => {
    for (const onConsole of [false, true]) {
      expect(routeKindOf("/admin/api/import", onConsole)).toBe("admin-api");
      expect(routeKindOf("/media/cars/k1.jpg", onConsole)).toBe("media");
      expect(routeKindOf("/_next/static/chunks/main.js", onConsole)).toBe("asset");
      expect(routeKindOf("/favicon.ico", onConsole)).toBe("asset");
      for (const ops of [
        "/api/health",
        "/api/ready",
        "/metrics",
        "/api/openapi.json",
        "/api/internal/site-versions",
      ]) {
        expect(routeKindOf(ops, onConsole), ops).toBe("ops");
      }
    }
  });
});

describe("siteInPath", () => {
  it("reads the site a console or admin request names in its path", () => {
    expect(siteInPath("/sites/harbour/leads", "console")).toBe("harbour");
    expect(siteInPath("/api/sites/harbour/stock/K1/photos", "console-api")).toBe("harbour");
    expect(siteInPath("/admin/api/sites/metro-motor-group/leads", "admin-api")).toBe("metro-motor-group");
    expect(siteInPath("/sites/harbour", "console")).toBe("harbour");
  });

  it("is null where the path names no site, and for a shopper's request (its host names the site)", () => {
    expect(siteInPath("/admin/api/import", "admin-api")).toBeNull();
    expect(siteInPath("/sites", "console")).toBeNull();
    expect(siteInPath("/sites/harbour/leads", "page")).toBeNull();
    expect(siteInPath("/sites/Not A Slug/x", "console")).toBeNull();
  });
});
