import type { AcceptedOffer } from "./accepted-offer";
import type { LeadDelivery } from "./lead-delivery";
import type { LeadStatus } from "./lead-status";
import type { CarAvailability, DeliveryChannel } from "./lead-view";

/**
 * One lead as the console's page shows it (issue 31 §4): what the shopper gave, the car as it stands
 * now, the shopper's other leads, each delivery, the workflow's state, who it may be assigned to, and
 * its history. Built by the page's loader (server/leads/lead-page-read), drawn by
 * components/console/lead-*; times are ISO strings so the client forms receive them as they are.
 */

export type LeadPageCar = {
  id: number;
  title: string;
  stocknum: string | null;
  vin: string | null;
  /** The price the shopper saw, from the lead's snapshot; null when unknown. */
  priceThen: number | null;
  availability: CarAvailability;
  /** The car's page on the site now; null once the car is gone. */
  href: string | null;
};

export type LeadPageDelivery = {
  id: number;
  channel: DeliveryChannel;
  target: string;
  status: "pending" | "delivered" | "dead";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
};

export type LeadPageOtherLead = {
  id: string;
  createdAt: string;
  category: string;
  subcategory: string | null;
  status: LeadStatus;
  car: string | null;
  /** The same kind about the same car within a day (lib/leads/lead-view `likelyDuplicate`). */
  likelyDuplicate: boolean;
  /** Whether this member may open it (another dealership's lead is listed but not linked). */
  visible: boolean;
};

export type LeadPageNote = { id: number; author: string; body: string; createdAt: string };

/** One line of the lead's history: its arrival, a change from the audit log, or a note. */
export type LeadHistoryEntry = {
  key: string;
  at: string;
  who: string | null;
  kind: "arrived" | "change" | "note";
  what: string;
  /** The change's fields, `field: before → after`; a note's text. */
  lines: string[];
};

export type LeadPageAssignee = { id: number; label: string };

export type LeadPage = {
  id: string;
  site: { slug: string; name: string };
  createdAt: string;
  category: string;
  subcategory: string | null;
  source: string;
  url: string | null;
  userAgent: string | null;
  dealershipName: string | null;
  contact: { name: string | null; email: string | null; phone: string | null };
  /** Exactly what the dealer was sent; null for a lead stored before snapshots (then `fields`). */
  snapshot: LeadDelivery | null;
  fields: Record<string, unknown>;
  acceptedOffer: AcceptedOffer | null;
  car: LeadPageCar | null;
  status: LeadStatus;
  statusReason: string | null;
  statusChangedAt: string | null;
  assignee: LeadPageAssignee | null;
  firstResponseAt: string | null;
  deliveries: LeadPageDelivery[];
  otherLeads: LeadPageOtherLead[];
  notes: LeadPageNote[];
  history: LeadHistoryEntry[];
  /** Who the lead may be assigned to now (lib/staff/lead-assignees), the current assignee first if still so. */
  assignees: LeadPageAssignee[];
  /** Whether the member may change the lead (status, assignee, notes, retries). */
  mayWrite: boolean;
};
