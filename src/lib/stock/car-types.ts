/** The structured parts of a car record (spec 01 §3 "Car"), shared by the database schema and the pages. */

export type CarImage = { url: string; thumb_url?: string };
export type CarVariant = Partial<
  Record<
    | "cylinders"
    | "enginesize"
    | "enginesize_litres"
    | "induction"
    | "geartype"
    | "fuelconsumptioncombined"
    | "fuelcapacity"
    | "grossvehiclemass"
    | "vehiclelength"
    | "vehicleheight"
    | "vehiclewidth"
    | "towingcapacitybraked"
    | "bodyconfiguration"
    | "torque"
    | "ancaprating",
    string | number | null
  >
>;
export type CaravanSpecifications = Partial<
  Record<
    "body_width" | "body_length" | "tare_weight" | "axle_type" | "sleeps" | "aggregate_trailer_mass",
    string | number | null
  >
>;
export type AutograbData = { state_average_market_price?: number; average_market_price?: number };
export type YouxQuote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number };
