import type { Rng } from "../src/demo/prng";
import type { FuzzSite } from "./fuzz-target";
import { BAD_ESCAPES, ODD_SEGMENTS, PROTO_NAMES } from "./malformed-values";

/**
 * How the malformed-input fuzzer makes a request malformed outside its body: another method, a bad
 * query, a wrong header, a mangled path, or a request-target that is not a path.
 */

/**
 * Methods Node's HTTP client sends a body for without framing it (no chunked encoding by default):
 * the front server forwards such a body unframed and Next reads it as a second request (see the
 * front-door test in e2e/malformed-input.spec.ts). No case gives them a body until that is fixed.
 */
export const UNFRAMED_METHODS = ["GET", "HEAD", "DELETE", "OPTIONS"];

/** Methods beyond a route's own: all valid HTTP tokens. TRACE and TRACK are the front server's (decision in the report). */
export const OTHER_METHODS = [
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "PROPFIND",
  "FOO",
  "M-SEARCH",
];

/** Query parameters a client can send wrong. */
export const QUERY_MUTATIONS: ((rng: Rng, site: FuzzSite) => string)[] = [
  () => "page=1e309",
  () => "page=-1",
  () => "page=0",
  () => "page=NaN",
  () => "page=99999999999999999999",
  () => "page=1&page=2",
  () => "page[]=1",
  () => "sortBy=__proto__",
  (rng) => `sortBy=${rng.pick(["price_desc", "nope", "constructor", ""])}`,
  () => "price=abc:def",
  () => "price=50000:10",
  () => "price=1e309:",
  () => "price=-5:&price=7",
  () => "km=::",
  (rng) => `query=${"q".repeat(rng.pick([10, 201, 5000]))}`,
  () => "query=%ED%A0%80",
  () => "query=%ZZ",
  () => "query=%00",
  () => "query=a%00b&make=%00",
  () => "ids=2147483648,9999999999",
  () => "car_id=2147483648",
  () => "query=%F0%9F%9A%97",
  (rng) => `car_type=${rng.pick(PROTO_NAMES)}`,
  (rng) => `make=${rng.pick(PROTO_NAMES)}&make=Toyota`,
  () => `make=${Array.from({ length: 80 }, (_, i) => `m${i}`).join("&make=")}`,
  () => "seats=abc",
  () => "certified=maybe",
  () => "=x&&&=&a",
  () => "__proto__[polluted]=1",
  () => "constructor[prototype][polluted]=1",
  (rng, site) => `car_id=${rng.pick([...site.carIds.slice(0, 2), -1, 0, "1e309", "abc", "99999999999"])}`,
  () => "preferredDealership=__proto__&vehiclePriceBudget=1e309",
  () => "photos_count=abc&updated_at=x&website_id=constructor",
  (_rng, site) => `photos_count=1&updated_at=2026-01-01&website_id=${site.siteId}`,
  (rng) => `utm_source=${"u".repeat(rng.int(1, 3000))}`,
  () => "a=%E0%A4&b=%",
];

/** Request headers a client can send wrong. */
export const HEADER_MUTATIONS: ((rng: Rng, site: FuzzSite) => Record<string, string>)[] = [
  (rng) => ({ host: `${"h".repeat(rng.pick([64, 300, 5000]))}.localhost` }),
  (_rng, site) => ({ host: `${site.host}:abc` }),
  () => ({ host: "[::1" }),
  () => ({ host: "" }),
  () => ({ host: "%ZZ.localhost" }),
  () => ({ host: "unknown.example" }),
  (rng) => ({ cookie: `${"c".repeat(rng.pick([10, 4000, 12_000]))}=%ZZ; a; =b; __proto__=1` }),
  () => ({ cookie: "forecourt-watchlist=%E0%A4; forecourt-remembered={not json" }),
  () => ({ "accept-language": ",,;q=abc, en-AU;q=2, *;q=-1" }),
  () => ({ range: "bytes=abc" }),
  () => ({ range: "bytes=99999999-" }),
  () => ({ range: "bytes=5-2, 0-0, -" }),
  () => ({ "if-none-match": 'garbage, W/"' }),
  () => ({ "if-modified-since": "not a date" }),
  () => ({ "if-match": "garbage" }),
  () => ({ "accept-encoding": "gzip;q=x, br;q=-1, *" }),
  () => ({ accept: "text/x-component" }),
  () => ({ accept: "application/json;q=nope, */*" }),
  () => ({ rsc: "garbage" }),
  () => ({ rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "%ZZ" }),
  () => ({ rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" }),
  () => ({ "next-url": "/%ZZ" }),
  () => ({ "next-router-state-tree": "garbage" }),
  () => ({ "x-forwarded-for": "not-an-ip, 999.1.1.1, ::zz" }),
  () => ({ "x-forwarded-host": "evil.example" }),
  () => ({ "x-forwarded-proto": "gopher" }),
  () => ({ "x-forecourt-client-ip": "%ZZ" }),
  () => ({ origin: "null" }),
  () => ({ origin: "not a url" }),
  () => ({ origin: "http://evil.example" }),
  () => ({ referer: "http://%ZZ/" }),
  (rng) => ({ "user-agent": "u".repeat(rng.pick([1, 2000, 8000])) }),
  () => ({ "content-security-policy": "script-src 'nonce-<x>'" }),
  () => ({ "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" }),
  () => ({ "x-invoke-path": "/%ZZ", "x-matched-path": "/%ZZ" }),
  () => ({ "sec-fetch-dest": "image" }),
];

/** The path with one segment made odd: a bad escape, a prototype name, an odd segment, an empty one. */
export function mutatePath(rng: Rng, path: string): { path: string; label: string; kind: string } {
  const [pathname, query = ""] = path.split("?") as [string, string?];
  const segments = pathname.split("/");
  const kind = rng.pick(["bad-escape", "bad-escape", "proto", "odd", "double-slash", "trailing"] as const);
  const at = rng.int(1, Math.max(1, segments.length - 1));
  switch (kind) {
    case "bad-escape":
      segments.splice(at, rng.chance(0.5) ? 1 : 0, rng.pick(BAD_ESCAPES));
      break;
    case "proto":
      segments.splice(at, 1, rng.pick(PROTO_NAMES));
      break;
    case "odd":
      segments.splice(at, rng.chance(0.5) ? 1 : 0, rng.pick(ODD_SEGMENTS));
      break;
    case "double-slash":
      segments.splice(at, 0, "");
      break;
    case "trailing":
      segments.push("");
      break;
  }
  const mutated = segments.join("/") || "/";
  return { path: query ? `${mutated}?${query}` : mutated, label: `path:${kind}`, kind };
}

/**
 * The request-target forms other than a path (RFC 9112 §3.2): `*` (only OPTIONS takes it), an
 * absolute URL naming another host (refused, never redirected to), or naming the request's own Host
 * (served as its path), and a path starting `//` (still a path). Issue 29 §1–2.
 */
export function mutateTarget(
  rng: Rng,
  path: string,
  host: string,
): { path: string; label: string; servedAsPath: boolean } {
  switch (rng.pick(["asterisk", "foreign", "own", "double-slash"] as const)) {
    case "asterisk":
      return { path: "*", label: "target:asterisk", servedAsPath: false };
    case "foreign":
      return { path: `http://evil.example${path}`, label: "target:absolute-foreign", servedAsPath: false };
    case "own":
      return { path: `http://${host}${path}`, label: "target:absolute-own", servedAsPath: true };
    default:
      return { path: `//evil.example${path}`, label: "target:double-slash", servedAsPath: false };
  }
}
