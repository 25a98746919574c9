/**
 * Which view.json requests count a view, and whose view it is (issue 29 item 5: a cross-site
 * `<img src=…/view.json>` counted one). No zod here: the car page's script reads the header's name.
 */
import { SESSION_COOKIE_NAMES } from "../accounts/session-cookie";

/**
 * The header the car page's own script sends with its view.json request (issue 29 item 5). A page on
 * another site cannot send it: an `<img>`, `<link>` or `<script>` sends no headers of its choosing, a
 * `fetch(…, { mode: "no-cors" })` drops every header that is not CORS-safelisted, and a CORS fetch
 * with it needs a preflight this site never grants.
 */
export const VIEW_COUNT_HEADER = "x-count-view";

/** A visitor's views of one car count once in this long (a day), across servers (issue 29 item 5). */
export const VIEW_DEDUPE_MS = 24 * 60 * 60 * 1000;

type HeaderSource = { get(name: string): string | null };

/**
 * Why this request to view.json may not count a view, or null when it may: only the car page's own
 * script counts one. It carries VIEW_COUNT_HEADER, and the browser's Fetch Metadata, which no page can
 * set, says it is a script's request from this very origin: `Sec-Fetch-Site: same-origin` (a sibling
 * tenant on the platform domain is `same-site`), `Sec-Fetch-Dest: empty` (an `<img>` is `image`), mode
 * `cors` or `same-origin` (not `no-cors`). A browser too old to send Fetch Metadata is judged by the
 * header alone; whatever a client like curl claims, it counts at most once a day (VIEW_DEDUPE_MS).
 * The answer is the same either way: the count and the car's live fields.
 */
export function viewCountRefusal(headers: HeaderSource): string | null {
  if (headers.get(VIEW_COUNT_HEADER) !== "1") return `no ${VIEW_COUNT_HEADER} header`;
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return `Sec-Fetch-Site is ${site}`;
  const dest = headers.get("sec-fetch-dest");
  if (dest !== null && dest !== "empty") return `Sec-Fetch-Dest is ${dest}`;
  const mode = headers.get("sec-fetch-mode");
  if (mode !== null && mode !== "cors" && mode !== "same-origin") return `Sec-Fetch-Mode is ${mode}`;
  return null;
}

const SESSION_COOKIES = new Set(SESSION_COOKIE_NAMES);

/** Whether the request carries a session cookie, so the shopper is worth looking up (a query). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(";").some((part) => {
    const at = part.indexOf("=");
    return at > 0 && SESSION_COOKIES.has(part.slice(0, at).trim()) && part.slice(at + 1).trim() !== "";
  });
}

/**
 * Who is viewing, for counting a car's views once a day each: the signed-in shopper when the session
 * cookie names one (a family behind one address counts as its members), else the client's address.
 * Only a session the server knows counts as a cookie id: a made-up cookie value is no visitor of its
 * own, or a script could count a view per value. The caller stores only a hash of it.
 */
export function viewVisitor(shopperId: number | null, clientAddress: string): string {
  return shopperId === null ? `address:${clientAddress}` : `shopper:${shopperId}`;
}
