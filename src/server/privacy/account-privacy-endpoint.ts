import "server-only";
import { signInPath } from "@/lib/accounts/sign-in-types";
import { WATCHLIST_PATH } from "@/lib/accounts/watchlist";
import { ownDeleteSchema, subjectOfSession } from "@/lib/privacy/privacy-subject";
import type { Site } from "@/lib/tenancy/site";
import { findShopper, type Shopper, type SignInDependencies, signOut } from "../accounts/sign-in";
import { hintCookie } from "../accounts/sign-in-endpoint";
import { jsonError, type Parsed } from "../http/api";
import { factsOf } from "../http/request-facts";
import { clientFacts, receiveStateChange, schemaBody } from "../http/state-change";
import { exportFile } from "./console-privacy-endpoint";
import { deleteShopperData, exportShopperData } from "./privacy-requests";

/**
 * A signed-in shopper's own privacy requests (issue 36 item 6; APP 12 and 13; decision 0070), on a
 * site with sign-in. Whose data it is is the session's mobile, proven by the code texted to it (an
 * e-mail a shopper typed was never proven, so records are found by the phone alone):
 *
 * - `GET /api/account/data` → 200 the JSON file (an attachment) of everything the site holds for that
 *   phone, audit-logged
 * - `POST /api/account/data/delete` `{ confirm: true }` → 200 `{ deleted }` (the counts), the data
 *   deleted, the shopper signed out (the account is gone) and the cookies cleared, audit-logged
 *
 * 401 signed out (with where to sign in), 404 on a site without sign-in, 400 without the
 * confirmation, 403 and 415 as every state change. Private, never cached.
 */

const PRIVATE = { "cache-control": "private, no-store" };
const BODY_LIMIT = 256;
export type AccountPrivacyDeps = SignInDependencies & { now?: () => Date };

function noSignIn(site: Site): Response | null {
  return site.config.features.authentication ? null : jsonError(404, "This site does not offer sign-in.");
}

function signInFirst(): Response {
  return Response.json(
    {
      error: "Please sign in to see or delete your data.",
      sign_in: signInPath({ type: "watchlist", redirect: WATCHLIST_PATH }),
    },
    { status: 401, headers: PRIVATE },
  );
}

async function shopperOf(deps: AccountPrivacyDeps, site: Site, request: Request): Promise<Shopper | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  return findShopper(deps, site, { cookie, secure: factsOf(request.headers).scheme === "https" });
}

export async function getMyData(deps: AccountPrivacyDeps, site: Site, request: Request): Promise<Response> {
  const refused = noSignIn(site);
  if (refused) return refused;
  const shopper = await shopperOf(deps, site, request);
  if (!shopper) return signInFirst();
  const now = deps.now?.() ?? new Date();
  const actor = { kind: "shopper", address: clientFacts(request.headers).address } as const;
  const data = await exportShopperData(deps.db, site, subjectOfSession(shopper.phone), actor, now);
  return exportFile(site.slug, data, now);
}

export async function postDeleteMyData(
  deps: AccountPrivacyDeps,
  site: Site,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    refuse: () => noSignIn(site),
    session: async (req: Request): Promise<Parsed<Shopper>> => {
      const shopper = await shopperOf(deps, site, req);
      return shopper ? { ok: true, data: shopper } : { ok: false, response: signInFirst() };
    },
    ...schemaBody(ownDeleteSchema, BODY_LIMIT),
  });
  if (!change.ok) return change.response;
  const secure = factsOf(request.headers).scheme === "https";
  // The session ends first (its cookies cleared), then the account goes with everything else.
  const { setCookies } = await signOut(deps, site, {
    clientAddress: change.client.address,
    secure,
    cookie: request.headers.get("cookie"),
    userAgent: request.headers.get("user-agent"),
  });
  const deleted = await deleteShopperData(
    deps.db,
    site,
    subjectOfSession(change.session.phone),
    { kind: "shopper", address: change.client.address },
    deps.now?.() ?? new Date(),
  );
  const response = Response.json({ deleted }, { headers: PRIVATE });
  for (const cookie of [...setCookies, hintCookie(secure, false)])
    response.headers.append("set-cookie", cookie);
  return response;
}
