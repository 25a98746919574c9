import type { CarType } from "@/lib/stock/stock-values";
import type { DemoBody } from "./car-drawings";
import { EQUIPMENT_BEST_FIRST, pickEquipment } from "./demo-equipment";
import { dealerPrice } from "./demo-prices";
import type { DemoDealership } from "./demo-sites";
import { type Rng, weightedPicker } from "./prng";
import {
  BODY_EQUIPMENT,
  CATALOGUE,
  type CatalogueModel,
  COLOURS_BY_MAKE,
  type EquipmentRow,
  GENERIC_COLOURS,
  INTERIOR_COLOURS,
  type PowertrainRow,
  type SimpleBody,
} from "./vehicle-catalogue";
import { usedYear, type VehicleDraft } from "./vehicle-draft";

/**
 * The motor cars of a demo site's stock: a catalogue model drawn by popularity (the dealership's own
 * make for its new and demo stock and some of its used), its badge and powertrain, year, kilometres,
 * price, colours, equipment and the variant block.
 */

/** Which drawn body a catalogue body type uses for its demo photos. */
export const DEMO_BODY: Readonly<Record<SimpleBody, DemoBody>> = {
  Hatch: "hatch",
  Sedan: "sedan",
  SUV: "suv",
  Ute: "ute",
  "Cab Chassis": "ute",
  Van: "van",
  Wagon: "wagon",
  Coupe: "coupe",
  Convertible: "convertible",
  "People Mover": "people-mover",
};

/** Typical dimensions (mm) and GVM (kg) per body, for the variant block. */
const BODY_DIMENSIONS: Readonly<Record<SimpleBody, readonly [number, number, number, number]>> = {
  Hatch: [4370, 1790, 1450, 1800],
  Sedan: [4850, 1840, 1450, 2050],
  SUV: [4650, 1860, 1700, 2400],
  Ute: [5320, 1900, 1815, 3100],
  "Cab Chassis": [5230, 1870, 1950, 3500],
  Van: [5260, 1950, 1990, 3300],
  Wagon: [4870, 1875, 1670, 2300],
  Coupe: [4750, 1915, 1400, 2100],
  Convertible: [3915, 1735, 1235, 1450],
  "People Mover": [5155, 1995, 1775, 2900],
};

const FUEL_TEXT: Readonly<Record<PowertrainRow[0], string>> = {
  Petrol: "Unleaded Petrol",
  Diesel: "Diesel",
  Hybrid: "Hybrid (Petrol)",
  PHEV: "Plug-in Hybrid (Petrol)",
  Electric: "Electric",
};

function transmissionText(trans: "Automatic" | "Manual", gears: number, fuel: PowertrainRow[0]): string {
  if (fuel === "Electric") return "1 Speed Reduction Gear";
  if (gears === 0) return "Continuous Variable";
  return `${gears} Speed ${trans === "Manual" ? "Manual" : "Automatic"}`;
}

const MANUFACTURER_BODY: Readonly<Record<SimpleBody, string>> = {
  Hatch: "Hatch & sedans",
  Sedan: "Hatch & sedans",
  Wagon: "Hatch & sedans",
  SUV: "SUVs & 4WDs",
  Ute: "Utes & Vans",
  "Cab Chassis": "Utes & Vans",
  Van: "Utes & Vans",
  Coupe: "Performance",
  Convertible: "Performance",
  "People Mover": "People movers",
};

export interface Pickers {
  newByMake: Map<string, (rng: Rng) => CatalogueModel>;
  usedByMake: Map<string, (rng: Rng) => CatalogueModel>;
}

function modelPicker(models: readonly CatalogueModel[]): ((rng: Rng) => CatalogueModel) | undefined {
  return models.length > 0 ? weightedPicker(models, (m) => m.popularity) : undefined;
}

/** Pickers are built once per site (not per car) so each draw is a binary search. */
export function buildPickers(year: number, dealerships: readonly DemoDealership[]): Pickers {
  const current = CATALOGUE.filter((m) => m.from <= year && m.to === undefined);
  const usable = CATALOGUE.filter((m) => m.from <= year);
  const newByMake = new Map<string, (rng: Rng) => CatalogueModel>();
  const usedByMake = new Map<string, (rng: Rng) => CatalogueModel>();
  const anyNew = modelPicker(current);
  const anyUsed = modelPicker(usable);
  if (anyNew) newByMake.set("", anyNew);
  if (anyUsed) usedByMake.set("", anyUsed);
  for (const d of dealerships) {
    if (!d.make || newByMake.has(d.make)) continue;
    const make = d.make;
    const n = modelPicker(current.filter((m) => m.make === make));
    const u = modelPicker(usable.filter((m) => m.make === make));
    if (n) newByMake.set(make, n);
    if (u) usedByMake.set(make, u);
  }
  return { newByMake, usedByMake };
}

function usedKm(rng: Rng, age: number): number {
  const years = age + rng.float(0.2, 1);
  return Math.max(1500, Math.round(years * rng.float(12_000, 18_000) * rng.float(0.7, 1.25)));
}

