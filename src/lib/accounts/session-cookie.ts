/**
 * The shopper's session cookie, named once (decision 0036): better-auth names its cookies from this
 * prefix (server/accounts/auth), and the view counter (lib/vehicle/view-count) tells a signed-in
 * visitor by the same name. Over https better-auth adds the `__Secure-` prefix.
 */
export const AUTH_COOKIE_PREFIX = "forecourt";

/** Both names the session cookie goes by: over http and over https. */
export const SESSION_COOKIE_NAMES: readonly string[] = [
  `${AUTH_COOKIE_PREFIX}.session_token`,
  `__Secure-${AUTH_COOKIE_PREFIX}.session_token`,
];
