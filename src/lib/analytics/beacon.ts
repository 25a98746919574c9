import {
  type CollectedEvent,
  type EventBatch,
  type FirstTouch,
  MAX_BATCH_EVENTS,
  type PageKind,
} from "./collection";
import { deviceClass } from "./device-class";
import { pageKind } from "./page-kind";
import { browserRequestsPrivacy, type PrivacyNavigator } from "./privacy";
import { landingTouch } from "./traffic-source";

/**
 * First-party collection in the browser (issue 33 §1, decision 0061): every page view and spec event
 * also goes to the site itself, `POST /api/events`, whatever the marketing consent (it sets no cookie
 * and sends nothing about the person). Events are queued and sent as one batch a second after the
 * first, at MAX_BATCH_EVENTS, and when the page is hidden or left, with `navigator.sendBeacon` (a
 * keepalive `fetch` where it is missing or refuses). A failure is never the shopper's problem.
 *
 * Do Not Track / Global Privacy Control: the batch says so and carries no first touch; the first
 * touch (referrer host and UTM tags) is not even read or kept.
 */
export const EVENTS_PATH = "/api/events";
export const FLUSH_DELAY_MS = 1000;
/** The visit's first touch, kept for the tab's session (no cookie, no local storage). */
export const FIRST_TOUCH_KEY = "forecourt:analytics-touch";

/** What of `window` the collector uses (structural, so a test can hand it a fake). */
export type BeaconWindow = {
  location: { pathname: string; search: string; host: string };
  document: {
    referrer: string;
    visibilityState?: string;
    addEventListener(type: "visibilitychange", listener: () => void): void;
  };
  navigator: PrivacyNavigator & { sendBeacon?(url: string, data: Blob): boolean };
  sessionStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  doNotTrack?: string | null;
  innerWidth: number;
  innerHeight: number;
  addEventListener(type: "pagehide", listener: () => void): void;
  fetch?(url: string, init: RequestInit): Promise<unknown>;
};

type Collector = { w: BeaconWindow; queue: CollectedEvent[]; timer: ReturnType<typeof setTimeout> | null };

let current: Collector | null = null;

function collectorFor(w: BeaconWindow): Collector {
  if (current?.w === w) return current;
  const collector: Collector = { w, queue: [], timer: null };
  const flushNow = () => flush(collector);
  w.addEventListener("pagehide", flushNow);
  w.document.addEventListener("visibilitychange", () => {
    if (w.document.visibilityState === "hidden") flushNow();
  });
  current = collector;
  return collector;
}

/** Queues one event for the site's own counts; never throws. */
export function collect(
  event: "page_view" | number,
  detail: Omit<CollectedEvent, "e" | "page"> & { page?: PageKind } = {},
): void {
  try {
    const w = (globalThis as { window?: BeaconWindow }).window;
    if (!w?.location || !w.document) return;
    const collector = collectorFor(w);
    const entry: CollectedEvent = { e: event, page: detail.page ?? pageKind(w.location.pathname) };
    if (detail.car !== undefined) entry.car = detail.car;
    if (detail.q !== undefined) entry.q = detail.q;
    if (detail.n !== undefined) entry.n = detail.n;
    collector.queue.push(entry);
    if (!browserRequestsPrivacy(w.navigator, w)) firstTouch(w);
    if (collector.queue.length >= MAX_BATCH_EVENTS) flush(collector);
    else collector.timer ??= setTimeout(() => flush(collector), FLUSH_DELAY_MS);
  } catch {
    // Counting must never break the page.
  }
}

/** The visit's first touch: read once, on the first page of the tab's session, then kept. */
function firstTouch(w: BeaconWindow): FirstTouch {
  try {
    const kept = w.sessionStorage?.getItem(FIRST_TOUCH_KEY);
    if (kept) return JSON.parse(kept) as FirstTouch;
  } catch {
    // Unreadable: the landing page's is read again below.
  }
  const touch = landingTouch(w.document.referrer, w.location.search, w.location.host);
  try {
    w.sessionStorage?.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
  } catch {
    // Storage off: each page attributes itself.
  }
  return touch;
}

/** Sends everything queued, in batches. */
export function flush(collector: Collector | null = current): void {
  if (!collector) return;
  if (collector.timer !== null) clearTimeout(collector.timer);
  collector.timer = null;
  const { w } = collector;
  while (collector.queue.length) {
    const batch: EventBatch = {
      device: deviceClass(w.innerWidth, w.innerHeight),
      events: collector.queue.splice(0, MAX_BATCH_EVENTS),
    };
    if (browserRequestsPrivacy(w.navigator, w)) batch.private = true;
    else {
      const touch = firstTouch(w);
      if (Object.keys(touch).length) batch.source = touch;
    }
    send(w, JSON.stringify(batch));
  }
}

function send(w: BeaconWindow, body: string): void {
  try {
    if (w.navigator.sendBeacon?.(EVENTS_PATH, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // A browser that refuses the beacon gets the fetch.
  }
  w.fetch?.(EVENTS_PATH, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "application/json" },
  }).catch((error: unknown) => console.warn("Analytics events were not sent", error));
}
