import { describe, expect, it } from "vitest";
import { extendedHold, MAX_HOLD_DAYS, MAX_HOLD_EXTENSION_DAYS } from "./reservation";
import {
  pageNumber,
  reservationActionSchema,
  reservationActions,
  reservationStatusWords,
  reservationsView,
} from "./reservation-console";

const DAY = 86_400_000;
const heldAt = new Date("2026-11-20T00:00:00Z");
const held = {
  status: "held" as const,
  heldAt,
  expiresAt: new Date(heldAt.getTime() + 2 * DAY),
  capturedAt: heldAt,
};
const now = new Date(heldAt.getTime() + DAY);

describe("issue 31 §5 'extend a hold by a chosen number of days within a sane limit'", () => {
  it("adds whole days, 1 to 7, to the hold's current end", () => {
    expect(extendedHold(held, 3, now)).toEqual({
      ok: true,
      expiresAt: new Date(held.expiresAt.getTime() + 3 * DAY),
    });
    expect(extendedHold(held, 0, now)).toMatchObject({ ok: false, reason: "Extend by 1 to 7 days." });
    expect(extendedHold(held, MAX_HOLD_EXTENSION_DAYS + 1, now).ok).toBe(false);
    expect(extendedHold(held, 1.5, now).ok).toBe(false);
  });

  it(`never past ${MAX_HOLD_DAYS} days from when the hold began, saying how far it can still go`, () => {
    const late = { ...held, expiresAt: new Date(heldAt.getTime() + 13 * DAY) };
    expect(extendedHold(late, 1, now).ok).toBe(true);
    expect(extendedHold(late, 2, now)).toEqual({
      ok: false,
      reason: `A hold runs at most ${MAX_HOLD_DAYS} days from when it began: extend by at most 1 day.`,
    });
  });

  it("only a running hold: not one that ended, nor one that is no longer held", () => {
    expect(extendedHold(held, 1, new Date(held.expiresAt.getTime()))).toEqual({
      ok: false,
      reason: "The hold has already ended.",
    });
    expect(extendedHold({ ...held, status: "completed" }, 1, now)).toMatchObject({ ok: false });
  });
});

describe("issue 31 §5: the console's tabs, words and actions", () => {
  it("a ?status= picks a tab; anything else is the held ones", () => {
    expect(reservationsView("completed")).toBe("completed");
    expect(reservationsView("purchases")).toBe("purchases");
    expect(reservationsView(["completed", "expired"])).toBe("active");
    expect(reservationsView("<script>")).toBe("active");
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("0")).toBe(1);
    expect(pageNumber("1e9")).toBe(1);
  });

  it("a held reservation offers all three; complete needs the deposit taken; a finished one none, with why", () => {
    expect(reservationActions(held, now).map((a) => a.possible)).toEqual([true, true, true]);
    expect(reservationActions({ ...held, capturedAt: null }, now)[0]).toEqual({
      action: "complete",
      possible: false,
      reason: "The deposit has not been taken yet.",
    });
    const refunded = reservationActions({ ...held, status: "refunded" }, now);
    expect(refunded.every((a) => !a.possible)).toBe(true);
    expect(refunded[1]).toMatchObject({ reason: "The reservation is cancelled, deposit refunded." });
    expect(reservationStatusWords(held, new Date(held.expiresAt.getTime() + 1))).toBe("Hold ended");
  });

  it("an action names the state it was chosen in; extend also the hold's end and the days", () => {
    expect(reservationActionSchema.safeParse({ action: "cancel", seen_status: "held" }).success).toBe(true);
    expect(reservationActionSchema.safeParse({ action: "cancel" }).success).toBe(false);
    expect(
      reservationActionSchema.safeParse({ action: "cancel", seen_status: "held", extra: 1 }).success,
    ).toBe(false);
    expect(
      reservationActionSchema.safeParse({
        action: "extend",
        seen_status: "held",
        seen_expires_at: held.expiresAt.toISOString(),
        days: "2",
      }).data,
    ).toMatchObject({ days: 2 });
  });
});
