import "server-only";
import { eq, getTableName, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { CLONED_SITE_TABLES, type CloneForm, clonedConfig } from "@/lib/sites/clone-site";
import { siteSlugProblem } from "@/lib/sites/site-slug";
import type { Site } from "@/lib/tenancy/site";
import { HIDDEN_SITE_CONFIG_PATHS } from "@/lib/tenancy/site-config";
import { type Database, type Executor, queryRows } from "../db/client";
import * as schema from "../db/schema";
import type { ApiIssue } from "../http/api";
import { type AuditActor, recordAudit } from "../staff/audit";
import { invalidateSiteCache } from "../tenancy/site-cache";
import { siteOrigin } from "../tenancy/sites";
import {
  bundleIssues,
  SiteWriteRefused,
  SLUG_TAKEN,
  siteSlugTaken,
  writeSiteBundle,
} from "./site-bundle-check";

/**
 * Cloning a site (issue 32 §6, decision 0056; what is copied: lib/sites/clone-site). The clone's site
 * row goes through the import like a new site's (server/sites/site-bundle-check), then its content rows
 * are copied table by table, all in one transaction with the audit entry.
 */

export type CloneOutcome =
  | { kind: "invalid"; issues: ApiIssue[] }
  | { kind: "created"; siteId: number; slug: string; home: string; copied: Record<string, number> };

export async function cloneSite(
  db: Database,
  source: Site,
  form: CloneForm,
  actor: AuditActor,
  now = new Date(),
): Promise<CloneOutcome> {
  const fields: ApiIssue[] = [];
  if (!form.name) fields.push({ key: "name", message: "Give the new site a name." });
  const slugProblem = form.slug ? siteSlugProblem(form.slug) : "Give the new site a slug.";
  if (slugProblem) fields.push({ key: "slug", message: slugProblem });
  if (fields.length) return { kind: "invalid", issues: fields };
  const [stored] = await db
    .select({ config: schema.sites.config })
    .from(schema.sites)
    .where(eq(schema.sites.id, source.id));
  const raw = {
    site: {
      slug: form.slug,
      name: form.name,
      template: source.templateName,
      domains: form.domains,
      logo: source.logoUrl,
      dealerships: source.dealerships.map((d) => d.slug),
      config: clonedConfig((stored?.config ?? {}) as Record<string, unknown>, HIDDEN_SITE_CONFIG_PATHS),
    },
  };
  const { issues } = await bundleIssues(db, raw);
  for (const i of issues)
    fields.push({ key: i.field.replace(/^config\..*/, "source") || "slug", message: i.message });
  if (await siteSlugTaken(db, form.slug)) fields.push({ key: "slug", message: SLUG_TAKEN });
  if (fields.length) return { kind: "invalid", issues: fields };
  try {
    const { siteId, copied } = await db.transaction(async (tx) => {
      const siteId = await writeSiteBundle(tx, raw, form.slug, now);
      const copied = await copySiteRows(tx, source.id, siteId);
      await recordAudit(tx, actor, {
        siteId,
        action: "site.clone",
        targetType: "site",
        targetId: form.slug,
        after: { from: source.slug, name: form.name, domains: form.domains, copied },
      });
      return { siteId, copied };
    });
    invalidateSiteCache();
    const home = siteOrigin({ slug: form.slug, url: null, domains: form.domains });
    return { kind: "created", siteId, slug: form.slug, home, copied };
  } catch (error) {
    if (!(error instanceof SiteWriteRefused)) throw error;
    return {
      kind: "invalid",
      issues: error.issues.map((i) => ({ key: i.field || "slug", message: i.message })),
    };
  }
}

/** The schema's tables by their SQL name. */
export function tablesByName(): Map<string, PgTable> {
  const tables: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[]) if (value instanceof PgTable) tables.push(value);
  return new Map(tables.map((t) => [getTableName(t), t]));
}

/**
 * Copies the source site's rows of every cloned table to the clone: each column but the serial id,
 * with the clone's site id. Answers how many rows of each table were copied.
 */
export async function copySiteRows(
  tx: Executor,
  fromId: number,
  toId: number,
): Promise<Record<string, number>> {
  const tables = tablesByName();
  const copied: Record<string, number> = {};
  for (const name of CLONED_SITE_TABLES) {
    const table = tables.get(name);
    if (!table) throw new Error(`no table ${name} in the schema`);
    const columns = getTableConfig(table)
      .columns.map((c) => c.name)
      .filter((c) => c !== "id" && c !== "site_id");
    const list = sql.raw(columns.map((c) => `"${c}"`).join(", "));
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`with copied as (
        insert into ${sql.raw(`"${name}"`)} (${list}, "site_id")
        select ${list}, ${toId} from ${sql.raw(`"${name}"`)} where "site_id" = ${fromId}
        returning 1
      ) select count(*)::int as n from copied`,
    );
    copied[name] = Number(row?.n ?? 0);
  }
  return copied;
}
