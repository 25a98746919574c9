/**
 * One typed way to send analytics (spec 01 §7, spec 02 §7 event ids): events go to the tag manager's
 * `window.dataLayer`. A tracker must never break the page: any failure is a console warning only
 * (spec 01 §8 "Analytics failures: warned only").
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
export type AnalyticsParams = Record<string, string | number | boolean | string[] | null | undefined>;

type DataLayerWindow = { dataLayer?: unknown[] };

function push(entry: Record<string, unknown>): void {
  try {
    const w = (globalThis as { window?: DataLayerWindow }).window;
    if (!w) return;
    w.dataLayer ??= [];
    w.dataLayer.push(entry);
  } catch (error) {
    console.warn("Analytics event was not sent", error);
  }
}

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  push({ event: "forecourt", event_name: event, event_id: ANALYTICS_EVENTS[event], ...params });
}

/** The ad pixel's standard events (spec 01 §7 "An ad-pixel ViewContent event is also sent"). */
export function trackPixel(event: "ViewContent", params: AnalyticsParams = {}): void {
  push({ event, ...params });
}
