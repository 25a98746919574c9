// The security headers of every response (issue 16 §1, decision 0018), in one table. The front cache
// (scripts/front-cache.mjs) sets them on everything it sends under `npm start`, with a script policy
// made of the hashes of the page's own inline scripts; next.config.ts sets the same headers, with
// Next's documented fallback for inline scripts, so `next dev` and a Next reached directly are not
// bare. Plain ESM with JSDoc types: start.mjs and next.config.ts both load it.
import { createHash } from "node:crypto";
import { tagSources } from "./tag-sources.mjs";

/** One year, and every subdomain: each site is `<slug>.<platform domain>` or a dealer's own domain. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * The card processor whose browser library a checkout page loads, from the server's environment
 * (PAYMENT_PROVIDER): 'stripe' opens the policy to Stripe.js and its card frames (decision 0026); the
 * local test processor needs nothing beyond the site itself.
 * @param {Record<string, string | undefined>} env
 * @returns {"stripe" | undefined}
 */
export function paymentsOf(env) {
  return env.PAYMENT_PROVIDER === "stripe" ? "stripe" : undefined;
}

/**
 * Stripe.js's origins as Stripe's security guide lists them: the script and its frames (card fields,
 * 3-D Secure, wallets) from js.stripe.com, hooks.stripe.com for card checks, and api.stripe.com for the
 * calls the script makes itself.
 */
export const STRIPE_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/**
 * Powerful features, each denied unless the site uses it. The site copies a car's link to the
 * clipboard (share buttons: `clipboard-write`, self only); it uses no camera, microphone, location
 * (the location block is an address and a maps link), payment, USB, sensors or fullscreen. Only
 * features Chromium knows are listed: an unknown one is a console error on every page.
 */
const DENIED_FEATURES = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.join(", ");

/** What YouTube's privacy-enhanced player may use on a page that shows a video (decision 0055). */
const VIDEO_FEATURES = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];

/**
 * The Permissions-Policy: every powerful feature denied; with Stripe, its frames may use the Payment
 * Request API (Apple Pay and Google Pay in the card form); on a page with a YouTube video, its player
 * may autoplay (the shopper pressed play), go full screen and play protected media.
 * @param {"stripe" | undefined} payments
 * @param {readonly string[]} [tags]
 */
export function permissionsPolicy(payments, tags = []) {
  const video = tags.includes("youtube");
  if (payments !== "stripe" && !video) return PERMISSIONS_POLICY;
  return DENIED_FEATURES.map((f) => {
    if (payments === "stripe" && f === "payment=()") return `payment=(self "https://js.stripe.com")`;
    const name = f.slice(0, f.indexOf("="));
    if (video && VIDEO_FEATURES.includes(name)) return `${name}=(self "https://www.youtube-nocookie.com")`;
    return f;
  }).join(", ");
}

/** The response headers this module owns (lower case): set here, whatever the app sent. */
export const SECURITY_HEADER_NAMES = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
];

/**
 * The Content-Security-Policy of a response.
 * - `scriptHashes`: the page's inline scripts ('sha256-…'), the only inline code allowed to run.
 * - `inlineScripts`: allow every inline script instead ('unsafe-inline': Next's documented policy for
 *   pages it caches; only where the hashes cannot be known, i.e. Next reached without the front).
 * - `development`: `next dev` needs eval (React's debug stacks) and its hot-reload socket.
 * - `https`: the page was served over https; any http: subresource is then upgraded.
 * - `payments`: 'stripe' allows Stripe.js, its frames and its API (STRIPE_SOURCES); nothing else does.
 * - `tags`: the site's marketing tags (tag-sources.mjs, decision 0055): each opens the origins its
 *   vendor documents, for this answer only; none opens nothing.
 * Styles keep 'unsafe-inline': React writes `style` attributes (theme variables, the gallery).
 * @param {{ scriptHashes?: readonly string[]; inlineScripts?: boolean; development?: boolean; https?: boolean; payments?: "stripe"; tags?: readonly import("./tag-sources.mjs").TagName[] }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  inlineScripts = false,
  development = false,
  https = false,
  payments,
  tags = [],
} = {}) {
  const stripe = payments === "stripe";
  const script = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  if (stripe) script.push(...STRIPE_SOURCES.script);
  script.push(...tagSources(tags, "script"));
  const frame = [...(stripe ? STRIPE_SOURCES.frame : []), ...tagSources(tags, "frame")];
  const connect = [...(stripe ? STRIPE_SOURCES.connect : []), ...tagSources(tags, "connect")];
  if (inlineScripts) script.push("'unsafe-inline'");
  if (development) script.push("'unsafe-eval'");
  // Fonts, fetches, media, workers and the manifest fall back to default-src 'self': the site loads
  // them from itself only. Inline event handlers need 'unsafe-hashes' or 'unsafe-inline', so they are
  // blocked too. (The header goes out with every response: no directive that says nothing new.)
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Car photos are on each dealer's own image host (any https URL in a feed), or data: thumbnails.
    `img-src 'self' data: https:${https ? "" : " http:"}`,
    `frame-src ${frame.length > 0 ? frame.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (connect.length > 0) directives.push(`connect-src 'self' ${connect.join(" ")}`);
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Every security header of one response, by lower-case name. HSTS only over https: browsers ignore it
 * on http, and a local `http://<slug>.localhost` must stay reachable.
 * @param {{ https?: boolean; scriptHashes?: readonly string[]; inlineScripts?: boolean; development?: boolean; payments?: "stripe"; tags?: readonly import("./tag-sources.mjs").TagName[] }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders({
  https = false,
  scriptHashes = [],
  inlineScripts = false,
  development = false,
  payments,
  tags = [],
} = {}) {
  /** @type {Record<string, string>} */
  const headers = {
    "content-security-policy": contentSecurityPolicy({
      scriptHashes,
      inlineScripts,
      development,
      https,
      payments,
      tags,
    }),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": permissionsPolicy(payments, tags),
    // frame-ancestors is the rule; X-Frame-Options is for browsers that predate it.
    "x-frame-options": "SAMEORIGIN",
  };
  if (https) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/**
 * Replaces whatever security headers `headers` holds (lower-case names, as Node gives them) with
 * ours. One source of truth: the app's copies (next.config.ts) are overwritten, never merged.
 * @param {Record<string, string | string[] | undefined | number>} headers
 * @param {{ https?: boolean; scriptHashes?: readonly string[]; payments?: "stripe"; tags?: readonly import("./tag-sources.mjs").TagName[] }} options
 */
