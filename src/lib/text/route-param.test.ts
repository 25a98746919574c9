import { describe, expect, it } from "vitest";
import {
  decodeRouteParam,
  isDecodablePath,
  pathRefusal,
  queryRefusal,
  tryDecodeURIComponent,
} from "./route-param";

describe("route params (brief: bad input never produces a 500)", () => {
  it("decodes percent-encoding", () => {
    expect(decodeRouteParam("2021-toyota%20hilux")).toBe("2021-toyota hilux");
  });
  it("a malformed escape is used as it came instead of throwing", () => {
    expect(decodeRouteParam("abc%")).toBe("abc%");
    expect(decodeRouteParam("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("issue 16 item 2: a path with bad %-encoding is known before Next's router throws on it", () => {
  it.each([
    "/%ZZ",
    "/cars/%E0%A4",
    "/search/%",
    "/search/toyota%2",
    "/cars/%C0%80",
    // UTF-8 for a lone surrogate (U+D800) is not UTF-8.
    "/cars/%ED%A0%80",
    "/api/cars/%FF/disclaimer",
  ])("%s does not decode", (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });

  it.each(["/", "/search/toyota", "/cars/2021-toyota%20hilux", "/search/%E2%82%AC", "/a%2Fb", "/%25ZZ"])(
    "%s decodes",
    (path) => {
      expect(isDecodablePath(path)).toBe(true);
    },
  );

  it("tryDecodeURIComponent answers null instead of throwing", () => {
    expect(tryDecodeURIComponent("%E2%82%AC")).toBe("€");
    expect(tryDecodeURIComponent("%E0%A4")).toBeNull();
  });
});

describe("issue 29 item 2: a NUL in a path or a query is refused before any handler (PostgreSQL cannot take it)", () => {
  it.each([
    "/blog/news/%00",
    "/blog/news/a%00b",
    "/offers/%00",
    "/cars/%00/view.json",
    "/admin/api/reservations/%00",
  ])("%s is refused for its NUL", (path) => {
    expect(pathRefusal(path)).toBe("nul");
  });

  it.each(["/admin/api/reservations/%zz", "/admin/api/reservations/%E0%A4%A", "/cars/%E0%A4"])(
    "%s is refused as undecodable (issue 29 item 3: the admin API too)",
    (path) => {
      expect(pathRefusal(path)).toBe("undecodable");
    },
  );

  it.each(["/", "/blog/news/hello", "/search/%E2%82%AC", "/%2500", "/a%2Fb"])("%s passes", (path) => {
    expect(pathRefusal(path)).toBeNull();
  });

  it.each(["?query=%00", "query=a%00b", "?%00=x", "?a=1&b=%00", "?q=%00%ZZ"])(
    "query %s is refused",
    (query) => {
      expect(queryRefusal(query)).toBe("nul");
    },
  );

  it.each(["", "?", "?query=toyota", "?q=%2500", "?a=%E0%A4&b=%", "?query=%ZZ"])(
    "query %j passes",
    (query) => {
      expect(queryRefusal(query)).toBeNull();
    },
  );

  it("a route param never hands a NUL on: it becomes U+FFFD, which names nothing", () => {
    expect(decodeRouteParam("a%00b")).toBe("a\uFFFDb");
    expect(decodeRouteParam("a\u0000b")).toBe("a\uFFFDb");
    expect(decodeRouteParam("%00%")).toBe("%00%");
  });
});
