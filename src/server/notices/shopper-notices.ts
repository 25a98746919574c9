import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DeliveryOutcome } from "@/lib/leads/retry";
import { shopperMailSender } from "@/lib/messaging/mail-sender";
import type { MessagingConfig } from "@/lib/messaging/messaging-config";
import type { NoticeChannel, NoticeTarget, ShopperNoticeMessage } from "@/lib/notices/shopper-notice";
import type { MailAttachment } from "@/lib/scheduling/booked-slot";
import type { Database, Executor } from "../db/client";
import { shopperNotices, sites } from "../db/schema";
import type { OutboxStatus } from "../db/schema/outbox";
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
 * Messages to shoppers about what the dealer's staff did (issue 31 §5–6): queued in the change's own
 * transaction (`queueShopperNotice`), one row per channel, and drained by the outbox worker with the
 * lead deliveries and alert digests through the shared claim, lease, retry and record code (decision
 * 0038). A text goes through the SmsSender (the dev outbox locally), an e-mail through the mailer (SMTP,
 * or `.eml` files in DATA_DIR/mail). Each event is told once: its key is unique per channel.
 *
 * Issue 34 adds the shopper's confirmations (a lead received, a reservation's receipt, a trade-in
 * offer): the same rows, with an HTML part beside the text (sent as multipart/alternative), queued in
 * the lead's or reservation's own transaction, so one is stored before the shopper sees success.
 */
export type NoticeSubject = { type: "lead" | "reservation" | "trade-in"; id: string };

export async function queueShopperNotice(
  tx: Executor,
  notice: {
    siteId: number;
    subject: NoticeSubject;
    /** The event, unique for its subject: `cancelled`, `extended:<new end>`, `offer:<revision>`. */
    event: string;
    targets: readonly NoticeTarget[];
    message: ShopperNoticeMessage;
  },
  /**
   * Due from this instant on the application's clock, the one the worker claims with: the column's
   * database default is microseconds ahead of a millisecond `Date` taken just after, so a notice due
   * "now" by the database could miss the next claim (and does, on PostgreSQL).
   */
  now: Date = new Date(),
): Promise<number> {
  if (notice.targets.length === 0) return 0;
  const rows = await tx
    .insert(shopperNotices)
    .values(
      notice.targets.map((t) => ({
        siteId: notice.siteId,
        subjectType: notice.subject.type,
        subjectId: notice.subject.id,
        eventKey: `${notice.subject.type}:${notice.subject.id}:${notice.event}:${t.channel}`,
        channel: t.channel,
        target: t.target,
        message: notice.message,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: shopperNotices.eventKey })
    .returning({ id: shopperNotices.id });
  return rows.length;
}

/** What a record's page shows of the notices sent about it: when, how, to whom, and whether it went. */
export type NoticeView = {
  id: number;
  channel: NoticeChannel;
  target: string;
  subject: string;
  status: OutboxStatus;
  createdAt: Date;
  deliveredAt: Date | null;
  lastError: string | null;
};

/**
 * The notices about a lead (issue 34): its own confirmation, and those about the reservation or
 * trade-in it was filed for (the receipt, the offer), which those records' pages list too.
 */
export async function noticesAboutLead(
  db: Database,
  siteId: number,
  lead: { id: string; fields: Record<string, unknown> },
): Promise<NoticeView[]> {
  const linked = (key: string, type: NoticeSubject["type"]) =>
    typeof lead.fields[key] === "string" ? [{ type, id: lead.fields[key] as string }] : [];
  const subjects: NoticeSubject[] = [
    { type: "lead", id: lead.id },
    ...linked("reservation_id", "reservation"),
    ...linked("trade_in_id", "trade-in"),
  ];
  const lists = await Promise.all(subjects.map((subject) => noticesAbout(db, siteId, subject)));
  return lists.flat().sort((a, b) => a.id - b.id);
}

export async function noticesAbout(
  db: Database,
  siteId: number,
  subject: NoticeSubject,
): Promise<NoticeView[]> {
  const rows = await db
    .select()
    .from(shopperNotices)
    .where(
      and(
        eq(shopperNotices.siteId, siteId),
        eq(shopperNotices.subjectType, subject.type),
        eq(shopperNotices.subjectId, subject.id),
      ),
    )
    .orderBy(asc(shopperNotices.id));
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    target: row.target,
    subject: row.message.subject,
    status: row.status,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
    lastError: row.lastError,
  }));
}

