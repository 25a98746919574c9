import type { Bundle } from "@/lib/import/bundle-schema";
import type { DemoBody } from "./car-drawings";
import { demoImageUrl } from "./car-image-svg";

/**
 * The demo's content for Toyota's models (decision 0031): the model range the Toyota site lists, each
 * model page's introduction, and a set of genuine accessories per current model. Example copy and prices
 * for the demo, not Toyota's.
 */

export const TOYOTA_MODEL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  yaris: "A light hatch that is easy to park and easier to run, with hybrid economy and a full safety suite.",
  corolla:
    "Australia's favourite small car, as a hatch or sedan, with a self-charging hybrid across the range.",
  camry: "A roomy hybrid sedan for the family and the fleet: quiet, frugal and built to last.",
  "yaris-cross": "A compact SUV with a high seat, a big boot for its size and hybrid or AWD options.",
  "corolla-cross": "The Corolla's comfort and economy in a small SUV with room for five and their gear.",
  "c-hr": "A coupe-styled small SUV with a hybrid drivetrain and a bold look.",
  rav4: "The mid-size SUV that does it all, with hybrid AWD, a generous boot and towing to 1,500 kg.",
  kluger: "Seven seats, hybrid AWD and space for the whole family's weekend.",
  fortuner: "A seven-seat diesel 4x4 on a ladder frame, ready for the beach and the bush.",
  "landcruiser-prado": "The touring 4x4 Australians trust to go anywhere, now with a hybrid-assisted diesel.",
  "landcruiser-300":
    "The flagship twin-turbo diesel LandCruiser: towing to 3,500 kg and comfort for the long haul.",
  bz4x: "A fully electric mid-size SUV with AWD, fast DC charging and the lowest servicing cost in the range.",
  "landcruiser-fj": "A compact, go-anywhere LandCruiser on its way. Register your interest to hear first.",
  "c-hr-plus": "An electric take on the C-HR, arriving soon.",
  hilux: "Australia's best-selling ute, as a workmate or a weekender, in 4x2 and 4x4.",
  "landcruiser-70":
    "The legendary workhorse for mines, farms and the outback, as a cab chassis, wagon or troop carrier.",
  hiace: "The van that keeps business moving: long and super-long wheelbase, diesel or petrol.",
  gr86: "A rear-drive sports coupe built for the joy of driving.",
  "gr-yaris": "A rally-bred, turbocharged AWD hot hatch.",
  granvia: "A premium eight-seat people mover with space for every passenger and their luggage.",
  tarago: "The original people mover, now succeeded by the Granvia.",
};

type AccessoryInput = NonNullable<Bundle["accessories"]>[number];
type DemoAccessory = readonly [
  slug: string,
  name: string,
  category: string,
  price: number | null,
  fitted: boolean,
  description: string,
];

const EVERY_MODEL: readonly DemoAccessory[] = [
  [
    "floor-mats",
    "All-weather floor mats",
    "Interior",
    189,
    false,
    "Deep-tray rubber mats cut for the model, with the driver's mat clipped in place.",
  ],
  [
    "cargo-liner",
    "Cargo liner",
    "Interior",
    149,
    false,
    "A lipped, washable liner that keeps the boot clean.",
  ],
  [
    "weathershields",
    "Weathershields",
    "Exterior",
    259,
    true,
    "Let fresh air in with the windows open a crack, rain or shine.",
  ],
  [
    "paint-protection",
    "Paint protection film",
    "Protection",
    null,
    true,
    "Clear film over the bonnet, bumper and mirrors against stone chips, applied by our team.",
  ],
];
const TOWING: readonly DemoAccessory[] = [
  [
    "tow-bar",
    "Tow bar kit",
    "Towing",
    1290,
    true,
    "A rated tow bar with wiring harness, fitted and checked.",
  ],
  [
    "roof-racks",
    "Roof racks",
    "Exterior",
    599,
    false,
    "Lockable aluminium cross bars for bikes, boards and boxes.",
  ],
];
const WORK: readonly DemoAccessory[] = [
  [
    "tub-liner",
    "Tub liner",
    "Fit for business",
    399,
    false,
    "A tough liner for the tray that shrugs off tools and loads.",
  ],
  [
    "hard-tonneau",
    "Hard tonneau cover",
    "Fit for business",
    2450,
    true,
    "A lockable, weatherproof cover for the tub.",
  ],
  [
    "bull-bar",
    "Steel bull bar",
    "Protection",
    null,
    true,
    "Airbag-compatible frontal protection with winch and light mounts.",
  ],
];
const VAN: readonly DemoAccessory[] = [
  [
    "cargo-barrier",
    "Cargo barrier",
    "Fit for business",
    890,
    true,
    "Separates the cabin from the load, to the Australian standard.",
  ],
  ["rear-step", "Rear step", "Exterior", 349, true, "A non-slip step for easier loading at the back doors."],
];

