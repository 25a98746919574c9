import "server-only";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdjustmentAnswers, adjustmentsFor, BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import type { TradeInVehicle, Valuation } from "@/lib/trade-in/trade-in-types";
import type { ValuationAnswer, ValuationProvider, ValuationRequest } from "./valuation-provider";

/**
 * The contract every ValuationProvider keeps (issue 20 "Done when"). The local comparables model runs
 * it on a database seeded with the known car's comparables; an adapter runs it against a fake of its
 * provider on loopback. The cars are under 7 years and 100,000 km: the wizard never asks a provider
 * about any other (spec 02 §9, valuation-provider.ts).
 */
export type ValuationContractSetup = {
  provider: () => ValuationProvider;
  site: ValuationRequest["site"];
  now: Date;
  /** A car the provider can price. */
  known: TradeInVehicle;
  /** A car it has nothing to price from (a make it has never seen). */
  unknown: TradeInVehicle;
  /** The same provider with its source broken (an adapter: its server answering 500). */
  failing?: () => ValuationProvider;
};

/** Answers that each take something off: the estimate for them can only be lower. */
export const WORN_ANSWERS: AdjustmentAnswers = {
  ...BEST_ANSWERS,
  service_history: "partial",
  exterior: "marks",
  tyres: "replace",
};

const live = () => new AbortController().signal;

type Estimate = Extract<Valuation, { kind: "estimate" }>;

function expectEstimate(answer: ValuationAnswer, provider: string): Estimate {
  expect(answer.kind).toBe("estimate");
  const estimate = answer as Estimate;
  expect(estimate.provider).toBe(provider);
  expect(Number.isInteger(estimate.low) && Number.isInteger(estimate.high)).toBe(true);
  expect(estimate.low).toBeGreaterThan(0);
  expect(estimate.low).toBeLessThanOrEqual(estimate.high);
  // Decision 0034: the dealer offers the range's low end, subject to an inspection.
  expect(estimate.offer).toBe(estimate.low);
  expect(estimate.basis.trim().length).toBeGreaterThan(10);
  return estimate;
}

export function describeValuationContract(
  name: string,
  setup: () => ValuationContractSetup | Promise<ValuationContractSetup>,
): void {
  describe(`ValuationProvider contract: ${name}`, () => {
    let s: ValuationContractSetup;
    beforeAll(async () => {
      s = await setup();
    });
    const ask = (vehicle: TradeInVehicle, answers: AdjustmentAnswers, signal = live()) =>
      s.provider().value({ site: s.site, vehicle, answers, now: s.now }, { signal });

    it("issue 20 §4: a car it can price gets a range in whole dollars, offered at its low end", async () => {
      const estimate = expectEstimate(await ask(s.known, BEST_ANSWERS), s.provider().name);
      expect(estimate.adjustments).toEqual([]);
    });

    it("issue 20 §4: condition answers never raise the estimate, and the ones that move it are listed", async () => {
      const best = expectEstimate(await ask(s.known, BEST_ANSWERS), s.provider().name);
      const worn = expectEstimate(await ask(s.known, WORN_ANSWERS), s.provider().name);
      expect(worn.low).toBeLessThanOrEqual(best.low);
      expect(worn.high).toBeLessThanOrEqual(best.high);
      // A provider that prices condition itself may list nothing; one that applies our answers lists them.
      if (worn.adjustments.length > 0) expect(worn.adjustments).toEqual(adjustmentsFor(WORN_ANSWERS));
    });

    it("issue 20 §4: a car it has nothing to price from goes to the dealer in person, with a reason", async () => {
      const answer = await ask(s.unknown, BEST_ANSWERS);
      expect(answer).toMatchObject({
        kind: "in-person",
        reason: "too-few-comparables",
        provider: s.provider().name,
      });
      expect((answer as { message: string }).message.trim().length).toBeGreaterThan(10);
    });

    it("an aborted valuation answers unavailable and does not throw", async () => {
      const controller = new AbortController();
      controller.abort();
      expect((await ask(s.known, BEST_ANSWERS, controller.signal)).kind).toBe("unavailable");
    });

    it("issue 20 bad input: a failing source is unavailable (an in-person appraisal), never a throw", async (context) => {
      if (!s.failing) return context.skip("this provider has no source that can fail");
      const answer = await s
        .failing()
        .value({ site: s.site, vehicle: s.known, answers: BEST_ANSWERS, now: s.now }, { signal: live() });
      expect(answer).toMatchObject({ kind: "unavailable", reason: expect.any(String) });
    });
  });
}
