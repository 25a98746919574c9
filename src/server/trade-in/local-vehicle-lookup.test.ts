import { describe, expect, it } from "vitest";
import { LOCAL_PLATES } from "./local-plates";
import { localVehicleLookup } from "./local-vehicle-lookup";
import { describeVehicleLookupContract } from "./vehicle-lookup.contract";

const IN_2026 = () => new Date("2026-11-24T12:00:00+10:00");
const live = () => new AbortController().signal;
const local = () => localVehicleLookup({ now: IN_2026 });

describeVehicleLookupContract("local plates table", () => ({
  provider: local,
  known: { query: { rego: "TEST123", state: "QLD" }, make: "Mazda", model: "CX-5", year: 2022 },
  unknown: { rego: "XYZ987", state: "QLD" },
  otherState: "VIC",
}));

describe("the local rego lookup (issue 20 §3: the demo's and the tests' plates from a table)", () => {
  it("knows the plates the demo and the lead's tests use, in 2026 with the years they were chosen for", async () => {
    const found = async (rego: string, state: "NSW" | "VIC" | "QLD") => {
      const result = await local().lookup({ rego, state }, { signal: live() });
      if (result.kind !== "found") throw new Error(`${rego} ${state}: ${result.kind}`);
      const { make, model, year, badge } = result.vehicle;
      return `${year} ${make} ${model} ${badge}`;
    };
    expect(await found("DEMO1", "NSW")).toBe("2021 Toyota Corolla Ascent Sport");
    expect(await found("DEMO2", "VIC")).toBe("2023 Toyota RAV4 GX");
    expect(await found("OLD123", "QLD")).toBe("2012 Holden Commodore Omega");
    expect(await found("RARE1", "NSW")).toBe("2022 Alfa Romeo Giulia Veloce");
    expect(await found("TEST123", "QLD")).toBe("2022 Mazda CX-5 Maxx Sport");
  });

  it("spec 02 §9: the model years move with the clock, so OLD123 stays over 7 years old and DEMO1 under", async () => {
    const in2031 = localVehicleLookup({ now: () => new Date("2031-03-01T00:00:00Z") });
    const year = async (rego: string, state: "NSW" | "QLD") => {
      const result = await in2031.lookup({ rego, state }, { signal: live() });
      return result.kind === "found" ? result.vehicle.year : null;
    };
    expect(2031 - (await year("OLD123", "QLD"))!).toBeGreaterThan(7);
    expect(2031 - (await year("DEMO1", "NSW"))!).toBeLessThanOrEqual(7);
  });

  it("matches a plate whatever its case, spaces or dashes", async () => {
    for (const rego of ["demo1", " De Mo-1 ", "DEMO1"]) {
      expect((await local().lookup({ rego, state: "NSW" }, { signal: live() })).kind, rego).toBe("found");
    }
  });

  it("issue 20 bad input: a known plate asked in another state is a state mismatch naming its state", async () => {
    expect(await local().lookup({ rego: "DEMO2", state: "NSW" }, { signal: live() })).toEqual({
      kind: "state-mismatch",
      registeredIn: "VIC",
    });
  });

  it("returns a fresh vehicle each time: a caller editing one cannot change the table", async () => {
    const first = await local().lookup({ rego: "DEMO1", state: "NSW" }, { signal: live() });
    if (first.kind !== "found") throw new Error("DEMO1 not found");
    first.vehicle.model = "Camry";
    const second = await local().lookup({ rego: "DEMO1", state: "NSW" }, { signal: live() });
    expect(second).toMatchObject({ kind: "found", vehicle: { model: "Corolla" } });
  });

  it("every plate in the table is a valid rego, unique, and says what it is for", () => {
    const regos = LOCAL_PLATES.map((p) => p.rego);
    expect(new Set(regos).size).toBe(regos.length);
    for (const plate of LOCAL_PLATES) {
      expect(plate.rego).toMatch(/^[A-Z0-9]{1,7}$/);
      expect(plate.purpose.length).toBeGreaterThan(10);
      expect(plate.age).toBeGreaterThanOrEqual(0);
    }
  });
});
