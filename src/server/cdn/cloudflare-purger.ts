import "server-only";
import { type CachePurger, sendPurge } from "./purge-request";

/**
 * Cloudflare's purge by cache-tag, as its API reference documents "Purge Cached Content"
 * (developers.cloudflare.com/api/resources/cache/methods/purge): `POST
 * https://api.cloudflare.com/client/v4/zones/{zone_id}/purge_cache` with `{"tags": [...]}`, an API token
 * with the Cache Purge permission as `Authorization: Bearer`, answered in Cloudflare's envelope
 * `{ success, errors: [{ code, message }], messages, result: { id } }`. The tags are the ones the front
 * puts in `Cache-Tag` (scripts/cdn-headers.mjs), which Cloudflare removes before the visitor gets the
 * page ("Purge cache by cache-tags"). The reference allows up to 30 tags per call; the outbox sends
 * one site's tag per call.
 */
export type CloudflareConfig = { zoneId: string; apiToken: string; apiBase: string };

/** The documented request for `tags` (pure; unit-tested). */
export function cloudflarePurgeRequest(config: CloudflareConfig, tags: readonly string[]) {
  return {
    url: `${config.apiBase.replace(/\/+$/, "")}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`,
    method: "POST",
    headers: {
      authorization: `Bearer ${config.apiToken}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    body: JSON.stringify({ tags }),
  };
}

export function cloudflarePurger(config: CloudflareConfig, fetchImpl: typeof fetch = fetch): CachePurger {
  return {
    describe: `Cloudflare (zone ${config.zoneId})`,
    purge: (tags) =>
      sendPurge(
        fetchImpl,
        "Cloudflare",
        cloudflarePurgeRequest(config, tags),
        (_status, text) => envelope(text)?.success === true,
        (text) =>
          (envelope(text)?.errors ?? [])
            .map((error) => `${error.code ?? ""} ${error.message ?? ""}`.trim())
            .join("; "),
      ),
  };
}

type Envelope = { success?: unknown; errors?: { code?: number; message?: string }[] };

function envelope(text: string): Envelope | null {
  try {
    const parsed = JSON.parse(text) as Envelope;
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}
