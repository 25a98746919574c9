import { describe, expect, it } from "vitest";
import { TEST_BRAND, TEST_YARD } from "../../../test/notice-fixtures";
import { renderNotice } from "../notices/notice-render";
import { HOLD_REMINDER_MS, isReminderDue } from "./reservation";
import { cardWords, type ReservationNoticeFacts, reservationNotice } from "./reservation-notice";

/**
 * Issue 31 §5 and issue 34 item 1: what a shopper is told of their reservation, from the receipt to
 * every change after it, each naming the car, the yard with its address, hours and number, the short
 * reference and the next step; the hold's end on the yard's clock.
 */
const facts: ReservationNoticeFacts = {
  kind: "receipt",
  firstName: "Jane",
  dealerName: "Metro Motor Group",
  carName: "2021 Toyota HiLux SR5",
  carUrl: "https://metro.example/cars/2021-toyota-hilux-sr5-42",
  reference: "MMG-4821",
  depositCents: 20_000,
  captured: true,
  card: { brand: "visa", last4: "4242" },
  expiresAt: new Date("2026-11-25T03:00:00Z"),
  timeZone: "Australia/Sydney",
  yard: TEST_YARD,
};
const told = (overrides: Partial<ReservationNoticeFacts>) =>
  renderNotice(reservationNotice({ ...facts, ...overrides }), TEST_BRAND);

describe("issue 34 item 1: the reservation receipt", () => {
  const receipt = told({});

  it("names the car, the reference, the deposit and the card, and the hold's end on the yard's clock", () => {
    expect(receipt.subject).toBe("Your reservation receipt: 2021 Toyota HiLux SR5 (MMG-4821)");
    expect(receipt.text).toContain("Reference: MMG-4821");
    expect(receipt.text).toContain("Deposit: $200");
    expect(receipt.text).toContain("Card: Visa ending 4242");
    // 03:00 UTC is 2:00 pm in Sydney in November (daylight time).
    expect(receipt.text).toContain("Held until: Wednesday 25 November 2026 at 2:00 pm");
  });

  it("issue 34 item 2: a hold moved on to the yard's next opening says why it ends then", () => {
    const moved = told({ expiresAt: new Date("2026-11-29T21:30:00Z"), holdMoved: true });
    expect(moved.text).toContain("Held until: Monday 30 November 2026 at 8:30 am");
    expect(moved.text).toContain(
      "That is when Metro Toyota Parramatta next opens: 48 hours would have ended while the yard is closed, so we hold the car until you can reach us.",
    );
    expect(receipt.text).not.toContain("next opens");
  });

  it("names the yard with its address, hours and the sales desk's own number", () => {
    expect(receipt.text).toContain(
      "YOUR DEALER\nMetro Toyota Parramatta\n12 Church St, Parramatta NSW 2150\nSales: 02 9876 5432",
    );
    expect(receipt.text).toContain("  Mon – Fri: 8:30 am – 5:30 pm\n  Sat: 8:30 am – 4:00 pm\n  Sun: Closed");
  });

  it("says the next step and the refund terms", () => {
    expect(receipt.text).toContain(
      "WHAT HAPPENS NEXT\nMetro Toyota Parramatta will contact you within one business day to arrange a time to see the car and finish the purchase. Anything sooner: call Metro Toyota Parramatta on 02 9876 5432, quoting MMG-4821.",
    );
    expect(receipt.text).toContain("See the car: https://metro.example/cars/2021-toyota-hilux-sr5-42");
    expect(receipt.text).toContain("Your deposit is fully refundable.");
    expect(receipt.text).toContain("within 5 to 10 business days");
  });

  it("the text message carries the car, the hold's end, the reference and the number", () => {
    expect(receipt.sms).toBe(
      "Metro Toyota Parramatta: the 2021 Toyota HiLux SR5 is reserved for you until Wednesday 25 November 2026 at 2:00 pm. Ref MMG-4821. Deposit $200, fully refundable. Questions? Call 02 9876 5432.",
    );
  });

  it("a card the processor did not describe is left out, never guessed", () => {
    expect(told({ card: null }).text).not.toContain("Card:");
    expect(cardWords({ brand: "amex", last4: "0005" })).toBe("American Express ending 0005");
    expect(cardWords({ brand: "weird", last4: "1234" })).toBe("Card ending 1234");
    expect(cardWords({ brand: "visa", last4: "42" })).toBeNull();
  });
});

