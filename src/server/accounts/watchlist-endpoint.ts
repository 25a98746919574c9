import "server-only";
import { z } from "zod";
import { signInPath } from "@/lib/accounts/sign-in-types";
import { WATCHLIST_CHANGES_PER_WINDOW, WATCHLIST_PATH, WATCHLIST_WINDOW_MS } from "@/lib/accounts/watchlist";
import { type WatchlistChange, watchlistChangeSchema } from "@/lib/accounts/watchlist-request";
import { hitRateLimit } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { type ApiIssue, type Parsed, zodIssues } from "../http/api";
import { factsOf } from "../http/request-facts";
import { receiveStateChange } from "../http/state-change";
import { findShopper, type Shopper, type SignInDependencies } from "./sign-in";
import { changeWatchlist, watchlistCarIds } from "./watchlist";

/**
 * The watchlist API (spec 01 §7, issue 21 §3): `POST /api/watchlist/save-car` and `/remove-car` with
 * `{ phone_number, car_id }`, answered `{ success: true }`; `GET /api/watchlist` `{ phone_number, car_ids }` for the
 * browser's copy of the list. Only the signed-in shopper's own list changes: no session is 401, a phone
 * that is not the session's is 403. Every refusal carries `success: false` and the reason (spec 01 §8
 * "an alert shows the error message and success is false").
 */
const PRIVATE = { "cache-control": "private, no-store" };
const BODY_LIMIT = 1024;

function refusal(
  status: number,
  error: string,
  issues: ApiIssue[] = [],
  extra: Record<string, unknown> = {},
) {
  return Response.json(
    { success: false, error, ...(issues.length ? { issues } : {}), ...extra },
    { status, headers: PRIVATE },
  );
}

async function shopperOf(deps: SignInDependencies, site: Site, request: Request): Promise<Shopper | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  return findShopper(deps, site, { cookie, secure: factsOf(request.headers).scheme === "https" });
}

const signInFirst = () =>
  refusal(401, "Please sign in to use your watchlist.", [], {
    sign_in: signInPath({ type: "watchlist", redirect: WATCHLIST_PATH }),
  });

/** The prelude's step for the session: the signed-in shopper, or 401 with where to sign in. */
function signedIn(deps: SignInDependencies, site: Site) {
  return async (request: Request): Promise<Parsed<Shopper>> => {
    const shopper = await shopperOf(deps, site, request);
    return shopper ? { ok: true, data: shopper } : { ok: false, response: signInFirst() };
  };
}

export async function postWatchlistChange(
  deps: SignInDependencies,
  site: Site,
  request: Request,
  action: "save" | "remove",
): Promise<Response> {
  const change = await receiveStateChange(request, {
    refuse: () =>
      site.config.features.authentication ? null : refusal(404, "This site does not offer a watchlist."),
    session: signedIn(deps, site),
    body: { schema: z.unknown(), maxBytes: BODY_LIMIT, refusal },
    check: (body, { session }) => watchlistChange(body, session),
    limits: (_input, { session, client }) =>
      watchlistLimits(deps, [
        `watchlist-user:${site.id} ${session.userId}`,
        `watchlist-ip:${site.id} ${client.address}`,
      ]),
  });
  if (!change.ok) return change.response;
  const result = await changeWatchlist(deps.db, site, change.session.userId, change.input.car_id, action);
  return watchlistChangeResponse(result);
}

function watchlistChange(body: unknown, shopper: Shopper): Parsed<WatchlistChange> {
  const parsed = watchlistChangeSchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, response: refusal(400, "Please fix the following errors:", zodIssues(parsed.error)) };
  }
  // Spec 01 §6 "Only a user with a phone number may save to the watchlist": their own number.
  if (parsed.data.phone_number !== shopper.phone) {
    return {
      ok: false,
      response: refusal(403, "That phone number is not the one you signed in with.", [
        { key: "phone_number", message: "phone_number: is not the signed-in shopper's number" },
      ]),
    };
  }
  return { ok: true, data: parsed.data };
}

async function watchlistLimits(deps: SignInDependencies, keys: string[]): Promise<Response | null> {
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  for (const key of keys) {
    const decision = await hitRateLimit(
      deps.counters,
      { limit: WATCHLIST_CHANGES_PER_WINDOW, windowMs: WATCHLIST_WINDOW_MS },
      key,
      nowMs,
    );
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      const response = refusal(
        429,
        "Too many watchlist changes just now. Please try again in a few minutes.",
      );
      response.headers.set("retry-after", String(seconds));
      return response;
    }
  }
  return null;
}

function watchlistChangeResponse(result: Awaited<ReturnType<typeof changeWatchlist>>): Response {
  switch (result) {
    case "ok":
      return Response.json({ success: true }, { headers: PRIVATE });
    case "unknown-car":
      return refusal(400, "Please fix the following errors:", [
        { key: "car_id", message: "car_id: no such car on this site" },
      ]);
    case "not-in-stock":
      return refusal(409, "This car has sold, so it can't be added to your watchlist.");
    case "full":
      return refusal(409, "Your watchlist is full. Remove a car to save another.");
  }
}

export async function getWatchlist(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  if (!site.config.features.authentication) return refusal(404, "This site does not offer a watchlist.");
  const shopper = await shopperOf(deps, site, request);
  if (!shopper) return signInFirst();
  // The shopper's own number: the browser sends it back with each change (spec 01 §7's body).
  return Response.json(
    { phone_number: shopper.phone, car_ids: await watchlistCarIds(deps.db, site, shopper.userId) },
    { headers: PRIVATE },
  );
}