/**
 * Demo accessories for each current model of the range: every model's basics, towing for SUVs and
 * utes, work gear for utes and vans. Deterministic, with made-up part numbers.
 */
export function toyotaAccessories(
  models: readonly (readonly [name: string, slug: string, category: string, body: string, status: string])[],
): AccessoryInput[] {
  const out: AccessoryInput[] = [];
  models.forEach(([, slug, , body, status], m) => {
    if (status !== "current") return;
    const sets = [
      EVERY_MODEL,
      body === "suv" || body === "ute" ? TOWING : [],
      body === "ute" ? WORK : [],
      body === "van" ? VAN : [],
    ].flat();
    sets.forEach(([key, name, category, price, fitted, description], i) => {
      out.push({
        manufacturer_slug: "toyota",
        model_slug: slug,
        slug: key,
        name,
        category,
        description,
        part_number: `PZ${400 + m}-${1000 + i * 37}-00`,
        price,
        price_includes_fitting: fitted,
        image_url: null,
        position: i,
      });
    });
  });
  return out;
}

// --- The model range ------------------------------------------------------------------------------------------

type ModelInput = NonNullable<Bundle["models"]>[number];

export const TOYOTA_MODELS: readonly (readonly [
  name: string,
  slug: string,
  category: string,
  body: DemoBody,
  status: "current" | "coming_soon" | "discontinued",
])[] = [
  ["Yaris", "yaris", "Hatch & sedans", "hatch", "current"],
  ["Corolla", "corolla", "Hatch & sedans", "hatch", "current"],
  ["Camry", "camry", "Hatch & sedans", "sedan", "current"],
  ["Yaris Cross", "yaris-cross", "SUVs & 4WDs", "suv", "current"],
  ["Corolla Cross", "corolla-cross", "SUVs & 4WDs", "suv", "current"],
  ["C-HR", "c-hr", "SUVs & 4WDs", "suv", "current"],
  ["RAV4", "rav4", "SUVs & 4WDs", "suv", "current"],
  ["Kluger", "kluger", "SUVs & 4WDs", "suv", "current"],
  ["Fortuner", "fortuner", "SUVs & 4WDs", "suv", "current"],
  ["LandCruiser Prado", "landcruiser-prado", "SUVs & 4WDs", "suv", "current"],
  ["LandCruiser 300", "landcruiser-300", "SUVs & 4WDs", "suv", "current"],
  ["bZ4X", "bz4x", "Electrified", "suv", "current"],
  ["LandCruiser FJ", "landcruiser-fj", "SUVs & 4WDs", "suv", "coming_soon"],
  ["C-HR+", "c-hr-plus", "SUVs & 4WDs", "suv", "coming_soon"],
  ["HiLux", "hilux", "Utes & Vans", "ute", "current"],
  ["LandCruiser 70", "landcruiser-70", "Utes & Vans", "ute", "current"],
  ["HiAce", "hiace", "Utes & Vans", "van", "current"],
  ["GR86", "gr86", "GR & performance", "coupe", "current"],
  ["GR Yaris", "gr-yaris", "GR & performance", "hatch", "current"],
  ["Granvia", "granvia", "Utes & Vans", "people-mover", "current"],
  ["Tarago", "tarago", "Utes & Vans", "people-mover", "discontinued"],
];

/** The Toyota site's model range, each with its picture and introduction. */
export function toyotaModels(): ModelInput[] {
  return TOYOTA_MODELS.map(([name, slug, category, body, status]) => ({
    manufacturer_slug: "toyota",
    name,
    slug,
    image_url: demoImageUrl(body, "Glacier White", 0),
    manufacturer_body: category,
    override_url: null,
    status,
    description: TOYOTA_MODEL_DESCRIPTIONS[slug] ?? null,
  }));
}
