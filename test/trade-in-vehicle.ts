import type { TradeInVehicle } from "@/lib/trade-in/trade-in-types";

/** A shopper's car as the wizard hands it to a valuation provider, typed in by hand unless overridden. */
export function testTradeInVehicle(overrides: Partial<TradeInVehicle> = {}): TradeInVehicle {
  return {
    make: "Mazda",
    model: "CX-5",
    year: 2022,
    badge: "Maxx Sport",
    kms: 48_000,
    rego: null,
    regoState: null,
    vin: null,
    body: null,
    fuel: null,
    transmission: null,
    colour: null,
    source: "manual",
    ...overrides,
  };
}
