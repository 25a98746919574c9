"use client";

import {
  JOURNEY_STEP_LABELS,
  JOURNEY_STEPS,
  type JourneyStep,
  type JourneyView,
} from "@/lib/checkout/purchase-journey-steps";
import { PurchaseJourneyDelivery } from "./purchase-journey-delivery";
import { PurchaseJourneyPayment } from "./purchase-journey-payment";
import { PurchaseJourneyReserve } from "./purchase-journey-reserve";
import { PurchaseJourneyReview } from "./purchase-journey-review";
import { PurchaseJourneyStepper } from "./purchase-journey-stepper";
import { PurchaseJourneySubmitted, PurchaseJourneyUnavailable } from "./purchase-journey-submitted";
import { PurchaseJourneyTradeIn } from "./purchase-journey-trade-in";
import { type PurchaseJourneyProps, usePurchaseJourney } from "./use-purchase-journey";

export type { PurchaseJourneyProps } from "./use-purchase-journey";

/**
 * The online purchase (decision 0028): a stepper over reserve → payment → trade-in → delivery →
 * review, one step's form at a time, each saved to the server before moving on (the state and the
 * calls are usePurchaseJourney's). A shopper resumes at the first unfinished step here or on another
 * device.
 */
export function PurchaseJourney(props: PurchaseJourneyProps) {
  const { car } = props;
  const state = usePurchaseJourney(props);
  const { journey, step, busy, errors, save, go } = state;

  if (state.blocked) return <PurchaseJourneyUnavailable reason={state.blocked} carHref={car.href} />;
  if (!journey || !step) return <p className="mt-4">Loading your purchase…</p>;
  if (journey.status === "submitted")
    return <PurchaseJourneySubmitted car={car} headingRef={state.heading} />;

  const currentIndex = JOURNEY_STEPS.indexOf(step);
  const previous = JOURNEY_STEPS[currentIndex - 1];
  return (
    <div className="mt-4">
      <PurchaseJourneyStepper step={step} done={(s) => isDone(journey, s)} />
      <section className="mt-6" aria-labelledby={`step-${step}`}>
        <h2 ref={state.heading} id={`step-${step}`} tabIndex={-1} className="text-2xl font-bold outline-none">
          Step {currentIndex + 1} of {JOURNEY_STEPS.length}: {JOURNEY_STEP_LABELS[step]}
        </h2>
        {state.alert ? (
          <div role="alert" className="mt-4 rounded-lg border border-destructive p-3 text-destructive">
            {state.alert}
          </div>
        ) : null}
        <div className="mt-4">
          {step === "reserve" ? (
            <PurchaseJourneyReserve {...props} journey={journey} save={save} go={go} />
          ) : step === "payment" ? (
            <PurchaseJourneyPayment {...props} journey={journey} busy={busy} errors={errors} save={save} />
          ) : step === "trade-in" ? (
            <PurchaseJourneyTradeIn journey={journey} busy={busy} errors={errors} save={save} />
          ) : step === "delivery" ? (
            <PurchaseJourneyDelivery {...props} journey={journey} busy={busy} errors={errors} save={save} />
          ) : (
            <PurchaseJourneyReview
              journey={journey}
              busy={busy}
              submit={state.submit}
              go={go}
              changeHref={(s) => changeHref(car.slug, journey.id, s)}
            />
          )}
        </div>
        {previous ? (
          <button type="button" className="mt-4 text-sm underline" onClick={() => go(previous)}>
            Back to {JOURNEY_STEP_LABELS[previous]}
          </button>
        ) : null}
      </section>
    </div>
  );
}

/** A step with a saved answer (review holds none). */
function isDone(journey: JourneyView, step: JourneyStep): boolean {
  return step !== "review" && journey.steps[step] !== undefined;
}

/** A Change link's address: this journey at the step, for a shopper who opens it in a new tab. */
function changeHref(slug: string, journeyId: string, step: JourneyStep): string {
  return `?car_id=${encodeURIComponent(slug)}&journey=${encodeURIComponent(journeyId)}#${step}`;
}
