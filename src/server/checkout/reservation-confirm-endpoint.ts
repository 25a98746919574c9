import "server-only";
import { z } from "zod";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { postRateRefusal } from "../net/post-rate-limit";
import { advanceReservation } from "./advance-reservation";
import type { ReservationPostSettings } from "./reservation-endpoint";
import { findReservation } from "./reservation-store";
import { viewOf } from "./reserve-car";

export const RESERVATION_ID_PATTERN = /^res_[\w-]{10,64}$/;

/**
 * `POST /api/reservations/{id}/confirm` `{}` (decision 0072): the shopper's browser is back from
 * their bank's check (Stripe.js `handleNextAction` finished, or the bank's page sent them back), so
 * the reservation is looked at now rather than when the processor's event or the worker gets to it:
 * the payment is looked up (our own look, provisional like every call; the event confirms it), the
 * car held and the deposit captured. Answers as POST /api/reservations does: 200 held, 202 still
 * waiting on the bank (with `next_action`), 402 the bank or card said no (nothing taken, the car
 * free), 404 not this site's. The id is the secret, as for GET.
 */
export async function postReservationConfirm(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  settings: ReservationPostSettings,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    ...schemaBody(z.strictObject({}), 256),
    limits: (_input, { client }) =>
      postRateRefusal(
        "reserve-confirm",
        site,
        client.address,
        settings,
        settings.now?.() ?? new Date(),
        "requests",
      ),
  });
  if (!change.ok) return change.response;
  const found = RESERVATION_ID_PATTERN.test(id) ? await findReservation(db, id) : null;
  if (!found || found.siteId !== site.id) return jsonError(404, "No such reservation.");
  const row =
    found.status === "pending" || (found.status === "held" && !found.capturedAt)
      ? ((await advanceReservation(db, id, {
          provider: settings.providerNamed,
          ...(settings.now ? { now: settings.now } : {}),
        })) ?? found)
      : found;
  const headers = { "cache-control": "no-store" };
  if (row.status === "pending") return Response.json(viewOf(row), { status: 202, headers });
  if (row.status === "cancelled" && !row.heldAt) {
    return row.lastError?.startsWith("processor error")
      ? jsonError(502, "The payment service is unavailable. Nothing was charged; please try again.")
      : jsonError(
          402,
          "Your bank did not confirm the payment. Nothing was charged: please try again or use another card.",
        );
  }
  return Response.json(viewOf(row), { status: 200, headers });
}
