import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flush } from "./beacon";
import { track, trackPixel } from "./track";

const g = globalThis as { window?: { dataLayer?: unknown } };

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  delete g.window;
  vi.restoreAllMocks();
});

describe("analytics (spec 01 §7 event ids, §8 failures warned only)", () => {
  it("spec 01 §7 'Analytics event ids' and spec 02 §7 (26 first calculator use, 9 finance enquiry) reach the dataLayer", () => {
    const ids = {
      usedDetailView: 4,
      newEnquiry: 14,
      usedEnquiry: 15,
      newTestDrive: 17,
      tradeInOffer: 18,
      fleetEnquiry: 19,
      phoneCallClick: 25,
      financeCalculatorFirstUse: 26,
      carSaved: 39,
      usedTestDrive: 48,
      searchPageView: 49,
      history: 60,
      print: 61,
      financeEnquiry: 9,
    } as const;
    g.window = {};
    for (const event of Object.keys(ids) as (keyof typeof ids)[]) track(event);
    expect(g.window.dataLayer).toEqual(
      Object.values(ids).map((id) => ({ event: "forecourt", event_id: id })),
    );
  });

  it("spec 01 §7 event ids: an event goes to window.dataLayer with its id and params, creating the array", () => {
    g.window = {};
    track("print", { car_id: 7 });
    track("phoneCallClick");
    expect(g.window.dataLayer).toEqual([
      { event: "forecourt", event_id: 61, car_id: 7 },
      { event: "forecourt", event_id: 25 },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("spec 01 §7 event ids: an existing dataLayer is appended to, and params cannot change the id", () => {
    const existing: unknown[] = [{ "gtm.start": 1 }];
    g.window = { dataLayer: existing };
    track("carSaved", { car_id: 3, event_id: 999, event: "other" });
    expect(existing).toEqual([{ "gtm.start": 1 }, { event: "forecourt", event_id: 39, car_id: 3 }]);
  });

  it("spec 01 §7 'An ad-pixel ViewContent event is also sent'", () => {
    g.window = {};
    track("usedDetailView", { car_id: 7 });
    trackPixel("ViewContent", { content_ids: ["7"], content_type: "vehicle" });
    expect(g.window.dataLayer).toEqual([
      { event: "forecourt", event_id: 4, car_id: 7 },
      { event: "ViewContent", content_ids: ["7"], content_type: "vehicle" },
    ]);
  });

  it("spec 01 §8 'Analytics failures: warned only': a throwing dataLayer.push", () => {
    g.window = {
      dataLayer: {
        push: () => {
          throw new Error("blocked");
        },
      },
    };
    expect(() => track("history")).not.toThrow();
    expect(() => trackPixel("ViewContent")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("spec 01 §8 'Analytics failures: warned only': a dataLayer that is not a list", () => {
    g.window = { dataLayer: "nope" };
    expect(() => track("print")).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("spec 01 §8 'Analytics failures: warned only': no window (server side)", () => {
    expect(() => track("history")).not.toThrow();
    expect(() => trackPixel("ViewContent", { content_ids: ["1"] })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("decision 0055: on a site with marketing tags nothing is recorded before consent; after it, GA4 and the pixel get the events", () => {
    let stored: string | null = null;
    const fbq = vi.fn();
    const gtag = vi.fn();
    const w = {
      document: { querySelector: () => ({ getAttribute: () => "180" }) },
      localStorage: { getItem: () => stored },
      navigator: {},
      fbq,
      gtag,
    } as { dataLayer?: unknown[] } & Record<string, unknown>;
    (g as { window?: unknown }).window = w;
    track("usedDetailView", { car_id: 7 });
    trackPixel("ViewContent", { content_ids: ["7"], content_type: "vehicle", value: 25990, currency: "AUD" });
    expect(w.dataLayer).toBeUndefined();
    expect(fbq).not.toHaveBeenCalled();
    stored = JSON.stringify({ choice: "granted", at: Date.now() });
    track("usedDetailView", { car_id: 7 });
    trackPixel("ViewContent", { content_ids: ["7"], content_type: "vehicle", value: 25990, currency: "AUD" });
    expect(w.dataLayer).toEqual([
      { event: "forecourt", event_id: 4, car_id: 7 },
      { event: "ViewContent", content_ids: ["7"], content_type: "vehicle", value: 25990, currency: "AUD" },
    ]);
    expect(gtag).toHaveBeenCalledWith("event", "forecourt", { car_id: 7, event_id: 4 });
    expect(fbq).toHaveBeenCalledWith("track", "ViewContent", {
      content_ids: ["7"],
      content_type: "vehicle",
      value: 25990,
      currency: "AUD",
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("decision 0061: every event also goes to the site's own counts before consent, with only the car and the search", () => {
    const bodies: unknown[] = [];
    const w = {
      document: {
        querySelector: () => ({ getAttribute: () => "180" }),
        referrer: "",
        addEventListener: () => {},
      },
      location: { pathname: "/search", search: "", host: "a.localhost" },
      localStorage: { getItem: () => null },
      navigator: {},
      innerWidth: 1280,
      innerHeight: 800,
      addEventListener: () => {},
      fetch: async (_url: string, init: RequestInit) => bodies.push(JSON.parse(String(init.body))),
    } as { dataLayer?: unknown[] } & Record<string, unknown>;
    (g as { window?: unknown }).window = w;
    track("searchPageView", { search_term: "hilux", results: 3, page: 1 });
    track("tradeInOffer", { vehicleMake: "Mazda", vehicleYear: 2020 });
    track("usedEnquiry", { car_id: 7, category: "Vehicle Enquiry", vehicleMake: "Mazda" });
    flush();
    expect(w.dataLayer).toBeUndefined();
    expect(bodies).toEqual([
      {
        device: "desktop",
        events: [
          { e: 49, page: "search", q: "hilux", n: 3 },
          { e: 18, page: "search" },
          { e: 15, page: "search", car: 7 },
        ],
      },
    ]);
  });
});
