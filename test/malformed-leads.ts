import { createRng, type Rng } from "../src/demo/prng";
import { LEAD_FORM_KINDS, type LeadFormKind, leadFormSchema } from "../src/lib/leads/forms";
import { mutateBody } from "./malformed-bodies";

/**
 * Malformed lead posts, for every lead form: a valid body for the form, mutated as any JSON body is
 * (malformed-bodies.ts), with placeholders for the form's ticket filled in just before it is sent.
 */

/** Placeholders a lead body carries for the form token and key, filled in just before it is sent. */
export const FORM_TOKEN = "@@FORM_TOKEN@@";
export const IDEMPOTENCY_KEY = "@@IDEMPOTENCY_KEY@@";

/** The body with its placeholders replaced by a fresh form ticket. */
export function withTicket(body: string, ticket: { form_token: string; idempotency_key: string }): string {
  return body.replaceAll(FORM_TOKEN, ticket.form_token).replaceAll(IDEMPOTENCY_KEY, ticket.idempotency_key);
}

/** A valid value for each lead form field the generator knows; the rest are left out. */
function validLeadValue(key: string, rng: Rng, carId: number): unknown {
  switch (key) {
    case "name":
      return rng.pick(["Ada", "Zoë", "Nguyễn", "李", "O'Brien", "Anne-Marie"]);
    case "last_name":
      return rng.pick(["Lovelace", "", "de la Cruz"]);
    case "email":
      return rng.pick(["ada@example.com", "x.y+z@Example.COM.au"]);
    case "phone":
      return rng.pick(["0412 345 678", "+61 2 9555 0300", "1300 123 456"]);
    case "postcode":
      return rng.pick(["2000", "0800", "4000"]);
    case "preferred_contact_method":
      return rng.pick(["Phone", "Email"]);
    case "message":
      return rng.pick(["Is it still available?", "Call me 🚗", "Line one\nline two"]);
    case "car_id":
      return carId;
    case "form_token":
      return FORM_TOKEN;
    case "idempotency_key":
      return IDEMPOTENCY_KEY;
    case "website":
      return "";
    case "offer_from_client":
      return rng.pick(["$25,000", 25000]);
    case "vehicle_price_budget":
      return "30000";
    case "finance":
    case "trade_in":
      return rng.pick(["Yes", "No", ""]);
    case "opt_in":
      return rng.pick([true, "on", false]);
    case "kms":
      return "85,000 km";
    case "rego":
      return "ABC-123";
    case "regoState":
      return "qld";
    case "additional_services":
      return [];
    case "path":
      return "/search";
    default:
      return undefined;
  }
}

export type LeadCase = {
  label: string;
  formKind: string;
  body: string;
  contentType?: string;
  binary?: boolean;
};

/** Lead posts for every form kind, about `carIds` (placeholders for the form's ticket). */
export function leadCases(seed: number, count: number, carIds: readonly number[]): LeadCase[] {
  const rng = createRng(seed ^ 0x1ead);
  const out: LeadCase[] = [];
  for (let i = 0; i < count; i++) {
    const formKind: LeadFormKind = rng.chance(0.5)
      ? rng.pick(["quick-enquiry", "vehicle-enquiry", "make-an-offer", "find-me-something-similar"] as const)
      : rng.pick(LEAD_FORM_KINDS);
    const keys = Object.keys(leadFormSchema(formKind).shape);
    const carId = carIds.length ? rng.pick(carIds) : 1;
    const valid: Record<string, unknown> = { formKind };
    for (const key of [...keys, "path"]) {
      const value = validLeadValue(key, rng, carId);
      if (value !== undefined) valid[key] = value;
    }
    if (rng.chance(0.2)) {
      valid.visited_pages = ["/", "/search", `/cars/${rng.int(1, 9)}`];
      valid.linked_query_params = { utm_source: "fuzz", gclid: "abc" };
    }
    const fieldKeys = [...keys, "path", "visited_pages", "linked_query_params", "formKind"].filter(
      (k) => k !== "form_token" && k !== "idempotency_key",
    );
    const mutated = mutateBody(rng, valid, fieldKeys);
    out.push({ formKind, ...mutated });
  }
  return out;
}
