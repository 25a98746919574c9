import "server-only";
import { z } from "zod";
import { type Env, env as processEnv } from "@/env";
import { jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { type ConsoleSessionDeps, consoleSiteSession } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";
import { siteOrigin } from "../tenancy/sites";
import { startOnboarding } from "./stripe-connect";

const PRIVATE = { "cache-control": "private, no-store" };
const body = z.strictObject({ action: z.literal("connect", "Choose an action: connect.") });

export type ConsolePaymentsDeps = ConsoleSessionDeps & {
  env?: Pick<Env, "PAYMENT_PROVIDER" | "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">;
};

/**
 * `POST /api/sites/{slug}/payments/stripe` `{ action: "connect" }` (decision 0071), for the site's group
 * admin (or an operator): the site's connected account is made if it has none (audit-logged), and a
 * fresh link to Stripe's hosted onboarding for it is answered, 200 `{ url }`, for the browser to go
 * to. Stripe sends the admin back to the Payments page (`?stripe=return`, or `?stripe=refresh` when the
 * link lapsed). 409 when this server's deposits are not Stripe's; 502 when Stripe refuses or fails.
 */
export async function postConsolePayments(
  deps: ConsolePaymentsDeps,
  slug: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "payments.manage"),
    ...schemaBody(body, 256),
  });
  if (!change.ok) return change.response;
  const env = deps.env ?? processEnv;
  const { member, site } = change.session;
  if (env.PAYMENT_PROVIDER !== "stripe" || !env.STRIPE_SECRET_KEY)
    return jsonError(
      409,
      "Deposits on this server are taken by the local test processor: Stripe is not set up.",
    );
  const origin = request.headers.get("origin") ?? siteOrigin(site);
  const page = `${origin}/sites/${encodeURIComponent(site.slug)}/payments`;
  const outcome = await startOnboarding(
    deps.db,
    { secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE },
    site,
    { returnUrl: `${page}?stripe=return`, refreshUrl: `${page}?stripe=refresh` },
    staffActor(member, change.client.address),
  );
  if (outcome.kind === "error")
    return jsonError(502, `Stripe could not start the onboarding: ${outcome.reason}`);
  return Response.json({ url: outcome.url, account: outcome.account.accountId }, { headers: PRIVATE });
}
