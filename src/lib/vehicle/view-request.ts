import { z } from "zod";
import { recordIdText } from "../text/record-id-schema";

/**
 * GET /cars/{slug}/view.json?photos_count={n}&updated_at={ts}&website_id={id} (spec 01 §7): the page
 * reports a view with what it was rendered from; the answer says whether the car changed since.
 */

/** An ISO date-time, or Unix time in seconds or milliseconds; NaN when it is neither. */
export function parseTimestamp(value: string): number {
  const trimmed = value.trim();
  if (/^\d{1,13}(\.\d+)?$/.test(trimmed)) {
    const n = Number(trimmed);
    return n < 1e11 ? n * 1000 : n;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return Number.NaN;
  return Date.parse(trimmed);
}

export const viewRequestSchema = z.object({
  photos_count: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "cannot be negative")
    .max(10_000, "is too large"),
  updated_at: z
    .string({ error: "is required" })
    .max(40, "is too long")
    .refine((v) => Number.isFinite(parseTimestamp(v)), "must be an ISO date-time or a Unix timestamp"),
  website_id: recordIdText("must be a site's id (a whole number from 1 to 2147483647)"),
});

export type ViewRequest = z.infer<typeof viewRequestSchema>;

/** The live fields a rendered page may be behind on (spec 01 §7 "car_fields"). */
export type LiveCarFields = {
  status: string;
  reserved: boolean;
  price: number | null;
  offer_price: number | null;
  photos_count: number;
  updated_at: string;
};

/** Whether the page was rendered from an older car than `live` (a newer record or other photos). */
export function isStale(
  request: Pick<ViewRequest, "photos_count" | "updated_at">,
  live: LiveCarFields,
): boolean {
  return (
    request.photos_count !== live.photos_count ||
    Date.parse(live.updated_at) > parseTimestamp(request.updated_at) + 999
  );
}
