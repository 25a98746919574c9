import "server-only";
import { count, eq, min } from "drizzle-orm";
import type { Database } from "../db/client";
import { alertDigests, leadDeliveries, shopperNotices } from "../db/schema";
import type { OutboxDepth } from "../observability/metrics";

/** Each outbox table, by the name its metrics carry (the table's own). */
const QUEUES = [
  ["lead_deliveries", leadDeliveries],
  ["alert_digests", alertDigests],
  ["shopper_notices", shopperNotices],
] as const;

/**
 * How many messages wait in each outbox queue and since when (issue 36 item 3, decision 0068): the
 * `/metrics` outbox depth and oldest age. Pending rows only (due or backing off; a delivered or dead
 * row waits for nothing), read through each table's partial index of pending rows.
 */
export async function outboxDepths(db: Database): Promise<OutboxDepth[]> {
  const depths: OutboxDepth[] = [];
  for (const [queue, table] of QUEUES) {
    const [row] = await db
      .select({ pending: count(), oldest: min(table.createdAt) })
      .from(table)
      .where(eq(table.status, "pending"));
    depths.push({ queue, pending: row?.pending ?? 0, oldestCreatedAt: row?.oldest ?? null });
  }
  return depths;
}

/** The label a queue's name (`lead deliveries`) has in the metrics: its table's name. */
export function queueLabel(name: string): string {
  return name.replace(/\s+/g, "_");
}
