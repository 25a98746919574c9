import "server-only";
import { z } from "zod";
import { type Env, env } from "@/env";
import { RESERVATION_STATUSES } from "@/lib/checkout/reservation";
import { adminRefusal } from "../admin/admin-request";
import type { Database } from "../db/client";
import { getDatabase } from "../db/database";
import { jsonError, parseJsonBody, parseQuery } from "../http/api";
import { clientFacts } from "../http/state-change";
import { paymentProviderNamed } from "../payments/payment-providers";
import { readSite } from "../tenancy/sites";
import { settleReservation } from "./dealer-action";
import { getReservationDetail, listReservations } from "./reservation-queries";

/**
 * The dealer's side of reservations over the admin API (issue 18; README "Reserving a car online"),
 * each behind the admin token (`adminRefusal`). The `forecourt reservations` command uses these when a
 * server holds the data directory.
 *
 *   GET  /admin/api/reservations?site=<slug>[&status=held][&limit=50]   a site's reservations, newest first
 *   GET  /admin/api/reservations/{id}                                   one, with every step it went through
 *   POST /admin/api/reservations/{id}  {"action":"complete"|"cancel"}   settle a held one
 */

const actionSchema = z.strictObject({
  action: z.enum(["complete", "cancel"], { error: 'action must be "complete" or "cancel"' }),
});

export const RESERVATION_ID_PATTERN = /^res_[\w-]{8,64}$/;
const idSchema = z.string().regex(RESERVATION_ID_PATTERN);

export const MAX_RESERVATION_LIST = 1000;

const listQuery = z.strictObject({
  site: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a site slug"),
  status: z
    .enum(RESERVATION_STATUSES, { error: `must be one of ${RESERVATION_STATUSES.join(", ")}` })
    .optional(),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_RESERVATION_LIST, `must be at most ${MAX_RESERVATION_LIST}`)
    .default(50),
});

export type ReservationAdminDeps = { settings: Env; database: () => Promise<Database>; now?: () => Date };

const NO_STORE = { headers: { "cache-control": "no-store" } };

/** `GET /admin/api/reservations?site=…`: 200 `{ reservations: [...] }`; 404 for an unknown site. */
export function reservationListEndpoint({ settings, database }: ReservationAdminDeps) {
  return async (request: Request): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    const query = parseQuery(new URL(request.url).searchParams, listQuery);
    if (!query.ok) return query.response;
    const db = await database();
    const site = await readSite(db, query.data.site);
    if (!site) return jsonError(404, `No site "${query.data.site}"`);
    const items = await listReservations(db, site.id, {
      limit: query.data.limit,
      ...(query.data.status ? { status: query.data.status } : {}),
    });
    return Response.json({ reservations: items }, NO_STORE);
  };
}

/** `GET /admin/api/reservations/{id}`: 200 with the reservation and its events; 404 when unknown. */
export function reservationDetailEndpoint({ settings, database }: ReservationAdminDeps) {
  return async (request: Request, id: string): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    if (!idSchema.safeParse(id).success) return jsonError(404, "No such reservation");
    const detail = await getReservationDetail(await database(), id);
    return detail ? Response.json(detail, NO_STORE) : jsonError(404, "No such reservation");
  };
}

/**
 * `POST /admin/api/reservations/{id}` with `{ "action": "complete" | "cancel" }`: the dealer settles a
 * held reservation (the sale went ahead, or it is off and the deposit goes back); audit-logged as the
 * admin token, and the shopper is told (issue 31 §5). 200
 * `{ reservation_id, status }`; 404 for an unknown id; 409 when it is not held (with the reason).
 *
 *   curl -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
 *        -d '{"action":"complete"}' http://localhost:3000/admin/api/reservations/res_…
 */
export function dealerActionEndpoint({ settings, database, now }: ReservationAdminDeps) {
  return async (request: Request, id: string): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    if (!idSchema.safeParse(id).success) return jsonError(404, "No such reservation");
    const body = await parseJsonBody(request, actionSchema);
    if (!body.ok) return body.response;
    const db = await database();
    const result = await settleReservation(db, id, body.data.action, {
      provider: (name) => paymentProviderNamed(name, db, settings),
      actor: { kind: "admin-token", address: clientFacts(request.headers).address },
      ...(now ? { now } : {}),
    });
    switch (result.kind) {
      case "done":
        return Response.json({ reservation_id: id, status: result.status }, NO_STORE);
      case "not-found":
        return jsonError(404, "No such reservation");
      case "refused":
        return jsonError(409, result.reason);
    }
  };
}

const serverDeps: ReservationAdminDeps = { settings: env, database: getDatabase };
export const handleReservationList = reservationListEndpoint(serverDeps);
export const handleReservationDetail = reservationDetailEndpoint(serverDeps);
export const handleDealerAction = dealerActionEndpoint(serverDeps);
