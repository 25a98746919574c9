import { describe, expect, it } from "vitest";
import { bookedSlotWhen, bookingInvite } from "./booked-slot";

const SLOT = {
  uid: "test-drive-key-1@forecourt.local",
  local: "2026-12-05T10:00",
  timeZone: "Australia/Sydney",
  start: "2026-12-04T23:00:00.000Z",
  end: "2026-12-04T23:30:00.000Z",
};

describe("a booked slot's invite (issue 34 item 2)", () => {
  it("is a tentative event at the slot's instants, its notes opening with the yard's time", () => {
    const invite = bookingInvite(SLOT, {
      summary: "Test drive: 2021 Toyota RAV4 GX",
      notes: ["Bring your driver's licence."],
      location: "Parramatta Motors Sales, 12 Church St",
      url: "https://metro.example/cars/rav4",
      stamp: new Date("2026-12-01T00:00:00Z"),
    });
    expect(invite.filename).toBe("test-drive.ics");
    expect(invite.contentType).toBe("text/calendar; charset=utf-8");
    const ics = invite.content.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("DTSTART:20261204T230000Z\r\n");
    expect(ics).toContain("DTEND:20261204T233000Z\r\n");
    expect(ics).toContain("STATUS:TENTATIVE\r\n");
    expect(ics).toContain(
      "DESCRIPTION:Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)\\nBring your driver's licence.",
    );
  });

  it("reads on the yard's clock", () => {
    expect(bookedSlotWhen(SLOT)).toBe("Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)");
  });
});
