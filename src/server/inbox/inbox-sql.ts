import "server-only";
import { and, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { dayStart, type InboxCursor, type InboxFilters } from "@/lib/inbox/inbox-query";
import { likePrefix, searchTerm } from "@/lib/inbox/inbox-search";
import { KNOWN_LEAD_CATEGORIES, type LeadKindKey, leadKind } from "@/lib/inbox/lead-kinds";
import type { LeadVisibility } from "@/lib/staff/roles";
import { foldedText } from "../db/fold-case";
import { leads } from "../db/schema";

/**
 * The inbox's WHERE clause, piece by piece (issue 31 §4): the member's visibility exactly as
 * `leadVisibility` states it (roles.ts: the SQL and `may` agree, tested in inbox-visibility.int.test),
 * then each filter, then the keyset page. Every piece keeps `site_id` first so the per-site indexes
 * (created_at, status, the search columns) answer it.
 */

/** The leads a visibility shows, as SQL; undefined when it shows every lead of the site. */
export function visibilityWhere(visibility: LeadVisibility): SQL | undefined {
  const { dealershipIds, dealershipLeadsAssignedTo, groupLeads } = visibility;
  if (dealershipIds === "all" && dealershipLeadsAssignedTo === null && groupLeads === "all") return undefined;
  const ofDealerships =
    dealershipIds === "all"
      ? isNotNull(leads.dealershipId)
      : dealershipIds.length
        ? inArray(leads.dealershipId, [...dealershipIds])
        : sql`false`;
  const dealershipLeads =
    dealershipLeadsAssignedTo === null
      ? ofDealerships
      : and(ofDealerships, eq(leads.assignedStaffId, dealershipLeadsAssignedTo));
  const group =
    groupLeads === "all"
      ? isNull(leads.dealershipId)
      : and(isNull(leads.dealershipId), eq(leads.assignedStaffId, groupLeads.assignedTo));
  return or(dealershipLeads, group);
}

/**
 * The site's categories no kind names, read by skipping through the (site_id, category, created_at)
 * index one category at a time: a probe per category, not a scan of the site's leads.
 */
export function otherCategoriesQuery(siteId: number): SQL {
  const known = sql.join(
    KNOWN_LEAD_CATEGORIES.map((category) => sql`${category}`),
    sql`, `,
  );
  return sql`
    with recursive c(category) as (
      (select l.category from leads l where l.site_id = ${siteId} order by l.category limit 1)
      union all
      select (select l.category from leads l where l.site_id = ${siteId} and l.category > c.category
              order by l.category limit 1)
      from c where c.category is not null
    )
    select category from c where category is not null and category not in (${known})`;
}

/**
 * A kind's leads. "Other" is every category no kind names: `others`, that site's list as
 * otherCategoriesQuery read it, so the category index answers (a condition "none of these" cannot).
 */
export function kindWhere(key: LeadKindKey, others: readonly string[]): SQL | undefined {
  const kind = leadKind(key);
  if (kind.category === null) return others.length ? inArray(leads.category, [...others]) : sql`false`;
  const rule = kind.subcategory;
  if (!rule) return eq(leads.category, kind.category);
  return and(
    eq(leads.category, kind.category),
    "is" in rule ? eq(leads.subcategory, rule.is) : sql`${leads.subcategory} is distinct from ${rule.not}`,
  );
}

/**
 * The search box's readings, each a prefix of its indexed column. Name and e-mail are case-folded by
 * the database, as their columns were (foldCaseSql), so both sides agree whatever its locale.
 */
export function searchWhere(text: string): SQL | undefined {
  const term = searchTerm(text);
  const readings: SQL[] = [];
  if (term.phone) readings.push(sql`${leads.searchPhone} like ${likePrefix(term.phone)}`);
  if (term.email) readings.push(sql`${leads.searchEmail} like ${foldedText(likePrefix(term.email))}`);
  if (term.name) {
    const pattern = likePrefix(term.name);
    readings.push(sql`${leads.searchName} like ${foldedText(pattern)}`);
    if (!term.name.includes(" ")) readings.push(sql`${leads.searchSurname} like ${foldedText(pattern)}`);
  }
  if (term.code) {
    const pattern = likePrefix(term.code);
    readings.push(sql`${leads.searchStock} like ${pattern}`, sql`${leads.searchVin} like ${pattern}`);
  }
  return readings.length ? or(...readings) : sql`false`;
}

export function filtersWhere(
  filters: InboxFilters,
  staffId: number,
  others: readonly string[] = [],
): SQL | undefined {
  const { dealership, kind, status, assignee, from, to, stock, q } = filters;
  return and(
    dealership === null
      ? undefined
      : dealership === "none"
        ? isNull(leads.dealershipId)
        : eq(leads.dealershipId, dealership),
    kind ? kindWhere(kind, others) : undefined,
    status ? eq(leads.status, status) : undefined,
    assignee === null
      ? undefined
      : assignee === "unassigned"
        ? isNull(leads.assignedStaffId)
        : eq(leads.assignedStaffId, assignee === "me" ? staffId : assignee),
    from ? gte(leads.createdAt, dayStart(from)) : undefined,
    to ? lt(leads.createdAt, dayStart(to, 1)) : undefined,
    stock ? eq(leads.searchStock, stock) : undefined,
    q ? searchWhere(q) : undefined,
  );
}

/**
 * Leads older (`older`) or newer than the cursor, in the list's order (created_at, id). Written as a
 * range on created_at plus the tie-break, so the (site_id, created_at) index bounds the scan.
 */
export function cursorWhere(cursor: InboxCursor, direction: "older" | "newer"): SQL {
  const at = sql`${cursor.at}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  return direction === "older"
    ? sql`(${leads.createdAt} <= ${at} and (${leads.createdAt} < ${at} or ${leads.id} < ${id}))`
    : sql`(${leads.createdAt} >= ${at} and (${leads.createdAt} > ${at} or ${leads.id} > ${id}))`;
}

/**
 * Every condition of one inbox query: the site, what the member may see, and the view's filters;
 * `others` the site's other categories when the view asks for the kind "Other".
 */
export function inboxWhere(
  siteId: number,
  visibility: LeadVisibility,
  filters: InboxFilters,
  staffId: number,
  others: readonly string[] = [],
): SQL {
  return and(eq(leads.siteId, siteId), visibilityWhere(visibility), filtersWhere(filters, staffId, others))!;
}
