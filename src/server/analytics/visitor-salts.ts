import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { visitorHashInput } from "@/lib/analytics/visitor-salt";
import type { Database } from "../db/client";
import { analyticsSalts } from "../db/schema";
import { processSingleton } from "../process-singleton";

/**
 * The daily visitor salts (decision 0061, lib/analytics/visitor-salt): one random 32-byte salt per
 * site and site-local day, kept in the database so every server hashes a visitor alike, made by the
 * day's first event and deleted once the day has ended (here, as soon as a later day's salt is made,
 * and by the rollup job's sweep for a site that is quiet). A process keeps the current day's salt in
 * memory, and only that one.
 */
const held = processSingleton<Map<number, { day: string; salt: string }>>("analytics-salts");

export async function daySalt(db: Database, siteId: number, day: string): Promise<string> {
  const cache = held.get(() => new Map());
  const known = cache.get(siteId);
  if (known?.day === day) return known.salt;
  await db
    .insert(analyticsSalts)
    .values({ siteId, day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(and(eq(analyticsSalts.siteId, siteId), eq(analyticsSalts.day, day)));
  if (!row) throw new Error(`no analytics salt for site ${siteId} on ${day}`);
  // A new day: the days before it are over on this site's clock, and their salts go now.
  if (!known || known.day < day) await deleteEndedSalts(db, siteId, day);
  cache.set(siteId, { day, salt: row.salt });
  return row.salt;
}

/** Deletes the site's salts of days before `today`; answers how many. */
export async function deleteEndedSalts(db: Database, siteId: number, today: string): Promise<number> {
  const cache = held.peek();
  const known = cache?.get(siteId);
  if (known && known.day < today) cache?.delete(siteId);
  const gone = await db
    .delete(analyticsSalts)
    .where(and(eq(analyticsSalts.siteId, siteId), lt(analyticsSalts.day, today)))
    .returning({ day: analyticsSalts.day });
  return gone.length;
}

/** The visitor: the first 8 bytes of sha256(salt, site, address, agent), as a signed 64-bit integer. */
export function visitorHash(salt: string, siteId: number, address: string, userAgent: string): bigint {
  return createHash("sha256")
    .update(visitorHashInput(salt, siteId, address, userAgent))
    .digest()
    .readBigInt64BE(0);
}

/** The rate limit's key for an address on a site: hashed with the day's salt, so no address is stored. */
export function addressKey(salt: string, siteId: number, address: string): string {
  return `analytics-ip:${siteId}:${createHash("sha256").update(`${salt}\nrate\n${address}`).digest("base64url").slice(0, 22)}`;
}

/** Every salt's site and day (tests and the sweep's report). */
export async function saltDays(db: Database): Promise<{ siteId: number; day: string }[]> {
  return db
    .select({ siteId: analyticsSalts.siteId, day: analyticsSalts.day })
    .from(analyticsSalts)
    .orderBy(sql`1, 2`);
}
