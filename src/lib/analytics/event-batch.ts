import { z } from "zod";
import { MAX_RECORD_ID } from "../text/record-id";
import {
  DEVICE_CLASSES,
  type EventBatch,
  MAX_BATCH_EVENTS,
  MAX_QUERY_LENGTH,
  PAGE_KINDS,
} from "./collection";
import { ANALYTICS_EVENTS } from "./track";

/**
 * `POST /api/events`'s body (issue 33 §2): one batch of a page's events. Strict: an unknown key, an
 * event id the spec does not name, a wrong type, an empty or too long batch is a 400 and nothing of
 * the batch is stored. The body's size is held to MAX_BATCH_BYTES before it is parsed. The site is
 * never in the body: it comes from the host.
 */
const SPEC_EVENT_IDS = new Set<number>(Object.values(ANALYTICS_EVENTS));

const eventId = z.union([
  z.literal("page_view"),
  z
    .number()
    .int()
    .refine((id) => SPEC_EVENT_IDS.has(id), "is not one of the spec's analytics event ids (01 §7, 02 §7)"),
]);

const text = (max: number) => z.string().max(max);

export const collectedEventSchema = z.strictObject({
  e: eventId,
  page: z.enum(PAGE_KINDS),
  car: z.number().int().min(1).max(MAX_RECORD_ID).optional(),
  /** The search text as typed; normalised (and cut to MAX_QUERY_LENGTH) when stored. */
  q: text(MAX_QUERY_LENGTH * 4).optional(),
  n: z.number().int().min(0).max(MAX_RECORD_ID).optional(),
});

/** A host name as a referrer (letters, digits, dots, dashes; an IDN arrives as punycode). */
const hostName = z
  .string()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i, "is not a host name");

export const eventBatchSchema = z.strictObject({
  device: z.enum(DEVICE_CLASSES),
  private: z.boolean().optional(),
  source: z
    .strictObject({
      referrer: hostName.optional(),
      utm_source: text(200).optional(),
      utm_medium: text(200).optional(),
      utm_campaign: text(200).optional(),
    })
    .optional(),
  events: z.array(collectedEventSchema).min(1).max(MAX_BATCH_EVENTS),
}) satisfies z.ZodType<EventBatch>;

export type ParsedEventBatch = z.output<typeof eventBatchSchema>;
