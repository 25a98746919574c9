import { createRng, type Rng } from "../src/demo/prng";
import { youxQuoteRequestSchema } from "../src/lib/finance/quote-request";
import { LEAD_FORM_KINDS, type LeadFormKind, leadFormSchema } from "../src/lib/leads/forms";
import { phoneRevealSchema } from "../src/lib/vehicle/phone-reveal-schema";
import { ISSUE_29_ADMIN, ISSUE_29_ADMIN_LIST, ISSUE_29_APIS, ISSUE_29_PAGES } from "./issue-29-inputs";

/**
 * Malformed input, generated (issue 16 item 2: "a malformed-input test suite, a seeded fuzzer … over
 * every route and API"). Pure and deterministic: the same seed and target give the same cases, so a
 * failure printed with its seed replays exactly (FUZZ_SEED=<seed>). e2e/malformed-input.spec.ts sends
 * the HTTP cases to the built server; src/server/leads/intake/malformed-leads.int.test.ts posts the
 * lead bodies in-process and checks what was stored.
 */

// ---------------------------------------------------------------------------------------------------
// Seed

/** FUZZ_SEED when set (decimal or 0x hex), else a fixed default so `npm test` is repeatable. */
export function fuzzSeed(raw: string | undefined = process.env.FUZZ_SEED): number {
  if (raw === undefined || raw.trim() === "") return 0x16_02_2026;
  const seed = Number(raw.trim());
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new Error(`FUZZ_SEED must be a whole number, not ${raw}`);
  return seed >>> 0;
}

// ---------------------------------------------------------------------------------------------------
// What is fuzzed

export type FuzzSite = {
  slug: string;
  host: string;
  carIds: readonly number[];
  carSlugs: readonly string[];
  makes: readonly string[];
  siteId: number;
  dealershipIds: readonly number[];
};

export type FuzzTarget = {
  sites: readonly FuzzSite[];
  /** Built assets to ask for (/_next/static/…), read from a page. */
  assets: readonly string[];
};

/** What answers a path: one of our JSON APIs, a page (HTML), or a file. */
export type Surface = "api" | "page" | "asset";

export type FuzzCase = {
  /** Its place in the generated list, for the report. */
  index: number;
  /** Which mutation made it, for the report. */
  label: string;
  surface: Surface;
  method: string;
  /** Raw path and query, sent as is (printable ASCII only). */
  path: string;
  headers: Record<string, string>;
  /** The body's bytes as text (latin1 for raw bytes); absent for none. */
  body?: string;
  /** The body is raw bytes (latin1), not UTF-8 text. */
  binaryBody?: boolean;
  /** A JSON API that, for this method, is answered by our own code (errors are JSON with `error`). */
  ownApi: boolean;
};

/** Placeholders a lead body carries for the form token and key, filled in just before it is sent. */
export const FORM_TOKEN = "@@FORM_TOKEN@@";
export const IDEMPOTENCY_KEY = "@@IDEMPOTENCY_KEY@@";

export function withTicket(body: string, ticket: { form_token: string; idempotency_key: string }): string {
  return body.replaceAll(FORM_TOKEN, ticket.form_token).replaceAll(IDEMPOTENCY_KEY, ticket.idempotency_key);
}

// ---------------------------------------------------------------------------------------------------
// Building blocks

const BAD_ESCAPES = ["%ZZ", "%E0%A4", "%", "%2", "%ED%A0%80", "%C0%80", "%FF", "%E2%82", "%u00e9", "%%"];
const PROTO_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];
const ODD_SEGMENTS = [
  "%00",
  "%20",
  "..",
  "%2e%2e",
  "%2F",
  "a;b",
  "@",
  ":",
  "~",
  "%E2%82%AC",
  "%F0%9F%9A%97",
  "x".repeat(300),
  "%EF%BF%BD",
  "a%00b",
  "index.html",
  "_next",
  "s",
];

const LONE_SURROGATES = ["\uD800", "\uDC00", "\uDBFF", "\uDFFF", "a\uD83D", "\uDE97b"];

