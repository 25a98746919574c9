import "server-only";
import { and, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import type { LeadFeedQuery } from "@/lib/leads/lead-feed-query";
import type { LeadStatus } from "@/lib/leads/lead-status";
import type { LeadVisibility } from "@/lib/staff/roles";
import type { Database } from "../db/client";
import { cars, dealerships, leadDeliveries, leads, staffUsers } from "../db/schema";
import { type DeliveryStatus, type DeliverySummary, summarize } from "./lead-queries";
import { leadVisibilityWhere } from "./lead-visibility-sql";

/**
 * A site's leads as the admin API answers them (`GET /admin/api/sites/{slug}/leads`, issue 31 §7):
 * newest first, narrowed to what the caller may read (a key or the operator: all; a staff member:
 * their `leadVisibility`), a page at a time. Paging is by keyset: `after` names the last lead of the
 * page before, and the next page starts below it in (received, id) order, so leads arriving meanwhile
 * neither shift nor repeat a page, and a deep page costs what the first does.
 */

export type LeadFeedItem = {
  id: string;
  created_at: string;
  category: string;
  subcategory: string | null;
  status: LeadStatus;
  status_reason: string | null;
  status_changed_at: string | null;
  first_response_at: string | null;
  assignee: { id: number; name: string; email: string } | null;
  /** The dealership's slug, null for a lead of the whole group. */
  dealership: string | null;
  /** The car: as it is now when it still exists, else as the lead's snapshot named it (no slug). */
  car: { id: number; stocknum: string | null; slug: string | null } | null;
  /** The shopper, as the dealer was sent them; null for a lead stored before snapshots. */
  customer: LeadDelivery["customer"] | null;
  message: string | null;
  /** The form's own fields, as the shopper sent them. */
  fields: Record<string, unknown>;
  source: string;
  url: string | null;
  delivery: DeliverySummary;
};

export type LeadFeedPage =
  | { kind: "page"; leads: LeadFeedItem[]; next: string | null }
  | { kind: "bad-cursor" };

/** Everything a visible lead must also be: of the site, received since, of the statuses, below the cursor. */
function filters(siteId: number, visibility: LeadVisibility, query: LeadFeedQuery): SQL[] {
  const where: SQL[] = [eq(leads.siteId, siteId), leadVisibilityWhere(visibility)];
  if (query.since) where.push(gte(leads.createdAt, query.since));
  if (query.status) where.push(inArray(leads.status, query.status));
  // Compared in the database at its own precision (microseconds), which a JavaScript Date would cut.
  if (query.after) {
    where.push(
      sql`(${leads.createdAt}, ${leads.id}) < (select c.created_at, c.id from leads c where c.id = ${query.after})`,
    );
  }
  return where;
}

export async function leadFeed(
  db: Database,
  siteId: number,
  visibility: LeadVisibility,
  query: LeadFeedQuery,
): Promise<LeadFeedPage> {
  if (query.after) {
    const [cursor] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, query.after), eq(leads.siteId, siteId)));
    if (!cursor) return { kind: "bad-cursor" };
  }
  const rows = await db
    .select({
      lead: leads,
      dealership: dealerships.slug,
      car: { id: cars.id, stocknum: cars.stocknum, slug: cars.slug },
      assignee: { id: staffUsers.id, name: staffUsers.name, email: staffUsers.email },
    })
    .from(leads)
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffId))
    .where(and(...filters(siteId, visibility, query)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const deliveries = await deliveryCounts(
    db,
    page.map((row) => row.lead.id),
  );
  return {
    kind: "page",
    leads: page.map((row) => itemOf(row, summarize(deliveries.get(row.lead.id) ?? []))),
    next: rows.length > query.limit ? (page.at(-1)?.lead.id ?? null) : null,
  };
}

async function deliveryCounts(db: Database, ids: string[]) {
  const byLead = new Map<string, { status: DeliveryStatus; n: number }[]>();
  if (ids.length === 0) return byLead;
  const counts = await db
    .select({ leadId: leadDeliveries.leadId, status: leadDeliveries.status, n: sql<number>`count(*)` })
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, ids))
    .groupBy(leadDeliveries.leadId, leadDeliveries.status);
  for (const row of counts) byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), row]);
  return byLead;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Row = {
  lead: typeof leads.$inferSelect;
  dealership: string | null;
  car: { id: number; stocknum: string | null; slug: string } | null;
  assignee: { id: number; name: string; email: string } | null;
};

function itemOf({ lead, dealership, car, assignee }: Row, delivery: DeliverySummary): LeadFeedItem {
  const snapshot = lead.delivery;
  const vehicle = snapshot?.vehicle ?? null;
  return {
    id: lead.id,
    created_at: lead.createdAt.toISOString(),
    category: lead.category,
    subcategory: lead.subcategory,
    status: lead.status,
    status_reason: lead.statusReason,
    status_changed_at: iso(lead.statusChangedAt),
    first_response_at: iso(lead.firstResponseAt),
    assignee,
    dealership,
    car: car ?? (vehicle ? { id: vehicle.id, stocknum: vehicle.stocknum, slug: null } : null),
    customer: snapshot?.customer ?? null,
    message: snapshot?.message ?? null,
    fields: lead.fields,
    source: lead.source,
    url: lead.url,
    delivery,
  };
}
