import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { AlertChannel, DigestMessage } from "@/lib/alerts/alert-types";
import type { DeliveryOutcome } from "@/lib/leads/retry";
import { shopperMailSender } from "@/lib/messaging/mail-sender";
import type { MessagingConfig } from "@/lib/messaging/messaging-config";
import type { Database } from "../db/client";
import { alertDigests, sites } from "../db/schema";
import type { Mailer } from "../leads/delivery/mailer";
import {
  claimOutboxRows,
  type OutboxClaim,
  recordOutboxOutcome,
  releaseStaleOutboxClaims,
  renewOutboxClaims,
} from "../outbox/outbox-table";
import type { OutboxQueue } from "../outbox/outbox-worker";
import { messagingOf } from "../sms/site-messaging";
import type { SmsSender } from "../sms/sms-sender";

/**
 * The alert digests' side of the outbox (decision 0038): `alert_digests` rows drained by the same
 * worker as the lead deliveries, through the shared claim, lease, retry and record code. A digest is
 * sent on its channel: a text through the SmsSender (the dev outbox locally, MessageMedia in
 * production), an e-mail through the lead mailer (SMTP, or `.eml` files in DATA_DIR/mail).
 */
export type ClaimedDigest = OutboxClaim & {
  siteSlug: string;
  siteName: string;
  /** The site's messaging settings: its own sender and reply-to (decision 0077). */
  messaging: MessagingConfig;
  channel: AlertChannel;
  target: string;
  message: DigestMessage;
};

export type DigestSendDeps = {
  sms: SmsSender;
  mailer: Mailer;
  /** The address digests are e-mailed from; the site's name is its display name. */
  fromAddress: string;
};

export async function claimDueDigests(db: Database, now: Date, limit = 10): Promise<ClaimedDigest[]> {
  return claimOutboxRows(db, alertDigests, now, limit, async (tx, claims) => {
    const rows = await tx
      .select({
        id: alertDigests.id,
        siteSlug: sites.slug,
        siteName: sites.name,
        siteConfig: sites.config,
        channel: alertDigests.channel,
        target: alertDigests.target,
        message: alertDigests.message,
      })
      .from(alertDigests)
      .innerJoin(sites, eq(sites.id, alertDigests.siteId))
      .where(
        inArray(
          alertDigests.id,
          claims.map((claim) => claim.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claims.flatMap((claim) => {
      const row = byId.get(claim.id);
      if (!row) return [];
      const { siteConfig, ...rest } = row;
      return [{ ...rest, messaging: messagingOf(siteConfig), attempts: claim.attempts }];
    });
  });
}

/**
 * Sends one claimed digest. The e-mail's Message-ID is stable per digest, so a retry is recognisably
 * the same message (and the spool overwrites its own file); it carries `List-Unsubscribe` with the
 * link that stops every alert.
 */
export async function sendDigest(job: ClaimedDigest, deps: DigestSendDeps): Promise<DeliveryOutcome> {
  const message = job.message;
  if (message.channel === "sms") {
    const sent = await deps.sms.send({
      to: job.target,
      body: message.text,
      site: job.siteSlug,
      purpose: "alert-digest",
    });
    return sent.ok ? { ok: true } : sent;
  }
  const sent = await deps.mailer.send({
    messageId: `<alert-digest-${job.id}@forecourt.local>`,
    ...shopperMailSender(job.siteName, job.messaging, deps.fromAddress),
    to: [job.target],
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { "List-Unsubscribe": `<${message.unsubscribeUrl}>` },
  });
  return sent.ok ? { ok: true } : sent;
}

export function alertDigestQueue(db: Database, deps: DigestSendDeps): OutboxQueue<ClaimedDigest> {
  return {
    name: "alert digests",
    claim: (now, limit) => claimDueDigests(db, now, limit),
    send: (job) => sendDigest(job, deps),
    record: (job, outcome, now) => recordOutboxOutcome(db, alertDigests, job, outcome, now),
    renew: (jobs, now) => renewOutboxClaims(db, alertDigests, jobs, now),
  };
}

/** Frees the digest claims a crashed process left (embedded PGlite only; see the lead outbox's). */
export async function releaseStaleDigestClaims(db: Database, now: Date): Promise<number> {
  return releaseStaleOutboxClaims(db, alertDigests, now);
}
