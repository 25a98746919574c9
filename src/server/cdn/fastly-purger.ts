import "server-only";
import { type CachePurger, sendPurge } from "./purge-request";

/**
 * Fastly's purge by surrogate key, as its API reference documents "Purge multiple surrogate key tags"
 * (fastly.com/documentation/reference/api/purging): `POST https://api.fastly.com/service/{service_id}/purge`
 * with `{"surrogate_keys": [...]}` (up to 256), an API token with the purge_select scope in the
 * `Fastly-Key` header, answered 200 with a map of each key to its purge id. No `Fastly-Soft-Purge`: a
 * soft purge marks pages stale, and a stale price could still be served while the cache refetches.
 * The keys are the ones the front puts in `Surrogate-Key` (scripts/cdn-headers.mjs), which Fastly
 * removes before delivery.
 */
export type FastlyConfig = { serviceId: string; apiToken: string; apiBase: string };

/** The documented request for `tags` (pure; unit-tested). */
export function fastlyPurgeRequest(config: FastlyConfig, tags: readonly string[]) {
  return {
    url: `${config.apiBase.replace(/\/+$/, "")}/service/${encodeURIComponent(config.serviceId)}/purge`,
    method: "POST",
    headers: {
      "fastly-key": config.apiToken,
      "content-type": "application/json",
      accept: "application/json",
    },
    body: JSON.stringify({ surrogate_keys: tags }),
  };
}

export function fastlyPurger(config: FastlyConfig, fetchImpl: typeof fetch = fetch): CachePurger {
  return {
    describe: `Fastly (service ${config.serviceId})`,
    purge: (tags) =>
      sendPurge(fetchImpl, "Fastly", fastlyPurgeRequest(config, tags), undefined, (text) => {
        try {
          const parsed = JSON.parse(text) as { msg?: unknown; detail?: unknown };
          return [parsed.msg, parsed.detail].filter((part) => typeof part === "string").join(": ");
        } catch {
          return "";
        }
      }),
  };
}
