import { describe, expect, it } from "vitest";
import { leadWords } from "./lead-confirmation";
import { nextStepFor, requestedTime } from "./lead-next-step";

describe("a test drive's time in the next step (issue 34 items 1 and 2)", () => {
  it("a booked slot names the yard's zone; a time at a yard with unknown hours reads as typed", () => {
    expect(requestedTime("2026-12-05T10:00", "Australia/Perth")).toBe(
      "Saturday 5 December 2026 at 10:00 am AWST (Perth time)",
    );
    expect(requestedTime("2026-12-05T10:00")).toBe("Saturday 5 December 2026 at 10:00 am");
    expect(requestedTime(null)).toBeNull();
  });

  it("only a test drive's next step names the time", () => {
    expect(nextStepFor(leadWords("Test Drive"), "2026-12-05T10:00", "Australia/Perth")).toBe(
      "We will contact you within one business day to confirm your test drive on Saturday 5 December 2026 at 10:00 am AWST (Perth time), the time you asked for. Please bring your driver's licence.",
    );
    expect(nextStepFor(leadWords("Vehicle Enquiry"), "2026-12-05T10:00")).toBe(
      leadWords("Vehicle Enquiry").nextStep,
    );
  });
});
