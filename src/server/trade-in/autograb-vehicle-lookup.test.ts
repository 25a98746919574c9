import { afterEach, describe, expect, it, vi } from "vitest";
import { FAKE_AUTOGRAB_KEY, fakeAutograbForThisFile } from "../../../test/fake-autograb";
import {
  autograbRegoRequest,
  autograbVehicleLookup,
  lookupResultFromAutograb,
} from "./autograb-vehicle-lookup";
import { withLookupDeadline } from "./provider-deadline";
import { describeVehicleLookupContract } from "./vehicle-lookup.contract";

const fakeAutograb = fakeAutograbForThisFile();
const adapter = () => autograbVehicleLookup({ apiKey: FAKE_AUTOGRAB_KEY, apiBase: fakeAutograb().base });
const live = () => new AbortController().signal;

describe("autograbRegoRequest: AutoGrab's Registration Plate Search as documented", () => {
  it("GETs /v2/vehicles/registrations/{plate} with region=au, the state, and the key in the ApiKey header", () => {
    expect(autograbRegoRequest({ apiKey: "sec_abc" }, { rego: "ABC123", state: "VIC" })).toEqual({
      method: "GET",
      url: "https://api.autograb.com.au/v2/vehicles/registrations/ABC123?region=au&state=VIC",
      headers: { ApiKey: "sec_abc", Accept: "application/json" },
    });
  });

  it("keeps a base URL's path, drops its trailing slash and escapes the plate", () => {
    const request = autograbRegoRequest(
      { apiKey: "k", apiBase: "http://127.0.0.1:9/proxy/" },
      { rego: "A/B 1", state: "NSW" },
    );
    expect(request.url).toBe(
      "http://127.0.0.1:9/proxy/v2/vehicles/registrations/A%2FB%201?region=au&state=NSW",
    );
  });
});

describe("lookupResultFromAutograb: AutoGrab's answer in the wizard's terms", () => {
  // The answer on AutoGrab's Registration Plate Search page (NZ edition, the one that prints it).
  const documented = {
    success: true,
    vehicle: {
      id: "5233518187642880",
      region: "nz",
      title: "2010 Volkswagen Polo Comfortline Automatic",
      year: "2010",
      make: "Volkswagen",
      model: "Polo",
      badge: "Comfortline",
      series: "6R",
      model_year: "MY10",
      body_type: "Hatchback",
      body_config: null,
      transmission: "Dual Clutch Automatic (DCT)",
      transmission_type: "Automatic",
      fuel: "Petrol",
      fuel_type: "Petrol",
      drive: "FWD",
      num_doors: 5,
      options: [],
    },
    upstream_vehicle: "2010 Volkswagen POLO Polo Hatchback Automatic Petrol 1,380cc",
    confidence: "standard",
    colour: "WHITE",
    vin: "WVWZZZ6RZAU020000",
    additional_vehicles: [],
  };

  it("spec 01 §7 rego lookup: a matched car is found, its year a number", () => {
    expect(lookupResultFromAutograb(200, documented)).toEqual({
      kind: "found",
      vehicle: {
        make: "Volkswagen",
        model: "Polo",
        year: 2010,
        badge: "Comfortline",
        body: "Hatchback",
        fuel: "Petrol",
        transmission: "Automatic",
        vin: "WVWZZZ6RZAU020000",
        colour: "WHITE",
      },
    });
  });

  it("a null vehicle without the registry's description is a plate nobody knows", () => {
    expect(lookupResultFromAutograb(200, { success: true, vehicle: null })).toEqual({ kind: "not-found" });
    expect(lookupResultFromAutograb(404, { error: true, message: "not found" })).toEqual({
      kind: "not-found",
    });
  });

  it("a plate the registry knows but AutoGrab could not match is unavailable: the car exists, the shopper types it in", () => {
    const result = lookupResultFromAutograb(200, { ...documented, vehicle: null });
    expect(result).toMatchObject({ kind: "unavailable", reason: expect.stringMatching(/matched no model/) });
  });

  it("an answer it cannot read, or one without a year, is unavailable, not a wrong car", () => {
    expect(lookupResultFromAutograb(200, { success: false }).kind).toBe("unavailable");
    expect(lookupResultFromAutograb(200, ["not", "an", "object"]).kind).toBe("unavailable");
    expect(
      lookupResultFromAutograb(200, { ...documented, vehicle: { ...documented.vehicle, year: "MY10" } }).kind,
    ).toBe("unavailable");
    expect(
      lookupResultFromAutograb(200, { ...documented, vehicle: { ...documented.vehicle, make: " " } }).kind,
    ).toBe("unavailable");
  });

  it("falls back to the descriptive fields when the typed ones are missing, and blanks are unknown", () => {
    const result = lookupResultFromAutograb(200, {
      success: true,
      vehicle: {
        year: 2019,
        make: "Ford",
        model: "Ranger",
        badge: "",
        transmission: "Manual",
        fuel: "Diesel",
      },
    });
    expect(result).toEqual({
      kind: "found",
      vehicle: {
        make: "Ford",
        model: "Ranger",
        year: 2019,
        badge: null,
        body: null,
        fuel: "Diesel",
        transmission: "Manual",
        vin: null,
        colour: null,
      },
    });
  });
});

