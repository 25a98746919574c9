import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { NoticeChannel, ShopperNoticeMessage } from "../../../lib/notices/shopper-notice";
import { outboxColumns } from "./outbox";
import { sites } from "./tenancy";

/**
 * A message to a shopper about something the dealer's staff did (issue 31 §5–6): a reservation
 * completed, cancelled or extended, a trade-in offer confirmed or revised. One row per channel, written
 * in the change's own transaction and sent by the outbox worker like the lead deliveries and the alert
 * digests (server/notices/shopper-notices.ts), so a change is never stored untold nor told unstored.
 */
export const shopperNotices = pgTable(
  "shopper_notices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** What it is about: `reservation` or `trade-in`, and that record's id. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** One per event and channel (`reservation:res_…:cancelled:email`): the same event is told once. */
    eventKey: text("event_key").notNull().unique(),
    channel: text("channel").$type<NoticeChannel>().notNull(),
    /** The e-mail address, or the mobile in E.164. */
    target: text("target").notNull(),
    message: jsonb("message").$type<ShopperNoticeMessage>().notNull(),
    ...outboxColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopper_notices_due").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("shopper_notices_subject").on(t.subjectType, t.subjectId),
  ],
);
