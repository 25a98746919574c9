import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_EVENTS, track, trackPixel } from "./track";

const g = globalThis as { window?: { dataLayer?: unknown[] } };

afterEach(() => {
  delete g.window;
  vi.restoreAllMocks();
});

describe("analytics (spec 01 §7 event ids, §8 failures warned only)", () => {
  it("spec 01 §7: the event ids are the spec's", () => {
    expect(ANALYTICS_EVENTS).toMatchObject({
      usedDetailView: 4,
      phoneCallClick: 25,
      carSaved: 39,
      history: 60,
      print: 61,
    });
  });
  it("spec 01 §7: an event goes to window.dataLayer with its id and params", () => {
    g.window = {};
    track("print", { car_id: 7 });
    trackPixel("ViewContent", { content_ids: ["7"] });
    expect(g.window.dataLayer).toEqual([
      { event: "forecourt", event_name: "print", event_id: 61, car_id: 7 },
      { event: "ViewContent", content_ids: ["7"] },
    ]);
  });
  it("spec 01 §8: a failing tracker only warns", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    g.window = {
      dataLayer: {
        push: () => {
          throw new Error("blocked");
        },
      } as unknown as unknown[],
    };
    expect(() => track("history")).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
  it("on the server (no window) nothing happens", () => {
    expect(() => track("history")).not.toThrow();
  });
});
