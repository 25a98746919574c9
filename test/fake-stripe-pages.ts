import { signWebhook } from "../src/lib/leads/webhook-signature";

/**
 * The fake Stripe's pages a browser sees (test/fake-stripe.ts): the 3-D Secure challenge (Stripe's
 * test page's two answers) and the Connect onboarding (one button), and its signed webhook delivery.
 */

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stripe's test 3-D Secure page: complete or fail the authentication of one payment. */
export function challengePage(intentId: string, amount: number, account: string | null): string {
  return page(
    "3D Secure 2 Test Page",
    `<p>Fake Stripe: authenticate the payment of <strong>$${(amount / 100).toFixed(2)}</strong>${account ? ` to ${escapeHtml(account)}` : ""}.</p>
<form method="post" action="/3ds/${escapeHtml(intentId)}/complete"><button type="submit">Complete authentication</button></form>
<form method="post" action="/3ds/${escapeHtml(intentId)}/fail"><button type="submit">Fail authentication</button></form>`,
  );
}

/** Stripe's hosted onboarding, reduced to its last step. */
export function onboardingPage(linkId: string, account: string): string {
  return page(
    "Fake Stripe onboarding",
    `<p>Set up payments for <strong>${escapeHtml(account)}</strong>: business details, bank account, identity.</p>
<form method="post" action="/connect/onboarding/${escapeHtml(linkId)}"><button type="submit">Agree and submit</button></form>`,
  );
}

export const expiredLinkPage = () =>
  page("Fake Stripe: this link has expired", "<p>Go back and try again.</p>");

export type Delivery = { eventId: string; type: string; status: number; body: string };

/**
 * Posts an event to the app's webhook endpoint as Stripe does: the raw JSON, and a Stripe-Signature of
 * it under the endpoint's secret (the Connect endpoint's for a connected account's event), timed now.
 */
export async function deliverEvent(
  url: string,
  event: { id: string; type: string; account?: string },
  secrets: { platform: string; connect: string },
  log: Delivery[],
): Promise<Delivery> {
  const body = JSON.stringify(event);
  const secret = event.account ? secrets.connect : secrets.platform;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signWebhook(secret, Math.floor(Date.now() / 1000), body),
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    },
    body,
  }).catch(() => null);
  const delivery = {
    eventId: event.id,
    type: event.type,
    status: response?.status ?? 0,
    body: response ? await response.text() : "unreachable",
  };
  log.push(delivery);
  return delivery;
}
