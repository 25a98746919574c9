import { z } from "zod";
import { AU_STATES } from "../../locations/au-states";
import { isHttpUrlOrPath } from "../../net/link-url";

/**
 * The value schemas the bundle's records share: slugs, text, money, dates, timestamps, URLs, states and
 * postcodes, each with the message a feed's author reads when a value is refused.
 */

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens");

export const text = (max = 200) => z.string().trim().max(max);
export const optionalText = (max = 200) => text(max).nullish();
/** Text a record cannot do without: missing or blank is "is required". */
export const requiredText = (max = 200) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .trim()
    .max(max)
    .min(1, "is required");
export const money = z.number().finite().min(0, "must not be negative").max(100_000_000);
export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(s)), "must be a real calendar date");
export const timestampText = z.iso.datetime({ offset: true });
const URL_RULE = "must be an http(s) URL or a path on the site (starting with one /)";
export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  // The pattern is what the published JSON Schema can say; the refinement is the whole rule.
  .regex(/^(https?:\/\/[^/\\\s]|\/(?![/\\]))/, { message: URL_RULE, abort: true })
  .refine(isHttpUrlOrPath, URL_RULE);
export const stateSchema = z
  .string()
  .trim()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(AU_STATES, { error: `must be one of ${AU_STATES.join(", ")}` }));
export const postcode = z.string().regex(/^\d{4}$/, "must be 4 digits");
