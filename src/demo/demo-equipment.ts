import type { Rng } from "./prng";
import { EQUIPMENT, type EquipmentRow } from "./vehicle-catalogue";

/** A demo car's equipment list and the features it is filtered by, drawn from pools by badge tier. */

function bestFirst(rows: readonly EquipmentRow[]): readonly EquipmentRow[] {
  return [...rows].sort((a, b) => b[2] - a[2]);
}

export const CARAVAN_EQUIPMENT: readonly EquipmentRow[] = bestFirst([
  ["Queen Bed", null, 0],
  ["Roll-out Awning", "Awning", 0],
  ["Gas/Electric Hot Water System", null, 0],
  ["Microwave", null, 0],
  ["Reverse Cycle Air Conditioning", "Air Conditioning", 0],
  ["Ensuite with Separate Shower", "Ensuite", 1],
  ["Solar Panels", "Solar", 1],
  ["Lithium Battery", null, 1],
  ["Diesel Heater", null, 2],
  ["Front Load Washing Machine", null, 2],
  ["Off-road Independent Suspension", "Off-road", 2],
  ["Outdoor Kitchen", null, 2],
  ["Reversing Camera", "Reversing Camera", 1],
  ["Twin 95L Water Tanks", null, 0],
]);

export const MOTORCYCLE_EQUIPMENT: readonly EquipmentRow[] = bestFirst([
  ["ABS (Antilock Brakes)", null, 0],
  ["LED Headlight", "LED Headlights", 0],
  ["TFT Display", null, 1],
  ["Traction Control", null, 1],
  ["Riding Modes", null, 1],
  ["Cruise Control", "Cruise Control", 2],
  ["Quickshifter", null, 2],
  ["Heated Grips", null, 2],
]);

export const EQUIPMENT_BEST_FIRST = bestFirst(EQUIPMENT);
const PHONE_MIRRORING = new Set(["Apple CarPlay", "Android Auto"]);

/**
 * Equipment for a car: rows above the badge's tier are skipped and the rest kept at random up to a per-car
 * target, so a base model lists fewer and plainer items than a top badge. Pools are listed best first because
 * the detail page shows only the first few features.
 */
export function pickEquipment(
  rng: Rng,
  pools: readonly (readonly EquipmentRow[])[],
  tier: 0 | 1 | 2,
  oldCar: boolean,
): { standardEquipment: string[]; filtered_features: string[] } {
  const target = rng.int(5, 25);
  const lines: string[] = [];
  const features: string[] = [];
  const take = ([line, feature]: EquipmentRow) => {
    lines.push(line);
    if (feature && !features.includes(feature)) features.push(feature);
  };
  for (const pool of pools) {
    for (const row of pool) {
      if (lines.length >= target) break;
      // Phone mirroring arrived around 2016; older cars without it read more true to life.
      if (row[2] > tier || (oldCar && PHONE_MIRRORING.has(row[0]))) continue;
      if (rng.chance(0.75)) take(row);
    }
  }
  // The contract asks for at least five lines; top up from what was skipped.
  for (const pool of pools) {
    for (const row of pool) {
      if (lines.length >= 5) break;
      if (!lines.includes(row[0]) && !(oldCar && PHONE_MIRRORING.has(row[0]))) take(row);
    }
  }
  return { standardEquipment: lines, filtered_features: features };
}
