import { describe, expect, it } from "vitest";
import { slotWhen, yardSlots, zoneAbbreviation, zoneCity } from "./slot-words";

describe("a booked time reads on the yard's clock, its zone named (issue 34 item 2)", () => {
  it("names the zone by its city and its abbreviation on that day", () => {
    expect(slotWhen("2026-12-05T10:00", "Australia/Sydney")).toBe(
      "Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)",
    );
    expect(slotWhen("2026-06-06T10:00", "Australia/Sydney")).toBe(
      "Saturday 6 June 2026 at 10:00 am AEST (Sydney time)",
    );
    expect(slotWhen("2026-12-05T14:30", "Australia/Adelaide")).toBe(
      "Saturday 5 December 2026 at 2:30 pm ACDT (Adelaide time)",
    );
    expect(slotWhen("2026-12-05T09:00", "Australia/Brisbane")).toBe(
      "Saturday 5 December 2026 at 9:00 am AEST (Brisbane time)",
    );
  });

  it("leaves text that is not a slot as it is", () => {
    expect(slotWhen("next Tuesday", "Australia/Sydney")).toBe("next Tuesday");
  });

  it("city names read as words", () => {
    expect(zoneCity("Australia/Broken_Hill")).toBe("Broken Hill time");
    expect(zoneAbbreviation("Australia/Perth", new Date("2026-12-05T00:00:00Z"))).toBe("AWST");
  });
});

describe("the picker's days and times", () => {
  it("each day reads in full; each time's value is the slot on the yard's clock", () => {
    expect(yardSlots([{ date: "2026-12-05", times: ["09:00", "13:30"] }], "Australia/Sydney")).toEqual({
      zone: "Sydney time",
      days: [
        {
          value: "2026-12-05",
          label: "Saturday 5 December 2026",
          times: [
            { value: "2026-12-05T09:00", label: "9:00 am" },
            { value: "2026-12-05T13:30", label: "1:30 pm" },
          ],
        },
      ],
    });
  });
});