/** Printable ASCII only, as Node sends a path; everything else percent-encoded. */
function asciiPath(text: string): string {
  return text.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

function randomText(rng: Rng, length: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.,'!?/&";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

function nested(depth: number, open: string, close: string, inner = "1"): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Values of the wrong kind, for any key. */
function wrongValue(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => null,
    () => true,
    () => 0,
    () => -1,
    () => 1.5,
    () => 2 ** 53 + 2,
    () => -(2 ** 31),
    () => "",
    () => " ",
    () => [],
    () => ["a", 1, null],
    () => ({}),
    () => ({ a: { b: { c: [1] } } }),
    () => "x".repeat(rng.int(101, 5000)),
    () => `a\u0000b`,
    () => rng.pick(LONE_SURROGATES),
    () => "<script>alert(1)</script>",
    () => "'; DROP TABLE leads; --",
    () => "1e309",
    () => "NaN",
    () => rng.pick(PROTO_NAMES),
    () => "😀".repeat(rng.int(1, 60)),
  ])();
}

/** Raw JSON numbers JSON.stringify cannot write. */
const RAW_NUMBERS = ["1e309", "-1e309", "1e-400", "-0", "123456789012345678901234567890", "0.0000001", "1E2"];

/** An object's own key that JSON.stringify keeps, "__proto__" included. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export type BodyMutation = { label: string; body: string; contentType?: string; binary?: boolean };

/**
 * A JSON API body from a valid one, mutated once or twice: wrong types, missing and extra keys, huge
 * strings, NUL, lone surrogates, deep nesting, out-of-range and unwritable numbers, prototype keys,
 * and bodies that are not JSON at all.
 */
export function mutateBody(
  rng: Rng,
  valid: Record<string, unknown>,
  fieldKeys: readonly string[],
): BodyMutation {
  const roll = rng.next();
  if (roll < 0.1) return { label: "valid", body: JSON.stringify(valid) };
  if (roll < 0.22) return notJson(rng, valid);
  const body: Record<string, unknown> = { ...valid };
  const labels: string[] = [];
  const mutations = rng.int(1, 2);
  let rawNumberAt: string | null = null;
  for (let m = 0; m < mutations; m++) {
    const key = rng.pick(fieldKeys.length ? fieldKeys : Object.keys(valid));
    const kind = rng.pick([
      "wrong-type",
      "wrong-type",
      "missing",
      "extra-key",
      "proto-key",
      "huge-string",
      "nul",
      "lone-surrogate",
      "lone-surrogate",
      "surrogate-key",
      "deep",
      "raw-number",
      "string-edge",
    ] as const);
    labels.push(`${kind}:${key}`);
    switch (kind) {
      case "wrong-type":
        body[key] = wrongValue(rng);
        break;
      case "missing":
        delete body[key];
        break;
      case "extra-key":
        body[randomText(rng, rng.int(1, 12)).replace(/\W/g, "_") || "extra"] = wrongValue(rng);
        break;
      case "proto-key":
        setOwn(body, rng.pick(PROTO_NAMES), rng.pick([{ polluted: true, isAdmin: true }, "x", [1], null]));
        break;
      case "huge-string":
        body[key] = "y".repeat(rng.pick([101, 501, 2001, 4097, 15_000, 17_000]));
        break;
      case "nul":
        body[key] = `${String(body[key] ?? "x")}\u0000`;
        break;
      case "lone-surrogate": {
        const current = typeof body[key] === "string" ? (body[key] as string) : "";
        const at = rng.int(0, current.length);
        body[key] = current.slice(0, at) + rng.pick(LONE_SURROGATES) + current.slice(at);
        break;
      }
      case "surrogate-key":
        body[`${key}${rng.pick(LONE_SURROGATES)}`] = "v";
        break;
      case "deep":
        body[key] = JSON.parse(nested(rng.int(50, 400), "[", "]"));
        break;
      case "raw-number":
        rawNumberAt = key;
        body[key] = 0;
        break;
      case "string-edge":
        body[key] = rng.pick([
          "",
          " ",
          "\t\n",
          "\u200b",
          "\u202e",
          "ＡＢＣ",
          "null",
          "undefined",
          "[object Object]",
        ]);
        break;
    }
  }
  let text = JSON.stringify(body);
  if (rawNumberAt !== null && text.includes(`${JSON.stringify(rawNumberAt)}:0`)) {
    text = text.replace(
      `${JSON.stringify(rawNumberAt)}:0`,
      `${JSON.stringify(rawNumberAt)}:${rng.pick(RAW_NUMBERS)}`,
    );
  }
  // Nesting deeper than JSON.parse's reviver will walk, written as text.
  if (labels.some((l) => l.startsWith("deep")) && rng.chance(0.3)) {
    text = `{"deep":${nested(rng.int(3000, 7000), "[", "]")},${text.slice(1)}`;
  }
  return { label: labels.join("+"), body: text };
}

