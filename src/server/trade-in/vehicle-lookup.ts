import "server-only";
import type { RegoState } from "@/lib/leads/fields";

/**
 * The edge between the trade-in wizard and whoever knows which car a rego belongs to (spec 01 §7
 * "Rego lookup sends rego and regoState"; ARCHITECTURE "Adapters at the edge"). The wizard sees only
 * these shapes; a provider's own are reshaped in its adapter. A lookup never throws: a failure or a
 * timeout is `unavailable`, and the shopper types the car in by hand.
 */
export type RegoQuery = { rego: string; state: RegoState };

export type LookedUpVehicle = {
  make: string;
  model: string;
  year: number;
  badge: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  vin: string | null;
  colour: string | null;
};

export type LookupResult =
  | { kind: "found"; vehicle: LookedUpVehicle }
  /** No car under this plate in this state. */
  | { kind: "not-found" }
  /** The provider knows the plate, but in another state (only where it can tell). */
  | { kind: "state-mismatch"; registeredIn: RegoState | null }
  /** The provider failed, timed out or is not configured: the shopper types the car in. */
  | { kind: "unavailable"; reason: string };

export interface VehicleLookupProvider {
  /** 'local' or the adapter's name; stored with the valuation. */
  readonly name: string;
  lookup(query: RegoQuery, options: { signal: AbortSignal }): Promise<LookupResult>;
}
