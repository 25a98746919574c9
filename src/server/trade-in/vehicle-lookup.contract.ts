import "server-only";
import { beforeAll, describe, expect, it } from "vitest";
import type { RegoState } from "@/lib/leads/fields";
import type { RegoQuery, VehicleLookupProvider } from "./vehicle-lookup";

/**
 * The contract every VehicleLookupProvider keeps (issue 20 "Done when": "the lookup and valuation
 * interfaces have contract tests that the local defaults and the real adapters' request builders both
 * pass"). Run it beside each provider's own tests with that provider and a plate it knows; an adapter
 * runs it against a fake of its provider on loopback.
 */
export type LookupContractSetup = {
  provider: () => VehicleLookupProvider;
  /** A plate the provider knows, with the car it belongs to. */
  known: { query: RegoQuery; make: string; model: string; year: number };
  /** A plate it does not know. */
  unknown: RegoQuery;
  /** A state the known plate is not registered in. */
  otherState: RegoState;
  /** The same provider with its source broken (an adapter: its server answering 500). */
  failing?: () => VehicleLookupProvider;
};

const live = () => new AbortController().signal;

export function describeVehicleLookupContract(
  name: string,
  setup: () => LookupContractSetup | Promise<LookupContractSetup>,
): void {
  describe(`VehicleLookupProvider contract: ${name}`, () => {
    let s: LookupContractSetup;
    beforeAll(async () => {
      s = await setup();
    });

    it("names itself, for the valuation the dealer receives", () => {
      expect(s.provider().name).toMatch(/^[a-z][a-z0-9-]*$/);
    });

    it("spec 01 §7 rego lookup: a known plate in its state is found, with its make, model and year", async () => {
      const result = await s.provider().lookup(s.known.query, { signal: live() });
      expect(result).toMatchObject({
        kind: "found",
        vehicle: { make: s.known.make, model: s.known.model, year: s.known.year },
      });
    });

    it("issue 20 bad input: a plate nobody knows is not found", async () => {
      expect(await s.provider().lookup(s.unknown, { signal: live() })).toEqual({ kind: "not-found" });
    });

    it("sends the state: the known plate asked in another state is not that car", async () => {
      const result = await s
        .provider()
        .lookup({ rego: s.known.query.rego, state: s.otherState }, { signal: live() });
      expect(["not-found", "state-mismatch"]).toContain(result.kind);
    });

    it("an aborted lookup answers unavailable and does not throw", async () => {
      const controller = new AbortController();
      controller.abort();
      const result = await s.provider().lookup(s.known.query, { signal: controller.signal });
      expect(result.kind).toBe("unavailable");
    });

    it("issue 20 bad input: a failing source is unavailable (the manual path), never a throw", async (context) => {
      if (!s.failing) return context.skip("this provider has no source that can fail");
      const result = await s.failing().lookup(s.known.query, { signal: live() });
      expect(result).toMatchObject({ kind: "unavailable", reason: expect.any(String) });
    });
  });
}
