import { TOTP } from "otpauth";
import { may, mayOpenSite, type StaffRole, type StaffScope } from "@/lib/staff/roles";
import {
  CONSOLE_ROUTES,
  type ConsoleRequest,
  type MatrixContext,
  type MatrixRoute,
} from "./console-routes-table";

/**
 * Issue 31 "Done when: a role matrix test: every role × every console route and admin API action,
 * allowed or refused". One table of the console's routes, each with the action it needs; one cast of
 * staff, one of each role (and a sales person who sees all, and a group admin of another site); the
 * expectation of each cell is `may(scope, action, site)`, and the runner asks the real server over
 * HTTP. It runs in the e2e suite (PGlite) and in the PostgreSQL integration run, through the same
 * `send`: a refusal is the answer a stranger gets (404, or 401 with no session), an allowance is
 * anything else (a page, or the endpoint's own 400 for the empty body sent).
 */

export type ConsoleReply = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};
export type Send = (request: ConsoleRequest) => Promise<ConsoleReply>;

export const MATRIX_SITE = "harbour-toyota";
export const OTHER_SITE = "metro-motor-group";
const PASSWORD = "correct horse battery staple wagon";

/** Who the matrix signs in, and the scope each is made with. */
export const CAST = [
  { key: "operator", role: "operator", site: null },
  { key: "group-admin", role: "group-admin", site: MATRIX_SITE },
  { key: "manager", role: "manager", site: MATRIX_SITE, dealerships: true },
  { key: "sales", role: "sales", site: MATRIX_SITE, dealerships: true },
  { key: "sales-all", role: "sales", site: MATRIX_SITE, dealerships: true, seesAll: true },
  { key: "marketing", role: "marketing", site: MATRIX_SITE },
  { key: "other-group-admin", role: "group-admin", site: OTHER_SITE },
] as const satisfies readonly {
  key: string;
  role: StaffRole;
  site: string | null;
  dealerships?: boolean;
  seesAll?: boolean;
}[];
export type CastKey = (typeof CAST)[number]["key"];

/** Whether a member of `scope` should get through to `route` on the site with id `siteId`. */
export function expectedAllowed(scope: StaffScope, route: MatrixRoute, siteId: number): boolean {
  if (route.needs === "signed-in") return true;
  if (route.needs === "own-site") return mayOpenSite(scope, siteId);
  return may(scope, route.needs, { siteId });
}

/** A reply that means "refused": what a stranger gets. */
export function refused(reply: ConsoleReply, route: MatrixRoute): boolean {
  if (reply.status === 401 || reply.status === 404) return true;
  // A page behind a sign-in sends the browser to sign in.
  return (
    route.request({ site: MATRIX_SITE, staffId: 0 }).method === "GET" &&
    reply.status === 307 &&
    /\/sign-in$/.test(String(reply.headers.location ?? ""))
  );
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => c && !c.endsWith("="))
    .join("; ");

/**
 * Makes the cast through the admin API (`adminToken`) and signs each in over the console API, turning
 * on two-factor where the role needs it; answers each member's session cookie. `dealership` is a
 * dealership slug of the matrix site (or of `site`, when the cast is made for another).
 */
export async function signInCast(
  send: Send,
  adminToken: string,
  dealership: string,
  stamp: string,
  /** The site the cast's own-site members belong to: the matrix site unless told. */
  site: string = MATRIX_SITE,
) {
  const cookies = {} as Record<CastKey, string>;
  const ids = {} as Record<CastKey, number>;
  for (const member of CAST) {
    const email = `${member.key}-${stamp}@matrix.test`;
    const made = await send({
      method: "POST",
      path: "/admin/api/staff",
      bearer: adminToken,
      body: {
        email,
        role: member.role,
        ...(member.site ? { site: member.site === MATRIX_SITE ? site : member.site } : {}),
        ...("dealerships" in member ? { dealerships: [dealership] } : {}),
        ...("seesAll" in member ? { sees_all_dealership_leads: true } : {}),
      },
    });
    if (made.status !== 201) throw new Error(`staff add ${member.key}: ${made.status} ${made.body}`);
    ids[member.key] = (JSON.parse(made.body) as { staff_id: number }).staff_id;
    const token = /token=([^"&]+)/.exec(made.body)?.[1];
    const set = await send({
      method: "POST",
      path: "/api/set-password",
      body: { token: decodeURIComponent(token ?? ""), password: PASSWORD, confirm: PASSWORD },
    });
    if (set.status !== 200) throw new Error(`set password ${member.key}: ${set.status} ${set.body}`);
    const signedIn = await send({
      method: "POST",
      path: "/api/sign-in",
      body: { email, password: PASSWORD },
    });
    if (signedIn.status !== 200)
      throw new Error(`sign in ${member.key}: ${signedIn.status} ${signedIn.body}`);
    let cookie = cookieOf(signedIn.headers["set-cookie"]);
    if (member.role === "operator" || member.role === "group-admin") {
      const started = await send({
        method: "POST",
        path: "/api/account/two-factor",
        cookie,
        body: { password: PASSWORD },
      });
      const { secret } = JSON.parse(started.body) as { secret: string };
      const confirmed = await send({
        method: "POST",
        path: "/api/account/two-factor/confirm",
        cookie,
        body: { code: new TOTP({ secret }).generate() },
      });
      if (confirmed.status !== 200)
        throw new Error(`two-factor ${member.key}: ${confirmed.status} ${confirmed.body}`);
      cookie = cookieOf(confirmed.headers["set-cookie"]) || cookie;
    }
    cookies[member.key] = cookie;
  }
  return { cookies, ids };
}

/** The matrix site's id in the expectations: any id, as long as the cast's scopes name the same. */
const MATRIX_SITE_ID = 1;

/** The cast's scopes as the rule sees them (site-level routes: dealerships and ids do not matter). */
export function castScopes(): Record<CastKey, StaffScope> {
  const scopes = {} as Record<CastKey, StaffScope>;
  for (const member of CAST) {
    scopes[member.key] = {
      staffId: 0,
      role: member.role,
      siteId: member.site === null ? null : member.site === MATRIX_SITE ? MATRIX_SITE_ID : MATRIX_SITE_ID + 1,
      dealershipIds: [],
      seesAllDealershipLeads: "seesAll" in member,
    };
  }
  return scopes;
}

/** Every cell of the matrix that disagrees with the rule, as readable lines (empty: all agree). */
export async function matrixMismatches(
  send: Send,
  cast: { cookies: Record<CastKey, string>; ids: Record<CastKey, number> },
): Promise<string[]> {
  const scopes = castScopes();
  const siteId = MATRIX_SITE_ID;
  const { cookies } = cast;
  const ctx: MatrixContext = { site: MATRIX_SITE, staffId: cast.ids.sales };
  const wrong: string[] = [];
  for (const route of CONSOLE_ROUTES) {
    const anonymous = await send(route.request(ctx));
    if (!refused(anonymous, route)) wrong.push(`${route.name}: signed out got ${anonymous.status}`);
    for (const member of CAST) {
      const reply = await send({ ...route.request(ctx), cookie: cookies[member.key] });
      const allowed = expectedAllowed(scopes[member.key], route, siteId);
      if (allowed === refused(reply, route)) {
        wrong.push(
          `${route.name} × ${member.key}: expected ${allowed ? "allowed" : "refused"}, got ${reply.status}`,
        );
      }
    }
  }
  return wrong;
}
