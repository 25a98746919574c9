import "server-only";
import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { phoneSearchKey } from "@/lib/inbox/inbox-search";
import { acceptedTradeInOffer } from "@/lib/leads/accepted-offer";
import { leadVehicleTitle } from "@/lib/leads/dealer-email";
import type { LeadPage, LeadPageAssignee, LeadPageOtherLead } from "@/lib/leads/lead-page";
import { carAvailability, likelyDuplicate } from "@/lib/leads/lead-view";
import { type AssigneeCandidate, mayBeAssigned, staffLabel } from "@/lib/staff/lead-assignees";
import { leadHistory } from "@/lib/staff/lead-history";
import { leadVisibility, leadVisible, may, type StaffScope } from "@/lib/staff/roles";
import { carPath } from "@/lib/stock/car-path";
import type { Site } from "@/lib/tenancy/site";
import type { Database, Executor } from "../db/client";
import { foldedText } from "../db/fold-case";
import { auditLog, cars, leadNotes, leads, staffUsers } from "../db/schema";
import { siteOrigin } from "../tenancy/sites";
import { getLead } from "./lead-queries";

/**
 * One lead for its console page (issue 31 §4), or null when the member may not read it: no such
 * lead, another site's, or outside their dealerships or their own leads (`may(scope, "leads.read", …)`),
 * so the page answers the same 404 for each.
 */

type PageSite = Pick<Site, "id" | "slug" | "name" | "url" | "domains" | "dealerships">;

/** How many of the shopper's other leads the page lists (the newest). */
export const OTHER_LEADS_SHOWN = 20;
/** How many audit entries the page's history reads (a lead changed more often than this is unheard of). */
const HISTORY_LIMIT = 500;

/** The lead's workflow columns, with the row locked when `lock` (the workflow's changes read it so). */
export async function readLeadState(db: Executor, siteId: number, id: string, lock = false) {
  const query = db
    .select({
      id: leads.id,
      siteId: leads.siteId,
      dealershipId: leads.dealershipId,
      createdAt: leads.createdAt,
      status: leads.status,
      statusReason: leads.statusReason,
      statusChangedAt: leads.statusChangedAt,
      assignedStaffId: leads.assignedStaffId,
      firstResponseAt: leads.firstResponseAt,
    })
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.siteId, siteId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export type LeadState = NonNullable<Awaited<ReturnType<typeof readLeadState>>>;

/** The lead as `may` judges it. */
export function leadTarget(lead: Pick<LeadState, "siteId" | "dealershipId" | "assignedStaffId">) {
  return { siteId: lead.siteId, dealershipId: lead.dealershipId, assignedStaffId: lead.assignedStaffId };
}

/** The site's working staff as assignee candidates (the lead's rule decides who qualifies). */
export async function assigneeCandidates(db: Executor, siteId: number): Promise<AssigneeCandidate[]> {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.siteId, siteId), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return rows.map((row) => ({
    staffId: row.id,
    role: row.role,
    siteId: row.siteId,
    dealershipIds: row.dealershipIds,
    seesAllDealershipLeads: row.seesAllDealershipLeads,
    name: row.name,
    email: row.email,
    disabled: row.disabledAt !== null,
  }));
}

