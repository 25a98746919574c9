// What a shared cache in front of several app servers is told about each answer (issue 35 §4, decision
// 0076): whether it may keep it and for how long (standard Cache-Control), and the site it is made from,
// as a tag it can be purged by (`site:<slug>`) in the header the configured cache reads and removes
// before the answer reaches a browser: Cloudflare's `Cache-Tag`, Fastly's `Surrogate-Key`, and
// `Surrogate-Key` for deploy/varnish/forecourt.vcl. The app purges a site's tag when its data version
// moves (src/server/cdn). Without a cache named (CDN_PROVIDER=none), answers go out as before.
import { sharedFreshnessSeconds } from "./front-store.mjs";

/** The shared caches the app can purge: none (each server's front cache alone), or one in front. */
export const CDN_PROVIDERS = /** @type {const} */ (["none", "varnish", "cloudflare", "fastly"]);

/** @typedef {(typeof CDN_PROVIDERS)[number]} CdnProvider */

/**
 * The header each cache reads tags from, and removes before the answer goes on: Cloudflare's
 * "Purge cache by cache-tags" (comma-separated, removed before the visitor gets the response), Fastly's
 * Surrogate-Key reference (space-separated, removed before delivery), and our VCL's `vcl_deliver`.
 * @type {Record<Exclude<CdnProvider, "none">, { name: string; separator: string }>}
 */
export const TAG_HEADERS = {
  varnish: { name: "surrogate-key", separator: " " },
  cloudflare: { name: "cache-tag", separator: "," },
  fastly: { name: "surrogate-key", separator: " " },
};

/**
 * The configured cache, from CDN_PROVIDER (unset or empty: none); anything else stops the start.
 * @param {Record<string, string | undefined>} env
 * @returns {CdnProvider}
 */
export function cdnProviderOf(env) {
  const value = env.CDN_PROVIDER || "none";
  const provider = CDN_PROVIDERS.find((name) => name === value);
  if (!provider) throw new Error(`CDN_PROVIDER must be one of ${CDN_PROVIDERS.join(", ")} (got "${value}")`);
  return provider;
}

/**
 * The tag of every answer made from a site's data, and what the app purges when that data changes.
 * @param {string} site the site's slug
 */
export const siteCacheTag = (site) => `site:${site}`;

/**
 * The headers a shared cache is shown for an answer made from `site`'s data (in place), when
 * `provider` names one:
 * - `seconds` > 0 (the front's own policy would keep it that long): `public, max-age=0, s-maxage=N` and
 *   the site's tag. A browser asks again each time (a shopper never sees a stale price from their own
 *   cache); the shared cache keeps it N seconds unless purged first.
 * - otherwise, an answer Next marked shareable is made private: a shared cache may only keep what it
 *   can be told to drop, and an untagged answer could never be purged.
 * Answers with no site (built assets, the platform's pages) are left as they are.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {{ provider: CdnProvider; site: string | undefined; seconds: number }} answer
 */
export function applyCdnHeaders(headers, { provider, site, seconds }) {
  if (provider === "none" || !site) return headers;
  if (seconds > 0) {
    const tags = TAG_HEADERS[provider];
    headers["cache-control"] = `public, max-age=0, s-maxage=${Math.floor(seconds)}`;
    headers[tags.name] = [siteCacheTag(site)].join(tags.separator);
    return headers;
  }
  const cacheControl = headers["cache-control"];
  if (sharedFreshnessSeconds(typeof cacheControl === "string" ? cacheControl : undefined) > 0) {
    headers["cache-control"] = "private, no-cache";
  }
  return headers;
}
