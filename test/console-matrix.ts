import { TOTP } from "otpauth";
import { may, mayOpenSite, type StaffAction, type StaffRole, type StaffScope } from "@/lib/staff/roles";

/**
 * Issue 31 "Done when: a role matrix test: every role × every console route and admin API action,
 * allowed or refused". One table of the console's routes, each with the action it needs; one cast of
 * staff, one of each role (and a sales person who sees all, and a group admin of another site); the
 * expectation of each cell is `may(scope, action, site)`, and the runner asks the real server over
 * HTTP. It runs in the e2e suite (PGlite) and in the PostgreSQL integration run, through the same
 * `send`: a refusal is the answer a stranger gets (404, or 401 with no session), an allowance is
 * anything else (a page, or the endpoint's own 400 for the empty body sent).
 */

export type ConsoleRequest = {
  method: "GET" | "POST";
  path: string;
  cookie?: string;
  body?: unknown;
  bearer?: string;
};
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

/**
 * A console route: its request (on the matrix site), and what it needs — an action on the site, or
 * only a session (`signed-in`: the account page, the sites list), or the site itself (`own-site`: the
 * overview, open to every member of the site).
 */
export type MatrixRoute = {
  name: string;
  /** The route's file under src/app/console/ (a test holds the table to the files on disk). */
  file: string;
  request: (ctx: MatrixContext) => ConsoleRequest;
  needs: StaffAction | "signed-in" | "own-site";
};

/** What a route's request may name: the matrix site, and records of it the cast's set-up made. */
export type MatrixContext = { site: string; staffId: number };

export const CONSOLE_ROUTES: MatrixRoute[] = [
  { name: "sites list", file: "page.tsx", request: () => ({ method: "GET", path: "/" }), needs: "signed-in" },
  {
    name: "account page",
    file: "account/page.tsx",
    request: () => ({ method: "GET", path: "/account" }),
    needs: "signed-in",
  },
  {
    name: "site overview",
    file: "sites/[slug]/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}` }),
    needs: "own-site",
  },
  {
    name: "staff page",
    file: "sites/[slug]/staff/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/staff` }),
    needs: "staff.manage",
  },
  {
    name: "audit log page",
    file: "sites/[slug]/audit/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/audit` }),
    needs: "audit.read",
  },
  {
    name: "invite staff",
    file: "api/sites/[slug]/staff/route.ts",
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/staff`, body: {} }),
    needs: "staff.manage",
  },
  {
    name: "staff account action",
    file: "api/sites/[slug]/staff/[id]/route.ts",
    // A bad action on a real account: allowed members get the endpoint's own 400.
    request: ({ site, staffId }) => ({
      method: "POST",
      path: `/api/sites/${site}/staff/${staffId}`,
      body: { action: "?" },
    }),
    needs: "staff.manage",
  },
  {
    name: "API keys page",
    file: "sites/[slug]/api-keys/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/api-keys` }),
    needs: "api-keys.manage",
  },
  {
    name: "create API key",
    file: "api/sites/[slug]/api-keys/route.ts",
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/api-keys`, body: {} }),
    needs: "api-keys.manage",
  },
  {
    name: "revoke API key",
    file: "api/sites/[slug]/api-keys/[id]/route.ts",
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/api-keys/1`, body: { action: "?" } }),
    needs: "api-keys.manage",
  },
  {
    name: "leads inbox",
    file: "sites/[slug]/leads/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/leads` }),
    needs: "leads.read",
  },
  {
    name: "new leads poll",
    file: "api/sites/[slug]/leads/updates/route.ts",
    request: ({ site }) => ({ method: "GET", path: `/api/sites/${site}/leads/updates` }),
    needs: "leads.read",
  },
  {
    name: "leads CSV export",
    file: "api/sites/[slug]/leads/export/route.ts",
    request: ({ site }) => ({ method: "GET", path: `/api/sites/${site}/leads/export` }),
    needs: "leads.read",
  },
  {
    name: "reservations page",
    file: "sites/[slug]/reservations/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/reservations` }),
    needs: "reservations.read",
  },
  {
    name: "trade-ins page",
    file: "sites/[slug]/trade-ins/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/trade-ins` }),
    needs: "trade-ins.read",
  },
  {
    name: "content page",
    file: "sites/[slug]/content/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/content?kind=pages` }),
    needs: "content.write",
  },
  {
    name: "content editor (a new offer)",
    file: "sites/[slug]/content/[kind]/[item]/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/content/offers/new` }),
    needs: "content.write",
  },
  {
    name: "content change",
    file: "api/sites/[slug]/content/[kind]/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/content/offers`,
      body: { action: "?" },
    }),
    needs: "content.write",
  },
  {
    name: "lead action",
    file: "api/sites/[slug]/leads/[id]/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/leads/${NO_RECORD_UUID}`,
      body: { action: "?" },
    }),
    needs: "leads.write",
  },
  {
    name: "reservation action",
    file: "api/sites/[slug]/reservations/[id]/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/reservations/${NO_RECORD_UUID}`,
      body: { action: "?" },
    }),
    needs: "reservations.write",
  },
  {
    name: "trade-in action",
    file: "api/sites/[slug]/trade-ins/[id]/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/trade-ins/${NO_RECORD_UUID}`,
      body: { action: "?" },
    }),
    needs: "trade-ins.write",
  },
];

/** A record id no record has: the action endpoints judge the site and the body before the record. */
const NO_RECORD_UUID = "00000000-0000-4000-8000-000000000000";

/**
 * One record's page: each refuses another site's record, or one outside the member's dealerships, as
 * not there (404); the matrix cannot reach them without records, so each names the integration test
 * that walks its refusals with real records and sessions.
 */
export const RECORD_PAGES: Record<string, string> = {
  "sites/[slug]/leads/[id]/page.tsx": "src/server/leads/lead-page-read.int.test.ts",
  "sites/[slug]/reservations/[id]/page.tsx": "src/server/checkout/console-reservations.int.test.ts",
  "sites/[slug]/trade-ins/[id]/page.tsx": "src/server/trade-in/console-trade-ins.int.test.ts",
};

/**
 * The console's routes open before sign-in (or that need only a session, with no site): signing in and
 * out, setting a password from a link, turning on two-factor. Every other route is in CONSOLE_ROUTES.
 */
export const SESSION_ROUTES = [
  "sign-in/page.tsx",
  "forgot-password/page.tsx",
  "api/password-reset/route.ts",
  "set-password/page.tsx",
  "api/sign-in/route.ts",
  "api/sign-in/code/route.ts",
  "api/sign-out/route.ts",
  "api/set-password/route.ts",
  "api/account/two-factor/route.ts",
  "api/account/two-factor/confirm/route.ts",
];

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
 * dealership slug of the matrix site.
 */
export async function signInCast(send: Send, adminToken: string, dealership: string, stamp: string) {
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
        ...(member.site ? { site: member.site } : {}),
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
