import "server-only";
import type { z } from "zod";
import { signInPath } from "@/lib/accounts/sign-in-types";
import {
  priceAlertSettingsSchema,
  removeSavedSearchSchema,
  saveSearchSchema,
  unsubscribeSchema,
  updateSavedSearchSchema,
} from "@/lib/alerts/alert-requests";
import type { SavedSearchView } from "@/lib/alerts/alert-types";
import {
  ALERT_CHANGES_PER_WINDOW,
  ALERT_WINDOW_MS,
  SAVED_SEARCHES_MAX,
  UNSUBSCRIBES_PER_WINDOW,
} from "@/lib/alerts/saved-search";
import { hitRateLimit } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { findShopper, type Shopper, type SignInDependencies } from "../accounts/sign-in";
import { type ApiIssue, type Parsed, zodIssues } from "../http/api";
import { factsOf } from "../http/request-facts";
import { receiveStateChange, type StateChange, type StateChangeContext } from "../http/state-change";
import { alertTokenKey } from "./alert-keys";
import {
  listSavedSearches,
  type PriceAlertSettings,
  priceAlertSettingsOf,
  removeSavedSearch,
  saveSearch,
  setPriceAlertSettings,
  shopperEmail,
  updateSavedSearch,
} from "./saved-searches";
import { findUnsubscribable, unsubscribe } from "./unsubscribe";

/**
 * The saved-search and alert APIs (issue 21 §6), for the signed-in shopper's own searches only:
 * - `GET /api/saved-searches` → `{ saved_searches, max, has_email, price_alerts }`;
 * - `POST /api/saved-searches` `{ query, channel? }` → 201 `{ saved_search }` (200 when already saved);
 * - `POST /api/saved-searches/remove` `{ id }`, or `DELETE /api/saved-searches?id=` → `{ removed: true }`;
 * - `POST /api/saved-searches/update` `{ id, alerts_on?, channel? }` → `{ saved_search }`;
 * - `GET` / `POST /api/price-alerts` `{ alerts_on?, channel? }` → `{ price_alerts }`;
 * - `POST /api/alerts/unsubscribe` `{ token }` → `{ stopped }`: no session needed, the token is the key.
 * Every change goes through the state-change prelude (server/http/state-change): Origin and JSON first,
 * rate-limited in the database per shopper and per address, 400 with a reason per field; signed out
 * is 401 with where to sign in. The receivers are saved-searches.ts and unsubscribe.ts.
 */
const PRIVATE = { "cache-control": "private, no-store" };
const BODY_LIMIT = 4 * 1024;

export type AlertsDependencies = SignInDependencies & {
  /** The unsubscribe tokens' key for a site (tests give one; servers derive it, alert-keys.ts). */
  tokenKey?: (site: Site) => Promise<string>;
};

function answer(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { ...PRIVATE, ...headers } });
}

function refusal(
  status: number,
  error: string,
  issues: ApiIssue[] = [],
  extra: Record<string, unknown> = {},
) {
  return answer(status, { error, ...(issues.length ? { issues } : {}), ...extra });
}

const invalid = (issues: ApiIssue[]) => refusal(400, "Please fix the following errors:", issues);

async function shopperOf(deps: SignInDependencies, site: Site, request: Request): Promise<Shopper | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  return findShopper(deps, site, { cookie, secure: factsOf(request.headers).scheme === "https" });
}

const signInFirst = (redirect: string) =>
  refusal(401, "Please sign in to save searches and get alerts.", [], {
    sign_in: signInPath({ type: "saved-search", redirect }),
  });

const unavailable = () => refusal(404, "This site does not offer saved searches or alerts.");
/** An id that is not one of the shopper's saved searches: 404, whether it is another's or none at all. */
const notYourSearch = () =>
  refusal(404, "There is no such saved search on your account.", [
    { key: "id", message: "id: not one of your saved searches" },
  ]);

/** Per shopper (or per address for the unsubscribe page, which has no shopper) and per address. */
async function limited(deps: SignInDependencies, keys: string[], limit: number): Promise<Response | null> {
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  for (const key of keys) {
    const decision = await hitRateLimit(deps.counters, { limit, windowMs: ALERT_WINDOW_MS }, key, nowMs);
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      const response = refusal(429, "Too many changes just now. Please try again in a few minutes.");
      response.headers.set("retry-after", String(seconds));
      return response;
    }
  }
  return null;
}

/**
 * The common door of a change, as the state-change prelude runs it: Origin and JSON, the site's switch,
 * the session, the limits (counted for every change a shopper sends, before its body is read), the
 * body (or, for a DELETE, the query). Returns the shopper and the parsed input, or the answer to send.
 */
function changeDoor<S extends z.ZodType>(
  deps: SignInDependencies,
  site: Site,
  request: Request,
  schema: S,
  options: { body?: "json" | "query"; signInRedirect?: string } = {},
): Promise<StateChange<z.output<S>, Shopper>> {
  const door = {
    refuse: () => (site.config.features.authentication ? null : unavailable()),
    session: async (request: Request): Promise<Parsed<Shopper>> => {
      const shopper = await shopperOf(deps, site, request);
      if (shopper) return { ok: true, data: shopper };
      return { ok: false, response: signInFirst(options.signInRedirect ?? "/watchlist") };
    },
    limitsBeforeBody: ({ session, client }: StateChangeContext<Shopper>) =>
      limited(
        deps,
        [`alerts-user:${site.id} ${session.userId}`, `alerts-ip:${site.id} ${client.address}`],
        ALERT_CHANGES_PER_WINDOW,
      ),
  };
  if (options.body === "query") {
    return receiveStateChange(request, {
      ...door,
      check: (_noBody, { request }): Parsed<z.output<S>> => {
        const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
        return parsed.success
          ? { ok: true, data: parsed.data }
          : { ok: false, response: invalid(zodIssues(parsed.error)) };
      },
    });
  }
  return receiveStateChange(request, {
    ...door,
    body: { schema: schema as z.ZodType<z.output<S>>, maxBytes: BODY_LIMIT },
  });
}

