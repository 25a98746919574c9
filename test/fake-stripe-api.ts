import { randomBytes } from "node:crypto";

/**
 * The fake Stripe's REST API (test/fake-stripe.ts): PaymentIntents, refunds, Connect accounts and
 * Account Links, answered as Stripe documents them for the calls Forecourt makes.
 */

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  payment_method: string;
  return_url: string | null;
  application_fee_amount: number | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  cancellation_reason: string | null;
  /** Which account the charge is on: a connected account's id, or null for the platform's own. */
  account: string | null;
  amount_refunded: number;
};

export type FakeAccount = {
  id: string;
  object: "account";
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
};

export type Answer = { status: number; body: unknown };

export const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
};

export const id = (prefix: string) => `${prefix}_${randomBytes(9).toString("hex")}`;

/** What the API needs of the fake: its state, and its way to send an event about a call. */
export type FakeStripeCore = {
  base: string;
  intents: Map<string, FakeIntent>;
  accounts: Map<string, FakeAccount>;
  links: Map<string, { account: string; returnUrl: string; refreshUrl: string; used: boolean }>;
  emitLater(type: string, object: unknown, account: string | null): void;
  view(intent: FakeIntent, expand: boolean): Record<string, unknown>;
  chargeOf(intent: FakeIntent): unknown;
};

export function apiAnswer(
  stripe: FakeStripeCore,
  method: string,
  url: URL,
  form: URLSearchParams,
  account: string | null,
): Answer {
  const path = url.pathname;
  const expand =
    form.getAll("expand[]").includes("payment_method") ||
    url.searchParams.getAll("expand[]").includes("payment_method");
  if (method === "POST" && path === "/v1/payment_intents") return createIntent(stripe, form, account, expand);
  const one = /^\/v1\/payment_intents\/(pi_\w+)(?:\/(capture|cancel))?$/.exec(path);
  if (one) {
    const intent = stripe.intents.get(one[1] ?? "");
    if (!intent || intent.account !== account)
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: `No such payment_intent: '${one[1]}'` } },
      };
    if (method === "GET" && !one[2]) return { status: 200, body: stripe.view(intent, expand) };
    if (one[2] === "capture") {
      if (intent.status !== "requires_capture")
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
            },
          },
        };
      intent.status = "succeeded";
      stripe.emitLater("payment_intent.succeeded", stripe.view(intent, false), account);
      return { status: 200, body: stripe.view(intent, false) };
    }
    if (one[2] === "cancel") {
      if (intent.status === "succeeded" || intent.status === "canceled")
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          },
        };
      intent.status = "canceled";
      intent.cancellation_reason = "requested_by_customer";
      stripe.emitLater("payment_intent.canceled", stripe.view(intent, false), account);
      return { status: 200, body: stripe.view(intent, false) };
    }
  }
  if (method === "POST" && path === "/v1/refunds") {
    const intent = stripe.intents.get(form.get("payment_intent") ?? "");
    if (!intent || intent.account !== account || intent.status !== "succeeded")
      return {
        status: 400,
        body: {
          error: { type: "invalid_request_error", message: "This PaymentIntent has no charge to refund." },
        },
      };
    intent.amount_refunded = intent.amount;
    stripe.emitLater("charge.refunded", stripe.chargeOf(intent), account);
    return {
      status: 200,
      body: {
        id: id("re"),
        object: "refund",
        payment_intent: intent.id,
        amount: intent.amount,
        status: "succeeded",
      },
    };
  }
  return connect(stripe, method, path, form, account);
}

function createIntent(
  stripe: FakeStripeCore,
  form: URLSearchParams,
  account: string | null,
  expand: boolean,
): Answer {
  const method = form.get("payment_method") ?? "";
  if (method === "pm_card_chargeDeclined")
    return {
      status: 402,
      body: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } },
    };
  if (account && !stripe.accounts.get(account)?.charges_enabled)
    return {
      status: 400,
      body: { error: { type: "invalid_request_error", message: "The account cannot take charges." } },
    };
  const intentId = id("pi");
  const metadata: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(\w+)\]$/.exec(k);
    if (m?.[1]) metadata[m[1]] = v;
  }
  const fee = form.get("application_fee_amount");
  const intent: FakeIntent = {
    id: intentId,
    object: "payment_intent",
    amount: Number(form.get("amount")),
    currency: form.get("currency") ?? "aud",
    status: method === "pm_card_authenticationRequired" ? "requires_action" : "requires_capture",
    capture_method: form.get("capture_method") ?? "automatic",
    client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
    payment_method: method,
    return_url: form.get("return_url"),
    application_fee_amount: fee === null ? null : Number(fee),
    metadata,
    last_payment_error: null,
    cancellation_reason: null,
    account,
    amount_refunded: 0,
  };
  stripe.intents.set(intentId, intent);
  const body = stripe.view(intent, expand);
  if (intent.status === "requires_action") {
    const next = {
      type: "redirect_to_url",
      redirect_to_url: { url: `${stripe.base}/3ds/${intentId}`, return_url: intent.return_url },
    };
    stripe.emitLater("payment_intent.requires_action", stripe.view(intent, false), account);
    return { status: 200, body: { ...body, next_action: next } };
  }
  stripe.emitLater("payment_intent.amount_capturable_updated", stripe.view(intent, false), account);
  return { status: 200, body };
}

function connect(
  stripe: FakeStripeCore,
  method: string,
  path: string,
  form: URLSearchParams,
  account: string | null,
): Answer {
  if (account)
    return {
      status: 400,
      body: { error: { type: "invalid_request_error", message: "Platform calls only." } },
    };
  if (method === "POST" && path === "/v1/accounts") {
    const created: FakeAccount = {
      id: id("acct"),
      object: "account",
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        currently_due: ["business_profile.url", "external_account"],
        disabled_reason: "requirements.past_due",
      },
      metadata: { forecourt_site: form.get("metadata[forecourt_site]") ?? "" },
    };
    stripe.accounts.set(created.id, created);
    return { status: 200, body: created };
  }
  const one = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
  if (method === "GET" && one) {
    const found = stripe.accounts.get(one[1] ?? "");
    return found
      ? { status: 200, body: found }
      : { status: 404, body: { error: { type: "invalid_request_error", message: "No such account" } } };
  }
  if (method === "POST" && path === "/v1/account_links") {
    const target = form.get("account") ?? "";
    if (!stripe.accounts.has(target) || form.get("type") !== "account_onboarding")
      return {
        status: 400,
        body: { error: { type: "invalid_request_error", message: "Bad account link" } },
      };
    const linkId = randomBytes(8).toString("hex");
    stripe.links.set(linkId, {
      account: target,
      returnUrl: form.get("return_url") ?? "",
      refreshUrl: form.get("refresh_url") ?? "",
      used: false,
    });
    const created = Math.floor(Date.now() / 1000);
    return {
      status: 200,
      body: {
        object: "account_link",
        created,
        expires_at: created + 300,
        url: `${stripe.base}/connect/onboarding/${linkId}`,
      },
    };
  }
  return {
    status: 404,
    body: {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` },
    },
  };
}
