import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import { type DeliveryRoute, uniqueRoutes } from "@/lib/leads/routing";
import type { NoticeTarget, ShopperNoticeMessage } from "@/lib/notices/shopper-notice";
import type { Database } from "../../db/client";
import { leadDeliveries, leads } from "../../db/schema";
import { queueShopperNotice } from "../../notices/shopper-notices";

export type NewLead = {
  siteId: number;
  category: string;
  subcategory: string | null;
  carId: number | null;
  dealershipId: number | null;
  locationId: number | null;
  url: string | null;
  userAgent: string | null;
  /** The validated form fields, as stored for the dealer's records. */
  fields: Record<string, unknown>;
  /** Where the shopper came from (visited_pages, linked_query_params): context, not content. */
  leadAttributes?: Record<string, unknown>;
  /** The dealer's copy, without the id and time this function gives it. */
  delivery: Omit<LeadDelivery, "leadId" | "createdAt">;
  /** From the form render; null stores every submission (an API client that sends no key). */
  idempotencyKey: string | null;
  routes: DeliveryRoute[];
  /**
   * The shopper's confirmation (issue 34 item 1), queued in the lead's transaction so it is stored
   * before the shopper is told the lead was sent; once per lead (a replay queues nothing). Absent: none
   * (a reservation's lead: its receipt is the reservation's own). `about` is the record whose page
   * lists it: the lead, or the trade-in it came from.
   */
  confirmation?: {
    targets: NoticeTarget[];
    message: ShopperNoticeMessage;
    about?: { type: "trade-in"; id: string; event: string };
  } | null;
};

export type CreateLeadResult =
  | { kind: "created"; id: string }
  /** The same key and content again: the first lead's id, and nothing new stored or sent. */
  | { kind: "replayed"; id: string }
  /** The same key with different content: a client bug or tampering, refused. */
  | { kind: "conflict" };

/**
 * Stores a lead and its deliveries in one transaction (ARCHITECTURE "Nothing is lost"): when this
 * returns, the lead is committed and every destination has an outbox row, so the shopper may be told
 * it was sent, and a crash after this point delays delivery but cannot lose it.
 */
export async function createLead(db: Database, lead: NewLead, now = new Date()): Promise<CreateLeadResult> {
  const requestHash = hashSubmission(lead);
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const delivery: LeadDelivery = { ...lead.delivery, leadId: id, createdAt: now.toISOString() };
    const inserted = await tx
      .insert(leads)
      .values({
        id,
        siteId: lead.siteId,
        category: lead.category,
        subcategory: lead.subcategory,
        carId: lead.carId,
        dealershipId: lead.dealershipId,
        locationId: lead.locationId,
        url: lead.url,
        userAgent: lead.userAgent,
        fields: lead.fields,
        leadAttributes: lead.leadAttributes ?? {},
        idempotencyKey: lead.idempotencyKey,
        requestHash,
        delivery,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
      .returning({ id: leads.id });

    if (inserted.length === 0) {
      // Only a repeated key conflicts; a concurrent first insert has committed by the time we get here.
      const [first] = await tx
        .select({ id: leads.id, requestHash: leads.requestHash })
        .from(leads)
        .where(and(eq(leads.siteId, lead.siteId), eq(leads.idempotencyKey, lead.idempotencyKey ?? "")));
      if (!first) throw new Error("lead idempotency conflict without a stored lead");
      return first.requestHash === requestHash ? { kind: "replayed", id: first.id } : { kind: "conflict" };
    }

    const routes = uniqueRoutes(lead.routes);
    if (routes.length > 0) {
      await tx
        .insert(leadDeliveries)
        .values(routes.map((route) => ({ leadId: id, ...route, nextAttemptAt: now, createdAt: now })));
    }
    const confirm = lead.confirmation;
    if (confirm) {
      await queueShopperNotice(
        tx,
        {
          siteId: lead.siteId,
          subject: confirm.about ? { type: confirm.about.type, id: confirm.about.id } : { type: "lead", id },
          event: confirm.about?.event ?? "received",
          targets: confirm.targets,
          message: confirm.message,
        },
        now,
      );
    }
    return { kind: "created", id };
  });
}

/** What makes two submissions "the same" for idempotency: what the shopper sent, not when or from where. */
function hashSubmission(lead: NewLead): string {
  const content = {
    category: lead.category,
    subcategory: lead.subcategory,
    carId: lead.carId,
    locationId: lead.locationId,
    fields: lead.fields,
  };
  return createHash("sha256").update(canonicalJson(content)).digest("hex");
}

/** JSON with object keys sorted, so the same content always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