export function applySecurityHeaders(headers, options) {
  for (const name of SECURITY_HEADER_NAMES) delete headers[name];
  Object.assign(headers, securityHeaders(options));
  return headers;
}

/** Script types a browser runs; anything else (JSON-LD, import maps aside) is data and needs no hash. */
const EXECUTABLE_TYPES = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
  "text/ecmascript",
  "application/ecmascript",
]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/** Next's flight bootstrap, exactly. */
const FLIGHT_BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const TURBOPACK_CHUNKS =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;
/** React's streaming instructions as calls with string arguments only: `$RC("B:0","S:0")`. */
const REACT_INSTRUCTIONS = /^(?:\$R[CSX]\((?:"(?:[^"\\]|\\.)*"|null)(?:,(?:"(?:[^"\\]|\\.)*"|null))*\);?)+$/;

/** JSON.parse, or undefined when the text is not JSON. */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether an inline script's text is one the framework writes, in its exact shape: Next's flight
 * bootstrap, a flight chunk (`self.__next_f.push([n, "…data…"])` whose argument is JSON data: a kind
 * 0–3 and at most one string), Turbopack's chunk list (`…push({"otherChunks": [...], ...})`, JSON), or
 * React's streaming instructions called with strings. Only these are hashed: any other script in a
 * page (one injected through a feed's text or a reflected value) gets no hash and does not run, even
 * though the front reads it from the very page it protects (decision 0018).
 * @param {string} text
 * @returns {boolean}
 */
export function isFrameworkScript(text) {
  if (text === FLIGHT_BOOTSTRAP) return true;
  const flight = FLIGHT_CHUNK.exec(text);
  if (flight) {
    const data = parseJson(flight[1] ?? "");
    return (
      Array.isArray(data) &&
      data.length >= 1 &&
      data.length <= 2 &&
      Number.isInteger(data[0]) &&
      data[0] >= 0 &&
      data[0] <= 3 &&
      (data.length === 1 || typeof data[1] === "string")
    );
  }
  const turbopack = TURBOPACK_CHUNKS.exec(text);
  if (turbopack) {
    const data = parseJson(turbopack[1] ?? "");
    return typeof data === "object" && data !== null && !Array.isArray(data);
  }
  return REACT_INSTRUCTIONS.test(text);
}

/**
 * The text of every inline script a browser would run in `html`, in document order: each `<script>`
 * without `src` whose type is JavaScript, as the browser sees it (newlines normalised the way the HTML
 * parser does: CR LF and CR become LF).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptTexts(html) {
  /** @type {string[]} */
  const texts = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? "";
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(typeValue)) continue;
    texts.push((match[2] ?? "").replace(/\r\n?/g, "\n"));
  }
  return texts;
}

/**
 * The CSP hashes ('sha256-<base64>') of the framework's inline scripts in `html` (`isFrameworkScript`),
 * in document order without repeats; the hash is of the script's text as the browser sees it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = inlineScriptTexts(html)
    .filter(isFrameworkScript)
    .map((text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  return [...new Set(hashes)];
}

/**
 * The headers for next.config.ts `headers()`: every route, with the inline-script fallback (Next alone
 * cannot hash its pages; the front replaces this policy with hashes). HSTS is added there only when
 * the request says it came over https.
 * @param {{ development?: boolean; payments?: "stripe" }} [options]
 * @returns {{ key: string; value: string }[]}
 */
export function nextConfigSecurityHeaders({ development = false, payments } = {}) {
  return Object.entries(securityHeaders({ inlineScripts: true, development, payments })).map(
    ([key, value]) => ({
      key,
      value,
    }),
  );
}
