/**
 * One record's page: each refuses another site's record, or one outside the member's dealerships, as
 * not there (404); the matrix cannot reach them without records, so each names the integration test
 * that walks its refusals with real records and sessions.
 */
export const RECORD_PAGES: Record<string, string> = {
  "sites/[slug]/leads/[id]/page.tsx": "src/server/leads/lead-page-read.int.test.ts",
  "sites/[slug]/reservations/[id]/page.tsx": "src/server/checkout/console-reservations.int.test.ts",
  "sites/[slug]/trade-ins/[id]/page.tsx": "src/server/trade-in/console-trade-ins.int.test.ts",
  "sites/[slug]/stock/[car]/page.tsx": "src/server/stock/console-stock.int.test.ts",
  "sites/[slug]/feeds/[id]/page.tsx": "src/server/import/feed-history.int.test.ts",
  "sites/[slug]/stock/[car]/photos/page.tsx": "src/server/media/car-photos.int.test.ts",
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
