import "server-only";
import { PAGE_VIEW_EVENT } from "@/lib/analytics/collection";
import type { ParsedEventBatch } from "@/lib/analytics/event-batch";
import { normaliseSearchQuery } from "@/lib/analytics/search-query";
import { attribution, PRIVATE_ATTRIBUTION } from "@/lib/analytics/traffic-source";
import { visitorHash } from "./visitor-salts";
import type { EventRow } from "./write-events";

/** A valid batch, with what the endpoint worked out for it: the site's day and its salt, and privacy. */
export type EventBatchInput = {
  batch: ParsedEventBatch;
  day: string;
  salt: string;
  /** DNT or GPC, from the headers or the page: no visitor and no attribution (decision 0061). */
  private: boolean;
};

/** Who sent it, as far as counting needs: the address and agent are hashed, never kept. */
export type BatchSender = { siteId: number; host: string; address: string; userAgent: string; now: Date };

export type EventBatchResult = { kind: "accepted"; events: number };

/**
 * A batch of a page's events into raw rows for the buffer (issue 33 §2). The site is the host's, never
 * the body's. Each event gets the batch's arrival time, a millisecond apart in their order, so the
 * funnel can tell a search before a car page within one batch. Only event 49 keeps a search's text
 * (normalised, lib/analytics/search-query) and count. Storing happens later, off the request.
 */
export function receiveEventBatch(
  input: EventBatchInput,
  sender: BatchSender,
  buffer: { add(rows: readonly EventRow[]): void },
): EventBatchResult {
  const { batch } = input;
  const from = input.private ? PRIVATE_ATTRIBUTION : attribution(batch.source, sender.host);
  const visitor = input.private
    ? null
    : visitorHash(input.salt, sender.siteId, sender.address, sender.userAgent);
  const last = batch.events.length - 1;
  const rows = batch.events.map(
    (event, index): EventRow => ({
      siteId: sender.siteId,
      day: input.day,
      at: new Date(sender.now.getTime() - (last - index)),
      event: event.e === "page_view" ? PAGE_VIEW_EVENT : event.e,
      page: event.page,
      carId: event.car ?? null,
      visitor,
      source: input.private ? null : from.source,
      medium: input.private ? null : from.medium,
      campaign: input.private ? null : from.campaign,
      device: batch.device,
      query: event.e === 49 && event.q !== undefined ? normaliseSearchQuery(event.q) : null,
      results: event.e === 49 ? (event.n ?? null) : null,
    }),
  );
  buffer.add(rows);
  return { kind: "accepted", events: rows.length };
}