function notJson(rng: Rng, valid: Record<string, unknown>): BodyMutation {
  const json = JSON.stringify(valid);
  return rng.pick<() => BodyMutation>([
    () => ({ label: "empty", body: "" }),
    () => ({ label: "null", body: "null" }),
    () => ({ label: "array", body: `[${json}]` }),
    () => ({ label: "string", body: JSON.stringify(json) }),
    () => ({ label: "number", body: "42" }),
    () => ({ label: "truncated", body: json.slice(0, rng.int(1, Math.max(1, json.length - 1))) }),
    () => ({ label: "trailing", body: `${json}}` }),
    () => ({ label: "duplicate-keys", body: `{"formKind":"x",${json.slice(1)}` }),
    () => ({ label: "bom", body: `\uFEFF${json}` }),
    () => ({
      label: "form-encoded",
      body: "name=Ada&email=a%40b.c",
      contentType: "application/x-www-form-urlencoded",
    }),
    () => ({
      label: "multipart",
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      contentType: "multipart/form-data; boundary=x",
    }),
    () => ({ label: "text-plain", body: json, contentType: "text/plain" }),
    () => ({ label: "xml", body: "<lead><name>Ada</name></lead>", contentType: "application/xml" }),
    () => ({ label: "invalid-utf8", body: '{"name":"\xff\xfe\xc0\x80"}', binary: true }),
    () => ({ label: "deep-text", body: nested(rng.int(1000, 7000), '{"a":', "}") }),
    () => ({ label: "huge", body: `{"message":"${"z".repeat(40_000)}"}` }),
  ])();
}

// ---------------------------------------------------------------------------------------------------
// Lead bodies

/** A valid value for each lead form field the generator knows; the rest are left out. */
function validLeadValue(key: string, rng: Rng, carId: number): unknown {
  switch (key) {
    case "name":
      return rng.pick(["Ada", "Zoë", "Nguyễn", "李", "O'Brien", "Anne-Marie"]);
    case "last_name":
      return rng.pick(["Lovelace", "", "de la Cruz"]);
    case "email":
      return rng.pick(["ada@example.com", "x.y+z@Example.COM.au"]);
    case "phone":
      return rng.pick(["0412 345 678", "+61 2 9555 0300", "1300 123 456"]);
    case "postcode":
      return rng.pick(["2000", "0800", "4000"]);
    case "preferred_contact_method":
      return rng.pick(["Phone", "Email"]);
    case "message":
      return rng.pick(["Is it still available?", "Call me 🚗", "Line one\nline two"]);
    case "car_id":
      return carId;
    case "form_token":
      return FORM_TOKEN;
    case "idempotency_key":
      return IDEMPOTENCY_KEY;
    case "website":
      return "";
    case "offer_from_client":
      return rng.pick(["$25,000", 25000]);
    case "vehicle_price_budget":
      return "30000";
    case "finance":
    case "trade_in":
      return rng.pick(["Yes", "No", ""]);
    case "opt_in":
      return rng.pick([true, "on", false]);
    case "kms":
      return "85,000 km";
    case "rego":
      return "ABC-123";
    case "regoState":
      return "qld";
    case "additional_services":
      return [];
    case "path":
      return "/search";
    default:
      return undefined;
  }
}

export type LeadCase = {
  label: string;
  formKind: string;
  body: string;
  contentType?: string;
  binary?: boolean;
};

