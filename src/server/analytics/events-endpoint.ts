import "server-only";
import { env as processEnv } from "@/env";
import { isBotUserAgent } from "@/lib/analytics/bot-filter";
import { MAX_BATCH_BYTES } from "@/lib/analytics/collection";
import { eventBatchSchema } from "@/lib/analytics/event-batch";
import { privacyRequested } from "@/lib/analytics/privacy";
import { saltDay } from "@/lib/analytics/visitor-salt";
import { hitRateLimit, type RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { jsonError } from "../http/api";
import { receiveStateChange } from "../http/state-change";
import { POST_RATE_WINDOW_MS } from "../net/post-rate-limit";
import { databaseRateCounters } from "../net/rate-counters";
import { processSingleton } from "../process-singleton";
import { PREVIEW_COOKIE } from "../settings/config-preview";
import { type EventBuffer, eventBuffer } from "./event-buffer";
import { type EventBatchInput, receiveEventBatch } from "./receive-event-batch";
import { analyticsTimeZone } from "./site-clock";
import { addressKey, daySalt } from "./visitor-salts";

export type EventsDeps = {
  buffer: Pick<EventBuffer, "add">;
  counters: RateCounters;
  /** Batches one address may send the site in 10 minutes (ANALYTICS_RATE_PER_IP). */
  perIp: number;
  now?: () => Date;
};

const counters = processSingleton<{ db: Database; counters: RateCounters }>("analytics-rate-counters");

/** The server's own dependencies: the process's buffer, the database's rate counters (one per process). */
export function serverEventsDeps(db: Database, env = processEnv): EventsDeps {
  const held = counters.get(() => ({ db, counters: databaseRateCounters(db) }));
  return {
    buffer: eventBuffer(db),
    counters: held.db === db ? held.counters : databaseRateCounters(db),
    perIp: env.ANALYTICS_RATE_PER_IP,
  };
}

const NO_STORE = { "cache-control": "no-store" };
const accepted = () => new Response(null, { status: 202, headers: NO_STORE });

/**
 * POST /api/events (issue 33 §2, decision 0061), through the state-change prelude: from the site's
 * own pages (403) as JSON (415); a body over MAX_BATCH_BYTES or not a valid batch is a 400 with the
 * reason, and nothing of it is stored; a robot's batch is answered 202 and dropped; past the per-address
 * limit, 429. Then 202 at once: the rows wait in the buffer, which writes them off the request. No
 * cookie is set, and the address is only ever hashed (the visitor, the rate limit's key).
 */
export async function postEvents(
  db: Database,
  site: Site,
  request: Request,
  deps: EventsDeps,
): Promise<Response> {
  const now = deps.now?.() ?? new Date();
  const change = await receiveStateChange(request, {
    body: {
      schema: eventBatchSchema,
      maxBytes: MAX_BATCH_BYTES,
      // An oversized batch is a bad batch like any other (issue 33: "answers 400").
      refusal: (status, error, issues) =>
        jsonError(
          400,
          status === 413 ? `The batch is too large: at most ${MAX_BATCH_BYTES} bytes` : error,
          issues,
        ),
    },
    check: async (batch, { request: req, client }) => {
      // A robot, or staff previewing unsaved settings (decision 0054), is not a shopper: taken, not kept.
      if (isBotUserAgent(client.userAgent) || inPreview(client.cookie))
        return { ok: false, response: accepted() };
      const day = saltDay(now, await analyticsTimeZone(db, site, now.getTime()));
      const data: EventBatchInput = {
        batch,
        day,
        salt: await daySalt(db, site.id, day),
        private: batch.private === true || privacyRequested(req.headers),
      };
      return { ok: true, data };
    },
    limits: async (input, { client }) => {
      const decision = await hitRateLimit(
        deps.counters,
        { limit: deps.perIp, windowMs: POST_RATE_WINDOW_MS },
        addressKey(input.salt, site.id, client.address),
        now.getTime(),
      );
      if (decision.allowed) return null;
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      const response = jsonError(429, "Too many events from this address just now.");
      response.headers.set("retry-after", String(seconds));
      return response;
    },
  });
  if (!change.ok) return change.response;
  const { client } = change;
  receiveEventBatch(
    change.input,
    {
      siteId: site.id,
      host: request.headers.get("host") ?? "",
      address: client.address,
      userAgent: client.userAgent ?? "",
      now,
    },
    deps.buffer,
  );
  return accepted();
}

/** Whether the browser is in the console's settings preview (its cookie, or Next's draft mode). */
function inPreview(cookie: string | null): boolean {
  return cookie !== null && new RegExp(`(^|;\\s*)(${PREVIEW_COOKIE}|__prerender_bypass)=`).test(cookie);
}
