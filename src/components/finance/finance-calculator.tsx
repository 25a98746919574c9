"use client";

import { useId } from "react";
import type { CalculatorInputs, CalculatorResult, CalculatorRules } from "@/lib/finance/calculator";
import { cn } from "@/lib/utils/cn";
import { ComparisonRateNote } from "./comparison-rate-note";
import { FinanceDisclaimer } from "./finance-disclaimer";
import { FinanceInputs } from "./finance-inputs";
import { FinanceResult } from "./finance-result";
import { useFinanceCalculator } from "./use-finance-calculator";

export type FinanceCalculatorProps = {
  rules: CalculatorRules;
  initial: CalculatorInputs;
  /** The finance disclaimer (spec 02 §9), shown cut at 197 characters with show more / less. */
  disclaimer: string;
  /** Spec 02 §9 "support phone 1300 031 264". */
  supportPhone?: string;
  /** Where 'Enquire for Finance' goes (the page's finance form). */
  enquireHref: string;
  /**
   * The site's lenders' comparison-rate range with its example (spec 02 §9, lib/finance/repayment-text
   * `comparisonRangeText`), shown with the warning; none: no comparison rate is shown.
   */
  comparisonRange?: { range: string; basis: string };
  className?: string;
  /** Told the inputs and their result as they change (the online purchase keeps the shopper's figures). */
  onFigures?: (inputs: CalculatorInputs, result: CalculatorResult) => void;
};

/**
 * The finance calculator (spec 02 §2 "Finance calculator section": 'Finance Calculator' with inputs
 * and a result box; §4: the total updates as the inputs change, analytics event 26 once on the first
 * interaction, a show more / less disclaimer). Every rule is lib/finance/calculator's; this draws it.
 */
export function FinanceCalculator({
  rules,
  initial,
  disclaimer,
  supportPhone,
  enquireHref,
  comparisonRange,
  className,
  onFigures,
}: FinanceCalculatorProps) {
  const id = useId();
  const calculator = useFinanceCalculator({ rules, initial, onFigures });

  return (
    <section
      id="finance-calculator"
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 rounded-lg border p-4 md:p-6", className)}
      data-testid="finance-calculator"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Finance Calculator
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <FinanceInputs
          id={id}
          rules={rules}
          inputs={calculator.inputs}
          rateText={calculator.rateText}
          priceHelp={calculator.priceHelp}
          onChange={calculator.set}
          onRateChange={calculator.typeRate}
          onRateBlur={calculator.settleRate}
          onFocus={calculator.firstUse}
        />
        <FinanceResult
          result={calculator.result}
          frequency={calculator.inputs.frequency}
          rules={rules}
          enquireHref={enquireHref}
        />
      </div>
      {comparisonRange ? (
        <ComparisonRateNote rate={comparisonRange.range} basis={comparisonRange.basis} className="mt-4" />
      ) : null}
      <FinanceDisclaimer id={id} disclaimer={disclaimer} supportPhone={supportPhone} />
    </section>
  );
}
