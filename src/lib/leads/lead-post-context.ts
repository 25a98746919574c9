import { z } from "zod";
import { VISITED_PAGES_LIMIT } from "./visit-trail";

/**
 * What a post to /api/leads carries beside the form's own fields: which form it is, the guard's
 * render stamp and honeypot (decision 0010), and where the shopper came from (spec 02 §7
 * lead_attributes). Loose, because the form's fields ride in the same body and are checked next by
 * the form's own schema.
 */
export const leadPostContextSchema = z.looseObject({
  // The API prefixes each reason with its key (zodIssues), so the message does not repeat it.
  formKind: z.string({ error: "which form this is, e.g. 'vehicle-enquiry'" }),
  // Missing is the guard's to answer (a 400 asking to reload), not a schema error.
  form_token: z.string().default(""),
  website: z.string().optional(),
  path: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, "path must be a path of this site, starting with /")
    .optional(),
  visited_pages: z.array(z.string().max(500)).max(VISITED_PAGES_LIMIT).default([]),
  linked_query_params: z.record(z.string().max(100), z.string().max(500)).default({}),
});

export type LeadPostContext = z.output<typeof leadPostContextSchema>;