/** Lead posts for every form kind, about `carIds` (placeholders for the form's ticket). */
export function leadCases(seed: number, count: number, carIds: readonly number[]): LeadCase[] {
  const rng = createRng(seed ^ 0x1ead);
  const out: LeadCase[] = [];
  for (let i = 0; i < count; i++) {
    const formKind: LeadFormKind = rng.chance(0.5)
      ? rng.pick(["quick-enquiry", "vehicle-enquiry", "make-an-offer", "find-me-something-similar"] as const)
      : rng.pick(LEAD_FORM_KINDS);
    const keys = Object.keys(leadFormSchema(formKind).shape);
    const carId = carIds.length ? rng.pick(carIds) : 1;
    const valid: Record<string, unknown> = { formKind };
    for (const key of [...keys, "path"]) {
      const value = validLeadValue(key, rng, carId);
      if (value !== undefined) valid[key] = value;
    }
    if (rng.chance(0.2)) {
      valid.visited_pages = ["/", "/search", `/cars/${rng.int(1, 9)}`];
      valid.linked_query_params = { utm_source: "fuzz", gclid: "abc" };
    }
    const fieldKeys = [...keys, "path", "visited_pages", "linked_query_params", "formKind"].filter(
      (k) => k !== "form_token" && k !== "idempotency_key",
    );
    const mutated = mutateBody(rng, valid, fieldKeys);
    out.push({ formKind, ...mutated });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// HTTP cases

type Route = { surface: Surface; path: (site: FuzzSite, rng: Rng) => string; methods?: readonly string[] };

const PAGE_ROUTES: Route[] = [
  { surface: "page", path: () => "/" },
  { surface: "page", path: () => "/search" },
  {
    surface: "page",
    path: (_s, rng) =>
      `/search/${rng.pick(["used-cars", "new-cars", "demo-cars", "new-and-demo-cars", "suv"])}`,
  },
  { surface: "page", path: (s, rng) => `/search/${slug(rng.pick(s.makes.length ? s.makes : ["toyota"]))}` },
  { surface: "page", path: (s, rng) => `/cars/${rng.pick(s.carSlugs.length ? s.carSlugs : ["x"])}` },
  {
    surface: "page",
    path: (_s, rng) => `/enquiries/${rng.pick(["feedback", "service-enquiry", "general-enquiry", "nope"])}`,
  },
  {
    surface: "page",
    path: (_s, rng) =>
      rng.pick([
        "/contact",
        "/contact-us",
        "/finance",
        "/finance-enquiry",
        "/apply-for-finance",
        "/book-test-drive",
        "/new-used-and-demo-cars",
        "/print",
        "/success",
        "/compare",
        "/compare?ids=1,2,3",
        // Issue 29: ids past int4, and NUL in paths and queries, answered 500.
        ...ISSUE_29_PAGES,
        "/sign-in?type=checkout&redirect=//evil.com&back=%2F%2Fevil.com",
        "/watchlist",
        "/dev/sms",
        "/no-such-page",
      ]),
  },
  { surface: "asset", path: () => "/robots.txt" },
  { surface: "asset", path: () => "/sitemap.xml" },
  { surface: "asset", path: (s, rng) => `/cars/${rng.pick(s.carSlugs.length ? s.carSlugs : ["x"])}/pdf` },
  {
    surface: "asset",
    path: (_s, rng) =>
      `/media/demo-car/${rng.pick(["sedan", "suv", "ute", "x"])}/${rng.pick(["white", "glacier-white", "constructor", "red"])}/${rng.int(0, 9)}.svg`,
  },
  { surface: "asset", path: () => "/favicon.ico" },
  // Issue 19: the advertising feeds and a sitemap part.
  {
    surface: "asset",
    path: (_s, rng) =>
      rng.pick([
        "/feeds/google-vehicle-listings.xml",
        "/feeds/meta-vehicles.xml",
        "/sitemaps/1.xml",
        "/sitemaps/0.xml",
      ]),
  },
  // Issue 19: offers, content, blog and model pages, and the root paths the catch-all resolves.
  {
    surface: "page",
    path: (_s, rng) =>
      rng.pick([
        "/special-offers",
        // Issue 20: the trade-in pages, with a car and a link back that exist or not.
        "/trade-in",
        "/sell-my-car",
        "/sell-your-car",
        "/cars/trade-in",
        "/cars/trade-in?car_id=99999999",
        "/cars/trade-in?car_id=99999999999",
        "/cars/trade-in?car_id=-1",
        "/trade-in?valuation=tv_nosuchvaluation00000000",
        "/offers/nope",
        "/offers/toyota/nope",
        "/pages/about-us",
        "/pages/NOPE",
        "/about-us",
        "/pre-owned",
        "/blog",
        "/blog/vehicle-reviews",
        "/blog/vehicle-reviews/nope",
        "/parts/search",
        "/hilux",
        "/hilux/accessories",
        "/hilux/nope/deeper",
        "/models",
        "/parts-and-accessories",
        "/vehicle-parts-and-accessories",
      ]),
  },
];

const API_ROUTES: { path: (site: FuzzSite, rng: Rng) => string; methods: readonly string[] }[] = [
  { path: () => "/api/search", methods: ["GET"] },
  { path: () => "/api/leads/form", methods: ["GET"] },
  {
    path: (s, rng) => `/api/cars/${rng.pick(s.carIds.length ? s.carIds : [1])}/disclaimer`,
    methods: ["GET"],
  },
  {
    path: (s, rng) => `/cars/${rng.pick(s.carSlugs.length ? s.carSlugs : ["x"])}/view.json`,
    methods: ["GET"],
  },
  { path: () => "/api/phone-reveal", methods: ["POST"] },
  { path: () => "/api/youx/quote", methods: ["POST"] },
  { path: () => "/api/leads", methods: ["POST"] },
  { path: () => "/api/reservations", methods: ["POST"] },
  {
    path: (_s, rng) => `/api/reservations/${rng.pick(["res_nosuchreservation00", "x", "..", "%00"])}`,
    methods: ["GET"],
  },
  { path: () => "/api/purchase-journeys", methods: ["POST"] },
  {
    path: (_s, rng) => `/api/purchase-journeys/${rng.pick(["pj_nosuchjourney0000000000", "x", "..", "%00"])}`,
    methods: ["GET"],
  },
  {
    path: (_s, rng) =>
      `/api/purchase-journeys/${rng.pick(["pj_nosuchjourney0000000000", "x"])}/${rng.pick(["payment", "trade-in", "delivery", "reserve", "nope", "%2e%2e"])}`,
    methods: ["PUT"],
  },
  {
    path: (_s, rng) => `/api/purchase-journeys/${rng.pick(["pj_nosuchjourney0000000000", "x"])}/submit`,
    methods: ["POST"],
  },
  { path: () => "/api/chat/messages", methods: ["POST"] },
  // Issue 20: the trade-in wizard's API.
  { path: () => "/api/trade-ins", methods: ["POST"] },
  { path: () => "/api/trade-ins/lookup", methods: ["POST"] },
  {
    path: (_s, rng) => `/api/trade-ins/${rng.pick(["tv_nosuchvaluation00000000", "x", "..", "%00"])}`,
    methods: ["GET"],
  },
  {
    path: (_s, rng) =>
      `/api/trade-ins/${rng.pick(["tv_nosuchvaluation00000000", "x"])}/${rng.pick(["vehicle", "condition", "contact", "nope", "%2e%2e"])}`,
    methods: ["PUT"],
  },
  {
    path: (_s, rng) =>
      `/api/trade-ins/${rng.pick(["tv_nosuchvaluation00000000", "x"])}/${rng.pick(["valuation", "accept"])}`,
    methods: ["POST"],
  },
  // Issue 21: sign-in and the watchlist.
  { path: () => "/api/sign-in/code", methods: ["POST"] },
  { path: () => "/api/sign-in/verify", methods: ["POST"] },
  { path: () => "/api/sign-out", methods: ["POST"] },
  { path: () => "/api/account/session", methods: ["GET"] },
  { path: () => "/api/watchlist", methods: ["GET"] },
  { path: () => "/api/watchlist/save-car", methods: ["POST"] },
  { path: () => "/api/watchlist/remove-car", methods: ["POST"] },
  { path: () => "/api/health", methods: ["GET"] },
  // Issue 29: ids past int4 and NUL in the site APIs; the admin API, without a token.
  { path: (_s, rng) => rng.pick(ISSUE_29_APIS), methods: ["GET"] },
  { path: (_s, rng) => rng.pick(ISSUE_29_ADMIN), methods: ["GET", "POST"] },
  { path: (_s, rng) => rng.pick(ISSUE_29_ADMIN_LIST), methods: ["GET"] },
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Methods Node's HTTP client sends a body for without framing it (no chunked encoding by default):
 * the front server forwards such a body unframed and Next reads it as a second request (see the
 * front-door test in e2e/malformed-input.spec.ts). No case gives them a body until that is fixed.
 */
const UNFRAMED_METHODS = ["GET", "HEAD", "DELETE", "OPTIONS"];

/** Methods beyond a route's own: all valid HTTP tokens. TRACE and TRACK are the front server's (decision in the report). */
const OTHER_METHODS = ["HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "FOO", "M-SEARCH"];

const QUERY_MUTATIONS: ((rng: Rng, site: FuzzSite) => string)[] = [
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
const HEADER_MUTATIONS: ((rng: Rng, site: FuzzSite) => Record<string, string>)[] = [
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

function mutatePath(rng: Rng, path: string): { path: string; label: string; kind: string } {
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
function mutateTarget(
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

function validApiBody(
  api: string,
  site: FuzzSite,
  rng: Rng,
): { valid: Record<string, unknown>; keys: string[] } {
  if (api === "/api/phone-reveal") {
    return {
      valid: {
        car_id: rng.pick(site.carIds.length ? site.carIds : [1]),
        dealership_id: rng.pick(site.dealershipIds.length ? site.dealershipIds : [1]),
        website_id: site.siteId,
      },
      keys: Object.keys(phoneRevealSchema.shape),
    };
  }
  return {
    valid: {
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 25000,
      loanTerm: 5,
      year: 2020,
      vin: "",
      whoIsHelping: "",
    },
    keys: Object.keys(youxQuoteRequestSchema.shape),
  };
}

/**
 * `count` HTTP cases over every page, file and API of the target's sites, each with a mutation of
 * its path, query, method, headers or body. Lead posts (POST /api/leads) carry FORM_TOKEN and
 * IDEMPOTENCY_KEY placeholders, to be filled with a fresh form each (withTicket).
 */
export function generateCases(seed: number, target: FuzzTarget, count: number): FuzzCase[] {
  const rng = createRng(seed);
  const leads = leadCases(
    seed,
    Math.ceil(count * 0.12),
    target.sites.flatMap((s) => s.carIds),
  );
  let leadAt = 0;
  const cases: FuzzCase[] = [];
  for (let index = 0; index < count; index++) {
    const site = rng.pick(target.sites);
    const headers: Record<string, string> = { host: site.host };
    const labels: string[] = [];
    let surface: Surface;
    let method = "GET";
    let path: string;
    let body: string | undefined;
    let binaryBody: boolean | undefined;
    let ownApi = false;
    const roll = rng.next();
    if (roll < 0.12 && leadAt < leads.length) {
      // A lead post, as the site's own page sends it.
      const lead = leads[leadAt++]!;
      surface = "api";
      method = "POST";
      path = "/api/leads";
      ownApi = true;
      body = lead.body;
      binaryBody = lead.binary;
      headers["content-type"] = lead.contentType ?? "application/json";
      headers.origin = `http://${site.host}`;
      labels.push(`lead:${lead.formKind}:${lead.label}`);
    } else if (roll < 0.45) {
      const api = rng.pick(API_ROUTES);
      surface = "api";
      path = api.path(site, rng);
      method = rng.chance(0.85) ? api.methods[0]! : rng.pick(OTHER_METHODS);
      ownApi = api.methods.includes(method) && path !== "/api/health";
      if (method === "POST" && (path === "/api/phone-reveal" || path === "/api/youx/quote")) {
        const { valid, keys } = validApiBody(path, site, rng);
        const mutated = mutateBody(rng, valid, keys);
        body = mutated.body;
        binaryBody = mutated.binary;
        headers["content-type"] = mutated.contentType ?? "application/json";
        labels.push(`body:${mutated.label}`);
      } else if (!UNFRAMED_METHODS.includes(method) && rng.chance(0.5)) {
        body = rng.pick(["{}", "not json", "a=b"]);
        headers["content-type"] = rng.pick([
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
        ]);
      }
      if (path === "/api/leads" && method === "POST") {
        body = JSON.stringify({
          formKind: "quick-enquiry",
          form_token: FORM_TOKEN,
          idempotency_key: IDEMPOTENCY_KEY,
        });
        headers["content-type"] = "application/json";
      }
    } else if (roll < 0.5 && target.assets.length) {
      surface = "asset";
      path = rng.pick(target.assets);
      // Only GET and HEAD: Next answers other methods, an unsatisfiable Range and a failed If-Match on a
      // built asset with a bare 500 the front server is to answer instead (see the report).
      method = rng.pick(["GET", "HEAD"]);
    } else {
      const route = rng.pick(PAGE_ROUTES);
      surface = route.surface;
      path = route.path(site, rng);
      if (rng.chance(0.1)) {
        method = rng.pick(OTHER_METHODS);
        if (method === "POST" && rng.chance(0.5)) {
          body = rng.pick(["x", "a=%ZZ", "{}"]);
          headers["content-type"] = rng.pick([
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
          ]);
        }
      }
    }
    // Then the URL and the headers.
    if (rng.chance(0.35)) {
      path += `${path.includes("?") ? "&" : "?"}${rng.pick(QUERY_MUTATIONS)(rng, site)}`;
      labels.push("query");
    }
    if (rng.chance(0.3)) {
      const mutated = mutatePath(rng, path);
      // Another path under /api/ is still ours to answer (a JSON 400 or 404), for any method we take.
      const stillOurs =
        surface === "api" &&
        mutated.path.startsWith("/api/") &&
        !mutated.path.startsWith("/api/health") &&
        (mutated.kind === "bad-escape" || mutated.kind === "proto") &&
        ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(method);
      if (mutated.path.split("?")[0] !== path.split("?")[0]) ownApi = stillOurs;
      path = mutated.path;
      labels.push(mutated.label);
    }
    if (rng.chance(0.3)) {
      const extra = rng.pick(HEADER_MUTATIONS)(rng, site);
      // A built asset's Range and If-Match are the front server's to answer (see above).
      const assetOnly = surface === "asset" && path.startsWith("/_next/");
      if (!(assetOnly && (extra.range || extra["if-match"]))) {
        Object.assign(headers, extra);
        labels.push(`headers:${Object.keys(extra).join(",")}`);
        if (extra.host !== undefined || extra.origin !== undefined) ownApi = false;
      }
    }
    if (rng.chance(0.03)) {
      // A request-target that is not a path (RFC 9112 §3.2), answered by the front server itself.
      const target = mutateTarget(rng, path, headers.host ?? site.host);
      path = target.path;
      if (!target.servedAsPath) ownApi = false;
      labels.push(target.label);
    }
    cases.push({
      index,
      label: labels.join(" ") || "route",
      surface,
      method,
      path: asciiPath(path),
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(binaryBody ? { binaryBody } : {}),
      ownApi,
    });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------------
// Reporting

/** A shell command that sends the same request (the body base64-encoded, so any byte survives). */
export function curlFor(testCase: FuzzCase, origin: string): string {
  const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
  const parts = ["curl", "-sS", "-o", "/dev/null", "-w", "'%{http_code}\\n'", "--path-as-is", "-g"];
  parts.push("-X", quote(testCase.method));
  for (const [name, value] of Object.entries(testCase.headers)) {
    // curl drops a header given as "name:" with nothing after it; "name;" sends it empty.
    parts.push("-H", quote(value === "" ? `${name};` : `${name}: ${value}`));
  }
  let prefix = "";
  if (testCase.body !== undefined) {
    const bytes = Buffer.from(testCase.body, testCase.binaryBody ? "latin1" : "utf8");
    prefix = `printf %s ${quote(bytes.toString("base64"))} | base64 -d | `;
    parts.push("--data-binary", "@-");
  }
  // A target that is not a path (`*`, an absolute URL) goes out as it is, on the origin's connection.
  if (testCase.path.startsWith("/")) parts.push(quote(`${origin}${testCase.path}`));
  else parts.push("--request-target", quote(testCase.path), quote(origin));
  return prefix + parts.join(" ");
}
