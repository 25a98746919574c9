import "server-only";
import { hitRateLimit, type RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { jsonError } from "../http/api";

/** The window of a shopper-facing POST's per-address and per-site limits, the lead guard's among them. */
export const POST_RATE_WINDOW_MS = 10 * 60_000;

/** The per-address and per-site limits of a shopper-facing POST that writes rows or costs money. */
export type PostRateSettings = { counters: RateCounters; perIp: number; perSite: number };

/**
 * 429 with when to try again once this address or this site has made too many `kind` posts in the
 * lead window; null while within both. The counts live in `counters` (the database's in a server, so
 * every server shares them). The address is counted first, so one client cannot use up the site's.
 */
export async function postRateRefusal(
  kind: string,
  site: Site,
  /** The client's address as the front vouches for it (server/http clientFacts). */
  clientAddress: string,
  settings: PostRateSettings,
  now: Date,
  /** What the shopper is told there were too many of. */
  what = "requests",
): Promise<Response | null> {
  for (const [limit, rateKey] of [
    [settings.perIp, `${kind}-ip:${site.slug} ${clientAddress}`],
    [settings.perSite, `${kind}-site:${site.slug}`],
  ] as const) {
    const decision = await hitRateLimit(
      settings.counters,
      { limit, windowMs: POST_RATE_WINDOW_MS },
      rateKey,
      now.getTime(),
    );
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      const response = jsonError(
        429,
        `Too many ${what} just now. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
      );
      response.headers.set("retry-after", String(seconds));
      return response;
    }
  }
  return null;
}
