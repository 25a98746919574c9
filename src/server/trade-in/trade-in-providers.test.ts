import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/env";
import { BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import { FAKE_AUTOGRAB_KEY, fakeAutograbForThisFile } from "../../../test/fake-autograb";
import { testTradeInVehicle } from "../../../test/trade-in-vehicle";
import { valuationProviderFor, vehicleLookupProviderFor } from "./trade-in-providers";
import type { ValuationProvider } from "./valuation-provider";

const fakeAutograb = fakeAutograbForThisFile();

const live = () => new AbortController().signal;
const localValuation: ValuationProvider = {
  name: "local",
  value: async () => ({ kind: "in-person", reason: "too-few-comparables", message: "m", provider: "local" }),
};

describe("vehicleLookupProviderFor (VEHICLE_LOOKUP_PROVIDER)", () => {
  it("is the local plates table by default", async () => {
    const provider = vehicleLookupProviderFor(parseEnv({}));
    expect(provider.name).toBe("local");
    expect((await provider.lookup({ rego: "DEMO1", state: "NSW" }, { signal: live() })).kind).toBe("found");
  });

  it("is AutoGrab at AUTOGRAB_API_BASE with AUTOGRAB_API_KEY when chosen", async () => {
    const env = parseEnv({
      VEHICLE_LOOKUP_PROVIDER: "autograb",
      AUTOGRAB_API_KEY: FAKE_AUTOGRAB_KEY,
      AUTOGRAB_API_BASE: fakeAutograb().base,
    });
    const provider = vehicleLookupProviderFor(env);
    expect(provider.name).toBe("autograb");
    expect(await provider.lookup({ rego: "TEST123", state: "QLD" }, { signal: live() })).toMatchObject({
      kind: "found",
      vehicle: { make: "Mazda", model: "CX-5", year: 2022 },
    });
  });

  it("bounds it by TRADE_IN_PROVIDER_TIMEOUT_MS", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fakeAutograb().mode = "slow";
    fakeAutograb().slowMs = 3000;
    try {
      const env = parseEnv({
        VEHICLE_LOOKUP_PROVIDER: "autograb",
        AUTOGRAB_API_KEY: FAKE_AUTOGRAB_KEY,
        AUTOGRAB_API_BASE: fakeAutograb().base,
        TRADE_IN_PROVIDER_TIMEOUT_MS: "120",
      });
      expect(
        await vehicleLookupProviderFor(env).lookup({ rego: "TEST123", state: "QLD" }, { signal: live() }),
      ).toEqual({
        kind: "unavailable",
        reason: "no answer within 120 ms",
      });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("refuses an Env built by hand that chose AutoGrab without a key", () => {
    const env = { ...parseEnv({}), VEHICLE_LOOKUP_PROVIDER: "autograb" as const };
    expect(() => vehicleLookupProviderFor(env)).toThrow(
      "VEHICLE_LOOKUP_PROVIDER=autograb needs AUTOGRAB_API_KEY",
    );
  });
});

const request = {
  site: { id: 1, slug: "metro-motor-group" },
  vehicle: testTradeInVehicle({ kms: 40_000 }),
  answers: BEST_ANSWERS,
  now: new Date("2026-11-24T00:00:00Z"),
};

describe("valuationProviderFor (VALUATION_PROVIDER)", () => {
  it("is the local model the caller built, by default, bounded so its throw is unavailable", async () => {
    const provider = valuationProviderFor(parseEnv({}), localValuation);
    expect(provider.name).toBe("local");
    expect((await provider.value(request, { signal: live() })).kind).toBe("in-person");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const broken: ValuationProvider = {
        name: "local",
        value: async () => {
          throw new Error("database is closed");
        },
      };
      expect(await valuationProviderFor(parseEnv({}), broken).value(request, { signal: live() })).toEqual({
        kind: "unavailable",
        reason: "failed: database is closed",
      });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("is AutoGrab's guide when chosen", async () => {
    const env = parseEnv({
      VALUATION_PROVIDER: "autograb",
      AUTOGRAB_API_KEY: FAKE_AUTOGRAB_KEY,
      AUTOGRAB_API_BASE: fakeAutograb().base,
    });
    const provider = valuationProviderFor(env, localValuation);
    expect(provider.name).toBe("autograb");
    expect(await provider.value(request, { signal: live() })).toMatchObject({
      kind: "estimate",
      provider: "autograb",
    });
  });
});

describe("a site's own trade-in providers (issue 36 item 2: valuation credentials per site)", () => {
  const siteAutograb = (key: string) =>
    ({ lookup: "autograb", valuation: "autograb", autograb_api_key: key }) as const;

  it("a site with its own AutoGrab key is valued by AutoGrab with that key, on a server that chose local", async () => {
    const env = parseEnv({ AUTOGRAB_API_BASE: fakeAutograb().base });
    const valuation = valuationProviderFor(env, localValuation, siteAutograb(FAKE_AUTOGRAB_KEY));
    expect(await valuation.value(request, { signal: live() })).toMatchObject({
      kind: "estimate",
      provider: "autograb",
    });
    const lookup = vehicleLookupProviderFor(env, siteAutograb(FAKE_AUTOGRAB_KEY));
    expect(await lookup.lookup({ rego: "TEST123", state: "QLD" }, { signal: live() })).toMatchObject({
      kind: "found",
    });
  });

  it("the site's key is the one sent: a wrong one is AutoGrab's refusal, not the platform's key quietly used", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const env = parseEnv({
        VALUATION_PROVIDER: "autograb",
        AUTOGRAB_API_KEY: FAKE_AUTOGRAB_KEY,
        AUTOGRAB_API_BASE: fakeAutograb().base,
      });
      const answer = await valuationProviderFor(env, localValuation, siteAutograb("not-the-key-1234")).value(
        request,
        { signal: live() },
      );
      expect(answer).toMatchObject({ kind: "unavailable" });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("a site that chose local keeps the built-in providers on a server that chose AutoGrab", async () => {
    const env = parseEnv({
      VEHICLE_LOOKUP_PROVIDER: "autograb",
      VALUATION_PROVIDER: "autograb",
      AUTOGRAB_API_KEY: FAKE_AUTOGRAB_KEY,
      AUTOGRAB_API_BASE: fakeAutograb().base,
    });
    const local = { lookup: "local", valuation: "local" } as const;
    expect(vehicleLookupProviderFor(env, local).name).toBe("local");
    expect(valuationProviderFor(env, localValuation, local).name).toBe("local");
  });

  it("platform (the default) is the environment's choice", () => {
    const env = parseEnv({
      VALUATION_PROVIDER: "autograb",
      AUTOGRAB_API_KEY: FAKE_AUTOGRAB_KEY,
      AUTOGRAB_API_BASE: fakeAutograb().base,
    });
    const platform = { lookup: "platform", valuation: "platform" } as const;
    expect(valuationProviderFor(env, localValuation, platform).name).toBe("autograb");
    expect(vehicleLookupProviderFor(env, platform).name).toBe("local");
  });
});
