/**
 * A database id from outside: a path segment, a query string, a form's hidden field or a JSON body
 * (issue 29 item 1). Ids are serial (PostgreSQL int4) columns, so an id is a whole number from 1 to
 * 2,147,483,647. Anything else (0, a sign, a fraction, an exponent, hex, 2^31 and up) is not an id, and
 * is refused where it is parsed: the caller answers as it does for any malformed id ("no such car", a
 * 400), and no query is ever sent with it. Sent, a number past int4 is a PostgreSQL error, a 500.
 * No zod here, so pages' own scripts may read ids with it; `record-id-schema` wraps it for zod.
 */

/** The largest value of a serial (int4) column. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Decimal digits as we write an id: no sign, no leading zero. */
const DIGITS = /^[1-9]\d*$/;

/**
 * The id `value` spells, or null: a JSON number that is a whole number in range, or text of decimal
 * digits as we write ids (no sign, no leading zero; surrounding spaces allowed) whose value is in
 * range. One spelling per id: `007` is not car 7.
 */
export function parseRecordId(value: unknown): number | null {
  if (typeof value === "number") return isRecordId(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!DIGITS.test(text)) return null;
  const id = Number(text);
  return isRecordId(id) ? id : null;
}

/** Whether `id` can be a serial column's value: a whole number from 1 to MAX_RECORD_ID. */
export function isRecordId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID;
}
