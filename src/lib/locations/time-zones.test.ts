import { describe, expect, it } from "vitest";
import { openingTimeZone, siteTimeZone, stateTimeZone } from "./time-zones";

const PERTH_ZONE = "Australia/Perth";
const SYDNEY_ZONE = "Australia/Sydney";

describe("the zone the hours are written in (decision 0013)", () => {
  it("is the location's state's zone, whatever its case; Perth (the spec's) when unknown", () => {
    expect(openingTimeZone("NSW")).toBe(SYDNEY_ZONE);
    expect(openingTimeZone("act")).toBe(SYDNEY_ZONE);
    expect(openingTimeZone("qld")).toBe("Australia/Brisbane");
    expect(openingTimeZone(" Wa ")).toBe(PERTH_ZONE);
    expect(openingTimeZone(null)).toBe(PERTH_ZONE);
    expect(openingTimeZone("Auckland")).toBe(PERTH_ZONE);
  });
});

describe("a site's zone, for a rule checked before the shopper picks a location (spec 01 §5 test drive time)", () => {
  it("is the zone most of its locations keep; the first of them on a tie", () => {
    expect(siteTimeZone(["WA", "wa", "NSW"])).toBe(PERTH_ZONE);
    expect(siteTimeZone(["NSW", "WA"])).toBe(SYDNEY_ZONE);
    expect(siteTimeZone([null, "Auckland", "vic"])).toBe("Australia/Melbourne");
  });
  it("is null when no location has a known state", () => {
    expect(siteTimeZone([])).toBeNull();
    expect(siteTimeZone([null, undefined, "  "])).toBeNull();
  });
  it("an unknown state has no zone of its own", () => {
    expect(stateTimeZone("Auckland")).toBeNull();
    expect(stateTimeZone(" Tas ")).toBe("Australia/Hobart");
  });
});

describe("issue 16 item 2: a feed's state that names what every object inherits", () => {
  it.each(["constructor", "__proto__", "toString"])("%s has no time zone", (state) => {
    expect(stateTimeZone(state)).toBeNull();
  });
});
