import { CHAT_LEAD_CATEGORY } from "../chat/chat-options";
import { ONLINE_PURCHASE_LEAD } from "../checkout/purchase-journey";
import { RESERVATION_LEAD } from "../checkout/reservation";
import { LEAD_FORMS } from "../leads/forms";
import { TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES } from "../trade-in/trade-in-lead";

/**
 * The inbox's kinds of lead (issue 31 §4): every way a lead is filed, read from the category and
 * subcategory each path stores (the forms' LEAD_FORMS, the reservation, the online purchase, the
 * trade-in wizard's two stages, the chat bubble). The accepted trade-in offer is a kind of its own,
 * marked to stand out: the shopper has agreed a price and is waiting on the dealer. A category no path
 * files today (an older lead, a future form) is "Other" rather than lost from the list.
 */

export const LEAD_KIND_KEYS = [
  "vehicle-enquiry",
  "new-vehicle",
  "offer",
  "test-drive",
  "finance",
  "fleet",
  "service",
  "parts",
  "general",
  "feedback",
  "trade-in",
  "trade-in-accepted",
  "reservation",
  "online-purchase",
  "chat",
  "other",
] as const;
export type LeadKindKey = (typeof LEAD_KIND_KEYS)[number];

export type LeadKind = {
  key: LeadKindKey;
  label: string;
  /** The category the kind is filed under; null for "other" (any category no kind names). */
  category: string | null;
  /** Within the category, only this subcategory (is) or anything but it (not). */
  subcategory?: { is: string } | { not: string };
  /** Shown with a badge: a shopper waiting on the dealer to act. */
  standout?: true;
};

const ACCEPTED = TRADE_IN_SUBCATEGORIES.accepted;

export const LEAD_KINDS: readonly LeadKind[] = [
  { key: "vehicle-enquiry", label: "Vehicle enquiry", category: LEAD_FORMS["vehicle-enquiry"].category },
  { key: "new-vehicle", label: "New vehicle enquiry", category: LEAD_FORMS["new-vehicle-enquiry"].category },
  { key: "offer", label: "Offer on a car", category: LEAD_FORMS["make-an-offer"].category },
  { key: "test-drive", label: "Test drive", category: LEAD_FORMS["test-drive"].category },
  { key: "finance", label: "Finance", category: LEAD_FORMS["finance-enquiry"].category },
  { key: "fleet", label: "Fleet", category: LEAD_FORMS["fleet-enquiry"].category },
  { key: "service", label: "Service", category: LEAD_FORMS["service-enquiry"].category },
  { key: "parts", label: "Parts", category: LEAD_FORMS["parts-enquiry"].category },
  { key: "general", label: "General enquiry", category: LEAD_FORMS["general-enquiry"].category },
  { key: "feedback", label: "Feedback", category: LEAD_FORMS.feedback.category },
  {
    key: "trade-in",
    label: "Trade-in valuation",
    category: TRADE_IN_CATEGORY,
    subcategory: { not: ACCEPTED },
  },
  {
    key: "trade-in-accepted",
    label: "Trade-in offer accepted",
    category: TRADE_IN_CATEGORY,
    subcategory: { is: ACCEPTED },
    standout: true,
  },
  { key: "reservation", label: "Reservation", category: RESERVATION_LEAD.category },
  { key: "online-purchase", label: "Online purchase", category: ONLINE_PURCHASE_LEAD.category },
  { key: "chat", label: "Chat message", category: CHAT_LEAD_CATEGORY },
  { key: "other", label: "Other", category: null },
];

const BY_KEY = new Map(LEAD_KINDS.map((kind) => [kind.key, kind]));

export function leadKind(key: LeadKindKey): LeadKind {
  return BY_KEY.get(key)!;
}

export function isLeadKindKey(value: string): value is LeadKindKey {
  return BY_KEY.has(value as LeadKindKey);
}

/** Every category some kind names: "other" is any category outside these. */
export const KNOWN_LEAD_CATEGORIES: readonly string[] = [
  ...new Set(LEAD_KINDS.flatMap((kind) => (kind.category ? [kind.category] : []))),
];

/** The kind of a stored lead. */
export function leadKindOf(category: string, subcategory: string | null): LeadKind {
  for (const kind of LEAD_KINDS) {
    if (kind.category !== category) continue;
    const rule = kind.subcategory;
    if (!rule) return kind;
    if ("is" in rule ? subcategory === rule.is : subcategory !== rule.not) return kind;
  }
  return leadKind("other");
}
