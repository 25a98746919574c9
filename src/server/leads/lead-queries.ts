import "server-only";
import { and, asc, count, desc, eq, gte, inArray } from "drizzle-orm";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import type { Database } from "../db/client";
import { leadDeliveries, leads, sites } from "../db/schema";

/**
 * What a dealer reads about their leads without a CRM (issue 5 item 6): the site's leads, newest
 * first, each with where its delivery stands, and one lead in full with every delivery attempt's
 * outcome. Reads only; an operator's retry is `retryDeadDeliveries` in delivery/outbox.ts.
 */

export type DeliveryStatus = (typeof leadDeliveries.$inferSelect)["status"];

export type DeliverySummary = {
  total: number;
  pending: number;
  delivered: number;
  dead: number;
  /**
   * The status that needs a person first: dead, then pending, then delivered. Null when the lead had
   * nowhere to go (a site with no delivery routes), which a dealer needs to see as much as a failure.
   */
  worst: DeliveryStatus | null;
};

/** Who sent the lead, as the list shows it. */
export type LeadContact = { name: string | null; email: string | null; phone: string | null };

export type LeadListItem = {
  id: string;
  createdAt: Date;
  category: string;
  subcategory: string | null;
  customer: LeadContact;
  /** The car as it was when the lead was stored (the snapshot), so a sold or edited car still reads right. */
  vehicle: LeadDelivery["vehicle"];
  carId: number | null;
  deliveryStatus: DeliverySummary;
};

export type LeadDeliveryRow = {
  id: number;
  channel: "email" | "adf" | "webhook";
  target: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  /** When the worker tries again; null unless the delivery is pending (the stored time is stale otherwise). */
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
};

export type LeadDetail = {
  id: string;
  site: { id: number; slug: string; name: string };
  createdAt: Date;
  category: string;
  subcategory: string | null;
  carId: number | null;
  dealershipId: number | null;
  locationId: number | null;
  source: string;
  url: string | null;
  userAgent: string | null;
  fields: Record<string, unknown>;
  customer: LeadContact;
  /** Exactly what the dealer was sent; null only for a lead stored before snapshots existed (migration 0002). */
  snapshot: LeadDelivery | null;
  deliveryStatus: DeliverySummary;
  deliveries: LeadDeliveryRow[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lead ids are UUIDs; anything else cannot name a lead, and PostgreSQL would reject it with a cast error. */
export function isLeadId(value: string): boolean {
  return UUID.test(value);
}

/** The site's leads, newest first, at most `limit`, optionally only those received at or after `since`. */
export async function listLeads(
  db: Database,
  siteId: number,
  options: { limit: number; since?: Date },
): Promise<LeadListItem[]> {
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      category: leads.category,
      subcategory: leads.subcategory,
      carId: leads.carId,
      fields: leads.fields,
      snapshot: leads.delivery,
    })
    .from(leads)
    .where(
      options.since
        ? and(eq(leads.siteId, siteId), gte(leads.createdAt, options.since))
        : eq(leads.siteId, siteId),
    )
    // The id breaks ties so a page is stable when several leads share a timestamp.
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(options.limit);
  if (rows.length === 0) return [];

  const counts = await db
    .select({ leadId: leadDeliveries.leadId, status: leadDeliveries.status, n: count() })
    .from(leadDeliveries)
    .where(
      inArray(
        leadDeliveries.leadId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(leadDeliveries.leadId, leadDeliveries.status);
  const byLead = new Map<string, { status: DeliveryStatus; n: number }[]>();
  for (const row of counts) byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), row]);

  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    category: row.category,
    subcategory: row.subcategory,
    customer: contactOf(row.snapshot, row.fields),
    vehicle: row.snapshot?.vehicle ?? null,
    carId: row.carId,
    deliveryStatus: summarize(byLead.get(row.id) ?? []),
  }));
}

/** One lead in full, with every delivery row in the order they were created; null if there is no such lead. */
export async function getLead(db: Database, id: string): Promise<LeadDetail | null> {
  if (!isLeadId(id)) return null;
  const [row] = await db
    .select({ lead: leads, site: { id: sites.id, slug: sites.slug, name: sites.name } })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(eq(leads.id, id));
  if (!row) return null;
  const deliveries = await db
    .select({
      id: leadDeliveries.id,
      channel: leadDeliveries.channel,
      target: leadDeliveries.target,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
      nextAttemptAt: leadDeliveries.nextAttemptAt,
      deliveredAt: leadDeliveries.deliveredAt,
      createdAt: leadDeliveries.createdAt,
    })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, id))
    .orderBy(asc(leadDeliveries.id));
  const { lead } = row;
  return {
    id: lead.id,
    site: row.site,
    createdAt: lead.createdAt,
    category: lead.category,
    subcategory: lead.subcategory,
    carId: lead.carId,
    dealershipId: lead.dealershipId,
    locationId: lead.locationId,
    source: lead.source,
    url: lead.url,
    userAgent: lead.userAgent,
    fields: lead.fields,
    customer: contactOf(lead.delivery, lead.fields),
    snapshot: lead.delivery,
    deliveryStatus: summarize(deliveries.map((d) => ({ status: d.status, n: 1 }))),
    deliveries: deliveries.map((d) => ({
      ...d,
      nextAttemptAt: d.status === "pending" ? d.nextAttemptAt : null,
    })),
  };
}

const SEVERITY: DeliveryStatus[] = ["dead", "pending", "delivered"];

export function summarize(counts: { status: DeliveryStatus; n: number }[]): DeliverySummary {
  const summary: DeliverySummary = { total: 0, pending: 0, delivered: 0, dead: 0, worst: null };
  for (const { status, n } of counts) {
    summary[status] += Number(n);
    summary.total += Number(n);
  }
  summary.worst = SEVERITY.find((status) => summary[status] > 0) ?? null;
  return summary;
}

/** The snapshot's customer; a lead without one falls back to the form's own fields, read defensively. */
function contactOf(snapshot: LeadDelivery | null, fields: Record<string, unknown>): LeadContact {
  if (snapshot) {
    const { firstName, lastName, email, phone } = snapshot.customer;
    const name = [firstName, lastName].filter(Boolean).join(" ");
    return { name: name || null, email, phone };
  }
  const text = (key: string) => {
    const value = fields[key];
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  const name = text("name") ?? ([text("first_name"), text("last_name")].filter(Boolean).join(" ") || null);
  return { name, email: text("email"), phone: text("phone") };
}
