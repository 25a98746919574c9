import { describe, expect, it } from "vitest";
import { localCardToken, passesLuhn, TEST_CARDS } from "./local-processor-cards";

const TODAY = "2026-11";

describe("the local test processor's cards (issue 18: test card numbers that succeed, decline and fail)", () => {
  it("4242… succeeds, 4000…0002 declines, 4000…0119 fails: the API tokens test_ok, test_decline, test_error", () => {
    expect(Object.values(TEST_CARDS)).toEqual(["test_ok", "test_decline", "test_error", "test_3ds"]);
    // Issue 36: Stripe's 3-D Secure test card asks the test bank to confirm.
    expect(localCardToken({ number: "4000 0027 6000 3184", expiry: "12/30", cvc: "123" }, TODAY)).toEqual({
      ok: true,
      token: "test_3ds",
    });
    expect(localCardToken({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, TODAY)).toEqual({
      ok: true,
      token: "test_ok",
    });
    expect(
      localCardToken({ number: "4000-0000-0000-0002", expiry: "12/30", cvc: "123" }, TODAY),
    ).toMatchObject({
      token: "test_decline",
    });
    expect(localCardToken({ number: "4000000000000119", expiry: "11/26", cvc: "1234" }, TODAY)).toMatchObject(
      {
        token: "test_error",
      },
    );
  });

  it("a mistyped number, a past or malformed expiry and a short security code are named beside their fields", () => {
    const result = localCardToken({ number: "4242 4242 4242 4241", expiry: "10/26", cvc: "12" }, TODAY);
    expect(result).toEqual({
      ok: false,
      errors: {
        number: "Please check your card number.",
        expiry: "This card has expired.",
        cvc: "Please enter the 3 or 4 digit security code.",
      },
    });
    expect(localCardToken({ number: "", expiry: "13/30", cvc: "123" }, TODAY)).toEqual({
      ok: false,
      errors: { number: "Please enter your card number.", expiry: "Please enter the expiry date as MM/YY." },
    });
  });

  it("a real card number is refused by name: the test processor cannot charge it", () => {
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(localCardToken({ number: "5555 5555 5555 4444", expiry: "12/30", cvc: "123" }, TODAY)).toEqual({
      ok: false,
      errors: { number: "This site takes test cards only: use 4242 4242 4242 4242." },
    });
  });
});
