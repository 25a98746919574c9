import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import {
  carIdOf,
  carReserved,
  handle,
  now,
  reserve,
  setUpReservationTests,
} from "../../../test/reserve-car-test-setup";
import { reservationEvents, reservations } from "../db/schema";
import { dealerActionEndpoint } from "./reservation-admin-request";

/**
 * Decision 0026: the dealer settles a held reservation through the admin endpoint, completing it or
 * cancelling and refunding it; on a real database.
 */
setUpReservationTests();

describe("the dealer settles a reservation (decision 0026: held → completed | cancelled → refunded)", () => {
  const ADMIN = "dealer-admin-token-for-tests-0001";
  const settle = (id: string, action: unknown, token = ADMIN) =>
    dealerActionEndpoint({
      settings: parseEnv({ ADMIN_TOKEN: ADMIN }),
      database: async () => handle.db,
      now,
    })(
      new Request(`http://localhost/admin/api/reservations/${id}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ action }),
      }),
      id,
    );
  const heldReservation = async (stocknum: string) => {
    const reply = await reserve(await carIdOf(stocknum));
    expect(reply.status).toBe(201);
    return ((await reply.json()) as { reservation_id: string }).reservation_id;
  };

  it("complete: the sale went ahead; the deposit is kept and the car stays reserved until the feed says sold", async () => {
    const id = await heldReservation("SOLD");
    const reply = await settle(id, "complete");
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ reservation_id: id, status: "completed" });
    expect(await carReserved(await carIdOf("SOLD"))).toBe(true);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.refundedAt).toBeNull();
    // Settled once: a second action is refused with the reason.
    const again = await settle(id, "cancel");
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("The reservation is completed.");
  });

  it("cancel: the sale is off; the deposit is refunded and the car is free again", async () => {
    const id = await heldReservation("CALLOFF");
    const reply = await settle(id, "cancel");
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ reservation_id: id, status: "refunded" });
    expect(await carReserved(await carIdOf("CALLOFF"))).toBe(false);
    const events = await handle.db
      .select({ to: reservationEvents.toStatus })
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    expect(events.map((e) => e.to)).toEqual(expect.arrayContaining(["held", "cancelled", "refunded"]));
  });

  it("a wrong token is 401, an unknown id 404, an unknown action 400", async () => {
    expect(
      (await settle("res_nosuchreservation000000", "complete", "wrong-token-wrong-token-wrong")).status,
    ).toBe(401);
    expect((await settle("res_nosuchreservation000000", "complete")).status).toBe(404);
    expect((await settle("../etc/passwd", "complete")).status).toBe(404);
    expect((await settle("res_nosuchreservation000000", "refund-it-all")).status).toBe(400);
  });
});
