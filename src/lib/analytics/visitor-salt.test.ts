import { describe, expect, it } from "vitest";
import { addDays, dayRange, daysBetween, localDay } from "./calendar";
import { endedSaltDays, saltDay, visitorHashInput } from "./visitor-salt";

describe("the visitor salt rotates daily on the site's clock (issue 33 §2, decision 0061)", () => {
  it("an event's salt is the site's local day, so the day turns at the site's midnight, not UTC's", () => {
    // 23:30 UTC on 19 Nov is 10:30 on the 20th in Sydney (AEDT) and 07:30 on the 20th in Perth.
    const at = new Date("2026-11-19T23:30:00Z");
    expect(saltDay(at, "Australia/Sydney")).toBe("2026-11-20");
    expect(saltDay(at, "Australia/Perth")).toBe("2026-11-20");
    // 15:30 UTC is 02:30 on the 20th in Sydney but still 23:30 on the 19th in Perth.
    const late = new Date("2026-11-19T15:30:00Z");
    expect(saltDay(late, "Australia/Sydney")).toBe("2026-11-20");
    expect(saltDay(late, "Australia/Perth")).toBe("2026-11-19");
  });

  it("yesterday's salt is to be deleted as soon as the site's day has turned, today's kept", () => {
    const days = ["2026-11-18", "2026-11-19", "2026-11-20"];
    // One minute before Perth's midnight: the 19th is still Perth's today.
    expect(endedSaltDays(days, new Date("2026-11-19T15:59:00Z"), "Australia/Perth")).toEqual(["2026-11-18"]);
    // One minute after it, the 19th's salt must go.
    expect(endedSaltDays(days, new Date("2026-11-19T16:01:00Z"), "Australia/Perth")).toEqual([
      "2026-11-18",
      "2026-11-19",
    ]);
  });

  it("the hash input joins salt, site, address and agent, and an agent's line break cannot forge a part", () => {
    expect(visitorHashInput("s", 7, "203.0.113.9", "Mozilla/5.0")).toBe("s\n7\n203.0.113.9\nMozilla/5.0");
    expect(visitorHashInput("s", 7, "1.2.3.4", "a\nb")).toBe("s\n7\n1.2.3.4\na b");
  });
});

describe("site-local days", () => {
  it("adds days across months and years, and lists a range", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-29", "2026-12-02")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(daysBetween("2026-12-02", "2026-12-01")).toEqual([]);
    expect(localDay(new Date("2026-06-30T14:00:00Z"), "Australia/Brisbane")).toBe("2026-07-01");
  });

  it("a day runs from the site's midnight to the next, 23 or 25 hours long where daylight saving turns", () => {
    expect(dayRange("2026-11-20", "Australia/Brisbane")).toEqual({
      start: new Date("2026-11-19T14:00:00Z"),
      end: new Date("2026-11-20T14:00:00Z"),
    });
    const spring = dayRange("2026-10-04", "Australia/Sydney");
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
  });
});
