import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BeaconWindow, collect, EVENTS_PATH, FIRST_TOUCH_KEY, FLUSH_DELAY_MS, flush } from "./beacon";
import { MAX_BATCH_EVENTS } from "./collection";

type Sent = { via: "beacon" | "fetch"; url: string; body: Record<string, unknown> };

function fakeWindow(
  options: { beacon?: boolean; gpc?: boolean; dnt?: string; width?: number; url?: string } = {},
) {
  const sent: Sent[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const storage = new Map<string, string>();
  const url = new URL(
    options.url ?? "http://harbour-toyota.localhost:3000/cars/a-car?utm_source=google&utm_medium=cpc",
  );
  const w = {
    location: { pathname: url.pathname, search: url.search, host: url.host },
    document: {
      referrer: "https://www.google.com/",
      visibilityState: "visible",
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = [...(listeners[type] ?? []), fn];
      },
    },
    navigator: {
      globalPrivacyControl: options.gpc,
      doNotTrack: options.dnt,
      sendBeacon:
        options.beacon === false
          ? undefined
          : (target: string, data: Blob) => {
              void data
                .text()
                .then((text) => sent.push({ via: "beacon", url: target, body: JSON.parse(text) }));
              return true;
            },
    },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
    innerWidth: options.width ?? 390,
    innerHeight: 844,
    addEventListener: (type: string, fn: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), fn];
    },
    fetch: async (target: string, init: RequestInit) => {
      sent.push({ via: "fetch", url: target, body: JSON.parse(String(init.body)) });
      expect(init.keepalive).toBe(true);
      return {};
    },
  } satisfies BeaconWindow;
  (globalThis as { window?: unknown }).window = w;
  const fire = (type: string) => {
    for (const fn of listeners[type] ?? []) fn();
  };
  return { w, sent, storage, fire };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => {
  flush();
  vi.useRealTimers();
  delete (globalThis as { window?: unknown }).window;
});

describe("first-party collection in the browser (issue 33 §1)", () => {
  it("batches a page's events and sends them with sendBeacon a second later, with device and first touch", async () => {
    const { sent } = fakeWindow();
    collect("page_view", { car: 42 });
    collect(25, { car: 42 });
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    vi.useRealTimers();
    await settle();
    expect(sent).toEqual([
      {
        via: "beacon",
        url: EVENTS_PATH,
        body: {
          device: "phone",
          source: { referrer: "google.com", utm_source: "google", utm_medium: "cpc" },
          events: [
            { e: "page_view", page: "car", car: 42 },
            { e: 25, page: "car", car: 42 },
          ],
        },
      },
    ]);
  });

  it("sends at once when the page is hidden or left, and at a full batch", async () => {
    const { sent, w, fire } = fakeWindow({ width: 1280 });
    collect("page_view");
    w.document.visibilityState = "hidden";
    fire("visibilitychange");
    for (let i = 0; i < MAX_BATCH_EVENTS; i++) collect(39, { car: i + 1 });
    collect(61);
    fire("pagehide");
    vi.useRealTimers();
    await settle();
    expect(sent.map((s) => (s.body.events as unknown[]).length)).toEqual([1, MAX_BATCH_EVENTS, 1]);
    expect(sent[0]!.body.device).toBe("desktop");
  });

  it("falls back to a keepalive fetch without sendBeacon", () => {
    const { sent } = fakeWindow({ beacon: false });
    collect(49, { page: "search", q: "hilux", n: 3 });
    flush();
    expect(sent).toEqual([
      expect.objectContaining({
        via: "fetch",
        body: expect.objectContaining({ events: [{ e: 49, page: "search", q: "hilux", n: 3 }] }),
      }),
    ]);
  });

  it("keeps the landing page's first touch for the rest of the visit", () => {
    const { sent, w, storage } = fakeWindow({ beacon: false });
    collect("page_view");
    flush();
    w.location.search = "";
    w.document.referrer = "http://harbour-toyota.localhost:3000/cars/a-car";
    collect("page_view");
    flush();
    expect(sent[1]!.body.source).toEqual({ referrer: "google.com", utm_source: "google", utm_medium: "cpc" });
    expect(JSON.parse(storage.get(FIRST_TOUCH_KEY)!)).toEqual(sent[0]!.body.source);
  });

  it("Do Not Track or GPC: the batch says private, carries no first touch, and none is stored", () => {
    for (const signal of [{ gpc: true }, { dnt: "1" }]) {
      const { sent, storage } = fakeWindow({ beacon: false, ...signal });
      collect("page_view");
      flush();
      expect(sent[0]!.body).toEqual({
        device: "phone",
        private: true,
        events: [{ e: "page_view", page: "car" }],
      });
      expect(storage.size).toBe(0);
    }
  });

  it("never throws: no window, a window without location, a throwing beacon", () => {
    delete (globalThis as { window?: unknown }).window;
    expect(() => collect("page_view")).not.toThrow();
    (globalThis as { window?: unknown }).window = {};
    expect(() => collect("page_view")).not.toThrow();
    const { w, sent } = fakeWindow();
    w.navigator.sendBeacon = () => {
      throw new TypeError("blocked");
    };
    collect("page_view");
    expect(() => flush()).not.toThrow();
    expect(sent[0]!.via).toBe("fetch");
  });
});
