import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeStripe } from "../../../test/fake-stripe";
import { stripeClient } from "./stripe-client";
import { stripePaymentProvider } from "./stripe-provider";

/**
 * Issue 36 item 1: the Stripe adapter against the loopback fake Stripe the e2e tests use (so the fake
 * is held to what the adapter expects): a 3-D Secure card waits for the shopper's bank, then is held on
 * the card; a dealer's connected account takes its own charges, with no platform fee by default.
 */
const fake = new FakeStripe({
  secretKey: "sk_test_fake",
  secrets: { platform: "whsec_p", connect: "whsec_c" },
});
let base = "";
beforeAll(async () => {
  base = await fake.start();
});
afterAll(() => fake.stop());

const deposit = (token: string, key: string) => ({
  amountCents: 20_000,
  currency: "aud" as const,
  token,
  idempotencyKey: key,
  description: "Reserve deposit",
  returnUrl: "http://a.localhost/cars/x/checkout?reservation=res_1",
});

describe("the Stripe adapter against the fake Stripe", () => {
  it("3-D Secure: requires_action with a client secret; the bank's yes makes it held, with the card", async () => {
    const stripe = stripePaymentProvider({ secretKey: "sk_test_fake", apiBase: base });
    const asked = await stripe.authorise(deposit("pm_card_authenticationRequired", "k-3ds"));
    if (asked.kind !== "requires_action" || asked.action.type !== "stripe_sdk") throw new Error(asked.kind);
    expect(asked.action.client_secret).toMatch(new RegExp(`^${asked.ref}_secret_`));
    expect(await stripe.retrieve(asked.ref)).toMatchObject({ kind: "requires_action" });
    const page = await fetch(`${base}/3ds/secret/${asked.action.client_secret}`);
    expect(await page.text()).toContain("Complete authentication");
    const back = await fetch(`${base}/3ds/${asked.ref}/complete`, { method: "POST", redirect: "manual" });
    expect(back.headers.get("location")).toMatch(
      /^http:\/\/a\.localhost\/cars\/x\/checkout\?reservation=res_1&payment_intent=/,
    );
    expect(await stripe.retrieve(asked.ref)).toEqual({
      kind: "authorised",
      card: { brand: "visa", last4: "3184" },
    });
    expect(await stripe.capture(asked.ref, "k-3ds:capture")).toEqual({ kind: "captured" });
    expect(await stripe.refund(asked.ref, "k-3ds:refund")).toEqual({ kind: "released" });
  });

  it("a connected account's charge is on that account only; a declined card is declined", async () => {
    const platform = stripeClient({ secretKey: "sk_test_fake", apiBase: base });
    const made = await platform.post("/v1/accounts", { country: "AU" });
    const account = made.kind === "ok" ? String(made.body.id) : "";
    fake.accounts.get(account)!.charges_enabled = true;
    const dealer = stripePaymentProvider({ secretKey: "sk_test_fake", apiBase: base, account });
    const held = await dealer.authorise(deposit("pm_card_visa", "k-dealer"));
    if (held.kind !== "authorised") throw new Error(held.kind);
    expect(fake.intents.get(held.ref)).toMatchObject({ account, application_fee_amount: null });
    // The platform's own key without the account header does not find the dealer's charge.
    expect(
      (await stripePaymentProvider({ secretKey: "sk_test_fake", apiBase: base }).retrieve(held.ref)).kind,
    ).toBe("error");
    expect(await dealer.authorise(deposit("pm_card_chargeDeclined", "k-declined"))).toEqual({
      kind: "declined",
      reason: "Your card was declined.",
    });
  });
});
