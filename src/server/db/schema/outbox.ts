import { integer, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The columns every outbox table shares (ARCHITECTURE "Nothing is lost"): a row is one message to send,
 * claimed by a worker with `FOR UPDATE SKIP LOCKED` and a short lease (`locked_until`), its attempt
 * counted before it is sent, and left `delivered`, `pending` again after the backoff, or `dead`. The lead
 * deliveries (issue 5) and the shoppers' alert digests (decision 0038) are both drained by the one
 * worker in server/outbox, which reads and writes only these columns.
 */
export type OutboxStatus = "pending" | "delivered" | "dead";

export function outboxColumns() {
  return {
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Held by a worker until then; a worker that died mid-send lets the row become due again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  };
}
