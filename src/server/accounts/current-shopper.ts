import "server-only";
import { type GatedPage, gateOf } from "@/lib/accounts/gated-pages";
import { signInPath } from "@/lib/accounts/sign-in-types";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "../db/database";
import type { Parsed } from "../http/api";
import { factsOf } from "../http/request-facts";
import { databaseRateCounters } from "../net/rate-counters";
import { serverSmsSender } from "../sms/sms-senders";
import type { AuthDependencies } from "./auth";
import { findShopper, type Shopper, type SignInDependencies } from "./sign-in";

export type { Shopper } from "./sign-in";

/** This server's sign-in dependencies: its database and SMS sender (AUTH_SECRET or the shared secret). */
export async function serverAuthDependencies(): Promise<AuthDependencies> {
  return { db: await getDatabase(), sms: serverSmsSender() };
}

/** The same, with the database-held rate counters the sign-in API counts in. */
export async function serverSignInDependencies(): Promise<SignInDependencies> {
  const deps = await serverAuthDependencies();
  return { ...deps, counters: databaseRateCounters(deps.db) };
}

/**
 * The signed-in shopper of a request on this site, or null: the one call any route, page or API makes
 * (`currentShopper(site, request)` in a route handler, `currentShopper(site, await headers())` in a
 * page). Reads the session cookie (its name depends on the scheme the front vouches for) and never
 * extends the session, so it sets no cookie. A page that calls it is rendered per request: keep it off
 * pages the front cache shares.
 */
export async function currentShopper(
  site: Site,
  source: Request | Headers,
  deps?: AuthDependencies,
): Promise<Shopper | null> {
  const headers = source instanceof Request ? source.headers : source;
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  return findShopper(deps ?? (await serverAuthDependencies()), site, {
    cookie,
    secure: factsOf(headers).scheme === "https",
  });
}

/**
 * For an API behind a gated page (issue 21 §2, "the reserve flow honours the gate"): null when the
 * request may go on (the page is open, or the shopper is signed in), else the answer: 401 with the
 * reason and where to sign in. (A gated page on a site without sign-in is the API's own refusal.)
 */
export async function gatedApiRefusal(
  site: Site,
  request: Request,
  page: GatedPage,
  shopperOf: (site: Site, request: Request) => Promise<Shopper | null>,
  redirect = "/",
): Promise<Response | null> {
  if (gateOf(site.config, page) !== "sign-in") return null;
  if (await shopperOf(site, request)) return null;
  return Response.json(
    {
      error: "Please sign in first: this site keeps this for signed-in shoppers.",
      sign_in: signInPath({ type: page, redirect }),
    },
    { status: 401, headers: { "cache-control": "no-store" } },
  );
}

/** gatedApiRefusal as the state-change prelude's session step (server/http/state-change): go on, or the 401. */
export function gatedSession(
  site: Site,
  page: GatedPage,
  shopperOf: (site: Site, request: Request) => Promise<Shopper | null>,
): (request: Request) => Promise<Parsed<undefined>> {
  return async (request) => {
    const refused = await gatedApiRefusal(site, request, page, shopperOf);
    return refused ? { ok: false, response: refused } : { ok: true, data: undefined };
  };
}
