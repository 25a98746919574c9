import "server-only";
import { z } from "zod";
import type { Site } from "@/lib/tenancy/site";
import { inspectionRequestSchema } from "@/lib/trade-in/inspection";
import { isTradeInId } from "@/lib/trade-in/wizard";
import type { Database } from "../db/client";
import { jsonError, recordResponse } from "../http/api";
import { receiveStateChange } from "../http/state-change";
import { postRateRefusal } from "../net/post-rate-limit";
import { bookInspection } from "./inspection";
import type { TradeInPostSettings } from "./trade-in-endpoint";

const NO_TRADE_IN = "No such valuation.";

export const inspectionBodySchema = inspectionRequestSchema.extend({
  path: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, "path must be a path of this site")
    .optional(),
});

/**
 * POST /api/trade-ins/{id}/inspection `{ location_id, inspection_at, path? }` (issue 34 item 2,
 * decision 0084): the state-change prelude, then `bookInspection`. 200 the valuation with its booked
 * inspection; 400 at the field (a closed or too-soon time, a location not the site's); 404 no such
 * valuation; 409 not valued yet; 429 too many.
 */
export async function postTradeInInspection(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  settings: TradeInPostSettings,
): Promise<Response> {
  const now = settings.now?.() ?? new Date();
  const change = await receiveStateChange(request, {
    refuse: () => (isTradeInId(id) ? null : jsonError(404, NO_TRADE_IN)),
    body: { schema: inspectionBodySchema },
    limits: (_input, { client }) => postRateRefusal("trade-in", site, client.address, settings, now),
  });
  if (!change.ok) return change.response;
  const { path, ...booking } = change.input;
  const result = await bookInspection(
    db,
    site,
    id,
    booking,
    { path: path ?? null, userAgent: change.client.userAgent },
    now,
  );
  return recordResponse(result, NO_TRADE_IN);
}
