import type { CarType } from "@/lib/stock/stock-values";
import { CARAVAN_EQUIPMENT, MOTORCYCLE_EQUIPMENT, pickEquipment } from "./demo-equipment";
import { dealerPrice } from "./demo-prices";
import type { Rng } from "./prng";
import { CARAVAN_COLOURS, CARAVANS, MOTORCYCLES } from "./vehicle-catalogue";
import { usedYear, type VehicleDraft } from "./vehicle-draft";

/** The caravans and motorcycles some demo yards sell: drawn from their own short catalogues. */

export function caravanCar(rng: Rng, carType: CarType, year: number): VehicleDraft {
  const model = rng.pick(CARAVANS);
  const carYear = carType === "new" ? year : usedYear(rng, model.from, undefined, year);
  const lengthFt = rng.int(model.lengthFt[0] * 2, model.lengthFt[1] * 2) / 2;
  const tare = Math.round((lengthFt * 120 + rng.int(-150, 250)) / 10) * 10;
  const age = year - carYear;
  const base = model.rrp * (0.8 + (lengthFt - model.lengthFt[0]) * 0.04);
  const price = carType === "new" ? dealerPrice(base) : dealerPrice(base * 0.9 * 0.93 ** age, 9_990);
  const layout = rng.pick(["Ensuite", "Club Lounge", "Bunk", "Tourer", "Off-road"]);
  const feet = Math.floor(lengthFt);
  const lengthLabel = lengthFt % 1 === 0 ? `${feet}ft` : `${feet}ft 6in`;
  return {
    make: model.make,
    model: model.model,
    badge: `${lengthLabel} ${layout}`,
    series: null,
    year: carYear,
    colour: rng.pick(CARAVAN_COLOURS),
    interiorColour: null,
    price,
    km: null,
    runout: false,
    seats: null,
    doors: 1,
    drive: null,
    engineSize: null,
    simpleBody: "Caravan",
    simpleFuel: null,
    simpleTransmission: null,
    trans: null,
    gearnum: null,
    fuel: null,
    body: "Caravan",
    bodyconfiguration: "Caravan",
    manufacturerBody: "Caravans",
    itemType: "caravan",
    imageBody: "caravan",
    variant: null,
    specifications: {
      body_length: lengthFt,
      body_width: rng.pick([7.5, 7.8, 8]),
      tare_weight: tare,
      axle_type: lengthFt >= 19 ? "Tandem" : "Single",
      sleeps: rng.int(model.sleeps[0], model.sleeps[1]),
      aggregate_trailer_mass: tare + rng.int(40, 80) * 10,
    },
    equipment: pickEquipment(rng, [CARAVAN_EQUIPMENT], layout === "Off-road" ? 2 : 1, false),
    modelKey: `${model.make} ${model.model}`,
    titleSuffix: "Caravan",
    audience: "caravan",
    kw: 0,
  };
}

export function motorcycleCar(rng: Rng, year: number): VehicleDraft {
  const model = rng.pick(MOTORCYCLES);
  const carYear = usedYear(rng, model.from, undefined, year);
  const age = year - carYear;
  const km = Math.max(500, Math.round((age + rng.float(0.2, 1)) * rng.float(3_000, 8_000)));
  return {
    make: model.make,
    model: model.model,
    badge: null,
    series: null,
    year: carYear,
    colour: rng.pick(["Black", "Red", "Blue", "White", "Grey", "Orange"]),
    interiorColour: null,
    price: dealerPrice(model.rrp * 0.85 * 0.9 ** age, 3_990),
    km,
    runout: false,
    seats: 2,
    doors: 0,
    drive: null,
    engineSize: `${Math.round(model.litres * 1000)}cc`,
    simpleBody: "Motorcycle",
    simpleFuel: "Petrol",
    simpleTransmission: "Manual",
    trans: "6 Speed Manual",
    gearnum: 6,
    fuel: "Unleaded Petrol",
    body: "Motorcycle",
    bodyconfiguration: "Motorcycle",
    manufacturerBody: "Motorcycles",
    itemType: "motorcycle",
    imageBody: "motorcycle",
    variant: { cylinders: model.cylinders, enginesize: Math.round(model.litres * 1000) },
    specifications: null,
    equipment: pickEquipment(rng, [MOTORCYCLE_EQUIPMENT], 2, false),
    modelKey: `${model.make} ${model.model}`,
    titleSuffix: "Motorcycle",
    audience: "motorcycle",
    kw: 0,
  };
}
