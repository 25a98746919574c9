import "server-only";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { StaffRole } from "@/lib/staff/roles";
import type { Database } from "../db/client";
import { dealerships, sites, staffAccounts, staffUsers } from "../db/schema";

/**
 * The staff accounts as the admin API (`GET /admin/api/staff`) and `forecourt staff list` show them:
 * who, in which role, over which site and dealerships (by slug), whether they have a password and a
 * second factor yet, whether switched off. Never a secret: no hash, no link, no TOTP key.
 */
export type StaffListItem = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The site's slug; null for an operator. */
  site: string | null;
  /** Managers and sales: the dealerships assigned, by slug. */
  dealerships: string[];
  sees_all_dealership_leads: boolean;
  /** Whether a password has been set (false: the invitation is not yet accepted). */
  password_set: boolean;
  two_factor: boolean;
  disabled: boolean;
  created_at: string;
};

/**
 * Every account (`siteSlug` undefined), or one site's (operators, who have every site, belong to
 * none and are listed only without a site). Null when there is no such site.
 */
export async function listStaffAccounts(db: Database, siteSlug?: string): Promise<StaffListItem[] | null> {
  let where: SQL | undefined;
  if (siteSlug !== undefined) {
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, siteSlug));
    if (!site) return null;
    where = eq(staffUsers.siteId, site.id);
  }
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      site: sites.slug,
      dealershipIds: staffUsers.dealershipIds,
      seesAll: staffUsers.seesAllDealershipLeads,
      credential: staffAccounts.id,
      twoFactor: staffUsers.twoFactorEnabled,
      disabledAt: staffUsers.disabledAt,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .leftJoin(sites, eq(sites.id, staffUsers.siteId))
    .leftJoin(
      staffAccounts,
      and(eq(staffAccounts.userId, staffUsers.id), eq(staffAccounts.providerId, "credential")),
    )
    .where(where)
    // Operators (no site) first, then site by site.
    .orderBy(sql`${sites.slug} asc nulls first`, asc(staffUsers.email));
  const ids = [...new Set(rows.flatMap((r) => r.dealershipIds))];
  const slugs = new Map(
    ids.length
      ? (
          await db
            .select({ id: dealerships.id, slug: dealerships.slug })
            .from(dealerships)
            .where(inArray(dealerships.id, ids))
        ).map((d) => [d.id, d.slug] as const)
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    site: r.site,
    dealerships: r.dealershipIds.flatMap((id) => slugs.get(id) ?? []),
    sees_all_dealership_leads: r.seesAll,
    password_set: r.credential !== null,
    two_factor: r.twoFactor,
    disabled: r.disabledAt !== null,
    created_at: r.createdAt.toISOString(),
  }));
}
