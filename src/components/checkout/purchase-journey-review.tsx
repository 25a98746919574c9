import { buttonVariants } from "@/components/ui/button";
import { type JourneyStep, type JourneyView, journeySummary } from "@/lib/checkout/purchase-journey-steps";
import { cn } from "@/lib/utils/cn";

/**
 * Step 5, review & submit (decision 0028): every answer with a Change link back to its step (the
 * reservation has none: it is changed by reserving again), and the submit, open once every step is
 * answered.
 */
export function PurchaseJourneyReview(props: {
  journey: JourneyView;
  busy: boolean;
  submit: () => Promise<void>;
  go: (step: JourneyStep) => void;
  changeHref: (step: JourneyStep) => string;
}) {
  const lines = journeySummary(props.journey.steps);
  const rows: [string, string | undefined, JourneyStep][] = [
    ["Reservation", lines.Reservation, "reserve"],
    ["Payment", [lines.Payment, lines["Finance figures"]].filter(Boolean).join(": "), "payment"],
    ["Trade-in", lines["Trade-in"], "trade-in"],
    ["Delivery or pick-up", lines.Delivery, "delivery"],
  ];
  return (
    <div>
      <dl className="divide-y rounded-lg border">
        {rows.map(([label, value, step]) => (
          <div key={label} className="p-3">
            <dt className="font-semibold">{label}</dt>
            <dd className="flex flex-wrap items-start justify-between gap-2">
              <span>{value || "Not answered yet"}</span>
              {step !== "reserve" ? (
                <a
                  href={props.changeHref(step)}
                  className="min-h-11 underline"
                  onClick={(event) => {
                    event.preventDefault();
                    props.go(step);
                  }}
                >
                  Change<span className="sr-only"> {label.toLowerCase()}</span>
                </a>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        Submitting sends your request to the dealer, who will call you to confirm everything before you sign.
      </p>
      <button
        type="button"
        disabled={props.busy || !props.journey.complete}
        onClick={() => void props.submit()}
        className={cn(buttonVariants({ variant: "primary" }), "mt-4")}
      >
        {props.busy ? "Submitting…" : "Submit my purchase"}
      </button>
    </div>
  );
}