const NO_EMAIL: ApiIssue = {
  key: "channel",
  message: "channel: there is no e-mail address on your account, so alerts can only be texted to you",
};

function priceAlertsJson(settings: PriceAlertSettings) {
  return { alerts_on: settings.alertsOn, channel: settings.channel };
}

function savedSearchJson(search: SavedSearchView) {
  return {
    id: search.id,
    label: search.label,
    path: search.path,
    channel: search.channel,
    alerts_on: search.alertsOn,
    created_at: search.createdAt,
  };
}

export async function getSavedSearches(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  if (!site.config.features.authentication) return unavailable();
  const shopper = await shopperOf(deps, site, request);
  if (!shopper) return signInFirst("/search");
  const [searches, email, prices] = await Promise.all([
    listSavedSearches(deps.db, site, shopper.userId),
    shopperEmail(deps.db, shopper.userId),
    priceAlertSettingsOf(deps.db, shopper.userId),
  ]);
  return answer(200, {
    saved_searches: searches.map(savedSearchJson),
    max: SAVED_SEARCHES_MAX,
    has_email: email !== null,
    price_alerts: priceAlertsJson(prices),
  });
}

export async function postSaveSearch(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  const door = await changeDoor(deps, site, request, saveSearchSchema, { signInRedirect: "/search" });
  if (!door.ok) return door.response;
  const now = deps.now?.() ?? new Date();
  const result = await saveSearch(deps.db, site, door.session.userId, door.input, now);
  switch (result.kind) {
    case "saved":
      return answer(result.created ? 201 : 200, { saved_search: savedSearchJson(result.search) });
    case "invalid":
      return invalid(
        result.issues.map((i) => ({ key: `query.${i.key}`, message: `query.${i.key}: ${i.message}` })),
      );
    case "no-email":
      return invalid([NO_EMAIL]);
    case "full":
      return refusal(
        409,
        `You have saved ${SAVED_SEARCHES_MAX} searches, as many as we keep. Remove one to save another.`,
      );
  }
}

export async function deleteSavedSearch(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  const door = await changeDoor(deps, site, request, removeSavedSearchSchema, {
    body: request.method === "DELETE" ? "query" : "json",
  });
  if (!door.ok) return door.response;
  const removed = await removeSavedSearch(deps.db, site, door.session.userId, door.input.id);
  return removed ? answer(200, { removed: true }) : notYourSearch();
}

export async function postUpdateSavedSearch(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  const door = await changeDoor(deps, site, request, updateSavedSearchSchema);
  if (!door.ok) return door.response;
  const now = deps.now?.() ?? new Date();
  const result = await updateSavedSearch(
    deps.db,
    site,
    door.session.userId,
    door.input.id,
    { alertsOn: door.input.alerts_on, channel: door.input.channel },
    now,
  );
  switch (result.kind) {
    case "updated":
      return answer(200, { saved_search: savedSearchJson(result.search) });
    case "no-email":
      return invalid([NO_EMAIL]);
    case "not-found":
      return notYourSearch();
  }
}

export async function getPriceAlerts(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  if (!site.config.features.authentication) return unavailable();
  const shopper = await shopperOf(deps, site, request);
  if (!shopper) return signInFirst("/watchlist");
  return answer(200, {
    price_alerts: priceAlertsJson(await priceAlertSettingsOf(deps.db, shopper.userId)),
  });
}

export async function postPriceAlerts(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  const door = await changeDoor(deps, site, request, priceAlertSettingsSchema);
  if (!door.ok) return door.response;
  const now = deps.now?.() ?? new Date();
  const result = await setPriceAlertSettings(
    deps.db,
    door.session.userId,
    { alertsOn: door.input.alerts_on, channel: door.input.channel },
    now,
  );
  return result.kind === "updated"
    ? answer(200, { price_alerts: priceAlertsJson(result.settings) })
    : invalid([NO_EMAIL]);
}

/**
 * The unsubscribe page's button: the token from the link is the whole authority (no session: "works
 * without signing in"); the same answer for a token that is wrong, of another site or of an alert
 * since deleted, so a guess learns nothing.
 */
export async function postUnsubscribe(
  deps: AlertsDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    refuse: () => (site.config.features.authentication ? null : unavailable()),
    limitsBeforeBody: ({ client }) =>
      limited(deps, [`unsubscribe-ip:${site.id} ${client.address}`], UNSUBSCRIBES_PER_WINDOW),
    body: { schema: unsubscribeSchema, maxBytes: BODY_LIMIT },
  });
  if (!change.ok) return change.response;
  const key = await (deps.tokenKey ?? ((s: Site) => alertTokenKey(deps.db, s.id)))(site);
  const found = await findUnsubscribable(deps.db, site, key, change.input.token);
  if (!found) {
    return invalid([
      { key: "token", message: "token: this link is not one of ours, or its alert no longer exists" },
    ]);
  }
  await unsubscribe(deps.db, site, found.subject, deps.now?.() ?? new Date());
  return answer(200, { stopped: found.description });
}
