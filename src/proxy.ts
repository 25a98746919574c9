import { type NextRequest, NextResponse } from "next/server";
import { env } from "@/env";
import { siteTags, TAGS_HEADER, tagsHeaderValue } from "@/lib/marketing/tags";
import { isSafeMethod } from "@/lib/net/origin";
import { GONE_REASON, goneHtml } from "@/lib/sites/site-lifecycle";
import { isConsoleHost } from "@/lib/staff/console-host";
import { resolveSite } from "@/lib/tenancy/resolve-site";
import { isSharedListingPath, SHARED_LISTING_SECONDS } from "@/lib/tenancy/shared-pages";
import { type AddressRefusal, pathRefusal, queryRefusal } from "@/lib/text/route-param";
import { stateChangeRefusal } from "@/server/http/request-facts";
import { noteRequestSite } from "@/server/observability/request-context";
import { getSite, listSiteHosts } from "@/server/tenancy/site-cache";
import { isConsoleUploadPath } from "../scripts/console-uploads.mjs";
import { contentSecurityPolicy, paymentsOf } from "../scripts/security-headers.mjs";
import { parseTagNames } from "../scripts/tag-sources.mjs";

/**
 * Host → site, once per request. Every path is rewritten under /s/<site>/ (or /platform/ for the
 * platform's own pages, /console/ for the dealer console's host), so a shopper can never reach another site's tree by typing its path: on
 * site A, `/s/b/…` becomes `/s/a/s/b/…`, which does not exist.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const url = request.nextUrl.clone();
  const path = url.pathname;
  // Next's router would throw decoding this path's params and answer a bare 500 (issue 16 §2), and a
  // NUL in the path or the query would reach PostgreSQL as a failed query (issue 29 §2): refused here,
  // before any handler, for every route this proxy sees.
  const refused = pathRefusal(path) ?? queryRefusal(url.search);
  if (refused) return badAddress(path, refused);
  // The admin API and demo photos pass through the proxy only for the check above: the admin API
  // judges its own requests (a bearer token, not a site's pages), and is the same for every host.
  if (path.startsWith("/admin/api/") || path.startsWith("/media/")) return NextResponse.next();
  // Every state-changing request, to any route of any site, present or future, comes from the site's
  // own pages and carries JSON, or is refused before it reaches a handler (issue 16 §4).
  // Two exceptions, both on the console's host: the uploads (a car's photo, a site's logo) carry a
  // file's bytes and judge their origin and their body's type themselves (server/http/raw-upload.ts:
  // no type a cross-site form can send is taken); the console's pages may post React server actions
  // (its live preview, decision 0053). No site's page has either.
  const consoleHost = isConsoleHost(request.headers.get("host"), env.CONSOLE_HOST);
  if (!isSafeMethod(request.method) && !(consoleHost && isConsoleUploadPath(path))) {
    const stateChange = stateChangeRefusal(request.headers, undefined, {
      serverAction: consoleHost && request.headers.has("next-action"),
    });
    if (stateChange) return stateChange;
  }
  // The dealer console answers on its own host, and on no dealer's (issue 31 §1, decision 0045): its
  // pages live under /console, which on a site's host becomes /s/<site>/console, a path no site has.
  if (consoleHost) {
    url.pathname = `/console${path === "/" ? "" : path}`;
    return NextResponse.rewrite(url, { headers: CONSOLE_HEADERS });
  }
  const hosts = await listSiteHosts();
  const resolution = resolveSite(request.headers.get("host"), hosts, { defaultSite: env.DEFAULT_SITE });
  if (resolution.kind === "site") {
    // The request's log lines and spans name the site from here on (decision 0068).
    noteRequestSite(resolution.slug);
    // An archived site's every address, pages, sitemap, feeds and APIs alike, is gone (decision 0056).
    if (hosts.find((h) => h.slug === resolution.slug)?.archived) return gone(path);
    url.pathname = `/s/${resolution.slug}${path}`;
    // For the front cache (scripts/front-cache.mjs), which strips them: whose data the answer is made
    // from, so it can be dropped when that site changes, and, for listing pages, that the answer may be
    // kept per URL although Next marks it private (issue 15 §5, decision 0017).
    const headers: Record<string, string> = { "x-forecourt-site": resolution.slug };
    if (request.method === "GET" && isSharedListingPath(path)) {
      headers["x-forecourt-shared"] = String(SHARED_LISTING_SECONDS);
    }
    Object.assign(headers, await marketingTagHeaders(resolution.slug));
    return NextResponse.rewrite(url, { headers });
  }
  if (resolution.kind === "platform") {
    url.pathname = path === "/" ? "/platform" : `/platform/not-found${path}`;
  } else {
    url.pathname = "/platform/unknown-site";
  }
  return NextResponse.rewrite(url);
}

/** 410 for an archived site: JSON for an API, else a plain page in no site's brand; never indexed. */
function gone(path: string): Response {
  const headers = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow" };
  if (path.startsWith("/api/")) return NextResponse.json({ error: GONE_REASON }, { status: 410, headers });
  return new NextResponse(goneHtml(), {
    status: 410,
    headers: { ...headers, "content-type": "text/html; charset=utf-8" },
  });
}

