import { describe, expect, it } from "vitest";
import {
  daysInStock,
  formatMinutes,
  isSlowMover,
  leadsByKind,
  leadsBySource,
  percentChange,
  share,
  slowMoverMaxViews,
  viewsPerLead,
} from "./report";

describe("issue 33 item 3: the report's rules", () => {
  it("leads by kind use the inbox's kinds, most first, with the previous period beside them", () => {
    expect(
      leadsByKind(
        [
          { category: "Vehicle Enquiry", leads: 3 },
          { category: "Test Drive", leads: 5 },
          { category: "Something new", leads: 1 },
        ],
        [{ category: "Vehicle Enquiry", leads: 4 }],
      ).map((r) => [r.key, r.leads, r.previous]),
    ).toEqual([
      ["test-drive", 5, 0],
      ["vehicle-enquiry", 3, 4],
      ["other", 1, 0],
    ]);
  });

  it("leads by source as stored; a source with none in either period is left out", () => {
    expect(
      leadsBySource(
        [
          { source: "Website", leads: 2 },
          { source: "Idle", leads: 0 },
        ],
        [{ source: "carsales", leads: 1 }],
      ),
    ).toEqual([
      { key: "Website", label: "Website", leads: 2, previous: 0 },
      { key: "carsales", label: "carsales", leads: 0, previous: 1 },
    ]);
  });

  it("a change against nothing is not a percentage", () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(3, 0)).toBeNull();
    expect(share(1, 3)).toBe(33.3);
    expect(share(1, 0)).toBeNull();
  });

  it("views per lead, and none for a car with views and no lead", () => {
    expect(viewsPerLead(45, 2)).toBe(22.5);
    expect(viewsPerLead(45, 0)).toBeNull();
  });

  it("days in stock count to the sale, or to now", () => {
    const arrived = new Date("2026-10-01T00:00:00Z");
    expect(daysInStock(arrived, null, new Date("2026-11-15T12:00:00Z"))).toBe(45);
    expect(daysInStock(arrived, new Date("2026-10-11T00:00:00Z"), new Date("2026-11-15T00:00:00Z"))).toBe(10);
  });

  it("a slow mover: in stock at least the threshold, with fewer than 5 views a week over the range", () => {
    expect(slowMoverMaxViews(28)).toBe(19);
    expect(slowMoverMaxViews(1)).toBe(1);
    const rule = { days: 45, maxViews: 19 };
    expect(isSlowMover({ inStock: true, daysInStock: 50, views: 19 }, rule)).toBe(true);
    expect(isSlowMover({ inStock: true, daysInStock: 50, views: 20 }, rule)).toBe(false);
    expect(isSlowMover({ inStock: true, daysInStock: 44, views: 0 }, rule)).toBe(false);
    expect(isSlowMover({ inStock: false, daysInStock: 90, views: 0 }, rule)).toBe(false);
  });

  it("response times read as a person says them", () => {
    expect(formatMinutes(null)).toBe("–");
    expect(formatMinutes(12.4)).toBe("12 min");
    expect(formatMinutes(200)).toBe("3 h 20 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(3000)).toBe("2 d 2 h");
  });
});
