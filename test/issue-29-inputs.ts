/**
 * Issue 29's last 500s, each sent as it was found: an id from 2^31 to 10 digits reached an int4
 * query, a NUL in a path or a query reached PostgreSQL, and a bad escape under the admin API (outside
 * the proxy then) failed in Next's router before the token was checked. The e2e spec also sends each
 * of them once, outside the random draw.
 */
export const ISSUE_29_PAGES = [
  "/compare?ids=2147483648",
  "/compare?ids=9999999999,1",
  "/cars/trade-in?car_id=2147483648",
  "/book-test-drive?car_id=2147483648",
  "/finance?car_id=9999999999",
  "/blog/news/%00",
  "/blog/news/a%00b",
  "/blog/%00",
  "/offers/%00",
  "/pages/%00",
  "/cars/%00",
  "/search?query=%00",
  "/search?make=a%00b",
  "/%00",
] as const;

export const ISSUE_29_APIS = [
  "/api/cars/2147483648/disclaimer",
  "/api/cars/9999999999/disclaimer",
  "/api/search?query=%00",
  "/api/search?%00=1",
  "/api/trade-ins/%00",
] as const;

/**
 * The admin API's addresses, sent without a token (GET and POST: one reservation takes both): a JSON
 * 400 for a bad one, else its JSON 401.
 */
export const ISSUE_29_ADMIN = [
  "/admin/api/reservations/%zz",
  "/admin/api/reservations/%E0%A4%A",
  "/admin/api/reservations/%00",
  "/admin/api/reservations/%ED%A0%80",
  "/admin/api/reservations/res_nosuchreservation00",
  "/admin/api/reservations/res_nosuchreservation00?x=%00",
] as const;

/** The admin API's list, which takes GET only: the same, for its query. */
export const ISSUE_29_ADMIN_LIST = ["/admin/api/reservations?site=%00", "/admin/api/reservations"] as const;
