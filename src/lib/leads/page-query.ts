import { z } from "zod";
import { recordIdText } from "../text/record-id-schema";
import { isSlug } from "../text/slugify";

/**
 * The query strings that open a lead form already filled in (spec 01 §2 finance link: preferredDealership,
 * vehiclePriceBudget, car_id, car_type, vin; the test-drive and enquiry links' car_id). They arrive
 * from links anyone can edit, so each key is checked on its own and a bad one is dropped: the page
 * still opens, the form is just not prefilled with it.
 */
type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const carId = recordIdText("not a car's id");
const budget = z.coerce.number().positive().max(10_000_000);
const dealership = z.string().refine(isSlug);

function pick<T>(rule: z.ZodType<T>, value: string | string[] | undefined): T | undefined {
  const text = first(value)?.trim();
  if (!text) return undefined;
  const parsed = rule.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/** `?car_id=` of the test-drive and enquiry links. */
export function carIdFromQuery(params: SearchParams): number | undefined {
  return pick(carId, params.car_id);
}

export type FinanceFormQuery = { carId?: number; preferredDealership?: string; vehiclePriceBudget?: number };

/** The finance link's keys (spec 01 §2); car_type and vin are read from the car itself, not the link. */
export function financeFormQuery(params: SearchParams): FinanceFormQuery {
  const query: FinanceFormQuery = {};
  const id = pick(carId, params.car_id);
  if (id !== undefined) query.carId = id;
  const slug = pick(dealership, params.preferredDealership);
  if (slug !== undefined) query.preferredDealership = slug;
  const amount = pick(budget, params.vehiclePriceBudget);
  if (amount !== undefined) query.vehiclePriceBudget = Math.round(amount);
  return query;
}
