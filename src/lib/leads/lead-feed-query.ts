import { z } from "zod";
import { LEAD_STATUSES, type LeadStatus } from "./lead-status";

/**
 * The query of `GET /admin/api/sites/{slug}/leads` (issue 31 §7): which of a site's leads a CRM or a
 * report reads, newest first, a page at a time. Every parameter is checked; an unknown one is refused
 * rather than ignored, so a typo (`?stauts=`) does not quietly answer every lead.
 *
 * - `since`: leads received at or after this moment, an ISO 8601 date-time with its zone;
 * - `status`: one status or several, comma-separated (`new,contacted`);
 * - `limit`: how many, 1 to MAX_LEAD_FEED (default DEFAULT_LEAD_FEED);
 * - `after`: the `next` of the page before, to read on from there.
 */

export const DEFAULT_LEAD_FEED = 100;
export const MAX_LEAD_FEED = 500;

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const leadFeedQuerySchema = z.strictObject({
  since: z.iso
    .datetime({
      offset: true,
      error:
        "must be a date and time with its zone, such as 2026-11-20T09:00:00+11:00 or 2026-11-19T22:00:00Z",
    })
    .transform((text) => new Date(text))
    .optional(),
  status: z
    .string()
    .transform((text) => text.split(",").map((s) => s.trim()))
    .pipe(
      z
        .array(z.enum(LEAD_STATUSES, { error: `must be one or more of ${LEAD_STATUSES.join(", ")}` }))
        .max(LEAD_STATUSES.length, "name each status once"),
    )
    .transform((statuses) => [...new Set(statuses)] as LeadStatus[])
    .optional(),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_LEAD_FEED, `must be at most ${MAX_LEAD_FEED}`)
    .default(DEFAULT_LEAD_FEED),
  after: z.string().regex(LEAD_ID, "must be the `next` of the page before").optional(),
});

export type LeadFeedQuery = z.output<typeof leadFeedQuerySchema>;
