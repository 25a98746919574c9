import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stripePaymentProvider } from "./stripe-provider";

/**
 * Issue 18 item 2: the Stripe adapter against a fake Stripe on loopback (real HTTP, no network),
 * answering as Stripe's PaymentIntents API documents: a manual-capture intent confirmed with the card
 * is `requires_capture`; a declined card is HTTP 402 with a card_error.
 */
type Seen = { method: string; path: string; headers: IncomingMessage["headers"]; form: URLSearchParams };
let server: Server;
let base: string;
let seen: Seen[] = [];
let answer: (seen: Seen) => { status: number; body: unknown } = () => ({ status: 500, body: {} });

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const entry = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        form: new URLSearchParams(text),
      };
      seen.push(entry);
      const { status, body } = answer(entry);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const provider = () => stripePaymentProvider({ secretKey: "sk_test_abc", apiBase: base, timeoutMs: 2000 });
const deposit = {
  amountCents: 20_000,
  currency: "aud" as const,
  token: "pm_card_visa",
  idempotencyKey: "res_1:authorise",
  description: "Reserve deposit",
  metadata: { reservation_id: "res_1" },
};

describe("Stripe PaymentIntents adapter", () => {
  it("issue 34: the card's brand and last four digits come back with the intent, for the shopper's receipt", async () => {
    answer = () => ({
      status: 200,
      body: {
        id: "pi_456",
        object: "payment_intent",
        status: "requires_capture",
        payment_method: { id: "pm_1", card: { brand: "mastercard", last4: "4444" } },
      },
    });
    expect(await provider().authorise(deposit)).toEqual({
      kind: "authorised",
      ref: "pi_456",
      card: { brand: "mastercard", last4: "4444" },
    });
    expect(seen.at(-1)!.form.get("expand[]")).toBe("payment_method");
  });

  it("authorises with a manual-capture intent confirmed at once, sending our idempotency key", async () => {
    answer = () => ({
      status: 200,
      body: { id: "pi_123", object: "payment_intent", status: "requires_capture" },
    });
    expect(await provider().authorise(deposit)).toEqual({ kind: "authorised", ref: "pi_123" });
    const [call] = seen;
    expect(call).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(call!.headers.authorization).toBe("Bearer sk_test_abc");
    expect(call!.headers["idempotency-key"]).toBe("res_1:authorise");
    expect(Object.fromEntries(call!.form)).toMatchObject({
      amount: "20000",
      currency: "aud",
      payment_method: "pm_card_visa",
      capture_method: "manual",
      confirm: "true",
      "metadata[reservation_id]": "res_1",
    });
  });

  it("a declined card (HTTP 402 card_error) is declined with Stripe's message", async () => {
    answer = () => ({
      status: 402,
      body: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } },
    });
    expect(await provider().authorise(deposit)).toEqual({
      kind: "declined",
      reason: "Your card was declined.",
    });
  });
});

