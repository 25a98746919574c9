/**
 * Card details as the checkout form reads them, and the local test processor's cards (issue 18: "a
 * local test processor is the default (test card numbers that succeed, decline and fail; through the
 * API its tokens are test_ok, test_decline and test_error)"). The numbers are the ones card networks
 * and processors publish for testing, so a tester who knows Stripe's knows these.
 */

/** The local processor's test cards and the token each becomes. */
export const TEST_CARDS = {
  "4242424242424242": "test_ok",
  "4000000000000002": "test_decline",
  "4000000000000119": "test_error",
  /** Stripe's "authentication required" card: the test bank asks the shopper to confirm (3-D Secure). */
  "4000002760003184": "test_3ds",
} as const;

/** A card number's digits (spaces and dashes as people type them dropped). */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, "");
}

/** The Luhn check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardFields = { number: string; expiry: string; cvc: string };
export type CardCheck =
  | { ok: true; token: string }
  | { ok: false; errors: Partial<Record<keyof CardFields, string>> };

/**
 * The card as the local test processor takes it: a valid number, an expiry this month or later
 * ('MM/YY' on the shopper's clock, `today` as 'YYYY-MM'), a 3 or 4 digit security code; then the test
 * token for one of its cards. Any other real-looking number is refused by name: nothing here can charge it.
 */
export function localCardToken(card: CardFields, today: string): CardCheck {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const digits = cardDigits(card.number);
  if (!digits) errors.number = "Please enter your card number.";
  else if (!passesLuhn(digits)) errors.number = "Please check your card number.";
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!expiry) errors.expiry = "Please enter the expiry date as MM/YY.";
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    const [nowYear = 0, nowMonth = 0] = today.split("-").map(Number);
    if (month < 1 || month > 12) errors.expiry = "Please enter the expiry date as MM/YY.";
    else if (year < nowYear || (year === nowYear && month < nowMonth))
      errors.expiry = "This card has expired.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = "Please enter the 3 or 4 digit security code.";
  if (Object.keys(errors).length) return { ok: false, errors };
  const token = (TEST_CARDS as Record<string, string | undefined>)[digits];
  if (!token)
    return {
      ok: false,
      errors: { number: "This site takes test cards only: use 4242 4242 4242 4242." },
    };
  return { ok: true, token };
}
