import type { StaffAction } from "@/lib/staff/roles";

/**
 * The console's routes as the role matrix asks them (issue 31 "Done when", test/console-matrix.ts runs
 * them): each route file under src/app/console with one request and the action it needs, the record
 * pages (each walked by its integration test) and the routes open before sign-in.
 * src/app/console/console-routes.test.ts holds this table to the route files on disk.
 */
export type ConsoleRequest = {
  method: "GET" | "POST";
  path: string;
  cookie?: string;
  body?: unknown;
  bearer?: string;
};

/** A dealership of the matrix site (the demo's), for its settings page. */
export const MATRIX_DEALERSHIP = "harbour-city-toyota";

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
    name: "payments page",
    file: "sites/[slug]/payments/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/payments` }),
    needs: "payments.manage",
  },
  {
    name: "connect Stripe",
    file: "api/sites/[slug]/payments/stripe/route.ts",
    // A bad action: allowed members get the endpoint's own 400.
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/payments/stripe`,
      body: { action: "?" },
    }),
    needs: "payments.manage",
  },
  {
    name: "settings page",
    file: "sites/[slug]/settings/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/settings` }),
    needs: "settings.write",
  },
  {
    name: "settings group page",
    file: "sites/[slug]/settings/[group]/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/settings/contact` }),
    needs: "settings.write",
  },
  {
    name: "marketing settings page",
    file: "sites/[slug]/settings/[group]/page.tsx",
    // The marketing group is a marketer's too (its slice's editableBy).
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/settings/marketing` }),
    needs: "marketing.write",
  },
  {
    name: "save marketing settings",
    file: "api/sites/[slug]/settings/[group]/route.ts",
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/settings/marketing`, body: {} }),
    needs: "marketing.write",
  },
  {
    name: "dealership settings page",
    file: "sites/[slug]/settings/dealerships/[dealership]/page.tsx",
    request: ({ site }) => ({
      method: "GET",
      path: `/sites/${site}/settings/dealerships/${MATRIX_DEALERSHIP}`,
    }),
    needs: "settings.write",
  },
  {
    name: "settings history page",
    file: "sites/[slug]/settings/history/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/settings/history` }),
    needs: "settings.write",
  },
  {
    name: "save settings",
    file: "api/sites/[slug]/settings/[group]/route.ts",
    // An empty body: allowed members get the endpoint's own 400.
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/settings/contact`, body: {} }),
    needs: "settings.write",
  },
  {
    name: "upload the site's logo",
    file: "api/sites/[slug]/settings/logo/route.ts",
    // JSON is not an image: allowed members get the endpoint's own 415, and the logo stays.
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/settings/logo`, body: {} }),
    needs: "settings.write",
  },
  {
    name: "undo a settings change",
    file: "api/sites/[slug]/settings/history/[id]/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/settings/history/1`,
      body: { action: "?" },
    }),
    needs: "settings.write",
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
    name: "privacy requests page",
    file: "sites/[slug]/privacy/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/privacy` }),
    needs: "privacy.manage",
  },
  {
    name: "privacy look-up",
    file: "api/sites/[slug]/privacy/lookup/route.ts",
    // An empty body: allowed members get the endpoint's own 400 (neither phone nor e-mail).
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/privacy/lookup`, body: {} }),
    needs: "privacy.manage",
  },
  {
    name: "privacy export",
    file: "api/sites/[slug]/privacy/export/route.ts",
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/privacy/export`, body: {} }),
    needs: "privacy.manage",
  },
  {
    name: "privacy deletion",
    file: "api/sites/[slug]/privacy/delete/route.ts",
    // Unconfirmed and naming no one: a 400, and nothing is deleted.
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/privacy/delete`, body: {} }),
    needs: "privacy.manage",
  },
  {
    name: "analytics page",
    file: "sites/[slug]/analytics/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/analytics` }),
    needs: "analytics.read",
  },
  {
    name: "stock page",
    file: "sites/[slug]/stock/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/stock` }),
    needs: "stock.write",
  },
  {
    name: "car override",
    file: "api/sites/[slug]/stock/[car]/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/stock/no-such-car`,
      body: { hidden: "?" },
    }),
    needs: "stock.write",
  },
  {
    name: "stock bulk action",
    file: "api/sites/[slug]/stock/bulk/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/stock/bulk`,
      body: { action: "?" },
    }),
    needs: "stock.write",
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
  {
    name: "cancel a trade-in's inspection",
    file: "api/sites/[slug]/trade-ins/[id]/inspection/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/trade-ins/${NO_RECORD_UUID}/inspection`,
      body: { action: "?" },
    }),
    needs: "trade-ins.write",
  },
  {
    name: "feeds page",
    file: "sites/[slug]/feeds/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/feeds` }),
    needs: "stock.write",
  },
  {
    name: "upload a car photo",
    file: "api/sites/[slug]/stock/[car]/photos/route.ts",
    // JSON is not a photo: allowed members get the endpoint's own 415, before the car is looked up.
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/stock/no-such-car/photos`,
      body: {},
    }),
    needs: "stock.write",
  },
  {
    name: "change a car's photos",
    file: "api/sites/[slug]/stock/[car]/photos/changes/route.ts",
    request: ({ site }) => ({
      method: "POST",
      path: `/api/sites/${site}/stock/no-such-car/photos/changes`,
      body: { action: "?" },
    }),
    needs: "stock.write",
  },
  {
    name: "new site page",
    file: "sites/new/page.tsx",
    request: () => ({ method: "GET", path: "/sites/new" }),
    needs: "sites.manage",
  },
  {
    name: "create site",
    file: "api/sites/route.ts",
    // An empty form: an operator gets the endpoint's own 400 (nothing is written).
    request: () => ({ method: "POST", path: "/api/sites", body: {} }),
    needs: "sites.manage",
  },
  {
    name: "clone site page",
    file: "sites/[slug]/clone/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/clone` }),
    needs: "sites.manage",
  },
  {
    name: "clone site",
    file: "api/sites/[slug]/clone/route.ts",
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/clone`, body: {} }),
    needs: "sites.manage",
  },
  {
    name: "archive site page",
    file: "sites/[slug]/archive/page.tsx",
    request: ({ site }) => ({ method: "GET", path: `/sites/${site}/archive` }),
    needs: "sites.manage",
  },
  {
    name: "archive, unarchive or delete site",
    file: "api/sites/[slug]/lifecycle/route.ts",
    // A bad action: an operator gets the endpoint's own 400, and the matrix site stays as it is.
    request: ({ site }) => ({ method: "POST", path: `/api/sites/${site}/lifecycle`, body: { action: "?" } }),
    needs: "sites.manage",
  },
];

/** A record id no record has: the action endpoints judge the site and the body before the record. */
const NO_RECORD_UUID = "00000000-0000-4000-8000-000000000000";
