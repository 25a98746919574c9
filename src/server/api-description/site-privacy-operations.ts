import "server-only";
import { z } from "zod";
import { ownDeleteSchema } from "@/lib/privacy/privacy-subject";
import { EXPORT_FORMAT } from "@/lib/privacy/shopper-export";
import { type ApiOperation, accountError, refusal, STATE_CHANGE_REFUSALS } from "./operation";

/**
 * A signed-in shopper's own privacy requests on a site's host (issue 36 item 6; Australian Privacy
 * Principles 12 and 13; decision 0070): their data as one JSON file, and its deletion. Found by the
 * session's mobile alone. A 404 on a site without sign-in; private, never stored.
 */

const SIGNED_IN = [{ shopperSession: [] }];
const records = z.array(z.record(z.string(), z.unknown()));

/** The export file (lib/privacy/shopper-export `ShopperDataExport`). */
export const shopperDataAnswer = z.object({
  format: z.literal(EXPORT_FORMAT),
  site: z.object({ slug: z.string(), name: z.string() }),
  exported_at: z.string().meta({ description: "ISO 8601, UTC." }),
  found_by: z.object({
    phone: z.string().optional().meta({ description: "The national number's digits, without the 0." }),
    email: z.string().optional(),
  }),
  accounts: records.meta({ description: "The account, with its saved cars, searches, alerts and sessions." }),
  leads: records.meta({
    description: "Enquiries, test drives, chat and other leads, with the dealer's notes.",
  }),
  reservations: records,
  trade_ins: records,
  purchase_journeys: records,
  messages: records.meta({ description: "Confirmations, notices and alert digests sent to them." }),
  not_included: z.array(z.string()),
});

const deletionCounts = z.object({
  account: z.number().int(),
  leads: z.number().int(),
  reservations: z.number().int(),
  trade_ins: z.number().int(),
  purchase_journeys: z.number().int(),
  messages: z.number().int(),
});

const SIGN_IN_FIRST = refusal("Not signed in; `sign_in` is where to.", accountError);
const NO_ACCOUNTS = refusal("The site offers no sign-in.", accountError);

export const SITE_PRIVACY_OPERATIONS: ApiOperation[] = [
  {
    route: "s/[site]/api/account/data",
    method: "get",
    path: "/api/account/data",
    audience: "site",
    operationId: "myData",
    tag: "Accounts",
    summary: "Everything the site holds for the signed-in shopper's mobile, as one JSON file (APP 12)",
    input: "none",
    security: SIGNED_IN,
    responses: {
      200: {
        description: "The file; audit-logged.",
        schema: shopperDataAnswer,
        headers: { "content-disposition": 'attachment; filename="<site>-my-data-<YYYY-MM-DD>.json"' },
      },
      401: SIGN_IN_FIRST,
      404: NO_ACCOUNTS,
    },
  },
  {
    route: "s/[site]/api/account/data/delete",
    method: "post",
    path: "/api/account/data/delete",
    audience: "site",
    operationId: "deleteMyData",
    tag: "Accounts",
    summary: "Delete the signed-in shopper's data on this site, and sign them out (APP 13)",
    description:
      "The account (saved cars, searches, alerts), purchase journeys and messages are deleted; leads, reservations and trade-in valuations keep the dealer's counts and money without the person (decision 0070). Audit-logged.",
    input: "route",
    security: SIGNED_IN,
    body: { schema: ownDeleteSchema, description: "The shopper's confirmation.", example: { confirm: true } },
    responses: {
      200: {
        description: "Deleted; the session ended and its cookies cleared.",
        schema: z.object({ deleted: deletionCounts }),
        headers: { "set-cookie": "The session cookie and the signed-in hint, cleared." },
      },
      400: refusal("Not confirmed (`confirm` must be true).", accountError),
      401: SIGN_IN_FIRST,
      404: NO_ACCOUNTS,
      ...STATE_CHANGE_REFUSALS,
    },
  },
];
