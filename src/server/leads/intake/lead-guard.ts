import "server-only";
import { randomUUID } from "node:crypto";
import { type Env, env as processEnv } from "@/env";
import {
  checkFormToken,
  FORM_EXPIRED_REASON,
  FORM_NOT_ISSUED_REASON,
  FORM_TOKEN_LEAD_LIMIT,
  FORM_TOKEN_MAX_AGE_MS,
  FORM_USED_UP_REASON,
  formTokenKey,
  MIN_FILL_MS,
  signFormToken,
} from "@/lib/leads/form-token";
import { hitRateLimit, type RateCounters, type RateLimit } from "@/lib/net/rate-limit";
import { existingDataDirSecret } from "../../data-dir-secret";
import type { Database } from "../../db/client";
import { jsonError } from "../../http/api";
import { factsOf } from "../../http/request-facts";
import { sharedSecret } from "../../net/app-secrets";
import { POST_RATE_WINDOW_MS } from "../../net/post-rate-limit";
import { databaseRateCounters } from "../../net/rate-counters";
import { processSingleton } from "../../process-singleton";

/**
 * Spam and abuse checks on a lead post, without third parties (issue 5, issue 16 §5): the Origin must
 * be the site's own; a filled honeypot or a form sent back faster than a person could fill it is a
 * bot, which gets a success-shaped answer and stores nothing (so it learns nothing); a form older than
 * two hours, or one that has already filed three leads, is a 400 asking to reload; too many posts from
 * one address or to one site in ten minutes get 429 with when to try again.
 *
 * The counts are kept in `counters` (the database's in a server, so every server on it shares them and
 * a restart keeps them) and taken narrowest first: the form, then the client, then the site. A post
 * refused at one step is not counted by the steps after it, so a client over its own limit stops
 * using up the site's: one address can take at most its own allowance of a site's.
 */
export type GuardVerdict = { kind: "pass" } | { kind: "bot" } | { kind: "refuse"; response: Response };

/** What GET /api/leads/form answers; `min_fill_ms` tells the browser how long to wait before posting. */
export type FormTicket = { form_token: string; idempotency_key: string; min_fill_ms: number };

export type LeadGuard = {
  /** A fresh form: the signed render stamp and the idempotency key its submissions carry. */
  newForm(siteSlug: string, now?: number): FormTicket;
  check(
    request: Request,
    siteSlug: string,
    body: { form_token: string; website?: string | undefined },
    options?: {
      now?: number;
      /**
       * Whether this post repeats a lead already filed (its idempotency key is stored): a double click
       * or a retry after a dropped connection, which is answered with the first lead and files nothing,
       * so it is not counted against any limit. Asked only once the form itself has checked out.
       */
      isRepeat?: () => Promise<boolean>;
    },
  ): Promise<GuardVerdict>;
};

export type LeadGuardSettings = {
  secret: string;
  counters: RateCounters;
  perIp: number;
  perSite: number;
};

export function createLeadGuard(settings: LeadGuardSettings): LeadGuard {
  const { secret, counters } = settings;
  const perForm: RateLimit = { limit: FORM_TOKEN_LEAD_LIMIT, windowMs: FORM_TOKEN_MAX_AGE_MS };
  const perIp: RateLimit = { limit: settings.perIp, windowMs: POST_RATE_WINDOW_MS };
  const perSite: RateLimit = { limit: settings.perSite, windowMs: POST_RATE_WINDOW_MS };
  return {
    newForm: (siteSlug, now = Date.now()) => ({
      form_token: signFormToken(secret, siteSlug, now),
      idempotency_key: randomUUID(),
      min_fill_ms: MIN_FILL_MS,
    }),
    async check(request, siteSlug, body, { now = Date.now(), isRepeat } = {}) {
      if (body.website?.trim()) return { kind: "bot" };
      const stamp = checkFormToken(secret, body.form_token, siteSlug, now);
      if (stamp === "too-fast") return { kind: "bot" };
      if (stamp === "invalid") return reloadForm(FORM_NOT_ISSUED_REASON, "not a form this site issued");
      if (stamp === "expired") return reloadForm(FORM_EXPIRED_REASON, "issued more than two hours ago");
      if (isRepeat && (await isRepeat())) return { kind: "pass" };

      // The form's own allowance: its window outlasts the token, so a token is counted once, ever.
      const form = await hitRateLimit(counters, perForm, formTokenKey(body.form_token), now);
      if (!form.allowed) {
        return reloadForm(FORM_USED_UP_REASON, `already sent ${FORM_TOKEN_LEAD_LIMIT} times`);
      }
      for (const [rule, key] of [
        [perIp, `lead-ip:${siteSlug} ${factsOf(request.headers).clientAddress}`],
        [perSite, `lead-site:${siteSlug}`],
      ] as const) {
        const decision = await hitRateLimit(counters, rule, key, now);
        if (!decision.allowed) return tooMany(decision.retryAfterMs);
      }
      return { kind: "pass" };
    },
  };
}

/**
 * A form to fetch again: 400 with the reason at `form_token`, which tells the browser to fetch a new
 * form (lib/leads/submit-answer `renew`), so the shopper's next press of Send goes through.
 */
function reloadForm(error: string, reason: string): GuardVerdict {
  return {
    kind: "refuse",
    response: jsonError(400, error, [{ key: "form_token", message: `form_token: ${reason}` }]),
  };
}

function tooMany(retryAfterMs: number): GuardVerdict {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const response = jsonError(
    429,
    `Too many enquiries just now. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  );
  response.headers.set("retry-after", String(seconds));
  return { kind: "refuse", response };
}

/**
 * The guard over a database: its counters, and the form secret every server on that database shares
 * (`LEAD_FORM_SECRET` when set; else the one stored in the database, which the first server to need
 * it writes, starting from the data directory's `form-secret` file when an older install left one).
 */
export async function openLeadGuard(db: Database, env: Env): Promise<LeadGuard> {
  return createLeadGuard({
    secret: await formSecret(db, env),
    counters: databaseRateCounters(db),
    perIp: env.LEAD_RATE_PER_IP,
    perSite: env.LEAD_RATE_PER_SITE,
  });
}

/**
 * The server's one guard over its one database (getDatabase), made on first use and shared by every
 * route bundle; a failure is forgotten, so the next request tries again.
 */
const processGuard = processSingleton<Promise<LeadGuard>>("lead-guard");

export function leadGuard(db: Database, env: Env = processEnv): Promise<LeadGuard> {
  return processGuard.get(() =>
    openLeadGuard(db, env).catch((error: unknown) => {
      processGuard.clear();
      throw error;
    }),
  );
}

/**
 * A verdict as the state-change prelude's limits step (server/http/state-change) takes it: null to go
 * on; the refusal; or, for a bot, the answer it gets instead (success-shaped: it learns nothing).
 */
export function verdictAnswer(verdict: GuardVerdict, botAnswer: () => Response): Response | null {
  if (verdict.kind === "refuse") return verdict.response;
  return verdict.kind === "bot" ? botAnswer() : null;
}

/** The name of the form secret in `app_secrets`, and of the file older installs kept it in. */
export const FORM_SECRET_NAME = "form-secret";

function formSecret(db: Database, env: Env): Promise<string> {
  if (env.LEAD_FORM_SECRET) return Promise.resolve(env.LEAD_FORM_SECRET);
  return sharedSecret(db, FORM_SECRET_NAME, () => existingDataDirSecret(env.DATA_DIR, FORM_SECRET_NAME));
}
