import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { hitRateLimit, type RateCounters } from "@/lib/net/rate-limit";
import { scrubText } from "@/lib/observability/scrub-text";
import type { Database } from "../db/client";
import { sites, staffUsers } from "../db/schema";
import type { Mailer } from "../leads/delivery/mailer";
import { logger } from "../observability/log";
import { issueStaffLink } from "./staff-links";
import { sendStaffLinkMail, staffLinkUrl } from "./staff-mail";

const log = logger("staff");

/**
 * "Forgotten your password?" (issue 31 §2 "password reset"): anyone may ask for a reset link for an
 * e-mail; the answer is the same whether or not an account has it, so the page tells nobody who works
 * where. An account that has it (and is not switched off) is sent a one-hour, one-use link (staff-links)
 * to the address itself, never shown on the page. Requests are counted in the database: per client
 * address (past it, 429), and per e-mail (past it, the answer is the same and nothing more is sent, so
 * a mailbox cannot be flooded).
 */

export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 10;
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export const RESET_ANSWER =
  "If an account has this e-mail, a link to choose a new password is on its way to it. The link works once, for an hour.";

export type ResetRequestOutcome =
  | { kind: "answered"; sent: boolean }
  | { kind: "limited"; retryAfterSeconds: number; message: string };

export async function requestPasswordReset(
  deps: { db: Database; counters: RateCounters; mailer: Mailer; now?: () => Date },
  email: string,
  address: string,
): Promise<ResetRequestOutcome> {
  const now = deps.now?.() ?? new Date();
  const perAddress = await hitRateLimit(
    deps.counters,
    { limit: RESET_REQUESTS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
    `staff-reset-address:${address}`,
    now.getTime(),
  );
  if (!perAddress.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil(perAddress.retryAfterMs / 1000));
    return {
      kind: "limited",
      retryAfterSeconds,
      message: `Too many reset requests from your connection. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    };
  }
  const [account] = await deps.db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      disabledAt: staffUsers.disabledAt,
      siteName: sites.name,
    })
    .from(staffUsers)
    .leftJoin(sites, eq(sites.id, staffUsers.siteId))
    .where(eq(staffUsers.email, email.trim().toLowerCase()));
  if (!account || account.disabledAt) return { kind: "answered", sent: false };
  const tag = createHash("sha256").update(account.email).digest("base64url").slice(0, 22);
  const perAccount = await hitRateLimit(
    deps.counters,
    { limit: RESET_MAILS_PER_ACCOUNT_PER_HOUR, windowMs: HOUR_MS },
    `staff-reset-account:${tag}`,
    now.getTime(),
  );
  if (!perAccount.allowed) return { kind: "answered", sent: false };
  const link = await issueStaffLink(deps.db, account.id, "reset", now);
  const outcome = await sendStaffLinkMail(deps.mailer, {
    kind: "reset",
    to: account.email,
    name: account.name,
    link: staffLinkUrl(link.token),
    expiresAt: link.expiresAt,
    role: account.role,
    siteName: account.siteName,
  });
  if (!outcome.ok) log.error("the password reset e-mail was not sent", { reason: scrubText(outcome.reason) });
  return { kind: "answered", sent: outcome.ok };
}
