import "server-only";
import type { Executor } from "../db/client";
import { auditLog } from "../db/schema";

/**
 * The audit log's one writer (issue 31 §3): every change a staff member, an API key or the command line
 * makes goes through here, in the change's own transaction, so a change without its entry (or an entry
 * without its change) cannot be stored. Values are what a reader needs to see the change: the fields
 * that changed, before and after, never a secret (a key's hash, a password) — callers pass only those.
 */

/** Who made a change, as the log names them. */
export type AuditActor =
  | { kind: "staff"; staffId: number; name: string; email: string; address: string | null }
  | { kind: "api-key"; keyId: number; name: string; address: string | null }
  /** The admin API's bearer token (`/admin/api/…`), which `forecourt` commands use through a server. */
  | { kind: "admin-token"; address: string | null }
  /** The `forecourt` command working on the database itself. */
  | { kind: "cli"; address: string | null }
  /** A signed-in shopper acting on their own data (a privacy request, decision 0070). */
  | { kind: "shopper"; address: string | null }
  /** A background job (the retention purge), named. */
  | { kind: "system"; name: string; address: null };

export type AuditEntry = {
  siteId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** How the log shows an actor, kept as text so it reads the same after the account is gone. */
export function actorLabel(actor: AuditActor): string {
  switch (actor.kind) {
    case "staff":
      return actor.name ? `${actor.name} <${actor.email}>` : actor.email;
    case "api-key":
      return `API key "${actor.name}"`;
    case "admin-token":
      return "Admin token";
    case "cli":
      return "Command line";
    case "shopper":
      return "The shopper, signed in with their mobile";
    case "system":
      return actor.name;
  }
}

/** Writes one entry with `db`, which should be the change's own transaction. */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    siteId: entry.siteId,
    staffId: actor.kind === "staff" ? actor.staffId : null,
    actor: actorLabel(actor),
    address: actor.address,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
