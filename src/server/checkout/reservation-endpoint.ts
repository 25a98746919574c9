import "server-only";
import { z } from "zod";
import { type Env, env as processEnv } from "@/env";
import {
  idempotencyKeySchema,
  type ReservationRequest,
  reservationRequestSchema,
} from "@/lib/checkout/reservation";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { currentShopper, gatedSession, type Shopper } from "../accounts/current-shopper";
import type { Database } from "../db/client";
import { firstIssuePerKey, fixFields, jsonError, type Parsed, zodIssues } from "../http/api";
import { receiveStateChange } from "../http/state-change";
import { postRateRefusal } from "../net/post-rate-limit";
import { databaseRateCounters } from "../net/rate-counters";
import { chargingAccountOf } from "../payments/connected-accounts";
import type { PaymentProvider } from "../payments/payment-provider";
import { paymentProviderFor, paymentProviderNamed } from "../payments/payment-providers";
import { siteOrigin } from "../tenancy/sites";
import { type ReserveCarResult, reserveCar } from "./reserve-car";

export type ReservationPostSettings = {
  counters: RateCounters;
  /**
   * The signed-in shopper of a request (server/accounts), asked only where the site gates checkout
   * behind sign-in; without it such a site's reservations are refused, never let through.
   */
  shopperOf?: (site: Site, request: Request) => Promise<Shopper | null>;
  perIp: number;
  perSite: number;
  provider: PaymentProvider;
  providerNamed: (name: string, account?: string | null) => PaymentProvider | null;
  /**
   * The site's own connected account that takes its deposits (Stripe Connect, decision 0071), or null
   * for the platform's; asked only when the processor is Stripe.
   */
  accountFor?: (site: Site) => Promise<string | null>;
  now?: () => Date;
};

export function reservationPostSettings(db: Database, env: Env = processEnv): ReservationPostSettings {
  return {
    counters: databaseRateCounters(db),
    shopperOf: (site, request) => currentShopper(site, request),
    perIp: env.LEAD_RATE_PER_IP,
    perSite: env.LEAD_RATE_PER_SITE,
    provider: paymentProviderFor(db, env),
    providerNamed: (name, account) => paymentProviderNamed(name, db, env, account),
    accountFor: (site) => chargingAccountOf(db, site.id),
  };
}

/**
 * `POST /api/reservations`, from request to answer (issue 18), with /api/leads' own guards, through the
 * state-change prelude: a cross-site post is 403 and a non-JSON body 415, 401 where checkout is kept for
 * signed-in shoppers and the request has no session, a body over 16 KB 413, bad fields (the body's and
 * the Idempotency-Key header's) 400 with a reason each, and per-address and per-site rate limits with
 * the lead limits' numbers and window (429) — counted only for valid requests (a repeat of a key is
 * counted too: the limit is on requests, reserveCar answers the repeat). Then reserveCar, the receiver,
 * and its result as a status. Never a 500 for anything a client sends.
 */
export async function postReservation(
  db: Database,
  site: Site,
  request: Request,
  settings: ReservationPostSettings,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    // Issue 21 §2: where checkout is kept for signed-in shoppers, a reservation needs a session (401).
    session: gatedSession(site, "checkout", settings.shopperOf ?? noShopper),
    body: { schema: z.unknown() },
    check: (body, { request }) => reservationInput(body, request.headers),
    limits: (_input, { client }) =>
      postRateRefusal(
        "reserve",
        site,
        client.address,
        settings,
        settings.now?.() ?? new Date(),
        "reservations",
      ),
  });
  if (!change.ok) return change.response;
  const { reservation, idempotencyKey } = change.input;
  const account = settings.provider.name === "stripe" ? await settings.accountFor?.(site) : null;
  const provider = (account && settings.providerNamed(settings.provider.name, account)) || settings.provider;
  // The page the shopper reserved on, on the origin their browser is on (the guard checked it is this site's).
  const origin = request.headers.get("origin") ?? siteOrigin(site);
  const path = reservation.return_path;
  const result = await reserveCar(db, site, reservation, idempotencyKey, {
    provider,
    providerNamed: settings.providerNamed,
    ...(path
      ? { returnUrl: (id: string) => `${origin}${path}${path.includes("?") ? "&" : "?"}reservation=${id}` }
      : {}),
    ...(settings.now ? { now: settings.now } : {}),
  });
  return reservationResponse(result);
}

const noShopper = async () => null;

/** The body and the Idempotency-Key header, each field's first reason when either is wrong. */
function reservationInput(
  body: unknown,
  headers: Headers,
): Parsed<{ reservation: ReservationRequest; idempotencyKey: string }> {
  const reservation = reservationRequestSchema.safeParse(body);
  const key = idempotencyKeySchema.safeParse(headers.get("idempotency-key") ?? undefined);
  if (reservation.success && key.success) {
    return { ok: true, data: { reservation: reservation.data, idempotencyKey: key.data } };
  }
  const issues = [
    ...(reservation.success ? [] : zodIssues(reservation.error)),
    ...(key.success
      ? []
      : key.error.issues.map((issue) => ({
          key: "Idempotency-Key",
          message: `Idempotency-Key: ${issue.message}`,
        }))),
  ];
  // One reason per field, the first: "please enter" rather than every format rule after it too.
  return { ok: false, response: fixFields(firstIssuePerKey(issues)) };
}

export function reservationResponse(result: ReserveCarResult): Response {
  const headers = { "cache-control": "no-store" };
  switch (result.kind) {
    case "held":
      return Response.json(result.reservation, { status: 201, headers });
    case "replayed":
      return Response.json(result.reservation, { status: 200, headers });
    case "requires-action":
      return Response.json(result.reservation, { status: 202, headers });
    case "declined":
      return jsonError(402, result.reason);
    case "payment-error":
      return jsonError(502, result.reason);
    case "unavailable":
      return jsonError(409, result.reason);
    case "not-found":
      return jsonError(404, "No such car on this site.");
    case "key-reused":
      return jsonError(409, "This Idempotency-Key was already used for a different reservation.");
  }
}
