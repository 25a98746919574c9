import { createRng, type Rng } from "../src/demo/prng";
import { youxQuoteRequestSchema } from "../src/lib/finance/quote-request";
import { phoneRevealSchema } from "../src/lib/vehicle/phone-reveal-schema";
import type { FuzzCase, FuzzSite, FuzzTarget, Surface } from "./fuzz-target";
import { mutateBody } from "./malformed-bodies";
import { FORM_TOKEN, IDEMPOTENCY_KEY, leadCases } from "./malformed-leads";
import {
  HEADER_MUTATIONS,
  mutatePath,
  mutateTarget,
  OTHER_METHODS,
  QUERY_MUTATIONS,
  UNFRAMED_METHODS,
} from "./malformed-requests";
import { API_ROUTES, PAGE_ROUTES } from "./malformed-routes";

/**
 * Malformed input, generated (issue 16 item 2: "a malformed-input test suite, a seeded fuzzer … over
 * every route and API"). Pure and deterministic: the same seed and target give the same cases, so a
 * failure printed with its seed replays exactly (FUZZ_SEED=<seed>). e2e/malformed-input.spec.ts sends
 * the HTTP cases to the built server; src/server/leads/intake/malformed-leads.int.test.ts posts the
 * lead bodies in-process and checks what was stored.
 *
 * This module makes the HTTP cases and the curl that replays one, from: what is fuzzed
 * (fuzz-target.ts), the routes asked for (malformed-routes.ts), the ways a request is made malformed
 * (malformed-requests.ts), JSON bodies mutated (malformed-bodies.ts), lead posts (malformed-leads.ts)
 * and the odd values they all draw from (malformed-values.ts).
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

/** Printable ASCII only, as Node sends a path; everything else percent-encoded. */
function asciiPath(text: string): string {
  return text.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

/** A valid body for the two small JSON APIs whose bodies are mutated: phone reveal and finance quote. */
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