describe("Stripe PaymentIntents adapter: 3-D Secure and Connect (issue 36)", () => {
  it("issue 36: a card that needs 3-D Secure is not cancelled: the intent's client secret goes to the browser", async () => {
    answer = () => ({
      status: 200,
      body: { id: "pi_9", status: "requires_action", client_secret: "pi_9_secret_abc" },
    });
    const result = await provider().authorise({
      ...deposit,
      returnUrl: "http://a.localhost/cars/x/checkout",
    });
    expect(result).toEqual({
      kind: "requires_action",
      ref: "pi_9",
      action: { type: "stripe_sdk", client_secret: "pi_9_secret_abc" },
    });
    expect(seen.map((s) => s.path)).toEqual(["/v1/payment_intents"]);
    expect(seen[0]!.form.get("return_url")).toBe("http://a.localhost/cars/x/checkout");
  });

  it("retrieves an intent after the bank's page: held, failed, still waiting, cancelled", async () => {
    const states: Record<string, unknown> = {
      pi_held: {
        id: "pi_held",
        status: "requires_capture",
        payment_method: { card: { brand: "visa", last4: "3184" } },
      },
      pi_failed: {
        id: "pi_failed",
        status: "requires_payment_method",
        last_payment_error: { message: "We are unable to authenticate your payment method." },
      },
      pi_wait: { id: "pi_wait", status: "requires_action", client_secret: "pi_wait_secret_1" },
      pi_gone: { id: "pi_gone", status: "canceled" },
    };
    answer = (s) => ({ status: 200, body: states[/pi_\w+?(?=\?|$)/.exec(s.path)?.[0] ?? ""] });
    const stripe = provider();
    expect(await stripe.retrieve("pi_held")).toEqual({
      kind: "authorised",
      card: { brand: "visa", last4: "3184" },
    });
    expect(await stripe.retrieve("pi_failed")).toEqual({
      kind: "failed",
      reason: "We are unable to authenticate your payment method.",
    });
    expect(await stripe.retrieve("pi_wait")).toEqual({
      kind: "requires_action",
      action: { type: "stripe_sdk", client_secret: "pi_wait_secret_1" },
    });
    expect(await stripe.retrieve("pi_gone")).toEqual({ kind: "canceled" });
    expect(seen[0]).toMatchObject({
      method: "GET",
      path: "/v1/payment_intents/pi_held?expand[]=payment_method",
    });
  });

  it("decision 0071: on a dealer's connected account every call says so, with the platform's fee when set", async () => {
    answer = () => ({ status: 200, body: { id: "pi_c", status: "requires_capture" } });
    const dealer = stripePaymentProvider({
      secretKey: "sk_test_abc",
      apiBase: base,
      account: "acct_dealer",
      applicationFeeBps: 250,
    });
    await dealer.authorise(deposit);
    await dealer.refund("pi_c", "res_1:refund");
    expect(seen.map((s) => s.headers["stripe-account"])).toEqual(["acct_dealer", "acct_dealer"]);
    expect(seen[0]!.form.get("application_fee_amount")).toBe("500");
    expect(seen[1]!.form.get("refund_application_fee")).toBe("true");
    seen = [];
    await provider().authorise(deposit);
    expect(seen[0]!.headers["stripe-account"]).toBeUndefined();
    expect(seen[0]!.form.get("application_fee_amount")).toBeNull();
    seen = [];
    await stripePaymentProvider({
      secretKey: "sk_test_abc",
      apiBase: base,
      account: "acct_dealer",
    }).authorise(deposit);
    expect(seen[0]!.form.get("application_fee_amount"), "no fee by default").toBeNull();
  });

  it("a 500 or an unreachable Stripe is an error, safe to retry with the same key", async () => {
    answer = () => ({ status: 500, body: { error: { type: "api_error", message: "boom" } } });
    expect(await provider().authorise(deposit)).toEqual({ kind: "error", reason: "boom" });
    const down = stripePaymentProvider({
      secretKey: "sk_test_abc",
      apiBase: "http://127.0.0.1:9",
      timeoutMs: 500,
    });
    expect((await down.authorise(deposit)).kind).toBe("error");
  });

  it("captures, cancels and refunds through their documented endpoints", async () => {
    answer = ({ path }) =>
      path.endsWith("/capture")
        ? { status: 200, body: { id: "pi_123", status: "succeeded" } }
        : path.endsWith("/cancel")
          ? { status: 200, body: { id: "pi_123", status: "canceled" } }
          : { status: 200, body: { id: "re_1", object: "refund", status: "succeeded" } };
    const stripe = provider();
    expect(await stripe.capture("pi_123", "res_1:capture")).toEqual({ kind: "captured" });
    expect(await stripe.cancel("pi_123", "res_1:cancel")).toEqual({ kind: "released" });
    expect(await stripe.refund("pi_123", "res_1:refund")).toEqual({ kind: "released" });
    expect(seen.map((s) => s.path)).toEqual([
      "/v1/payment_intents/pi_123/capture",
      "/v1/payment_intents/pi_123/cancel",
      "/v1/refunds",
    ]);
    expect(seen[2]!.form.get("payment_intent")).toBe("pi_123");
    expect(seen.map((s) => s.headers["idempotency-key"])).toEqual([
      "res_1:capture",
      "res_1:cancel",
      "res_1:refund",
    ]);
  });

  it("a capture Stripe refuses (400, intent already canceled) is declined, not retried forever", async () => {
    answer = () => ({
      status: 400,
      body: { error: { type: "invalid_request_error", message: "This PaymentIntent could not be captured" } },
    });
    expect((await provider().capture("pi_123", "k")).kind).toBe("declined");
  });
});
