// The request line the front answers (issue 16 §2, issue 29, decision 0040): which methods, and which
// request-targets (RFC 9112 §3.2). Only the origin form (`/path?query`) ever reaches Next; the front
// answers every other form itself, so nothing Next does with a target it was never written for (a 500
// for `*`, a redirect to the host of `http://evil.example/`) can reach a client.

/** The methods the site answers; anything else (TRACE, TRACK, CONNECT, WebDAV…) is 405 here. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** `scheme://authority rest` of an absolute-form target (RFC 9112 §3.2.2, RFC 3986 §3). */
const ABSOLUTE_FORM = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/s;

/** The port a scheme implies, dropped before two authorities are compared. */
const DEFAULT_PORTS = { http: "80", https: "443" };

/**
 * An authority (`host[:port]`) in one form for comparison: lower case, without the scheme's default
 * port. Null when it names no host or carries user information (`user@host`).
 * @param {string} authority
 * @param {"http" | "https"} scheme
 * @returns {string | null}
 */
function comparableAuthority(authority, scheme) {
  const value = authority.trim().toLowerCase();
  if (value === "" || value.includes("@")) return null;
  const port = /:(\d*)$/.exec(value);
  if (port && (port[1] === "" || port[1] === DEFAULT_PORTS[scheme])) return value.slice(0, port.index);
  return value;
}

/**
 * What to do with a request's target (RFC 9112 §3.2):
 * - origin form (`/path?query`): `{ path }`, served as it is;
 * - absolute form (`http://host/path`): `{ path }` with its path and query when its authority is the
 *   request's Host (RFC 9112 §3.2.2: a server must accept the form, and the host it names is the one to
 *   serve); a 400 when the two disagree or there is no Host to compare, since picking either one is a
 *   way to make a proxy in front and this server disagree on which site a request is for. Never a
 *   redirect to the host it names;
 * - asterisk form (`*`, §3.2.4): the server as a whole. `OPTIONS *` is answered 204 with `Allow` and
 *   no body; any other method with `*` is a 400;
 * - anything else (authority form outside CONNECT, which never reaches here, or garbage): 400.
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} request
 * @returns {{ path: string } | { status: number; text: string; allow?: string }}
 */
export function judgeRequestTarget(request) {
  const target = request.url ?? "";
  if (target.startsWith("/")) return { path: target };
  if (target === "*") {
    if (request.method === "OPTIONS") return { status: 204, text: "", allow: ALLOWED_METHODS.join(", ") };
    return { status: 400, text: `The request target * is only for OPTIONS, not ${request.method}.` };
  }
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return { status: 400, text: "The request target must be a path starting with /." };
  const scheme = (absolute[1] ?? "").toLowerCase();
  const rest = absolute[3] ?? "";
  if (scheme !== "http" && scheme !== "https") {
    return { status: 400, text: `The request target's scheme ${scheme} is not served here.` };
  }
  const named = comparableAuthority(absolute[2] ?? "", scheme);
  const host = request.headers.host;
  const stated = typeof host === "string" ? comparableAuthority(host, scheme) : null;
  if (named === null || stated === null || named !== stated) {
    return { status: 400, text: "The request target names a host other than the Host header." };
  }
  if (rest.startsWith("#")) return { status: 400, text: "A request target has no fragment." };
  if (rest === "") return { path: "/" };
  return { path: rest.startsWith("?") ? `/${rest}` : rest };
}
