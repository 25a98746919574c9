import "server-only";
import { randomUUID } from "node:crypto";
import { eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { cdnServers } from "../db/schema";
import { wakeOutbox } from "../outbox/outbox-signal";
import { processSingleton } from "../process-singleton";
import { purgedVersions, requestPurge } from "./cdn-purges";

/**
 * When a site is purged from the shared cache in front of several servers (issue 35 §4, decision 0076).
 *
 * Each server learns of a change on its own, from its front's once-a-second question
 * (server/pages/page-freshness.ts), and is up to date a moment after the others. Purged as soon as the
 * first server is, the cache could refill a page from a server still behind and keep it for its
 * s-maxage. So each server writes down which version of each site its pages are made from (the front's
 * previous answer: by the next question the front has dropped its copies of what changed), and a site
 * is purged once every live server serves the same version: once, by whichever server sees that first
 * (two that see it together ask for the same row, and the second ask is nothing). A server silent for
 * 15 s is not waited for. During a long import, when servers rarely agree, the site's pages keep their
 * s-maxage (60 s) as the front caches do.
 */
export const LIVE_MS = 15_000;
/** A server with nothing new still says it is alive this often. */
export const HEARTBEAT_MS = 5_000;
/** Rows of servers gone this long are deleted when a server starts. */
const FORGOTTEN_AFTER = "1 hour";

export type ServerState = {
  serverId: string;
  /** The front's previous answer: what its caches have acted on by now. */
  acted: Record<string, string> | null;
  /** What this server last wrote down. */
  reported: Record<string, string> | null;
  lastWriteAt: number;
  /** Sites whose version this server serves but no purge has been asked for yet, by version. */
  pending: Map<string, string>;
};

export function newServerState(serverId: string = randomUUID()): ServerState {
  return { serverId, acted: null, reported: null, lastWriteAt: 0, pending: new Map() };
}

/**
 * Takes the versions the front was just answered (`served`), writes down the ones it answered before,
 * and asks for a purge of each site every live server now serves at the same version. Returns the
 * sites it asked for (a purge no other server had asked for).
 */
export async function reportServedVersions(
  db: Database,
  state: ServerState,
  served: Record<string, string>,
  now: number = Date.now(),
): Promise<string[]> {
  const acted = state.acted;
  state.acted = served;
  if (!acted) return [];
  const first = state.reported === null;
  const before = state.reported ?? {};
  const changed = Object.keys(acted).filter((site) => before[site] !== acted[site]);
  const gone = Object.keys(before).some((site) => !(site in acted));
  if (changed.length > 0 || gone || now - state.lastWriteAt >= HEARTBEAT_MS) {
    await writeDown(db, state.serverId, acted);
    state.lastWriteAt = now;
  }
  state.reported = acted;
  if (first) {
    // What changed while no server was there to purge it (or this is the first server with a cache).
    await db.delete(cdnServers).where(lt(cdnServers.seenAt, sql`now() - ${FORGOTTEN_AFTER}::interval`));
    const purged = await purgedVersions(db);
    for (const [site, version] of Object.entries(acted)) {
      if (purged.get(site) !== version) state.pending.set(site, version);
    }
  } else {
    for (const site of changed) state.pending.set(site, acted[site] ?? "");
  }
  for (const site of state.pending.keys()) if (!(site in acted)) state.pending.delete(site);
  return state.pending.size > 0 ? askWhereAllAgree(db, state) : [];
}

async function writeDown(db: Database, serverId: string, versions: Record<string, string>): Promise<void> {
  await db
    .insert(cdnServers)
    .values({ serverId, seenAt: sql`now()`, versions })
    .onConflictDoUpdate({ target: cdnServers.serverId, set: { seenAt: sql`now()`, versions } });
}

async function askWhereAllAgree(db: Database, state: ServerState): Promise<string[]> {
  const live = await db
    .select({ versions: cdnServers.versions })
    .from(cdnServers)
    .where(gt(cdnServers.seenAt, sql`now() - ${`${LIVE_MS / 1000} seconds`}::interval`));
  const asked: string[] = [];
  for (const [site, version] of [...state.pending]) {
    if (!live.every((server) => server.versions[site] === version)) continue;
    state.pending.delete(site);
    if (await requestPurge(db, site, version)) asked.push(site);
  }
  if (asked.length > 0) wakeOutbox();
  return asked;
}

/** This server stops counting (a clean stop): the others need not wait 15 s for it. */
export async function leaveServers(db: Database, state: ServerState): Promise<void> {
  await db.delete(cdnServers).where(eq(cdnServers.serverId, state.serverId));
}

/** This process's state, shared by every bundle like the outbox worker. */
export const thisServer = processSingleton<ServerState>("cdn-served-versions");

/** On a clean stop: this server, if it wrote its versions down, leaves the servers waited for. */
export async function leaveCdnServers(db: Database): Promise<void> {
  const state = thisServer.peek();
  if (state) await leaveServers(db, state);
}
