import "server-only";
import type { RegoState } from "@/lib/leads/fields";
import type { LookedUpVehicle } from "./vehicle-lookup";

/**
 * The plates the local rego lookup knows (issue 20 §3: "the local default resolves the demo's and the
 * tests' plates from a table"): the demo's walk-throughs and the tests type these; any other plate is
 * not found, and the shopper types the car in.
 *
 * A car's model year is kept as its age, not a calendar year, because the demo stock is generated
 * relative to today (demo/generate-cars.ts draws used cars' years back from the current year): DEMO1
 * has to stay a five-year-old Corolla with comparables on the yard whichever year the demo runs, and
 * OLD123 has to stay past the 7-year line (spec 02 §9). In 2026 the years are the ones named below.
 */
export type LocalPlate = {
  rego: string;
  state: RegoState;
  /** Years before the current one: the model year is `now.getFullYear() - age`. */
  age: number;
  /** Why the table holds it: what a demo or a test uses it for. */
  purpose: string;
  vehicle: Omit<LookedUpVehicle, "year">;
};

const car = (
  make: string,
  model: string,
  badge: string,
  body: string,
  fuel: string,
  colour: string,
): Omit<LookedUpVehicle, "year"> => ({
  make,
  model,
  badge,
  body,
  fuel,
  transmission: "Automatic",
  // A registry lookup returns the VIN, but a VIN encodes the model year, which here moves with the
  // clock; an invented one would go stale, so the table leaves it out.
  vin: null,
  colour,
});

export const LOCAL_PLATES: readonly LocalPlate[] = [
  {
    rego: "DEMO1",
    state: "NSW",
    age: 5,
    purpose:
      "a common car with many comparables on the demo yards: the online estimate (2021 Corolla in 2026)",
    vehicle: car("Toyota", "Corolla", "Ascent Sport", "Hatch", "Hybrid", "Glacier White"),
  },
  {
    rego: "DEMO2",
    state: "VIC",
    age: 3,
    purpose: "among the most common used models on every demo site: the online estimate (2023 RAV4 in 2026)",
    vehicle: car("Toyota", "RAV4", "GX", "SUV", "Hybrid", "Eclipse Black"),
  },
  {
    rego: "OLD123",
    state: "QLD",
    age: 14,
    purpose: "over 7 years old: no online estimate, an in-person appraisal (spec 02 §9; 2012 in 2026)",
    vehicle: car("Holden", "Commodore", "Omega", "Sedan", "Petrol", "Heron White"),
  },
  {
    rego: "RARE1",
    state: "NSW",
    age: 4,
    purpose: "a make the demo yards never stock: too few comparables for an online estimate",
    vehicle: car("Alfa Romeo", "Giulia", "Veloce", "Sedan", "Petrol", "Rosso Competizione"),
  },
  {
    rego: "TEST123",
    state: "QLD",
    age: 4,
    purpose: "the tests' car (a 2022 CX-5 in 2026)",
    vehicle: car("Mazda", "CX-5", "Maxx Sport", "SUV", "Petrol", "Soul Red Crystal"),
  },
];

/** A plate as the table keys it: upper case, without the spaces and dashes people copy from a plate. */
export function plateKey(rego: string): string {
  return rego.replace(/[\s-]/g, "").toUpperCase();
}
