import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postRegoLookup } from "@/server/trade-in/trade-in-endpoint";
import { tradeInPostSettings } from "@/server/trade-in/trade-in-settings";

export const dynamic = "force-dynamic";

/**
 * POST /api/trade-ins/lookup `{ rego, regoState }` (spec 01 §7 "Rego lookup"): 200 `{ result: 'found',
 * vehicle }` or `{ result, field, message }` for the wizard to show at the field; 400 a malformed rego
 * or state; 429 too many lookups.
 */
export const POST = withSite(async (request, site) =>
  postRegoLookup(site, request, tradeInPostSettings(await getDatabase(), site)),
);