describeVehicleLookupContract("AutoGrab adapter against a fake AutoGrab on loopback", () => ({
  provider: adapter,
  known: { query: { rego: "TEST123", state: "QLD" }, make: "Mazda", model: "CX-5", year: 2022 },
  unknown: { rego: "NOPE999", state: "QLD" },
  otherState: "NSW",
  failing: () =>
    autograbVehicleLookup({
      apiKey: FAKE_AUTOGRAB_KEY,
      apiBase: fakeAutograb().base,
      fetch: async () => new Response('{"error":true,"message":"Internal error"}', { status: 500 }),
    }),
}));

describe("the AutoGrab adapter over HTTP", () => {
  it("sends the request AutoGrab documents: path, region and state, and the key in ApiKey", async () => {
    await adapter().lookup({ rego: "TEST123", state: "QLD" }, { signal: live() });
    expect(fakeAutograb().seen).toHaveLength(1);
    const [request] = fakeAutograb().seen;
    expect(request).toMatchObject({ method: "GET", path: "/v2/vehicles/registrations/TEST123" });
    expect(Object.fromEntries(request!.query)).toEqual({ region: "au", state: "QLD" });
    expect(request!.headers.apikey).toBe(FAKE_AUTOGRAB_KEY);
    expect(request!.headers.accept).toBe("application/json");
  });

  it("a registry description with no catalogue match is unavailable over the wire too", async () => {
    const result = await adapter().lookup({ rego: "IMPORT1", state: "NSW" }, { signal: live() });
    expect(result.kind).toBe("unavailable");
  });

  it("issue 20 bad input: a 500 is unavailable, with AutoGrab's message as the reason", async () => {
    fakeAutograb().mode = "error";
    expect(await adapter().lookup({ rego: "TEST123", state: "QLD" }, { signal: live() })).toEqual({
      kind: "unavailable",
      reason: "AutoGrab answered HTTP 500: Internal server error",
    });
  });

  it("a wrong key (401) is unavailable, and the reason does not carry the key", async () => {
    const wrong = autograbVehicleLookup({ apiKey: "sec_wrong_key_123", apiBase: fakeAutograb().base });
    const result = await wrong.lookup({ rego: "TEST123", state: "QLD" }, { signal: live() });
    expect(result).toMatchObject({
      kind: "unavailable",
      reason: "AutoGrab answered HTTP 401: Invalid API key",
    });
    expect(JSON.stringify(result)).not.toContain("sec_wrong_key_123");
  });

  it("issue 20 bad input: a 200 that is not JSON is unavailable", async () => {
    fakeAutograb().mode = "malformed";
    const result = await adapter().lookup({ rego: "TEST123", state: "QLD" }, { signal: live() });
    expect(result).toMatchObject({ kind: "unavailable", reason: expect.stringMatching(/not JSON/) });
  });

  it("an unreachable AutoGrab is unavailable", async () => {
    const down = autograbVehicleLookup({ apiKey: FAKE_AUTOGRAB_KEY, apiBase: "http://127.0.0.1:9" });
    const result = await down.lookup({ rego: "TEST123", state: "QLD" }, { signal: live() });
    expect(result).toMatchObject({ kind: "unavailable", reason: expect.stringMatching(/unreachable/) });
  });

  describe("a slow AutoGrab", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("issue 20 bad input: is unavailable at the deadline", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      fakeAutograb().mode = "slow";
      fakeAutograb().slowMs = 3000;
      const started = Date.now();
      const result = await withLookupDeadline(adapter(), 150).lookup(
        { rego: "TEST123", state: "QLD" },
        { signal: live() },
      );
      expect(result).toEqual({ kind: "unavailable", reason: "no answer within 150 ms" });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(console.warn).toHaveBeenCalledWith(
        '[trade-in] rego lookup "autograb" unavailable: no answer within 150 ms',
      );
    });
  });
});
