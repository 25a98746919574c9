import { describe, expect, it } from "vitest";
import { MAX_BATCH_EVENTS } from "./collection";
import { eventBatchSchema } from "./event-batch";

const ok = {
  device: "phone",
  source: { referrer: "google.com", utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
  events: [
    { e: "page_view", page: "search" },
    { e: 49, page: "search", q: "hilux", n: 12 },
    { e: "page_view", page: "car", car: 42 },
    { e: 25, page: "car", car: 42 },
  ],
};

const issues = (body: unknown) => {
  const result = eventBatchSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
};

describe("the event batch (issue 33 §2: a malformed or oversized batch answers 400)", () => {
  it("takes a page's batch: page views, spec events, a car, a search's text and count, the first touch", () => {
    expect(eventBatchSchema.parse(ok)).toEqual(ok);
    expect(
      eventBatchSchema.parse({ device: "desktop", private: true, events: [{ e: 4, page: "car", car: 1 }] }),
    ).toEqual({ device: "desktop", private: true, events: [{ e: 4, page: "car", car: 1 }] });
  });

  it("refuses an event id the spec does not name, and an unknown page kind or device", () => {
    expect(issues({ ...ok, events: [{ e: 50, page: "car" }] })).toEqual(["events.0.e"]);
    expect(issues({ ...ok, events: [{ e: "click", page: "car" }] })).toEqual(["events.0.e"]);
    expect(issues({ ...ok, events: [{ e: 4, page: "admin" }] })).toEqual(["events.0.page"]);
    expect(issues({ ...ok, device: "watch" })).toEqual(["device"]);
  });

  it("refuses an empty batch and one over the limit", () => {
    expect(issues({ ...ok, events: [] })).toEqual(["events"]);
    const many = Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => ({ e: "page_view", page: "home" }));
    expect(issues({ ...ok, events: many })).toEqual(["events"]);
  });

  it("refuses keys it does not know (a site id, an address) and ids that are not ids", () => {
    expect(issues({ ...ok, site: "other-site" })).toEqual([""]);
    expect(issues({ ...ok, events: [{ e: 4, page: "car", car: 1, ip: "1.2.3.4" }] })).toEqual(["events.0"]);
    expect(issues({ ...ok, events: [{ e: 4, page: "car", car: 2 ** 31 }] })).toEqual(["events.0.car"]);
    expect(issues({ ...ok, events: [{ e: 4, page: "car", car: 1.5 }] })).toEqual(["events.0.car"]);
  });

  it("a referrer must be a host name, not a URL or a script", () => {
    expect(issues({ ...ok, source: { referrer: "https://google.com/x" } })).toEqual(["source.referrer"]);
    expect(issues({ ...ok, source: { referrer: "<script>" } })).toEqual(["source.referrer"]);
  });
});
