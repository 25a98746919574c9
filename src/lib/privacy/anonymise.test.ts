import { describe, expect, it } from "vitest";
import { leadDelivery } from "../../../test/lead-records";
import {
  anonymisedDealerOffer,
  anonymisedDelivery,
  anonymisedTradeInSteps,
  redactedAuditValues,
} from "./anonymise";

/** Issue 36 item 6 (decision 0070): what a record keeps once its shopper's details are taken out. */
describe("anonymised records", () => {
  it("a lead keeps what it was about and loses who sent it", () => {
    const delivery = leadDelivery({
      tradeIn: { rego: "XYZ789", regoState: "NSW", kms: 40_000 },
      extra: { "Best time": "Mornings" },
      testDriveAt: "2026-12-05T10:00",
    });
    const kept = anonymisedDelivery(delivery);
    expect(kept).toMatchObject({
      category: delivery.category,
      dealership: delivery.dealership,
      vehicle: delivery.vehicle,
      testDriveAt: "2026-12-05T10:00",
      customer: { firstName: "", lastName: null, email: null, phone: null, postcode: null },
      message: null,
      tradeIn: null,
      extra: {},
      sourceUrl: null,
    });
    expect(JSON.stringify(kept)).not.toMatch(/Jane|Citizen|0412345678|jane\.citizen|XYZ789|Saturday/);
  });

  it("a valuation keeps the car and loses its rego, state and VIN; an offer its note", () => {
    const steps = anonymisedTradeInSteps({
      vehicle: {
        source: "lookup",
        rego: "ABC123",
        regoState: "NSW",
        vin: "JTDBR32E720000001",
        make: "Toyota",
        model: "Corolla",
        year: 2019,
        kms: 60_000,
      } as never,
    });
    expect(steps.vehicle).toMatchObject({ make: "Toyota", model: "Corolla", year: 2019, kms: 60_000 });
    expect(JSON.stringify(steps)).not.toMatch(/ABC123|NSW|JTDBR/);
    expect(
      anonymisedDealerOffer({
        kind: "revised",
        amount: 19_000,
        previous: 20_000,
        note: "Jo, see you",
        at: "x",
      }),
    ).toEqual({ kind: "revised", amount: 19_000, previous: 20_000, note: null, at: "x" });
    expect(anonymisedDealerOffer(null)).toBeNull();
  });

  it("an audit entry keeps statuses and figures, and loses its free text", () => {
    expect(redactedAuditValues({ status: "lost", reason: "Jo bought elsewhere" })).toEqual({
      status: "lost",
      reason: "(deleted)",
    });
    expect(redactedAuditValues({ note: "Called Jo", note_id: 4 })).toEqual({ note: "(deleted)", note_id: 4 });
    expect(redactedAuditValues({ status: "contacted", reason: null })).toBeNull();
    expect(redactedAuditValues(null)).toBeNull();
  });
});
