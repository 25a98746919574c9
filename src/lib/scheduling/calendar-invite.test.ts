import { describe, expect, it } from "vitest";
import { calendarInvite } from "./calendar-invite";

const EVENT = {
  uid: "test-drive-abc@forecourt.local",
  stamp: new Date("2026-12-01T02:03:04.567Z"),
  start: new Date("2026-12-04T23:00:00Z"),
  end: new Date("2026-12-04T23:30:00Z"),
  summary: "Test drive: 2021 Toyota RAV4 GX",
  description: "Saturday 5 December 2026 at 10:00 am AEDT (Sydney time).\nBring your licence, please; thanks",
  location: "Parramatta Motors Sales, 12 Church St, Parramatta NSW 2150",
  url: "https://metro.example/cars/rav4",
  status: "TENTATIVE" as const,
};

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("a booking as an iCalendar file (RFC 5545, issue 34 item 2)", () => {
  it("one event in a calendar, its times in UTC, every line ended by CRLF", () => {
    const ics = calendarInvite(EVENT);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split("\r\n");
    expect(lines).toContain("PRODID:-//Forecourt//Bookings//EN");
    expect(lines).toContain("DTSTART:20261204T230000Z");
    expect(lines).toContain("DTEND:20261204T233000Z");
    expect(lines).toContain("DTSTAMP:20261201T020304Z");
    expect(lines).toContain("UID:test-drive-abc@forecourt.local");
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(lines).toContain("URL:https://metro.example/cars/rav4");
  });

  it("text values escape semicolon, comma and line breaks", () => {
    const lines = unfold(calendarInvite(EVENT)).split("\r\n");
    expect(lines).toContain(
      "DESCRIPTION:Saturday 5 December 2026 at 10:00 am AEDT (Sydney time).\\nBring your licence\\, please\\; thanks",
    );
    expect(lines).toContain("LOCATION:Parramatta Motors Sales\\, 12 Church St\\, Parramatta NSW 2150");
  });

  it("a typed line break or control character cannot start a property of its own", () => {
    const ics = calendarInvite({ ...EVENT, summary: "Ada\r\nATTENDEE:mailto:x@evil.example\u0000" });
    expect(unfold(ics).split("\r\n")).toContain("SUMMARY:Ada\\nATTENDEE:mailto:x@evil.example");
    expect(ics).not.toMatch(/\r\nATTENDEE/);
  });

  it("long lines fold at 75 characters and unfold to the text", () => {
    const long = `${"Café ☕ ".repeat(30)}🚗`;
    const ics = calendarInvite({ ...EVENT, description: long });
    for (const line of ics.split("\r\n")) expect([...line].length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${long}`);
    expect(ics).not.toContain("\uFFFD");
  });

  it("only a web link is written as the event's URL", () => {
    expect(calendarInvite({ ...EVENT, url: "javascript:alert(1)" })).not.toContain("URL:");
  });
});