export function motorCar(
  rng: Rng,
  carType: CarType,
  dealer: DemoDealership,
  pickers: Pickers,
  year: number,
): VehicleDraft {
  const ownMake =
    dealer.make !== null && (carType !== "used" || rng.chance(dealer.ownMakeUsedShare)) ? dealer.make : "";
  const pool = carType === "used" ? pickers.usedByMake : pickers.newByMake;
  const pick = pool.get(ownMake) ?? pool.get("");
  if (!pick) throw new Error("the vehicle catalogue has no model for this year");
  const model = pick(rng);

  let carYear = year;
  let runout = false;
  if (carType === "used") carYear = usedYear(rng, model.from, model.to, year);
  else if (model.from <= year - 1 && rng.chance(carType === "demo" ? 0.35 : 0.08)) {
    carYear = year - 1;
    runout = carType === "new";
  }

  const [badgeName, badgeFactor] = rng.pick(model.badges);
  const pt: PowertrainRow = rng.chance(0.6)
    ? (model.powertrains[0] as PowertrainRow)
    : rng.pick(model.powertrains);
  const [fuel, litres, cylinders, induction, trans, gears, drive, kw, nm, consumption] = pt;
  const basePt = model.powertrains[0] as PowertrainRow;
  const ptFactor = Math.min(1.3, Math.max(0.85, 1 + (kw - basePt[7]) / 600));
  const rrp = model.rrp * badgeFactor * ptFactor;
  const age = year - carYear;

  let km: number;
  let price: number;
  if (carType === "new") {
    km = rng.int(0, 50);
    price = dealerPrice(rrp * rng.float(0.97, 1.03) * (runout ? 0.93 : 1));
  } else if (carType === "demo") {
    km = rng.int(1_000, 12_000);
    price = dealerPrice(rrp * rng.float(0.86, 0.93));
  } else {
    km = usedKm(rng, age);
    const expected = age * 15_000 + 5_000;
    const kmFactor = Math.min(1.1, Math.max(0.8, 1 - (km - expected) / 300_000));
    price = dealerPrice(rrp * 0.85 * 0.9 ** age * kmFactor * rng.float(0.95, 1.05), 4_990);
  }

  const tier: 0 | 1 | 2 = badgeFactor >= 1.1 ? 2 : badgeFactor >= 0.95 ? 1 : 0;
  const colours = COLOURS_BY_MAKE[model.make] ?? GENERIC_COLOURS;
  const colour = rng.pick(colours);
  const interiorColour = rng.pick(tier === 2 ? INTERIOR_COLOURS.leather : INTERIOR_COLOURS.cloth);
  const pools: (readonly EquipmentRow[])[] = [EQUIPMENT_BEST_FIRST];
  const bodyExtras = BODY_EQUIPMENT[model.body];
  if (bodyExtras) pools.unshift(bodyExtras);
  if (drive === "4X4") pools.unshift(BODY_EQUIPMENT["4X4"] ?? []);
  if (fuel === "Electric") pools.unshift(BODY_EQUIPMENT.Electric ?? []);
  if (model.seats >= 7) pools.unshift(BODY_EQUIPMENT["7 Seats"] ?? []);
  const equipment = pickEquipment(rng, pools, tier, carYear < 2016);
  const [length, width, height, gvm] = BODY_DIMENSIONS[model.body];
  const electric = fuel === "Electric";
  const transText = transmissionText(trans, gears, fuel);
  const badge = badgeName === "" ? null : badgeName;
  const cc = Math.round(litres * 1000);

  return {
    make: model.make,
    model: model.model,
    badge,
    series: model.series,
    year: carYear,
    colour,
    interiorColour,
    price,
    km,
    runout,
    seats: model.seats,
    doors: model.doors,
    drive,
    engineSize: electric ? null : `${litres.toFixed(1)}L`,
    simpleBody: model.body,
    simpleFuel: fuel,
    simpleTransmission: trans,
    trans: transText,
    gearnum: gears === 0 ? null : gears,
    fuel: FUEL_TEXT[fuel],
    body: model.body,
    bodyconfiguration: model.bodyconfiguration,
    manufacturerBody: MANUFACTURER_BODY[model.body],
    itemType: null,
    imageBody: DEMO_BODY[model.body],
    variant: {
      cylinders: electric ? null : cylinders,
      enginesize: electric ? null : cc,
      enginesize_litres: electric ? null : litres,
      induction,
      geartype: electric ? "Reduction Gear" : gears === 0 ? "CVT" : trans,
      power: kw,
      torque: nm,
      fuelconsumptioncombined: electric ? null : consumption,
      energyconsumption: electric ? consumption : null,
      fuelcapacity: model.fuelTank,
      grossvehiclemass: gvm,
      vehiclelength: length,
      vehiclewidth: width,
      vehicleheight: height,
      towingcapacitybraked: model.towing,
      bodyconfiguration: model.bodyconfiguration,
      ancaprating: carYear >= year - 6 ? 5 : null,
    },
    specifications: null,
    equipment,
    modelKey: `${model.make} ${model.model}`,
    titleSuffix: `${trans === "Manual" ? "Manual" : "Auto"}${drive === "4X4" ? " 4x4" : ""} ${model.bodyconfiguration}`,
    audience: null,
    kw,
  };
}
