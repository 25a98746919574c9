import "server-only";
import { z } from "zod";
import { type Env, env as processEnv } from "@/env";
import { idempotencyKeySchema, reservationRequestSchema } from "@/lib/checkout/reservation";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { currentShopper, gatedApiRefusal, type Shopper } from "../accounts/current-shopper";
import type { Database } from "../db/client";
import { firstIssuePerKey, jsonError, parseJsonBody, zodIssues } from "../http/api";
import { stateChangeRefusal } from "../http/request-facts";
import { postRateRefusal } from "../net/post-rate-limit";
import { databaseRateCounters } from "../net/rate-counters";
import type { PaymentProvider } from "../payments/payment-provider";
import { paymentProviderFor, paymentProviderNamed } from "../payments/payment-providers";
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
  providerNamed: (name: string) => PaymentProvider | null;
  now?: () => Date;
};

export function reservationPostSettings(db: Database, env: Env = processEnv): ReservationPostSettings {
  return {
    counters: databaseRateCounters(db),
    shopperOf: (site, request) => currentShopper(site, request),
    perIp: env.LEAD_RATE_PER_IP,
    perSite: env.LEAD_RATE_PER_SITE,
    provider: paymentProviderFor(db, env),
    providerNamed: (name) => paymentProviderNamed(name, db, env),
  };
}

/**
 * `POST /api/reservations`, from request to answer (issue 18), with /api/leads' own guards: a
 * cross-site post is 403 and a non-JSON body 415 (stateChangeRefusal), a body over 16 KB 413
 * (parseJsonBody), 401 where checkout is kept for signed-in shoppers and the request has no session,
 * bad fields 400 with a reason each, and per-address and per-site rate limits with
 * the lead limits' numbers and window (429) — counted only for valid requests, and not for a repeat
 * of an Idempotency-Key already filed. Never a 500 for anything a client sends.
 */
export async function receiveReservationPost(
  db: Database,
  site: Site,
  request: Request,
  settings: ReservationPostSettings,
): Promise<Response> {
  const refused = stateChangeRefusal(request.headers);
  if (refused) return refused;
  // Issue 21 §2: where checkout is kept for signed-in shoppers, a reservation needs a session (401).
  const signInFirst = await gatedApiRefusal(site, request, "checkout", settings.shopperOf ?? noShopper);
  if (signInFirst) return signInFirst;
  const parsed = await parseJsonBody(request, z.unknown());
  if (!parsed.ok) return parsed.response;
  const body = reservationRequestSchema.safeParse(parsed.data);
  const key = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key") ?? undefined);
  if (!body.success || !key.success) {
    const issues = [
      ...(body.success ? [] : zodIssues(body.error)),
      ...(key.success
        ? []
        : key.error.issues.map((issue) => ({
            key: "Idempotency-Key",
            message: `Idempotency-Key: ${issue.message}`,
          }))),
    ];
    // One reason per field, the first: "please enter" rather than every format rule after it too.
    return jsonError(400, "Please fix the following errors:", firstIssuePerKey(issues));
  }

  const limited = await postRateRefusal(
    "reserve",
    site,
    request,
    settings,
    settings.now?.() ?? new Date(),
    "reservations",
  );
  if (limited) return limited;

  const result = await reserveCar(db, site, body.data, key.data, {
    provider: settings.provider,
    providerNamed: settings.providerNamed,
    ...(settings.now ? { now: settings.now } : {}),
  });
  return answer(result);
}

const noShopper = async () => null;

function answer(result: ReserveCarResult): Response {
  const headers = { "cache-control": "no-store" };
  switch (result.kind) {
    case "held":
      return Response.json(result.reservation, { status: 201, headers });
    case "replayed":
      return Response.json(result.reservation, { status: 200, headers });
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
