/**
 * Toyota Service Advantage: capped-price servicing per model (spec 02 §9 "Sites, dealers and content";
 * spec 02 §2 "Service price block: a 'Toyota Service Advantage' block with a 'Book a Service'
 * button"). The spec's numbers, as data:
 *
 * - "default $250, 5 years, 5 services, every 12 months or 15,000 km, 75,000 km range";
 * - "commercial models and LandCruiser have 3 or 5 years with 6 or 10 services at 6 months or
 *   10,000 km": at 6-monthly services, 3 years is 6 services (60,000 km) and 5 years is 10 (100,000 km);
 * - "prices range from $180 (bZ4X) to $525 (LandCruiser 70); Coaster $485";
 * - "the range is 100,000 for Prado": the Prado is a LandCruiser on the 5-year, 10-service plan.
 *
 * A model's feed may carry its plan (the bundle's model `service_plan`, decision 0031): the
 * manufacturer's published table then wins over these rules, so a price change is data, not a
 * release. Prices the spec does not give are the default $250: no price here is invented. Which commercial
 * model or LandCruiser has the 3-year plan the spec does not say; decision 0031 records the choice
 * (the heavy-duty LandCruiser 70 and Coaster 3 years, the rest 5).
 */

export type ServicePlan = {
  /** Capped price of each scheduled service, whole dollars, GST included. */
  pricePerService: number;
  years: number;
  services: number;
  intervalMonths: number;
  intervalKm: number;
  /** The plan covers services up to this odometer reading (or `years`, whichever comes first). */
  rangeKm: number;
};

/** Spec 02 §9: "default $250, 5 years, 5 services, every 12 months or 15,000 km, 75,000 km range". */
export const DEFAULT_SERVICE_PLAN: ServicePlan = {
  pricePerService: 250,
  years: 5,
  services: 5,
  intervalMonths: 12,
  intervalKm: 15_000,
  rangeKm: 75_000,
};

/** Spec 02 §9: commercial models and LandCruiser, "6 months or 10,000 km", 3 years with 6 services. */
const HEAVY_DUTY_3_YEARS: Omit<ServicePlan, "pricePerService"> = {
  years: 3,
  services: 6,
  intervalMonths: 6,
  intervalKm: 10_000,
  rangeKm: 60_000,
};
/** … or 5 years with 10 services: "the range is 100,000 for Prado". */
const HEAVY_DUTY_5_YEARS: Omit<ServicePlan, "pricePerService"> = {
  years: 5,
  services: 10,
  intervalMonths: 6,
  intervalKm: 10_000,
  rangeKm: 100_000,
};

type PlanRule = { match: RegExp; plan: ServicePlan; why: string };

/** First match wins; matched against the model's slug (`landcruiser-70`) and slugged name. */
export const SERVICE_ADVANTAGE_RULES: readonly PlanRule[] = [
  {
    match: /^bz4x$/,
    plan: { ...DEFAULT_SERVICE_PLAN, pricePerService: 180 },
    why: "spec 02 §9: from $180 (bZ4X)",
  },
  {
    match: /^(toyota-)?land-?cruiser-70(-series)?$|^lc70$/,
    plan: { ...HEAVY_DUTY_3_YEARS, pricePerService: 525 },
    why: "spec 02 §9: to $525 (LandCruiser 70); LandCruiser, 6 months or 10,000 km",
  },
  {
    match: /^(toyota-)?coaster$/,
    plan: { ...HEAVY_DUTY_3_YEARS, pricePerService: 485 },
    why: "spec 02 §9: Coaster $485; commercial, 6 months or 10,000 km",
  },
  {
    match: /^(toyota-)?(land-?cruiser-)?prado(-\d+)?$/,
    plan: { ...HEAVY_DUTY_5_YEARS, pricePerService: DEFAULT_SERVICE_PLAN.pricePerService },
    why: "spec 02 §9: the range is 100,000 for Prado; LandCruiser, 6 months or 10,000 km",
  },
  {
    match: /^(toyota-)?(land-?cruiser(-\d+)?|hilux|hiace)(-.*)?$/,
    plan: { ...HEAVY_DUTY_5_YEARS, pricePerService: DEFAULT_SERVICE_PLAN.pricePerService },
    why: "spec 02 §9: commercial models and LandCruiser, 6 months or 10,000 km",
  },
];

/** Toyota's models have the program: a model of the manufacturer with this slug. */
export const SERVICE_ADVANTAGE_MANUFACTURER = "toyota";

/**
 * The model's Toyota Service Advantage plan, or null for a model of another make (the program is
 * Toyota's) or one that is not on sale yet (its plan is not published before launch).
 */
export function serviceAdvantagePlan(model: {
  manufacturerSlug: string;
  slug: string;
  name: string;
  status: string;
  servicePlan?: ServicePlan | null;
}): ServicePlan | null {
  if (model.manufacturerSlug !== SERVICE_ADVANTAGE_MANUFACTURER) return null;
  if (model.status === "coming_soon") return null;
  if (model.servicePlan) return model.servicePlan;
  const keys = [
    model.slug,
    model.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
  ];
  const rule = SERVICE_ADVANTAGE_RULES.find((r) => keys.some((k) => r.match.test(k)));
  return rule ? rule.plan : DEFAULT_SERVICE_PLAN;
}

/** The plan's total for every scheduled service: what the shopper pays over the plan at most. */
export function planTotal(plan: ServicePlan): number {
  return plan.pricePerService * plan.services;
}

/** "every 12 months or 15,000 km, whichever comes first" */
export function planIntervalText(plan: ServicePlan): string {
  return `every ${plan.intervalMonths} months or ${plan.intervalKm.toLocaleString("en-AU")} km, whichever comes first`;
}

/** "5 years or 75,000 km, whichever comes first" */
export function planRangeText(plan: ServicePlan): string {
  return `${plan.years} years or ${plan.rangeKm.toLocaleString("en-AU")} km, whichever comes first`;
}
