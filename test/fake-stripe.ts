import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Answer, apiAnswer, CARDS, type FakeStripeCore, id } from "./fake-stripe-api";
import {
  challengePage,
  type Delivery,
  deliverEvent,
  expiredLinkPage,
  onboardingPage,
} from "./fake-stripe-pages";

/**
 * A fake Stripe on loopback for the e2e tests (no network beyond loopback), answering as Stripe's API
 * documents for what Forecourt uses (decisions 0026, 0071, 0072): PaymentIntents with manual capture
 * (Stripe's test PaymentMethods: `pm_card_visa` is held, `pm_card_chargeDeclined` is a card_error,
 * `pm_card_authenticationRequired` asks for 3-D Secure), capture, cancel, refunds, the `Stripe-Account`
 * header (a connected account's own charges), `Idempotency-Key`, Connect accounts and Account Links;
 * the pages a browser sees (the 3-D Secure challenge, the hosted onboarding); and the signed webhook
 * events it sends to the app, which a test can resend (a replay) or cause (a refund from the dashboard).
 */

export type { FakeAccount, FakeIntent } from "./fake-stripe-api";

import type { FakeAccount, FakeIntent } from "./fake-stripe-api";

export type FakeCall = {
  method: string;
  path: string;
  account: string | null;
  key: string | null;
  form: URLSearchParams;
};
type FakeEvent = {
  id: string;
  object: "event";
  type: string;
  created: number;
  account?: string;
  data: { object: unknown };
};

