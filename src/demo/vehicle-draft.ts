import type { DemoBody } from "./car-drawings";
import type { CommentAudience } from "./demo-text";
import type { Rng } from "./prng";

// What a demo car is before it is listed: the half of it its kind decides (motor-car-draft.ts,
// specialty-drafts.ts), and the model year used stock is drawn with.

/** The kind-specific half of a car; `generateSiteCars` adds dealership, status, price extras and dates. */
export interface VehicleDraft {
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  colour: string;
  interiorColour: string | null;
  price: number;
  km: number | null;
  runout: boolean;
  seats: number | null;
  doors: number | null;
  drive: string | null;
  engineSize: string | null;
  simpleBody: string | null;
  simpleFuel: string | null;
  simpleTransmission: string | null;
  trans: string | null;
  gearnum: number | null;
  fuel: string | null;
  body: string;
  bodyconfiguration: string | null;
  manufacturerBody: string | null;
  itemType: "caravan" | "motorcycle" | null;
  imageBody: DemoBody;
  variant: Record<string, string | number | null> | null;
  specifications: Record<string, string | number | null> | null;
  equipment: { standardEquipment: string[]; filtered_features: string[] };
  /** "make model", the cache key for the car slug's middle part. */
  modelKey: string;
  /** Appended to the car's name for carsales_title. */
  titleSuffix: string;
  /** null: comments follow the car type. */
  audience: CommentAudience | null;
  kw: number;
}

/** Model year for used stock: skewed young, as most trade-ins are. */
export function usedYear(rng: Rng, from: number, to: number | undefined, year: number): number {
  const lo = Math.max(from, year - 15);
  const hi = Math.min(to ?? year, year);
  if (lo >= hi) return hi;
  return Math.max(lo, hi - Math.floor((hi - lo + 1) * rng.next() ** 1.7));
}
