import { describe, expect, it, vi } from "vitest";
import { adjustmentsFor, BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import type { TradeInVehicle } from "@/lib/trade-in/trade-in-types";
import { FAKE_AUTOGRAB_KEY, fakeAutograbForThisFile } from "../../../test/fake-autograb";
import { testTradeInVehicle } from "../../../test/trade-in-vehicle";
import {
  adjustedRange,
  autograbPredictRequest,
  autograbSearchRequest,
  autograbValuation,
  pickAutograbVehicle,
  valuationFromAutograb,
} from "./autograb-valuation";
import { withValuationDeadline } from "./provider-deadline";
import { describeValuationContract, WORN_ANSWERS } from "./valuation.contract";

const fakeAutograb = fakeAutograbForThisFile();

const NOW = new Date("2026-11-24T02:00:00Z");
const SITE = { id: 1, slug: "metro-motor-group" };

const cx5 = testTradeInVehicle({ rego: "TEST123", regoState: "QLD", source: "lookup" });
const alfa: TradeInVehicle = { ...cx5, make: "Alfa Romeo", model: "Giulia", badge: "Veloce", rego: "RARE1" };
const lotus: TradeInVehicle = { ...cx5, make: "Lotus", model: "Emira", badge: "First Edition" };

const adapter = () => autograbValuation({ apiKey: FAKE_AUTOGRAB_KEY, apiBase: fakeAutograb().base });
const live = () => new AbortController().signal;
const value = (vehicle: TradeInVehicle, answers = BEST_ANSWERS) =>
  adapter().value({ site: SITE, vehicle, answers, now: NOW }, { signal: live() });

describe("the AutoGrab valuation's requests, as AutoGrab documents them", () => {
  it("finds the car with a plain-text search: GET /v2/vehicles?search=…&region=au&count=10, key in ApiKey", () => {
    expect(autograbSearchRequest({ apiKey: "sec_abc" }, cx5)).toEqual({
      method: "GET",
      url: "https://api.autograb.com.au/v2/vehicles?search=2022+Mazda+CX-5+Maxx+Sport&region=au&count=10",
      headers: { ApiKey: "sec_abc", Accept: "application/json" },
    });
    expect(autograbSearchRequest({ apiKey: "k" }, { ...cx5, badge: null }).url).toContain(
      "search=2022+Mazda+CX-5&",
    );
  });

  it("prices it: POST /v2/valuations/predict?features=bounds with region, vehicle_id and kms", () => {
    expect(autograbPredictRequest({ apiKey: "sec_abc" }, "5804870883868672", 48_000)).toEqual({
      method: "POST",
      url: "https://api.autograb.com.au/v2/valuations/predict?features=bounds",
      headers: { ApiKey: "sec_abc", Accept: "application/json" },
      body: { region: "au", vehicle_id: "5804870883868672", kms: 48_000 },
    });
  });
});

describe("pickAutograbVehicle: which catalogue entry is the shopper's car", () => {
  const entry = (id: string, badge: string, year = "2022", model = "CX-5") => ({
    id,
    title: `${year} Mazda ${model} ${badge}`,
    year,
    make: "Mazda",
    model,
    badge,
  });

  it("takes the entry of the same make, model, year and badge, ignoring case and punctuation", () => {
    const body = { success: true, vehicles: [entry("1", "Touring"), entry("2", "MAXX SPORT")] };
    expect(pickAutograbVehicle(body, { ...cx5, model: "cx5" })).toEqual({
      kind: "match",
      id: "2",
      title: "2022 Mazda CX-5 MAXX SPORT",
    });
  });

  it("without that badge, AutoGrab's likeliest entry of the same make, model and year", () => {
    const body = { vehicles: [entry("9", "GT", "2021"), entry("1", "Touring"), entry("2", "Akera")] };
    expect(pickAutograbVehicle(body, cx5)).toMatchObject({ kind: "match", id: "1" });
  });

  it("nothing of that make, model and year is no match; an unreadable answer is said so", () => {
    expect(pickAutograbVehicle({ vehicles: [entry("9", "GT", "2019")] }, cx5)).toEqual({ kind: "none" });
    expect(pickAutograbVehicle({ vehicles: [] }, cx5)).toEqual({ kind: "none" });
    expect(pickAutograbVehicle({ success: false }, cx5).kind).toBe("unreadable");
    expect(pickAutograbVehicle("<html>", cx5).kind).toBe("unreadable");
  });
});

describe("valuationFromAutograb: the prediction in the wizard's terms", () => {
  // The example answer on AutoGrab's Valuation Features page (features=bounds).
  const documented = {
    success: true,
    prediction: {
      id: "e2813b16-1012-41b5-9ea3-3b65675c50fd",
      vehicle_id: "5804870883868672",
      kms: 57306,
      price: 20622,
      score: 0.9239,
      retail_price: 20622,
      trade_price: 17122,
      adjustment: null,
    },
    bounds: { retail: { lower: 19622, upper: 21872 }, trade: { lower: 16122, upper: 18372 } },
  };
  const context = { title: "2019 Toyota Corolla Ascent Sport", kms: 57_306, answers: BEST_ANSWERS };

  it("issue 20 §4: the trade bounds are the range, out to whole hundreds; the offer is its low end", () => {
    expect(valuationFromAutograb(documented, context)).toEqual({
      kind: "estimate",
      low: 16_100,
      high: 18_400,
      offer: 16_100,
      basis:
        "AutoGrab's trade-in guide for a 2019 Toyota Corolla Ascent Sport with 57,306 km, from cars like it advertised around Australia recently.",
      adjustments: [],
      provider: "autograb",
    });
  });

  it("issue 20 §4: the condition answers come off the range as the percentages the shopper is shown", () => {
    const worn = valuationFromAutograb(documented, { ...context, answers: WORN_ANSWERS });
    // partial service -3, marks -2, tyres -3: 8 % off.
    expect(worn).toMatchObject({
      kind: "estimate",
      low: Math.floor((16_122 * 0.92) / 100) * 100,
      high: Math.ceil((18_372 * 0.92) / 100) * 100,
      adjustments: adjustmentsFor(WORN_ANSWERS),
      basis: expect.stringMatching(/less the condition adjustments shown\.$/),
    });
  });

  it("a low confidence score (under 0.5, AutoGrab's 'limited data') is an in-person appraisal, too few comparables", () => {
    const answer = valuationFromAutograb(
      { ...documented, prediction: { ...documented.prediction, score: 0.42 } },
      context,
    );
    expect(answer).toMatchObject({ kind: "in-person", reason: "too-few-comparables", provider: "autograb" });
    const configured = valuationFromAutograb(
      { ...documented, prediction: { ...documented.prediction, score: 0.7 } },
      { ...context, minConfidence: 0.8 },
    );
    expect(configured.kind).toBe("in-person");
  });

  it("without bounds (a licence without the feature) the trade price alone is the range", () => {
    const { bounds: _bounds, ...single } = documented;
    expect(valuationFromAutograb(single, context)).toMatchObject({
      low: 17_100,
      high: 17_200,
      offer: 17_100,
    });
  });

  it("an answer it cannot read, or a price of nothing, is unavailable", () => {
    expect(valuationFromAutograb({ success: false }, context).kind).toBe("unavailable");
    expect(valuationFromAutograb({ prediction: { trade_price: "17122" } }, context).kind).toBe("unavailable");
    expect(valuationFromAutograb({ prediction: { trade_price: 0 } }, context).kind).toBe("unavailable");
  });
});

describe("adjustedRange", () => {
  it("adds the percentages, and rounds the low end down and the high end up to whole hundreds", () => {
    expect(adjustedRange(20_050, 22_010, [])).toEqual({ low: 20_000, high: 22_100 });
    expect(
      adjustedRange(20_000, 22_000, [
        { label: "a", percent: -5 },
        { label: "b", percent: -15 },
      ]),
    ).toEqual({ low: 16_000, high: 17_600 });
  });
});

describeValuationContract("AutoGrab adapter against a fake AutoGrab on loopback", () => ({
  provider: adapter,
  site: SITE,
  now: NOW,
  known: cx5,
  unknown: alfa,
  failing: () =>
    autograbValuation({
      apiKey: FAKE_AUTOGRAB_KEY,
      apiBase: fakeAutograb().base,
      fetch: async () => new Response('{"error":true,"message":"Internal error"}', { status: 500 }),
    }),
}));

describe("the AutoGrab valuation over HTTP", () => {
  it("searches, then prices the matched vehicle at the shopper's kms, sending what AutoGrab documents", async () => {
    const answer = await value(cx5);
    expect(fakeAutograb().seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v2/vehicles",
      "POST /v2/valuations/predict",
    ]);
    const [search, predict] = fakeAutograb().seen;
    expect(Object.fromEntries(search!.query)).toEqual({
      search: "2022 Mazda CX-5 Maxx Sport",
      region: "au",
      count: "10",
    });
    expect(Object.fromEntries(predict!.query)).toEqual({ features: "bounds" });
    expect(predict!.headers["content-type"]).toBe("application/json");
    expect(predict!.body).toEqual({ region: "au", vehicle_id: "5804870883868672", kms: 48_000 });
    for (const request of fakeAutograb().seen) expect(request.headers.apikey).toBe(FAKE_AUTOGRAB_KEY);
    // The fake's trade price for this car: 33,000 less 8 c a km = 29,160; bounds -1,000 / +1,250.
    expect(answer).toMatchObject({ kind: "estimate", low: 28_100, high: 30_500, offer: 28_100 });
    expect((answer as { basis: string }).basis).toContain(
      "2022 Mazda CX-5 Maxx Sport Auto FWD with 48,000 km",
    );
  });

  it("a car the guide has, priced with low confidence, goes to the dealer in person", async () => {
    expect(await value(lotus)).toMatchObject({ kind: "in-person", reason: "too-few-comparables" });
  });

  it("a car the guide does not have is never priced: the valuation is not asked for", async () => {
    await value(alfa);
    expect(fakeAutograb().seen.map((r) => r.path)).toEqual(["/v2/vehicles"]);
  });

  it("issue 20 bad input: a 500 is unavailable with AutoGrab's message", async () => {
    fakeAutograb().mode = "error";
    expect(await value(cx5)).toEqual({
      kind: "unavailable",
      reason: "AutoGrab answered HTTP 500: Internal server error",
    });
  });

  it("issue 20 bad input: a 200 that is not JSON is unavailable", async () => {
    fakeAutograb().mode = "malformed";
    expect(await value(cx5)).toMatchObject({
      kind: "unavailable",
      reason: expect.stringMatching(/not JSON/),
    });
  });

  it("a failure of the second call (the valuation) is unavailable too", async () => {
    const calls: string[] = [];
    const halfway = autograbValuation({
      apiKey: FAKE_AUTOGRAB_KEY,
      apiBase: fakeAutograb().base,
      fetch: async (input, init) => {
        calls.push(String(input));
        if (String(input).includes("/valuations/")) return new Response("", { status: 503 });
        return fetch(input, init);
      },
    });
    const answer = await halfway.value(
      { site: SITE, vehicle: cx5, answers: BEST_ANSWERS, now: NOW },
      { signal: live() },
    );
    expect(answer).toEqual({ kind: "unavailable", reason: "AutoGrab answered HTTP 503" });
    expect(calls).toHaveLength(2);
  });

  it("issue 20 bad input: a slow AutoGrab is unavailable at the deadline", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      fakeAutograb().mode = "slow";
      fakeAutograb().slowMs = 3000;
      const started = Date.now();
      const answer = await withValuationDeadline(adapter(), 150).value(
        { site: SITE, vehicle: cx5, answers: BEST_ANSWERS, now: NOW },
        { signal: live() },
      );
      expect(answer).toEqual({ kind: "unavailable", reason: "no answer within 150 ms" });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(warn).toHaveBeenCalledWith(
        '[trade-in] valuation "autograb" unavailable: no answer within 150 ms',
      );
    } finally {
      warn.mockRestore();
    }
  });
});