export type ClaimedNotice = OutboxClaim & {
  siteSlug: string;
  siteName: string;
  /** The site's messaging settings: its own sender and reply-to (decision 0077). */
  messaging: MessagingConfig;
  channel: NoticeChannel;
  target: string;
  message: ShopperNoticeMessage;
};

/**
 * The mailer as the notices use it (server/leads/delivery/mailer's `Mailer` fits), named here so this
 * area does not reach into the leads' (the leads queue their confirmations through it).
 */
export type NoticeMailer = {
  send(mail: {
    messageId: string;
    from: string;
    replyTo?: string;
    to: string[];
    subject: string;
    text: string;
    html?: string;
    attachments?: MailAttachment[];
  }): Promise<{ ok: true } | { ok: false; retryable: boolean; reason: string }>;
};

export type NoticeSendDeps = { sms: SmsSender; mailer: NoticeMailer; fromAddress: string };

async function claimDueNotices(db: Database, now: Date, limit: number): Promise<ClaimedNotice[]> {
  return claimOutboxRows(db, shopperNotices, now, limit, async (tx, claims) => {
    const rows = await tx
      .select({
        id: shopperNotices.id,
        siteSlug: sites.slug,
        siteName: sites.name,
        siteConfig: sites.config,
        channel: shopperNotices.channel,
        target: shopperNotices.target,
        message: shopperNotices.message,
      })
      .from(shopperNotices)
      .innerJoin(sites, eq(sites.id, shopperNotices.siteId))
      .where(
        inArray(
          shopperNotices.id,
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

/** Sends one claimed notice; the e-mail's Message-ID is stable per row, so a retry is the same message. */
export async function sendNotice(job: ClaimedNotice, deps: NoticeSendDeps): Promise<DeliveryOutcome> {
  if (job.channel === "sms") {
    const sent = await deps.sms.send({
      to: job.target,
      body: job.message.sms,
      site: job.siteSlug,
      purpose: "shopper-notice",
    });
    return sent.ok ? { ok: true } : sent;
  }
  const sent = await deps.mailer.send({
    messageId: `<shopper-notice-${job.id}@forecourt.local>`,
    ...shopperMailSender(job.siteName, job.messaging, deps.fromAddress),
    to: [job.target],
    subject: job.message.subject,
    text: job.message.text,
    ...(job.message.html ? { html: job.message.html } : {}),
    // A booking's calendar invite (issue 34 item 2); the text message never carries one.
    ...(job.message.attachments?.length ? { attachments: job.message.attachments } : {}),
  });
  return sent.ok ? { ok: true } : sent;
}

export function shopperNoticeQueue(db: Database, deps: NoticeSendDeps): OutboxQueue<ClaimedNotice> {
  return {
    name: "shopper notices",
    claim: (now, limit) => claimDueNotices(db, now, limit),
    send: (job) => sendNotice(job, deps),
    record: (job, outcome, now) => recordOutboxOutcome(db, shopperNotices, job, outcome, now),
    renew: (jobs, now) => renewOutboxClaims(db, shopperNotices, jobs, now),
  };
}

/** Frees the notice claims a crashed process left (embedded PGlite only; see the lead outbox's). */
export async function releaseStaleNoticeClaims(db: Database, now: Date): Promise<number> {
  return releaseStaleOutboxClaims(db, shopperNotices, now);
}
