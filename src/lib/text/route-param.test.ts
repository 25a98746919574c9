import { describe, expect, it } from "vitest";
import { decodeRouteParam, isDecodablePath, tryDecodeURIComponent } from "./route-param";

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
