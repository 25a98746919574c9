import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type Env, env } from "@/env";
import { RESERVATION_STATUSES } from "@/lib/checkout/reservation";
import type { AdminAccess } from "@/lib/staff/api-key-scopes";
import { accessReaches, adminAccess, adminCredential } from "../admin/admin-access";
import type { Database } from "../db/client";
import { getDatabase } from "../db/database";
import { reservations } from "../db/schema";
import { jsonError, parseJsonBody, parseQuery } from "../http/api";
import { clientFacts } from "../http/state-change";
import { paymentProviderNamed } from "../payments/payment-providers";
import { readSite } from "../tenancy/sites";
import { settleReservation } from "./dealer-action";
import { getReservationDetail, listReservations } from "./reservation-queries";

/**
 * The dealer's side of reservations over the admin API (issue 18; README "Reserving a car online"),
 * each behind the admin token or a site's API key with `reservations:write` (issue 31 §7,
 * server/admin/admin-access): a key reaches only its own site's reservations, and anything else (another
 * site's, a key without the scope, revoked or unknown) reads as not there, 404. The `forecourt
 * reservations` command uses these with the admin token when a server holds the data directory.
 *
 *   GET  /admin/api/reservations?site=<slug>[&status=held][&limit=50]   a site's reservations, newest first
 *   GET  /admin/api/reservations/{id}                                   one, with every step it went through
 *   POST /admin/api/reservations/{id}  {"action":"complete"|"cancel"}   settle a held one
 */

export const dealerActionSchema = z.strictObject({
  action: z.enum(["complete", "cancel"], { error: 'action must be "complete" or "cancel"' }),
});

export const RESERVATION_ID_PATTERN = /^res_[\w-]{8,64}$/;
const idSchema = z.string().regex(RESERVATION_ID_PATTERN);

export const MAX_RESERVATION_LIST = 1000;

export const reservationListQuerySchema = z.strictObject({
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

const NO_RESERVATION = "No such reservation";

/** Whether the access reaches the reservation's site with `reservations:write`; false when there is none. */
async function reachesReservation(db: Database, access: AdminAccess | null, id: string): Promise<boolean> {
  if (access?.kind === "operator") return true;
  const [row] = await db
    .select({ siteId: reservations.siteId })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row !== undefined && accessReaches(access, "reservations:write", row.siteId);
}

/** `GET /admin/api/reservations?site=…`: 200 `{ reservations: [...] }`; 404 for an unknown site. */
export function reservationListEndpoint(deps: ReservationAdminDeps) {
  const { settings, database } = deps;
  return async (request: Request): Promise<Response> => {
    const credential = adminCredential(request, settings);
    if (!credential.ok) return credential.response;
    const query = parseQuery(new URL(request.url).searchParams, reservationListQuerySchema);
    if (!query.ok) return query.response;
    const db = await database();
    const access = await adminAccess(deps, credential.data);
    const site = await readSite(db, query.data.site);
    if (!site || !accessReaches(access, "reservations:write", site.id)) {
      return jsonError(404, `No site "${query.data.site}"`);
    }
    const items = await listReservations(db, site.id, {
      limit: query.data.limit,
      ...(query.data.status ? { status: query.data.status } : {}),
    });
    return Response.json({ reservations: items }, NO_STORE);
  };
}

/** `GET /admin/api/reservations/{id}`: 200 with the reservation and its events; 404 when unknown. */
export function reservationDetailEndpoint(deps: ReservationAdminDeps) {
  const { settings, database } = deps;
  return async (request: Request, id: string): Promise<Response> => {
    const credential = adminCredential(request, settings);
    if (!credential.ok) return credential.response;
    if (!idSchema.safeParse(id).success) return jsonError(404, NO_RESERVATION);
    const db = await database();
    if (!(await reachesReservation(db, await adminAccess(deps, credential.data), id))) {
      return jsonError(404, NO_RESERVATION);
    }
    const detail = await getReservationDetail(db, id);
    return detail ? Response.json(detail, NO_STORE) : jsonError(404, NO_RESERVATION);
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
export function dealerActionEndpoint(deps: ReservationAdminDeps) {
  const { settings, database, now } = deps;
  return async (request: Request, id: string): Promise<Response> => {
    const credential = adminCredential(request, settings);
    if (!credential.ok) return credential.response;
    if (!idSchema.safeParse(id).success) return jsonError(404, NO_RESERVATION);
    const db = await database();
    const access = await adminAccess(deps, credential.data);
    if (!access || !(await reachesReservation(db, access, id))) return jsonError(404, NO_RESERVATION);
    const body = await parseJsonBody(request, dealerActionSchema);
    if (!body.ok) return body.response;
    const address = clientFacts(request.headers).address;
    const result = await settleReservation(db, id, body.data.action, {
      provider: (name, account) => paymentProviderNamed(name, db, settings, account),
      // The log names who acted: the site's key by its name, or the operator's admin token.
      actor:
        access.kind === "api-key"
          ? { kind: "api-key", keyId: access.keyId, name: access.name, address }
          : { kind: "admin-token", address },
      ...(now ? { now } : {}),
    });
    switch (result.kind) {
      case "done":
        return Response.json({ reservation_id: id, status: result.status }, NO_STORE);
      case "not-found":
        return jsonError(404, NO_RESERVATION);
      case "refused":
        return jsonError(409, result.reason);
    }
  };
}

const serverDeps: ReservationAdminDeps = { settings: env, database: getDatabase };
export const handleReservationList = reservationListEndpoint(serverDeps);
export const handleReservationDetail = reservationDetailEndpoint(serverDeps);
export const handleDealerAction = dealerActionEndpoint(serverDeps);
