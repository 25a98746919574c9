import "server-only";
import { randomUUID } from "node:crypto";
import { type Env, env as processEnv } from "@/env";
import { checkFormToken, MIN_FILL_MS, signFormToken } from "@/lib/leads/form-token";
import { RateLimiter } from "@/lib/net/rate-limit";
import { dataDirSecret } from "../../data-dir-secret";
import { jsonError } from "../../http/api";
import { factsOf, stateChangeRefusal } from "../../http/request-facts";
import { processSingleton } from "../../process-singleton";

/**
 * Spam and abuse checks on a lead post, without third parties (issue 5): the Origin must be the
 * site's own; a filled honeypot or a form sent back faster than a person could fill it is a bot,
 * which gets a success-shaped answer and stores nothing (so it learns nothing); too many posts from
 * one address or to one site in ten minutes get 429 with when to try again.
 */
export type GuardVerdict = { kind: "pass" } | { kind: "bot" } | { kind: "refuse"; response: Response };

export type LeadGuard = {
  /** A fresh form: the signed render stamp and the idempotency key its submissions carry. */
  /** A form's ticket; `min_fill_ms` tells the browser how long to wait before posting it. */
  newForm(
    siteSlug: string,
    now?: number,
  ): { form_token: string; idempotency_key: string; min_fill_ms: number };
  check(
    request: Request,
    siteSlug: string,
    body: { form_token: string; website?: string | undefined },
    now?: number,
  ): GuardVerdict;
};

const WINDOW_MS = 10 * 60_000;

export function createLeadGuard(settings: { secret: string; perIp: number; perSite: number }): LeadGuard {
  const perIp = new RateLimiter({ limit: settings.perIp, windowMs: WINDOW_MS });
  const perSite = new RateLimiter({ limit: settings.perSite, windowMs: WINDOW_MS });
  return {
    newForm: (siteSlug, now = Date.now()) => ({
      form_token: signFormToken(settings.secret, siteSlug, now),
      idempotency_key: randomUUID(),
      min_fill_ms: MIN_FILL_MS,
    }),
    check(request, siteSlug, body, now = Date.now()) {
      if (body.website?.trim()) return { kind: "bot" };
      const stamp = checkFormToken(settings.secret, body.form_token, siteSlug, now);
      if (stamp === "too-fast") return { kind: "bot" };
      if (stamp === "invalid") {
        return {
          kind: "refuse",
          response: jsonError(
            400,
            "This form has expired or was not issued by this site. Please reload the page.",
            [{ key: "form_token", message: "form_token: not a form this site issued" }],
          ),
        };
      }
      for (const [limiter, key] of [
        [perIp, `${siteSlug} ${factsOf(request.headers).clientAddress}`],
        [perSite, siteSlug],
      ] as const) {
        const decision = limiter.hit(key, now);
        if (!decision.allowed) {
          const seconds = Math.ceil(decision.retryAfterMs / 1000);
          const response = jsonError(
            429,
            `Too many enquiries just now. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
          );
          response.headers.set("retry-after", String(seconds));
          return { kind: "refuse", response };
        }
      }
      return { kind: "pass" };
    },
  };
}

/** The server's one guard (its rate counts must be shared by every route bundle, like the database). */
const processGuard = processSingleton<LeadGuard>("lead-guard");

export function leadGuard(env: Env = processEnv): LeadGuard {
  return processGuard.get(() =>
    createLeadGuard({
      secret: formSecret(env),
      perIp: env.LEAD_RATE_PER_IP,
      perSite: env.LEAD_RATE_PER_SITE,
    }),
  );
}

/** Checks that come before the body is trusted: where the post comes from. */
export function guardOrigin(request: Request): Response | null {
  return stateChangeRefusal(request.headers);
}

/** The signing key: from the environment, else generated once into the data directory and kept. */
function formSecret(env: Env): string {
  return env.LEAD_FORM_SECRET ?? dataDirSecret(env.DATA_DIR, "form-secret").secret;
}
