import "server-only";
import { reservationActionSchema, reservationStatusWords } from "@/lib/checkout/reservation-console";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import type { PaymentProvider } from "../payments/payment-provider";
import { type ConsoleSessionDeps, consoleSiteSession } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";
import { findConsoleReservation } from "./console-reservations";
import { extendReservationHold, settleReservation } from "./dealer-action";

/**
 * The console's reservation actions (issue 31 §5), for those who may write a site's reservations
 * (managers of the car's dealership, group admins, operators):
 *
 *   POST /api/sites/{slug}/reservations/{id}
 *     { action: "complete" | "cancel", seen_status }                      settle a held one
 *     { action: "extend", days, seen_status, seen_expires_at }            extend its hold
 *   → 200 { reservation_id, status, expires_at }; 404 another site's or dealership's, or none;
 *     409 when it is no longer as the sender saw it (a retry, or a colleague first), with the reason.
 *
 * The same server functions as the admin API and `forecourt reservations` (server/checkout/
 * dealer-action): the change, its audit entry and the shopper's notice in one transaction.
 */
export type ConsoleReservationDeps = ConsoleSessionDeps & {
  provider: (name: string, account?: string | null) => PaymentProvider | null;
  now?: () => Date;
};

const PRIVATE = { headers: { "cache-control": "private, no-store" } };
export const NO_SUCH_RESERVATION = "There is no such reservation.";

export async function postConsoleReservationAction(
  deps: ConsoleReservationDeps,
  slug: string,
  id: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "reservations.write"),
    ...schemaBody(reservationActionSchema, 1024),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const visibility = dealershipVisibility(member.scope, "reservations.write", site.id);
  const found = visibility ? await findConsoleReservation(deps.db, site.id, visibility, id) : null;
  if (!found) return jsonError(404, NO_SUCH_RESERVATION);
  const input = change.input;
  const now = deps.now ?? (() => new Date());
  if (found.status !== input.seen_status) {
    const words = reservationStatusWords(found, now()).toLowerCase();
    return jsonError(409, `The reservation is now ${words}: reload to see it.`);
  }
  const actor = staffActor(member, change.client.address);
  const result =
    input.action === "extend"
      ? await extendReservationHold(
          deps.db,
          id,
          { days: input.days, seenExpiresAt: new Date(input.seen_expires_at) },
          { actor, now },
        )
      : await settleReservation(deps.db, id, input.action, { provider: deps.provider, actor, now });
  switch (result.kind) {
    case "done":
      return Response.json(
        { reservation_id: id, status: result.status, expires_at: result.expiresAt.toISOString() },
        PRIVATE,
      );
    case "not-found":
      return jsonError(404, NO_SUCH_RESERVATION);
    case "refused":
      return jsonError(409, result.reason);
  }
}
