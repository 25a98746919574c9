import { JOURNEY_STEP_LABELS, JOURNEY_STEPS, type JourneyStep } from "@/lib/checkout/purchase-journey-steps";
import { cn } from "@/lib/utils/cn";

/** The five steps in order: the one on screen is the current step, answered ones say so. */
export function PurchaseJourneyStepper({
  step,
  done,
}: {
  step: JourneyStep;
  done: (step: JourneyStep) => boolean;
}) {
  return (
    <nav aria-label="Purchase steps">
      <ol className="flex flex-wrap gap-2 text-sm">
        {JOURNEY_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? "step" : undefined}
            className={cn(
              "rounded-full border px-3 py-1",
              s === step ? "border-primary bg-primary text-primary-foreground" : "",
              s !== step && done(s) ? "border-primary" : "",
            )}
          >
            <span>
              {i + 1}. {JOURNEY_STEP_LABELS[s]}
            </span>
            {done(s) ? <span className="sr-only"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
