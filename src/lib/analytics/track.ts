import { analyticsAllowed, type ConsentWindow } from "../marketing/consent";
import { collect } from "./beacon";

/**
 * One typed way to send analytics (spec 01 §7 "Analytics event ids", spec 02 §7 ids 26 and 9): events
 * go to the tag manager's `window.dataLayer` as `{ event: 'forecourt', event_id, ...params }`. A
 * tracker must never break the page: any failure (no window, a throwing dataLayer) is a console
 * warning only (spec 01 §8 "Analytics failures: warned only"). On a site with marketing tags nothing
 * is recorded until the shopper accepts them (decision 0055): an event before that is dropped.
 *
 * Every event also goes to the site's own first-party counts (beacon.ts, decision 0061), whatever the
 * consent: only its id, the car (`car_id`) and, for a search, its text and count (`search_term`,
 * `results`); no other parameter leaves the page that way.
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

type DataLayerWindow = ConsentWindow & {
  dataLayer?: unknown[];
  fbq?: (command: "track", event: string, params: Record<string, unknown>) => void;
  gtag?: (command: "event", name: string, params: Record<string, unknown>) => void;
};

function analyticsWindow(): DataLayerWindow | null {
  const w = (globalThis as { window?: DataLayerWindow }).window;
  if (!w) throw new Error("no window (called outside the browser)");
  return analyticsAllowed(w, Date.now()) ? w : null;
}

/** Records one entry (and hands it to a vendor's own call); a failure is a warning only. */
function send(entry: Record<string, unknown>, vendor?: (w: DataLayerWindow) => void): void {
  try {
    const w = analyticsWindow();
    if (!w) return;
    w.dataLayer ??= [];
    w.dataLayer.push(entry);
    vendor?.(w);
  } catch (error) {
    console.warn(`Analytics event "${String(entry.event)}" was not sent`, error);
  }
}

/**
 * Sends one of the spec's events with its id; `event` and `event_id` cannot be overridden by params.
 * Where the site's GA4 runs through the Google tag, the event goes to it too (`gtag('event', …)`).
 */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  const eventId = ANALYTICS_EVENTS[event];
  const { car_id: car, search_term: q, results: n } = params;
  collect(eventId, {
    ...(typeof car === "number" ? { car } : {}),
    ...(typeof q === "string" ? { q } : {}),
    ...(typeof n === "number" ? { n } : {}),
  });
  send({ ...params, event: DATA_LAYER_EVENT, event_id: eventId }, (w) =>
    w.gtag?.("event", DATA_LAYER_EVENT, { ...params, event_id: eventId }),
  );
}

/** The ad pixel's standard events (spec 01 §7 "An ad-pixel ViewContent event is also sent"). */
export type PixelEvent = "ViewContent";

/**
 * A pixel event: on the dataLayer (a pixel run by Tag Manager reads it there) and, where the site's
 * own Meta pixel is loaded, straight to it (`fbq('track', …)`, Meta's standard-event call).
 */
export function trackPixel(event: PixelEvent, params: AnalyticsParams = {}): void {
  send({ ...params, event }, (w) => w.fbq?.("track", event, params));
}