describe("issue 31 §5, issue 34 item 1: every later change", () => {
  it("a cancellation says the deposit is refunded in full (or the card hold released)", () => {
    const cancelled = told({ kind: "cancelled" });
    expect(cancelled.subject).toBe("Your reservation of the 2021 Toyota HiLux SR5 is cancelled (MMG-4821)");
    expect(cancelled.text).toContain("Your $200 deposit is being refunded in full");
    expect(cancelled.sms).toBe(
      "Metro Toyota Parramatta: your reservation of the 2021 Toyota HiLux SR5 is cancelled. Ref MMG-4821. Your $200 deposit is being refunded in full.",
    );
    expect(told({ kind: "cancelled", captured: false }).text).toContain("you have not been charged");
  });

  it("the refund, once made, says so with the card", () => {
    const refunded = told({ kind: "refunded" });
    expect(refunded.subject).toBe("Your $200 deposit has been refunded (MMG-4821)");
    expect(refunded.text).toContain("refunded in full to the card you paid with (Visa ending 4242)");
  });

  it("'ends soon' gives the end and what to do before it", () => {
    const soon = told({ kind: "expiring" });
    expect(soon.subject).toBe("Your hold on the 2021 Toyota HiLux SR5 ends soon (MMG-4821)");
    expect(soon.text).toContain("ends on Wednesday 25 November 2026 at 2:00 pm");
    expect(soon.text).toContain("To go ahead, call Metro Toyota Parramatta on 02 9876 5432 before then.");
  });

  it("a hold that ran out, an extension and a completed sale each say what happened", () => {
    expect(told({ kind: "expired" }).text).toContain("Your $200 deposit is being refunded in full");
    expect(told({ kind: "extended" }).text).toContain(
      "held for you until Wednesday 25 November 2026 at 2:00 pm",
    );
    expect(told({ kind: "completed" }).subject).toBe(
      "Your purchase of the 2021 Toyota HiLux SR5 is complete (MMG-4821)",
    );
    expect(told({ kind: "capture-failed", captured: false }).text).toContain("You have not been charged.");
  });

  it("every one names the yard and its number, and says it is a service message", () => {
    for (const kind of ["completed", "cancelled", "refunded", "expiring", "expired", "extended"] as const) {
      const message = told({ kind });
      expect(message.text).toContain("Metro Toyota Parramatta\n12 Church St, Parramatta NSW 2150");
      expect(message.text).toContain("Sales: 02 9876 5432");
      expect(message.text).toContain("It is sent whether or not you asked us for marketing.");
    }
  });
});

describe("issue 34 item 1 'expiring soon': the reminder's moment", () => {
  const heldAt = new Date("2026-11-23T03:00:00Z");
  const expiresAt = new Date(heldAt.getTime() + 48 * 3_600_000);
  const held = { status: "held" as const, heldAt, expiresAt, remindedFor: null };

  it("a day before the end, once per end; not after it ends; again for an extension's new end", () => {
    const dayBefore = new Date(expiresAt.getTime() - HOLD_REMINDER_MS);
    expect(isReminderDue(held, new Date(dayBefore.getTime() - 1))).toBe(false);
    expect(isReminderDue(held, dayBefore)).toBe(true);
    expect(isReminderDue({ ...held, remindedFor: expiresAt }, dayBefore)).toBe(false);
    expect(isReminderDue(held, expiresAt)).toBe(false);
    const extended = new Date(expiresAt.getTime() + 2 * 86_400_000);
    expect(
      isReminderDue(
        { ...held, expiresAt: extended, remindedFor: expiresAt },
        new Date(extended.getTime() - 3_600_000),
      ),
    ).toBe(true);
  });
});