/**
 * A site's marketing tags in its answers' policy (decision 0055): the front reads the tag names from
 * `x-forecourt-tags` (and drops it), opening each tag's documented origins; for Next reached directly,
 * the policy Next sends is made here with the same table (a proxy's header wins over next.config's).
 * A site without tags gets neither: next.config's policy stands.
 */
async function marketingTagHeaders(slug: string): Promise<Record<string, string>> {
  const site = await getSite(slug);
  const value = site ? tagsHeaderValue(siteTags(site.config)) : "";
  if (!value) return {};
  return {
    [TAGS_HEADER]: value,
    "content-security-policy": contentSecurityPolicy({
      inlineScripts: true,
      development: process.env.NODE_ENV === "development",
      payments: paymentsOf(process.env),
      tags: parseTagNames(value),
    }),
  };
}

/** Every console answer: never indexed, never kept by a shared cache (the front's included). */
const CONSOLE_HEADERS = { "x-robots-tag": "noindex, nofollow", "cache-control": "private, no-store" };

const BAD_ADDRESS: Record<AddressRefusal, string> = {
  undecodable: "This address is not valid: it has a %-escape that is malformed or is not UTF-8.",
  nul: "This address is not valid: it has a NUL character (%00).",
};

/** 400 for an address refused before any handler: JSON for an API, a short page for a shopper. */
function badAddress(path: string, refusal: AddressRefusal): NextResponse {
  const reason = BAD_ADDRESS[refusal];
  const headers = { "cache-control": "no-store" };
  if (path.startsWith("/api/") || path.startsWith("/admin/api/")) {
    return NextResponse.json({ error: reason }, { status: 400, headers });
  }
  const page = `<!doctype html><html lang="en-AU"><meta charset="utf-8"><title>Bad request</title><main><h1>Bad request</h1><p>${reason}</p><p><a href="/">Go to the home page</a></p></main></html>`;
  return new NextResponse(page, {
    status: 400,
    headers: { ...headers, "content-type": "text/html; charset=utf-8" },
  });
}

export const config = {
  // Static assets, the health and readiness checks, the metrics (decision 0068), the API description
  // (decision 0066) and the front cache's internal API are the same for every host.
  // Demo photos and the admin API are matched only to refuse a malformed address before Next's router
  // throws decoding it (issue 29 §3: `/admin/api/reservations/%zz` was a 500 before the token check).
  // The import alone stays out: Next clones and buffers in memory the body of any request the proxy
  // sees (and keeps only the first 10 MB of it, experimental.proxyClientMaxBodySize), and a feed's
  // body must stream to its handler. Its path has no dynamic segment for the router to decode.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|media/|fonts/|api/health|api/ready$|metrics$|api/openapi.json$|api/internal/|admin/api/).*)",
    "/media/:path*",
    "/admin/api/((?!import$|import/).*)",
  ],
};
