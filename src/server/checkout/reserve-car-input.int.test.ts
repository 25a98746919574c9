import { describe, expect, it } from "vitest";
import {
  carIdOf,
  handle,
  post,
  reserve,
  settings,
  setUpReservationTests,
  shopper,
  site,
} from "../../../test/reserve-car-test-setup";
import { postReservation } from "./reservation-endpoint";

/**
 * POST /api/reservations refuses bad input, foreign origins and cars, and floods with a readable 4xx,
 * never a 500; through its handler on a real database.
 */
setUpReservationTests();

describe("bad input is a readable 4xx, never a 500", () => {
  it("400 with a reason per field, and for a missing Idempotency-Key", async () => {
    const response = await postReservation(
      handle.db,
      site,
      post(
        { car_id: "x", first_name: "", email: "no", phone: "12", postcode: "20", payment_token: "" },
        {
          "idempotency-key": "",
        },
      ),
      settings(),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { key: string; message: string }[] };
    expect(body.issues.map((i) => i.key).sort()).toEqual(
      [
        "Idempotency-Key",
        "car_id",
        "email",
        "first_name",
        "last_name",
        "payment_token",
        "phone",
        "postcode",
      ].sort(),
    );
    expect(body.issues.find((i) => i.key === "postcode")?.message).toBe(
      "postcode: Invalid postcode. Please enter a 4-digit number.",
    );
  });

  it.each([
    ["not JSON", "{", 400],
    ["a JSON array", "[1,2]", 400],
    ["null", "null", 400],
  ])("%s is 400", async (_name, text, status) => {
    const response = await postReservation(handle.db, site, post(text), settings());
    expect(response.status).toBe(status);
  });

  it("a post from another site is 403, a body over 16 KB 413", async () => {
    const carId = await carIdOf("RACE");
    expect((await reserve(carId, "test_ok", { origin: "https://evil.example" })).status).toBe(403);
    const big = await postReservation(
      handle.db,
      site,
      post({ ...shopper(carId), first_name: "x".repeat(20_000) }),
      settings(),
    );
    expect(big.status).toBe(413);
  });

  it("a car of another site is 404; a car without checkout is 409", async () => {
    expect((await reserve(await carIdOf("OTHER"))).status).toBe(404);
    expect((await reserve(999_999)).status).toBe(404);
    const refused = await reserve(await carIdOf("NOCHECKOUT"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "This car cannot be reserved online." });
  });

  it("the rate limits refuse with 429 and when to try again", async () => {
    const limited = { ...settings(), perIp: 1 };
    const carId = await carIdOf("NOCHECKOUT");
    await postReservation(handle.db, site, post(shopper(carId)), limited);
    const second = await postReservation(handle.db, site, post(shopper(carId)), limited);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
