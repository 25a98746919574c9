import "server-only";
import { z } from "zod";
import type { Site } from "@/lib/tenancy/site";
import { inspectionRequestSchema } from "@/lib/trade-in/inspection";
import type { Database } from "../db/client";
import { recordResponse } from "../http/api";
import { applyTradeInToCar } from "./apply-offer";
import { bookInspection } from "./inspection";
import { receiveTradeInAction, type TradeInPostSettings } from "./trade-in-endpoint";

const NO_TRADE_IN = "No such valuation.";

const pathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)/, "path must be a path of this site")
  .optional();

export const inspectionBodySchema = inspectionRequestSchema.extend({ path: pathSchema });

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
  const change = await receiveTradeInAction(request, site, id, settings, inspectionBodySchema, now);
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

export const applyBodySchema = z.object({
  car_id: z.union([z.string().trim().min(1).max(200), z.number().int().positive()], {
    error: "car_id must be the car's id or slug.",
  }),
  path: pathSchema,
});

/**
 * POST /api/trade-ins/{id}/apply `{ car_id, path? }` (decision 0084): puts the offer toward a car of
 * this site; 200 the valuation, now toward that car; 400 at `car_id` a car not here or taking no
 * trade-in; 404 no such valuation; 409 no offer yet; 429 too many.
 */
export async function postTradeInApply(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  settings: TradeInPostSettings,
): Promise<Response> {
  const now = settings.now?.() ?? new Date();
  const change = await receiveTradeInAction(request, site, id, settings, applyBodySchema, now);
  if (!change.ok) return change.response;
  const context = { path: change.input.path ?? null, userAgent: change.client.userAgent };
  return recordResponse(
    await applyTradeInToCar(db, site, id, change.input.car_id, context, now),
    NO_TRADE_IN,
  );
}
