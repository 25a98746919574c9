import { type FormEvent, useRef, useState } from "react";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import {
  type FinanceFigures,
  type JourneyView,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from "@/lib/checkout/purchase-journey-steps";
import type { CalculatorInputs, CalculatorResult } from "@/lib/finance/calculator";
import { ChoiceFieldset, Continue } from "./purchase-journey-fields";
import type { JourneyErrors, PurchaseJourneyProps, SaveStep } from "./use-purchase-journey";

type Figures = { inputs: CalculatorInputs; result: CalculatorResult };

const OPTIONS = PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABELS[m]] as const);

/** The payment step's answer: the method, and for finance the calculator's figures if kept. */
export function paymentAnswer(
  method: string,
  figures: Figures | null,
): { method: string; figures?: FinanceFigures } {
  if (method !== "finance" || !figures) return { method };
  return {
    method,
    figures: {
      deposit: Math.round(figures.inputs.deposit),
      term_years: figures.inputs.termYears,
      frequency: figures.inputs.frequency,
      ...(figures.result.kind === "payment" ? { repayment: figures.result.payment } : {}),
    },
  };
}

/**
 * Step 2, payment (decision 0028): finance with us, pay in full or my own finance; finance shows the
 * calculator, whose figures go with the request only if the shopper keeps them.
 */
export function PurchaseJourneyPayment(
  props: Pick<PurchaseJourneyProps, "calculator"> & {
    journey: JourneyView;
    busy: boolean;
    errors: JourneyErrors;
    save: SaveStep;
  },
) {
  const saved = props.journey.steps.payment;
  const [method, setMethod] = useState<string>(saved?.method ?? "");
  const [keepFigures, setKeepFigures] = useState(true);
  const figures = useRef<Figures | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void props.save("payment", paymentAnswer(method, keepFigures ? figures.current : null));
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <ChoiceFieldset
        legend="How would you like to pay?"
        name="method"
        options={OPTIONS}
        value={method}
        onChange={setMethod}
        error={props.errors.method}
      />
      {method === "finance" ? (
        <div className="mt-4">
          <p className="text-sm text-muted-foreground">
            Optional: try the numbers, and we will start your finance quote from them.
          </p>
          <FinanceCalculator
            {...props.calculator}
            enquireHref="#step-payment"
            className="mt-2"
            onFigures={(inputs, result) => {
              figures.current = { inputs, result };
            }}
          />
          <label className="mt-3 flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={keepFigures}
              onChange={(e) => setKeepFigures(e.target.checked)}
              className="size-5"
            />
            Send these figures with my request
          </label>
        </div>
      ) : null}
      <Continue busy={props.busy} />
    </form>
  );
}
