import "server-only";
import { and, eq } from "drizzle-orm";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema";

/**
 * Whether the site already holds a lead under this idempotency key: a form or a chat message sent
 * again (a double click, a retry after a dropped connection) is the same lead, not a new one to count
 * against the rate limits.
 */
export async function leadFiled(db: Database, site: Site, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row !== undefined;
}
