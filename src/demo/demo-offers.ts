import type { Bundle } from "@/lib/import/bundle-schema";
import { slugify } from "@/lib/text/slugify";
import { demoImageUrl } from "./car-image-svg";
import type { DemoSiteDefinition } from "./demo-sites";
import { fillTemplate } from "./demo-text";
import { DEMO_BODY } from "./motor-car-draft";
import type { Rng } from "./prng";
import { CATALOGUE } from "./vehicle-catalogue";

/**
 * A demo site's offers: a finance offer and a handful of others from templates, on its makes' current
 * models, the second always expired so every site shows both cases.
 */

type OfferInput = NonNullable<Bundle["offers"]>[number];

const DAY_MS = 86_400_000;

interface OfferTemplate {
  readonly name: string;
  readonly category: string;
  readonly withModel: boolean;
  readonly description: string;
  readonly disclaimer: string;
}

const FINANCE_OFFER: OfferTemplate = {
  name: "Low-rate finance on {model}",
  category: "Finance offer",
  withModel: true,
  description:
    "Drive away in a new {make} {model} with comparison rates from 6.99% p.a. for approved applicants. Our finance team can have you approved in under an hour, with flexible terms from one to seven years, optional balloon payments and fast settlement so you can collect your car sooner.",
  disclaimer:
    "Finance offer available to approved ABN and personal applicants of {dealer} only. Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Fees, charges, terms and conditions apply.",
};

const OFFER_TEMPLATES: readonly OfferTemplate[] = [
  {
    name: "Free first service on {model}",
    category: "Service offer",
    withModel: true,
    description:
      "Buy any new {make} {model} this month and your first scheduled service is on us. Every service is carried out by factory-trained technicians using genuine parts, and includes a multi-point safety inspection and a complimentary wash.",
    disclaimer:
      "Applies to the first scheduled service only, up to $400. Excludes fleet and government buyers.",
  },
  {
    name: "$1,000 accessories bonus on {model}",
    category: "New car offer",
    withModel: true,
    description:
      "Choose $1,000 worth of genuine accessories, from tow bars and weathershields to floor mats and cargo liners, when you buy a new {make} {model} from {dealer}.",
    disclaimer:
      "Bonus applies to genuine accessories fitted at the time of delivery on new vehicles ordered and delivered during the offer period. Not redeemable for cash. Cannot be combined with other offers. While stocks last.",
  },
  {
    name: "Capped price servicing from $250",
    category: "Service offer",
    withModel: false,
    description:
      "Know exactly what you'll pay: capped price servicing from $250 per visit for eligible vehicles, every 12 months or 15,000 km, whichever comes first.",
    disclaimer:
      "Prices apply to eligible vehicles under the manufacturer's capped price servicing program only.",
  },
  {
    name: "Runout deals on {model}",
    category: "New car offer",
    withModel: true,
    description:
      "Last year's plated {make} {model} stock has to go. Take advantage of runout pricing before it's gone, with every vehicle carrying the full factory warranty.",
    disclaimer:
      "Runout vehicles are limited to stock on hand. Drive away pricing applies to private buyers only.",
  },
  {
    name: "Trade-in bonus of $2,000",
    category: "Used car offer",
    withModel: false,
    description:
      "Get an extra $2,000 on top of our valuation when you trade in your current car and buy any used vehicle from our lot this month.",
    disclaimer:
      "Bonus applies to the trade-in valuation of one vehicle per purchase. Trade-in must be registered.",
  },
  {
    name: "Winter safety check for $49",
    category: "Service offer",
    withModel: false,
    description:
      "Make sure your car is ready for the colder months with a 40-point safety check covering tyres, brakes, wipers, lights, battery and coolant.",
    disclaimer: "Additional parts and labour quoted separately. Bookings essential.",
  },
  {
    name: "15% off genuine parts",
    category: "Parts offer",
    withModel: false,
    description:
      "Save 15% on genuine parts and accessories over the counter at our parts department, from wiper blades to roof racks.",
    disclaimer: "Excludes tyres, batteries and items already on special. Over-the-counter sales only.",
  },
  {
    name: "Certified pre-owned warranty",
    category: "Used car offer",
    withModel: false,
    description:
      "Every certified pre-owned vehicle comes with a 2-year unlimited kilometre warranty, roadside assistance and a 7-day change of mind guarantee.",
    disclaimer: "Applies to certified pre-owned vehicles only. Conditions apply, ask our team for details.",
  },
];

export function siteOffers(rng: Rng, site: DemoSiteDefinition, now: Date): OfferInput[] {
  const nowMs = now.getTime();
  const makes = site.dealerships.flatMap((d) => (d.make ? [d.make] : []));
  const count = rng.int(4, 8);
  // The finance offer always comes first and the second always expired, so every site shows both cases.
  const templates = [FINANCE_OFFER, ...rng.sample(OFFER_TEMPLATES, count - 1)];
  const used = new Set<string>();
  return templates.map((template, i) => {
    const make = makes.length > 0 ? rng.pick(makes) : null;
    const models = make ? CATALOGUE.filter((m) => m.make === make && m.to === undefined) : [];
    const model = template.withModel && models.length > 0 ? rng.pick(models) : null;
    const values = {
      make: make ?? "",
      model: model?.model ?? "selected models",
      dealer: site.name,
    };
    const name = fillTemplate(template.name, values);
    let slug = slugify(name);
    for (let n = 2; used.has(slug); n++) slug = `${slugify(name)}-${n}`;
    used.add(slug);
    const startsAt = nowMs - rng.int(5, 60) * DAY_MS;
    const expiresAt =
      i === 1 ? nowMs - rng.int(1, 30) * DAY_MS : rng.chance(0.25) ? null : nowMs + rng.int(10, 90) * DAY_MS;
    return {
      slug,
      name,
      description: fillTemplate(template.description, values).replace(/\s{2,}/g, " "),
      disclaimer: fillTemplate(template.disclaimer, values),
      category: template.category,
      manufacturer: make && (model || template.category !== "Used car offer") ? make : null,
      model: model ? { name: model.model, slug: slugify(model.model), override_url: null } : null,
      image_url: model ? demoImageUrl(DEMO_BODY[model.body], "White", 0) : null,
      starts_at: new Date(startsAt).toISOString(),
      expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    };
  });
}