export async function readLeadPage(
  db: Database,
  site: PageSite,
  id: string,
  scope: StaffScope,
): Promise<LeadPage | null> {
  const state = await readLeadState(db, site.id, id);
  if (!state || !may(scope, "leads.read", leadTarget(state))) return null;
  const detail = await getLead(db, id);
  if (!detail) return null;
  const snapshot = detail.snapshot;

  const [car, others, notes, audit, candidates, assigneeRow] = await Promise.all([
    detail.carId === null ? null : readCar(db, detail.carId),
    otherLeads(db, site.id, id, detail.customer),
    db
      .select()
      .from(leadNotes)
      .where(eq(leadNotes.leadId, id))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "lead"), eq(auditLog.targetId, id), eq(auditLog.siteId, site.id)))
      .orderBy(asc(auditLog.id))
      .limit(HISTORY_LIMIT),
    assigneeCandidates(db, site.id),
    state.assignedStaffId === null
      ? null
      : db
          .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
          .from(staffUsers)
          .where(eq(staffUsers.id, state.assignedStaffId))
          .then((rows) => rows[0] ?? null),
  ]);

  const assignee: LeadPageAssignee | null = assigneeRow
    ? { id: assigneeRow.id, label: staffLabel(assigneeRow) }
    : null;
  const eligible = candidates
    .filter((c) => mayBeAssigned(c, { siteId: site.id, dealershipId: state.dealershipId }))
    .map((c) => ({ id: c.staffId, label: staffLabel(c) }));
  const visibility = leadVisibility(scope, site.id);
  const origin = siteOrigin(site);

  return {
    id,
    site: { slug: site.slug, name: site.name },
    createdAt: state.createdAt.toISOString(),
    category: detail.category,
    subcategory: detail.subcategory,
    source: detail.source,
    url: detail.url,
    userAgent: detail.userAgent,
    dealershipName: site.dealerships.find((d) => d.id === state.dealershipId)?.name ?? null,
    contact: detail.customer,
    snapshot,
    fields: detail.fields,
    acceptedOffer: snapshot ? acceptedTradeInOffer(snapshot) : null,
    car:
      detail.carId === null && !snapshot?.vehicle
        ? null
        : {
            id: car?.id ?? snapshot?.vehicle?.id ?? 0,
            title: car
              ? [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ")
              : snapshot?.vehicle
                ? leadVehicleTitle(snapshot.vehicle)
                : "The car",
            stocknum: car?.stocknum ?? snapshot?.vehicle?.stocknum ?? null,
            vin: car?.vin ?? snapshot?.vehicle?.vin ?? null,
            priceThen: snapshot?.vehicle?.price ?? null,
            availability: carAvailability(car),
            href: car ? `${origin}${carPath(car.slug)}` : null,
          },
    status: state.status,
    statusReason: state.statusReason,
    statusChangedAt: state.statusChangedAt?.toISOString() ?? null,
    assignee,
    firstResponseAt: state.firstResponseAt?.toISOString() ?? null,
    deliveries: detail.deliveries.map((d) => ({
      id: d.id,
      channel: d.channel,
      target: d.target,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
      nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    })),
    otherLeads: others.map(
      (other): LeadPageOtherLead => ({
        id: other.id,
        createdAt: other.createdAt.toISOString(),
        category: other.category,
        subcategory: other.subcategory,
        status: other.status,
        car: other.vehicle ? leadVehicleTitle(other.vehicle) : null,
        likelyDuplicate: likelyDuplicate(
          { category: detail.category, carId: detail.carId, createdAt: state.createdAt },
          other,
        ),
        visible: visibility !== null && leadVisible(visibility, other),
      }),
    ),
    notes: notes.map((n) => ({
      id: n.id,
      author: n.author,
      body: n.body,
      createdAt: n.createdAt.toISOString(),
    })),
    history: leadHistory(state.createdAt, audit, notes),
    assignees: eligible,
    mayWrite: may(scope, "leads.write", leadTarget(state)),
  };
}

async function readCar(db: Database, carId: number) {
  const [row] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      status: cars.status,
      reserved: cars.reserved,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      stocknum: cars.stocknum,
      vin: cars.vin,
    })
    .from(cars)
    .where(eq(cars.id, carId));
  return row ?? null;
}

/**
 * The shopper's other leads on the site, newest first: the same e-mail (any case) or the same phone
 * (0412 345 678, +61 412 345 678 and 0412345678 alike), matched on the inbox's search columns, which
 * the database fills from what the shopper sent, through their per-site indexes (schema/leads.ts).
 */
async function otherLeads(
  db: Database,
  siteId: number,
  id: string,
  contact: { email: string | null; phone: string | null },
) {
  const email = contact.email?.trim() || null;
  const phone = contact.phone ? phoneSearchKey(contact.phone) || null : null;
  const matches: SQL[] = [];
  if (email) matches.push(sql`${leads.searchEmail} = ${foldedText(email)}`);
  if (phone) matches.push(eq(leads.searchPhone, phone));
  if (!matches.length) return [];
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      category: leads.category,
      subcategory: leads.subcategory,
      carId: leads.carId,
      status: leads.status,
      dealershipId: leads.dealershipId,
      assignedStaffId: leads.assignedStaffId,
      delivery: leads.delivery,
    })
    .from(leads)
    .where(and(eq(leads.siteId, siteId), ne(leads.id, id), or(...matches)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(OTHER_LEADS_SHOWN);
  return rows.map(({ delivery, ...row }) => ({ ...row, vehicle: delivery?.vehicle ?? null }));
}