export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly accounts = new Map<string, FakeAccount>();
  readonly events: FakeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  readonly calls: FakeCall[] = [];
  /** The app's `/api/stripe/webhook`; events are kept but not sent until it is set. */
  webhookUrl: string | null = null;
  base = "";
  private server: Server | null = null;
  private readonly idempotent = new Map<string, Answer>();
  private readonly links = new Map<
    string,
    { account: string; returnUrl: string; refreshUrl: string; used: boolean }
  >();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly options: { secretKey: string; secrets: { platform: string; connect: string } },
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await this.settled();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }

  /** Waits for every event delivery in flight. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Sends an event again, freshly signed, as Stripe's "Resend" (or a replay) would. */
  resend(eventId: string): Promise<Delivery> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return this.deliver(event);
  }

  /** A refund made in Stripe's dashboard: the refund, and its `charge.refunded` event (awaited). */
  async refundFromDashboard(intentId: string): Promise<Delivery> {
    const intent = this.intent(intentId);
    intent.amount_refunded = intent.amount;
    return this.deliver(this.event("charge.refunded", this.chargeOf(intent), intent.account));
  }

  /** A shopper's bank opens a chargeback: `charge.dispute.created` (awaited). */
  async dispute(intentId: string, status = "needs_response"): Promise<Delivery> {
    const intent = this.intent(intentId);
    const dispute = {
      id: id("du"),
      object: "dispute",
      payment_intent: intent.id,
      charge: `ch_${intent.id.slice(3)}`,
      amount: intent.amount,
      status,
    };
    return this.deliver(this.event("charge.dispute.created", dispute, intent.account));
  }

  /** The events about one payment intent, oldest first. */
  eventsAbout(intentId: string): FakeEvent[] {
    return this.events.filter((e) => {
      const object = e.data.object as { id?: string; payment_intent?: string };
      return object.id === intentId || object.payment_intent === intentId;
    });
  }

  private intent(intentId: string): FakeIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no payment intent ${intentId}`);
    return intent;
  }

  private event(type: string, object: unknown, account: string | null): FakeEvent {
    const event: FakeEvent = {
      id: id("evt"),
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      ...(account ? { account } : {}),
    };
    this.events.push(event);
    return event;
  }

  private deliver(event: FakeEvent): Promise<Delivery> {
    if (!this.webhookUrl)
      return Promise.resolve({ eventId: event.id, type: event.type, status: 0, body: "no endpoint" });
    const sent = deliverEvent(this.webhookUrl, event, this.options.secrets, this.deliveries);
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
    return sent;
  }

  /** An event about an API call, sent a moment after the call is answered, as Stripe's are. */
  private emitLater(type: string, object: unknown, account: string | null): void {
    const event = this.event(type, object, account);
    const later = new Promise((resolve) => setTimeout(resolve, 50)).then(() => this.deliver(event));
    this.pending.add(later);
    void later.finally(() => this.pending.delete(later));
  }

  private chargeOf(intent: FakeIntent) {
    return {
      id: `ch_${intent.id.slice(3)}`,
      object: "charge",
      payment_intent: intent.id,
      amount: intent.amount,
      amount_refunded: intent.amount_refunded,
      captured: intent.status === "succeeded",
      refunded: intent.amount_refunded >= intent.amount,
    };
  }

  private view(intent: FakeIntent, expand: boolean) {
    const { account: _account, amount_refunded: _refunded, ...rest } = intent;
    const card = CARDS[intent.payment_method];
    return expand && card
      ? { ...rest, payment_method: { id: intent.payment_method, object: "payment_method", card } }
      : rest;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = "";
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? "/", this.base);
    const form = new URLSearchParams(text);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const html = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };
    const page = await this.browserPage(req.method ?? "GET", url, { html, redirect });
    if (page) return;
    if (req.headers.authorization !== `Bearer ${this.options.secretKey}`)
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    const account = typeof req.headers["stripe-account"] === "string" ? req.headers["stripe-account"] : null;
    const key = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    this.calls.push({ method: req.method ?? "", path: url.pathname, account, key, form });
    const remembered = key ? this.idempotent.get(`${account}:${key}`) : undefined;
    if (remembered) return send(remembered.status, remembered.body);
    const answer = this.api(req.method ?? "GET", url, form, account);
    if (key && req.method === "POST") this.idempotent.set(`${account}:${key}`, answer);
    send(answer.status, answer.body);
  }

  /** The pages a browser is sent to: the 3-D Secure challenge and Connect's onboarding. */
  private async browserPage(
    method: string,
    url: URL,
    reply: { html: (status: number, body: string) => void; redirect: (to: string) => void },
  ): Promise<boolean> {
    const challenge = /^\/3ds\/(pi_\w+)(?:\/(complete|fail))?$/.exec(url.pathname);
    const bySecret = /^\/3ds\/secret\/(pi_\w+)_secret_\w+$/.exec(url.pathname);
    if (bySecret && method === "GET") {
      reply.redirect(`/3ds/${bySecret[1]}`);
      return true;
    }
    if (challenge) {
      const intent = this.intents.get(challenge[1] ?? "");
      if (intent?.status !== "requires_action") {
        reply.html(404, "<h1>No payment waits for authentication</h1>");
        return true;
      }
      if (method === "GET") {
        reply.html(200, challengePage(intent.id, intent.amount, intent.account));
        return true;
      }
      if (challenge[2] === "complete") {
        intent.status = "requires_capture";
        await this.deliver(
          this.event("payment_intent.amount_capturable_updated", this.view(intent, false), intent.account),
        );
      } else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = { message: "We are unable to authenticate your payment method." };
        await this.deliver(
          this.event("payment_intent.payment_failed", this.view(intent, false), intent.account),
        );
      }
      const back = new URL(intent.return_url ?? "about:blank");
      back.searchParams.set("payment_intent", intent.id);
      back.searchParams.set("redirect_status", intent.status === "requires_capture" ? "succeeded" : "failed");
      reply.redirect(back.toString());
      return true;
    }
    const onboarding = /^\/connect\/onboarding\/(\w+)$/.exec(url.pathname);
    if (onboarding) {
      const link = this.links.get(onboarding[1] ?? "");
      if (!link || link.used) {
        if (link) reply.redirect(link.refreshUrl);
        else reply.html(404, expiredLinkPage());
        return true;
      }
      if (method === "GET") {
        reply.html(200, onboardingPage(onboarding[1] ?? "", link.account));
        return true;
      }
      link.used = true;
      const account = this.accounts.get(link.account)!;
      Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
      await this.deliver(this.event("account.updated", account, account.id));
      reply.redirect(link.returnUrl);
      return true;
    }
    return false;
  }

  private api(method: string, url: URL, form: URLSearchParams, account: string | null): Answer {
    return apiAnswer(this.core(), method, url, form, account);
  }

  private core(): FakeStripeCore {
    return {
      base: this.base,
      intents: this.intents,
      accounts: this.accounts,
      links: this.links,
      emitLater: (type, object, account) => this.emitLater(type, object, account),
      view: (intent, expand) => this.view(intent, expand),
      chargeOf: (intent) => this.chargeOf(intent),
    };
  }
}
