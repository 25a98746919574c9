import { formatNumber } from "@/lib/format/format";
import type { LeadFormValues } from "./forms";
import type { LeadDelivery } from "./lead-delivery";

/** A validated form, in the one shape every lead form reduces to before it is stored. */
export type LeadToFile = {
  category: string;
  subcategory: string | null;
  carId: number | null;
  locationId: number | null;
  /** The dealership the shopper chose, by slug (site-level forms of a dealer group). */
  preferredDealership: string | null;
  customer: LeadDelivery["customer"];
  message: string | null;
  offerFromClient: number | null;
  testDriveAt: string | null;
  /** A trade-in inspection's slot, already checked against its yard's hours (decision 0084). */
  inspectionSlot?: LeadDelivery["inspectionSlot"];
  tradeIn: LeadDelivery["tradeIn"];
  optIn: boolean;
  optInFinance: boolean;
  optInTrade: boolean;
  /** Other answers, label → value, shown to the dealer as they are. */
  extra: Record<string, string>;
  /** The form's answers as validated (without the hidden plumbing), stored with the lead. */
  fields: Record<string, unknown>;
  leadAttributes: Record<string, unknown>;
  /** The page the form was on, a path of this site. */
  path: string | null;
  userAgent: string | null;
  idempotencyKey: string | null;
};

/** Where the post came from, sent beside the form's fields (spec 02 §7 lead_attributes). */
export type LeadContext = {
  path: string | null;
  userAgent: string | null;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
};

const PLUMBING = new Set(["idempotency_key", "form_token", "website", "formKind"]);

/** The dealer-facing labels of answers that have no field of their own in the delivery. */
const EXTRA_LABELS: Record<string, string> = {
  finance: "Needs finance",
  trade_in: "Has a trade-in",
  vehicle_price_budget: "Vehicle price budget",
  preferred_dealership: "Preferred dealership",
  distribution_location: "Test drive at",
  additional_services: "Additional services",
  terms_agreed: "Agreed to the terms",
  page_id: "Page",
};

/** One form's validated values as the lead to store (issue 5 "one lead model and one submit path"). */
export function leadFromForm(values: LeadFormValues, context: LeadContext): LeadToFile {
  const v = values as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === "string" && v[key] !== "" ? (v[key] as string) : null);
  const number = (key: string) => (typeof v[key] === "number" ? (v[key] as number) : null);
  const flag = (key: string) => v[key] === true;

  const rego = text("rego");
  const kms = number("kms");
  const tradeIn =
    v.trade_in === "Yes" || rego !== null || kms !== null
      ? { rego, regoState: text("regoState"), kms }
      : null;

  const extra: Record<string, string> = {};
  for (const [key, label] of Object.entries(EXTRA_LABELS)) {
    const value = v[key];
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length) extra[label] = value.join(", ");
    } else if (typeof value === "boolean") {
      extra[label] = value ? "Yes" : "No";
    } else if (key === "vehicle_price_budget" && typeof value === "number") {
      extra[label] = `$${formatNumber(value)}`;
    } else {
      extra[label] = String(value);
    }
  }

  return {
    category: values.category,
    subcategory: values.subcategory ?? null,
    carId: number("car_id"),
    locationId: number("location_id"),
    preferredDealership: text("preferred_dealership"),
    customer: {
      firstName: values.name,
      lastName: text("last_name"),
      email: text("email"),
      phone: text("phone"),
      postcode: text("postcode"),
      preferredContactMethod:
        (text("preferred_contact_method") as LeadDelivery["customer"]["preferredContactMethod"]) ?? null,
    },
    message: text("message"),
    offerFromClient: number("offer_from_client"),
    testDriveAt: text("test_drive_at"),
    tradeIn,
    optIn: flag("opt_in"),
    optInFinance: flag("opt_in_finance"),
    optInTrade: flag("opt_in_trade"),
    extra,
    fields: Object.fromEntries(
      Object.entries(v).filter(([key, value]) => !PLUMBING.has(key) && value !== undefined),
    ),
    leadAttributes: {
      form: values.formKind,
      ...(context.visitedPages.length ? { visited_pages: context.visitedPages } : {}),
      ...(Object.keys(context.linkedQueryParams).length
        ? { linked_query_params: context.linkedQueryParams }
        : {}),
    },
    path: context.path,
    userAgent: context.userAgent,
    idempotencyKey: text("idempotency_key"),
  };
}
