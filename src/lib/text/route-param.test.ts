import { describe, expect, it } from "vitest";
import { decodeRouteParam } from "./route-param";

describe("route params (brief: bad input never produces a 500)", () => {
  it("decodes percent-encoding", () => {
    expect(decodeRouteParam("2021-toyota%20hilux")).toBe("2021-toyota hilux");
  });
  it("a malformed escape is used as it came instead of throwing", () => {
    expect(decodeRouteParam("abc%")).toBe("abc%");
    expect(decodeRouteParam("%E0%A4%A")).toBe("%E0%A4%A");
  });
});
