import { z } from "zod";
import { MAX_RECORD_ID, parseRecordId } from "./record-id";

/**
 * `lib/text/record-id`'s one rule for ids from outside, as zod schemas for request bodies and queries
 * (issue 29 item 1): out of int4's range is the same refusal as any other malformed id.
 */

/**
 * An id as a JSON number (a string is refused, as the body's other numbers are): `isRecordId` spelled
 * as zod checks, so a JSON Schema made from it (docs:schema) still says whole, 1 and up, int4's max.
 */
export function recordIdNumber(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);
}

/**
 * What `recordIdText` takes, for a JSON Schema made from it (the API description, decision 0066): the
 * transform's input is `unknown`, which JSON Schema would state as no rule at all.
 */
const RECORD_ID_TEXT_JSON_SCHEMA = {
  description: `An id: a whole number from 1 to ${MAX_RECORD_ID}, as a number or as digits.`,
  anyOf: [
    { type: "integer", minimum: 1, maximum: MAX_RECORD_ID },
    { type: "string", pattern: "^\\s*[1-9]\\d{0,9}\\s*$" },
  ],
};

/** An id as a JSON number or as digits (a query string, a form field): the id as a number. */
export function recordIdText(message: string) {
  return z
    .unknown()
    .transform((value, ctx): number => {
      const id = parseRecordId(value);
      if (id !== null) return id;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .meta(RECORD_ID_TEXT_JSON_SCHEMA);
}
