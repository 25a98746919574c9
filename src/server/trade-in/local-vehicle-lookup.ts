import "server-only";
import { LOCAL_PLATES, type LocalPlate, plateKey } from "./local-plates";
import type { LookupResult, VehicleLookupProvider } from "./vehicle-lookup";

export type LocalLookupSettings = {
  /** The table to answer from; the demo's and the tests' plates unless a test brings its own. */
  plates?: readonly LocalPlate[];
  /** Today, for the model years the table keeps as ages. */
  now?: () => Date;
};

/**
 * The default rego lookup (issue 20 §3): the plates of `local-plates.ts`, nothing over the network.
 * A plate it knows, asked with the state it is registered in, is found; asked with another state it
 * is a state mismatch naming the right one (a registry knows which state issued a plate); any other
 * plate is not found, and the shopper types the car in by hand.
 */
export function localVehicleLookup(settings: LocalLookupSettings = {}): VehicleLookupProvider {
  const plates = new Map((settings.plates ?? LOCAL_PLATES).map((entry) => [plateKey(entry.rego), entry]));
  const now = settings.now ?? (() => new Date());

  return {
    name: "local",
    async lookup(query, { signal }): Promise<LookupResult> {
      if (signal.aborted) return { kind: "unavailable", reason: "the lookup was cancelled" };
      const entry = plates.get(plateKey(query.rego));
      if (!entry) return { kind: "not-found" };
      if (entry.state !== query.state) return { kind: "state-mismatch", registeredIn: entry.state };
      return { kind: "found", vehicle: { ...entry.vehicle, year: now().getFullYear() - entry.age } };
    },
  };
}
