import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReserveForm } from "./reserve-form";
import { confirmReservation, postReservation } from "./reserve-form-request";

/**
 * Issue 18 item 3, the reserve form: the shopper's details and the card, each input labelled and
 * required; the server's answers become a hold or a reason at the right field (decision 0026).
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) => html.replace(/<[^>]+>/g, "");

const PROPS = {
  carId: 9,
  carName: "2020 Mazda 3",
  carHref: "/cars/mazda-3",
  depositText: "$200",
  depositCents: 20_000,
};

describe("ReserveForm", () => {
  it("asks for the shopper's details and the test card, every input labelled and required", () => {
    const html = renderToStaticMarkup(h(ReserveForm, { ...PROPS, cardForm: { processor: "local" } }));
    expect(tags(html, "form")[0]).toContain('aria-label="Reserve this car"');
    const labels = [...html.matchAll(/<label for="([^"]+)"[^>]*>([^<]+)<\/label>/g)];
    expect(labels.map((m) => m[2])).toEqual([
      "First name",
      "Last name",
      "Email",
      "Phone",
      "Postcode",
      "Card number",
      "Expiry (MM/YY)",
      "Security code",
    ]);
    for (const [, id] of labels) {
      const input = tags(html, "input").find((i) => i.includes(`id="${id}"`));
      expect(input).toContain('required=""');
      expect(input).not.toContain("aria-invalid");
    }
    expect(tags(html, "input").find((i) => i.includes('name="postcode"'))).toContain('maxLength="4"');
    expect(tags(html, "input").find((i) => i.includes('name="number"'))).toContain(
      'placeholder="4242 4242 4242 4242"',
    );
    expect(text(html)).toContain("Pay $200 deposit and reserve");
  });

  it("with Stripe, the card is Stripe's own fields, not ours", () => {
    const html = renderToStaticMarkup(
      h(ReserveForm, { ...PROPS, cardForm: { processor: "stripe", publishableKey: "pk_test_x" } }),
    );
    expect(html).not.toContain('name="number"');
    expect(html).toContain('<legend class="mb-2 text-lg font-bold">Card</legend>');
  });
});

describe("postReservation (what the server's answer means to the shopper)", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: object) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  const post = () =>
    postReservation(9, () => "x", "tok", { carName: "2020 Mazda 3", cardErrorField: "number" });

  it("a hold is the reservation's id, its short reference (issue 34) and its end", async () => {
    answer(201, { reservation_id: "res_1", reference: "MMG-4821", expires_at: "2026-12-01T00:00:00Z" });
    expect(await post()).toEqual({
      held: { reservation_id: "res_1", reference: "MMG-4821", expires_at: "2026-12-01T00:00:00Z" },
    });
  });

  it("a refused detail goes to its field; a declined card to the card, saying nothing was charged", async () => {
    answer(400, {
      issues: [
        { key: "email", message: "email: Please enter a valid email." },
        { key: "x", message: "?" },
      ],
    });
    expect(await post()).toEqual({
      alert: "Please fix the following errors:",
      errors: { email: "Please enter a valid email." },
    });
    answer(402, { error: "Your card was declined." });
    const declined = await post();
    expect(declined).toMatchObject({ errors: { number: "Your card was declined." } });
    expect("alert" in declined && declined.alert).toContain(
      "Nothing was charged and 2020 Mazda 3 is still available",
    );
  });

  it("issue 36: the bank's question (202) is what the browser must do next; a failed check is told at the card", async () => {
    answer(202, {
      reservation_id: "res_1",
      status: "pending",
      next_action: { type: "stripe_sdk", client_secret: "pi_1_secret_2" },
    });
    expect(await post()).toEqual({
      bank: { reservation_id: "res_1", next_action: { type: "stripe_sdk", client_secret: "pi_1_secret_2" } },
    });
    answer(402, { error: "Your bank did not confirm the payment." });
    const refused = await confirmReservation("res_1", { carName: "2020 Mazda 3", cardErrorField: "card" });
    expect(refused).toMatchObject({ errors: { card: "Your bank did not confirm the payment." } });
    expect("alert" in refused && refused.alert).toContain("Nothing was charged");
    answer(200, { reservation_id: "res_1", reference: "MMG-4821", status: "held", expires_at: null });
    expect(await confirmReservation("res_1", { carName: "x", cardErrorField: "card" })).toMatchObject({
      held: { reference: "MMG-4821" },
    });
  });

  it("a car reserved meanwhile says so", async () => {
    answer(409, {});
    expect(await post()).toEqual({ alert: "Sorry, this car has just been reserved by someone else." });
  });
});
