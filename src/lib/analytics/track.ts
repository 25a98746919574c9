/**
 * One typed way to send analytics (spec 01 §7 "Analytics event ids", spec 02 §7 ids 26 and 9): events
 * go to the tag manager's `window.dataLayer` as `{ event: 'forecourt', event_id, ...params }`. A
 * tracker must never break the page: any failure (no window, a throwing dataLayer) is a console
 * warning only (spec 01 §8 "Analytics failures: warned only").
 */
export const ANALYTICS_EVENTS = {
  usedDetailView: 4,
  financeEnquiry: 9,
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
} as const;

export type AnalyticsEvent = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[AnalyticsEvent];
export type AnalyticsParams = Record<string, string | number | boolean | string[] | null | undefined>;

/** The tag manager's event name for every event of ours; `event_id` tells them apart. */
export const DATA_LAYER_EVENT = "forecourt";

type DataLayerWindow = { dataLayer?: unknown[] };

function push(entry: Record<string, unknown>): void {
  try {
    const w = (globalThis as { window?: DataLayerWindow }).window;
    if (!w) throw new Error("no window (called outside the browser)");
    w.dataLayer ??= [];
    w.dataLayer.push(entry);
  } catch (error) {
    console.warn(`Analytics event "${String(entry.event)}" was not sent`, error);
  }
}

/** Sends one of the spec's events with its id; `event` and `event_id` cannot be overridden by params. */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  push({ ...params, event: DATA_LAYER_EVENT, event_id: ANALYTICS_EVENTS[event] });
}

/** The ad pixel's standard events (spec 01 §7 "An ad-pixel ViewContent event is also sent"). */
export type PixelEvent = "ViewContent";

export function trackPixel(event: PixelEvent, params: AnalyticsParams = {}): void {
  push({ ...params, event });
}
