import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import {
  type AdminAccess,
  API_KEY_BYTES,
  API_KEY_PREFIX,
  type ApiKeyScope,
  type ApiKeyView,
  knownScopes,
  LAST_USED_RESOLUTION_SECONDS,
  lastUsedDue,
  looksLikeApiKey,
  MAX_ACTIVE_KEYS,
  shownPrefix,
} from "@/lib/staff/api-key-scopes";
import type { Database } from "../db/client";
import { apiKeys, sites, staffUsers } from "../db/schema";
import { type AuditActor, recordAudit } from "./audit";

/**
 * A site's API keys (issue 31 §7, decision 0047): made and revoked by a group admin in the console,
 * used by a site's systems on the admin API. A key is 32 random bytes; it is shown once, when made,
 * and only its SHA-256 is stored (with its first characters, to tell keys apart in a list). Making and
 * revoking are audit-logged with the key's name, prefix and scopes, never the key or its hash.
 */

/** A new key: `fck_` and 43 base64url characters; nothing in it says which site it is for. */
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(API_KEY_BYTES).toString("base64url");
}

/** What is stored for a key: its SHA-256, hex. A key has 256 random bits, so no slow hash is needed. */
export function apiKeyHash(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const viewColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  creatorName: staffUsers.name,
  creatorEmail: staffUsers.email,
};

type ViewRow = {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  creatorName: string | null;
  creatorEmail: string | null;
};

function viewOf(row: ViewRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: knownScopes(row.scopes),
    created_at: row.createdAt.toISOString(),
    created_by: row.creatorName || row.creatorEmail || null,
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
  };
}

async function readViews(db: Database, siteId: number, keyId?: number): Promise<ApiKeyView[]> {
  const rows = await db
    .select(viewColumns)
    .from(apiKeys)
    .leftJoin(staffUsers, eq(staffUsers.id, apiKeys.createdBy))
    .where(
      keyId === undefined
        ? eq(apiKeys.siteId, siteId)
        : and(eq(apiKeys.siteId, siteId), eq(apiKeys.id, keyId)),
    )
    // Keys in use first, then the revoked; newest first within each.
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(viewOf);
}

/** The site's keys: those in use first, newest first; never a key or its hash. */
export function listApiKeys(db: Database, siteId: number): Promise<ApiKeyView[]> {
  return readViews(db, siteId);
}

export type CreateKeyOutcome =
  | { kind: "created"; key: string; view: ApiKeyView }
  | { kind: "refused"; field: "name" | "scopes"; message: string };

/**
 * Makes a key for the site. A name already used by a key in use is refused (so a form sent twice makes
 * one key, not two), and so is a key beyond MAX_ACTIVE_KEYS. The site's row is locked for the check
 * and the insert, so two requests at once cannot both pass it.
 */
export async function createApiKey(
  db: Database,
  input: { siteId: number; name: string; scopes: ApiKeyScope[]; createdBy: number | null },
  actor: AuditActor,
  now = new Date(),
): Promise<CreateKeyOutcome> {
  const key = newApiKey();
  const outcome = await db.transaction(async (tx): Promise<CreateKeyOutcome | { kind: "id"; id: number }> => {
    await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, input.siteId)).for("update");
    const active = await tx
      .select({ name: apiKeys.name })
      .from(apiKeys)
      .where(and(eq(apiKeys.siteId, input.siteId), isNull(apiKeys.revokedAt)));
    if (active.some((k) => k.name.toLowerCase() === input.name.toLowerCase())) {
      return {
        kind: "refused",
        field: "name",
        message: "A key in use already has this name: choose another, or revoke that one first.",
      };
    }
    if (active.length >= MAX_ACTIVE_KEYS) {
      return {
        kind: "refused",
        field: "name",
        message: `A site has at most ${MAX_ACTIVE_KEYS} keys in use: revoke one you no longer need first.`,
      };
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        siteId: input.siteId,
        name: input.name,
        prefix: shownPrefix(key),
        keyHash: apiKeyHash(key),
        scopes: [...input.scopes],
        createdBy: input.createdBy,
        createdAt: now,
      })
      .returning({ id: apiKeys.id });
    const id = row!.id;
    await recordAudit(tx, actor, {
      siteId: input.siteId,
      action: "api-key.create",
      targetType: "api-key",
      targetId: id,
      after: { name: input.name, prefix: shownPrefix(key), scopes: input.scopes },
    });
    return { kind: "id", id };
  });
  if (outcome.kind !== "id") return outcome;
  const [view] = await readViews(db, input.siteId, outcome.id);
  return { kind: "created", key, view: view! };
}

export type RevokeKeyOutcome = { kind: "revoked"; view: ApiKeyView } | { kind: "not-found" };

/**
 * Revokes one of the site's keys: from now on it opens nothing. The row stays, for the list and the
 * audit. Revoking a revoked key changes nothing and logs nothing (a retried request is not applied twice).
 */
export async function revokeApiKey(
  db: Database,
  input: { siteId: number; keyId: number },
  actor: AuditActor,
  now = new Date(),
): Promise<RevokeKeyOutcome> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.siteId, input.siteId), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name, prefix: apiKeys.prefix });
    if (!row) return;
    await recordAudit(tx, actor, {
      siteId: input.siteId,
      action: "api-key.revoke",
      targetType: "api-key",
      targetId: input.keyId,
      before: { name: row.name, prefix: row.prefix, status: "in use" },
      after: { name: row.name, prefix: row.prefix, status: "revoked" },
    });
  });
  const [view] = await readViews(db, input.siteId, input.keyId);
  return view ? { kind: "revoked", view } : { kind: "not-found" };
}

export type KeyAccess = Extract<AdminAccess, { kind: "api-key" }>;

/**
 * The key a bearer token is, when it is one in use: its site and scopes. Null for anything else (not
 * key-shaped, unknown, revoked). Its `last_used_at` is moved on at most once a minute: the write is
 * skipped while the stored time is recent, and made conditional, so servers racing write it once.
 */
export async function findApiKey(db: Database, token: string, now = new Date()): Promise<KeyAccess | null> {
  if (!looksLikeApiKey(token)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      siteId: apiKeys.siteId,
      siteSlug: sites.slug,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(sites, eq(sites.id, apiKeys.siteId))
    // An archived site's keys reach nothing until it is unarchived (decision 0056): read-only means its
    // systems too; the operator's token still reaches it.
    .where(and(eq(apiKeys.keyHash, apiKeyHash(token)), isNull(apiKeys.revokedAt), isNull(sites.archivedAt)));
  if (!row) return null;
  if (lastUsedDue(row.lastUsedAt, now)) {
    const due = new Date(now.getTime() - LAST_USED_RESOLUTION_SECONDS * 1000);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, due))));
  }
  return {
    kind: "api-key",
    keyId: row.id,
    name: row.name,
    siteId: row.siteId,
    siteSlug: row.siteSlug,
    scopes: knownScopes(row.scopes),
  };
}
