import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { customDomainProblem, domainClaim, normaliseDomain } from "@/lib/tenancy/domains";
import type { Database, Executor } from "../db/client";
import { siteDomains, sites } from "../db/schema";

/**
 * Who holds which custom domain (issue 29 item 1, decision 0041). The claims live in `site_domains`,
 * kept in step with `sites.domains` by the database; an import asks here first so its refusal can name
 * the site that holds a domain, and the database refuses the claim anyway if another import took it
 * in between.
 */

/** The slug of the site holding each of these claims, for those held. */
export async function domainHolders(db: Executor, claims: readonly string[]): Promise<Map<string, string>> {
  if (!claims.length) return new Map();
  const rows = await db
    .select({ domain: siteDomains.domain, slug: sites.slug })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(inArray(siteDomains.domain, [...claims]));
  return new Map(rows.map((r) => [r.domain, r.slug]));
}

/** Whether a database error is a domain claim refused by `site_domains` (another site holds it). */
export function isDomainClaimConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  const constraint = e.cause?.constraint ?? e.constraint;
  return code === "23505" && constraint === "site_domains_pkey";
}

export type DomainMove =
  | { ok: true; domain: string; from: string | null; to: string; moved: boolean }
  | { ok: false; status: 400 | 404; error: string };

/**
 * The operator's way to move a domain (`forecourt sites move-domain`, `POST /admin/api/domains/move`):
 * the domain leaves the list of the site holding it (with its `www.` form) and joins the end of the
 * target's list, in one transaction; both sites' rows change, so their cached pages are dropped.
 * An import never does this: a bundle naming a held domain is refused.
 */
export async function moveDomain(
  db: Database,
  rawDomain: string,
  toSlug: string,
  now = new Date(),
): Promise<DomainMove> {
  const problem = customDomainProblem(rawDomain);
  if (problem) return { ok: false, status: 400, error: `domain ${problem}` };
  const domain = normaliseDomain(rawDomain);
  const claim = domainClaim(domain);
  return db.transaction(async (tx): Promise<DomainMove> => {
    const [target] = await tx
      .select({ id: sites.id, domains: sites.domains })
      .from(sites)
      .where(eq(sites.slug, toSlug))
      .for("update");
    if (!target) return { ok: false, status: 404, error: `No site "${toSlug}"` };
    const [holder] = await tx
      .select({ id: sites.id, slug: sites.slug, domains: sites.domains })
      .from(siteDomains)
      .innerJoin(sites, eq(sites.id, siteDomains.siteId))
      .where(eq(siteDomains.domain, claim))
      .for("update");
    if (holder?.id === target.id) return { ok: true, domain, from: toSlug, to: toSlug, moved: false };
    if (holder) {
      await tx
        .update(sites)
        .set({ domains: holder.domains.filter((d) => domainClaim(d) !== claim), updatedAt: now })
        .where(eq(sites.id, holder.id));
    }
    await tx
      .update(sites)
      .set({ domains: sql`array_append(${sites.domains}, ${domain}::text)`, updatedAt: now })
      .where(eq(sites.id, target.id));
    return { ok: true, domain, from: holder?.slug ?? null, to: toSlug, moved: true };
  });
}
