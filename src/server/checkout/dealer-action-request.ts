import "server-only";
import { z } from "zod";
import { type Env, env } from "@/env";
import { adminRefusal } from "../admin/admin-request";
import type { Database } from "../db/client";
import { getDatabase } from "../db/database";
import { jsonError, parseJsonBody } from "../http/api";
import { paymentProviderNamed } from "../payments/payment-providers";
import { settleReservation } from "./dealer-action";

const actionSchema = z.strictObject({
  action: z.enum(["complete", "cancel"], { error: 'action must be "complete" or "cancel"' }),
});

const idSchema = z.string().regex(/^res_[\w-]{8,64}$/);

export type DealerActionDeps = { settings: Env; database: () => Promise<Database>; now?: () => Date };

/**
 * `POST /admin/api/reservations/{id}` with `{ "action": "complete" | "cancel" }` and the admin token:
 * the dealer settles a held reservation (the sale went ahead, or it is off and the deposit goes back).
 * 200 `{ reservation_id, status }`; 404 for an unknown id; 409 when it is not held (with the reason).
 *
 *   curl -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
 *        -d '{"action":"complete"}' http://localhost:3000/admin/api/reservations/res_…
 */
export function dealerActionEndpoint({ settings, database, now }: DealerActionDeps) {
  return async (request: Request, id: string): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    if (!idSchema.safeParse(id).success) return jsonError(404, "No such reservation");
    const body = await parseJsonBody(request, actionSchema);
    if (!body.ok) return body.response;
    const db = await database();
    const result = await settleReservation(db, id, body.data.action, {
      provider: (name) => paymentProviderNamed(name, db, settings),
      ...(now ? { now } : {}),
    });
    switch (result.kind) {
      case "done":
        return Response.json(
          { reservation_id: id, status: result.status },
          { headers: { "cache-control": "no-store" } },
        );
      case "not-found":
        return jsonError(404, "No such reservation");
      case "refused":
        return jsonError(409, result.reason);
    }
  };
}

export const handleDealerAction = dealerActionEndpoint({ settings: env, database: getDatabase });
