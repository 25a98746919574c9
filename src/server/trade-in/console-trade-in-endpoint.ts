import "server-only";
import type { z } from "zod";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { offerActionSchema } from "@/lib/trade-in/dealer-offer";
import { jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { type ConsoleSessionDeps, consoleSiteSession } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";
import { findConsoleTradeIn } from "./console-trade-ins";
import { decideTradeInOffer } from "./dealer-offer";
import { cancelInspection, inspectionCancelSchema } from "./inspection-cancel";

/**
 * The console's trade-in offer actions (issue 31 §6), for those who may write a site's trade-ins
 * (managers of its dealership, group admins, operators):
 *
 *   POST /api/sites/{slug}/trade-ins/{id}
 *     { action: "confirm", seen_revision }                     the online offer stands
 *     { action: "revise", amount, note, seen_revision }        a new offer, with a note to the shopper
 *   → 200 { trade_in_id, offer, decision, revision }; 400 per field; 404 another site's or
 *     dealership's, or none; 409 when it changed since the sender saw it, or cannot be done now.
 */
export type ConsoleTradeInDeps = ConsoleSessionDeps & { now?: () => Date };

const PRIVATE = { headers: { "cache-control": "private, no-store" } };
export const NO_SUCH_TRADE_IN = "There is no such trade-in.";

/**
 * What both actions check first: a staff session that may write this site's trade-ins, a body of
 * `schema`, and a trade-in of a dealership the member sees (else 404, as for another site's).
 */
async function receiveConsoleTradeIn<S extends z.ZodType>(
  deps: ConsoleTradeInDeps,
  slug: string,
  id: string,
  request: Request,
  schema: S,
) {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "trade-ins.write"),
    ...schemaBody(schema, 4096),
  });
  if (!change.ok) return change;
  const { member, site } = change.session;
  const visibility = dealershipVisibility(member.scope, "trade-ins.write", site.id);
  const found = visibility ? await findConsoleTradeIn(deps.db, site.id, visibility, id) : null;
  if (!found) return { ok: false as const, response: jsonError(404, NO_SUCH_TRADE_IN) };
  return {
    ok: true as const,
    input: change.input,
    site,
    dealerName: found.dealership?.name ?? site.name,
    actor: staffActor(member, change.client.address),
  };
}

export async function postConsoleTradeInAction(
  deps: ConsoleTradeInDeps,
  slug: string,
  id: string,
  request: Request,
): Promise<Response> {
  const received = await receiveConsoleTradeIn(deps, slug, id, request, offerActionSchema);
  if (!received.ok) return received.response;
  const result = await decideTradeInOffer(
    deps.db,
    received.site,
    { id, request: received.input, dealerName: received.dealerName },
    { actor: received.actor, ...(deps.now ? { now: deps.now } : {}) },
  );
  switch (result.kind) {
    case "done":
      return Response.json(
        {
          trade_in_id: id,
          offer: result.dealerOffer.amount,
          decision: result.dealerOffer.kind,
          revision: result.revision,
        },
        PRIVATE,
      );
    case "not-found":
      return jsonError(404, NO_SUCH_TRADE_IN);
    case "refused":
      return jsonError(409, result.reason);
  }
}

/**
 * POST /api/sites/{slug}/trade-ins/{id}/inspection `{ action: "cancel-inspection", seen_count,
 * reason? }` (decision 0084): staff cancel the booked inspection; the shopper is told why. 200
 * `{ trade_in_id, inspection }`; 400 per field; 404 another site's or dealership's; 409 none booked,
 * or the booking changed since the sender saw it.
 */
export async function postConsoleInspectionCancel(
  deps: ConsoleTradeInDeps,
  slug: string,
  id: string,
  request: Request,
): Promise<Response> {
  const received = await receiveConsoleTradeIn(deps, slug, id, request, inspectionCancelSchema);
  if (!received.ok) return received.response;
  const result = await cancelInspection(
    deps.db,
    received.site,
    { id, request: received.input, dealerName: received.dealerName },
    { actor: received.actor, ...(deps.now ? { now: deps.now } : {}) },
  );
  if (result.kind === "not-found") return jsonError(404, NO_SUCH_TRADE_IN);
  if (result.kind === "refused") return jsonError(409, result.reason);
  return Response.json({ trade_in_id: id, inspection: result.inspection.status }, PRIVATE);
}
