/**
 * What a page sends to its own site's `POST /api/events` (issue 33 §1, decision 0061): the shape both
 * the browser's collector (beacon.ts) and the endpoint's schema (event-batch.ts) hold to. No zod here:
 * this module is on every page.
 */

/** A page view's event id in storage and rollups; the spec's events keep their own ids (01 §7, 02 §7). */
export const PAGE_VIEW_EVENT = 0;

/** The spec's enquiry events (9 finance enquiry, 14/15 enquiries, 17/48 test drives, 18 trade-in, 19 fleet). */
export const ENQUIRY_EVENT_IDS = [9, 14, 15, 17, 18, 19, 48] as const;

/** Events of one batch, at most; the collector sends a full batch at once. */
export const MAX_BATCH_EVENTS = 25;
/** A batch's body, at most (a full batch of the longest events is about a third of it). */
export const MAX_BATCH_BYTES = 16 * 1024;
/** The longest search text kept (event 49), after normalising. */
export const MAX_QUERY_LENGTH = 64;

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const PAGE_KINDS = [
  "home",
  "search",
  "car",
  "offer",
  "finance",
  "trade-in",
  "service",
  "location",
  "enquiry",
  "model",
  "content",
  "saved",
  "account",
  "checkout",
  "other",
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * The visit's first touch, as the landing page saw it (traffic-source.ts `landingTouch`): the
 * referring host when it is another site, and the landing URL's UTM tags.
 */
export type FirstTouch = {
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
};

/** One event: `e` is "page_view" or a spec event id; `car` a car's id; `q`/`n` event 49's text and count. */
export type CollectedEvent = {
  e: "page_view" | number;
  page: PageKind;
  car?: number;
  q?: string;
  n?: number;
};

export type EventBatch = {
  device: DeviceClass;
  /** The browser sends Do Not Track or Global Privacy Control: no attribution, no visitor (decision 0061). */
  private?: boolean;
  source?: FirstTouch;
  events: CollectedEvent[];
};
