// The front's shared cache as a request meets it (decisions 0008 and 0017, issue 15 §5): which requests
// are looked up, a hit served from memory with its security headers and its age, a miss's answer kept
// unless its site's data changed while it was being made, and each site's answers dropped once the app
// says its data changed. What the store keeps and for how long is front-store.mjs; asking the app,
// site-versions.mjs.
import { cacheKey, createStore } from "./front-store.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { watchSiteVersions } from "./site-versions.mjs";

/**
 * The cache of one front. With `enabled: false` nothing is looked up or kept (FORECOURT_FRONT_CACHE=0).
 * With `versions`, the app on `upstreamPort` is asked every `intervalMs` which version of each site's
 * data its pages are made from (`stop()` ends the asking); with a shared cache in front (`cdn`), it is
 * asked even when this front keeps nothing: the question is also what brings the app's pages up to date
 * and lets it purge the shared cache (decision 0076).
 * @param {{ enabled: boolean; maxBytes: number; now: () => number; upstreamPort: number;
 *   versions?: { token: string; intervalMs?: number }; payments?: "stripe"; cdn?: boolean }} options
 */
export function createSharedCache({ enabled, maxBytes, now, upstreamPort, versions, payments, cdn = false }) {
  const store = createStore(maxBytes);
  /** When each site's answers were last dropped: an answer begun before that is not stored. */
  const purgedAt = new Map();
  /** @param {string | undefined} site @param {number} startedAt */
  const droppedSince = (site, startedAt) => Boolean(site) && (purgedAt.get(site) ?? -1) >= startedAt;
  const watcher =
    versions && (enabled || cdn)
      ? watchSiteVersions(upstreamPort, versions, (site) => {
          store.purgeSite(site);
          purgedAt.set(site, now());
        })
      : null;

  /**
   * A stored answer's headers with its security headers for one protocol, made once per entry and
   * protocol: a hit only adds its age.
   * @param {import("./front-store.mjs").StoredEntry} entry
   * @param {boolean} https
   */
  const headersFor = (entry, https) => {
    entry.security ??= {};
    const memo = entry.security;
    const slot = https ? "https" : "http";
    memo[slot] ??= {
      ...entry.headers,
      ...securityHeaders({ https, scriptHashes: entry.scriptHashes ?? [], payments, tags: entry.tags ?? [] }),
    };
    return memo[slot];
  };

  return {
    store,
    /**
     * The request's key in the store, or null: it is not looked up and its answer is not kept.
     * @param {import("node:http").IncomingMessage} request
     */
    keyOf: (request) => (enabled ? cacheKey(request) : null),
    /**
     * Answers the request from the store when `key` holds a fresh answer; false when it does not.
     * @param {string | null} key
     * @param {import("node:http").IncomingMessage} request
     * @param {import("node:http").ServerResponse} response
     * @param {boolean} https
     */
    serveHit(key, request, response, https) {
      const cached = key ? store.get(key, now()) : undefined;
      if (!cached) return false;
      response.writeHead(cached.status, {
        ...headersFor(cached, https),
        age: String(Math.floor((now() - cached.storedAt) / 1000)),
        "x-forecourt-cache": "HIT",
      });
      response.end(request.method === "HEAD" ? undefined : cached.body);
      return true;
    },
    /**
     * Keeps an answer under `key`, unless its site's answers were dropped after `startedAt`: made from
     * data the site has since changed, it was served that once and is never kept.
     * @param {string} key
     * @param {Omit<import("./front-store.mjs").StoredEntry, "storedAt">} entry
     * @param {number} startedAt
     */
    keep(key, entry, startedAt) {
      if (droppedSince(entry.site, startedAt)) return;
      store.set(key, { ...entry, storedAt: now() });
    },
    /**
     * Whether `site`'s answers were dropped after `startedAt`: an answer begun before then is made from
     * data the site has since changed, so no cache, this one or one in front, may keep it.
     */
    droppedSince,
    stop: () => watcher?.stop(),
  };
}

/** @typedef {ReturnType<typeof createSharedCache>} SharedCache */
