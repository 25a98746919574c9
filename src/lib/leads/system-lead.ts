import type { LeadToFile } from "./lead-from-form";

/**
 * A lead the system raises rather than a shopper's form (issue 30 item 4): a chat message, a
 * reservation, a bought-online journey, a trade-in valuation or accepted offer. Each knows a few
 * things (who, which car, what happened, its own key); the rest of a lead is what no system lead has
 * (no offer typed in, no test drive time, no finance or trade opt-ins, no dealership picked from a
 * list), filled here once rather than spelled out as empty fields by every caller.
 */
export type SystemLead = Pick<
  LeadToFile,
  "category" | "subcategory" | "carId" | "message" | "extra" | "fields"
> & {
  customer: Pick<LeadToFile["customer"], "firstName" | "email" | "phone"> &
    Partial<Pick<LeadToFile["customer"], "lastName" | "postcode" | "preferredContactMethod">>;
  /**
   * The key that makes filing it again (a retry after a crash, a repeated click) find the first lead
   * rather than file a second: the reservation's, the journey's, the trade-in stage's, the message's.
   */
  idempotencyKey: string;
} & Partial<
    Pick<
      LeadToFile,
      "locationId" | "tradeIn" | "optIn" | "leadAttributes" | "path" | "userAgent" | "inspectionSlot"
    >
  >;

export function systemLead(lead: SystemLead): LeadToFile {
  const { customer } = lead;
  return {
    category: lead.category,
    subcategory: lead.subcategory,
    carId: lead.carId,
    locationId: lead.locationId ?? null,
    preferredDealership: null,
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName ?? null,
      email: customer.email,
      phone: customer.phone,
      postcode: customer.postcode ?? null,
      preferredContactMethod: customer.preferredContactMethod ?? null,
    },
    message: lead.message,
    offerFromClient: null,
    testDriveAt: null,
    ...(lead.inspectionSlot ? { inspectionSlot: lead.inspectionSlot } : {}),
    tradeIn: lead.tradeIn ?? null,
    optIn: lead.optIn ?? false,
    optInFinance: false,
    optInTrade: false,
    extra: lead.extra,
    fields: lead.fields,
    leadAttributes: lead.leadAttributes ?? {},
    path: lead.path ?? null,
    userAgent: lead.userAgent ?? null,
    idempotencyKey: lead.idempotencyKey,
  };
}
