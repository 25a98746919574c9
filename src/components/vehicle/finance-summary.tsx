import { ComparisonRateNote } from "@/components/finance/comparison-rate-note";
import type { RepaymentEstimate } from "@/lib/finance/repayment-estimate";
import { CAR_FINANCE_DISCLAIMER_ID, repaymentText } from "@/lib/finance/repayment-text";

/**
 * The price box's finance summary (spec 01 §2 "finance summary"): the car's one repayment figure with
 * its basis beside it, then the comparison rate with its own basis and the warning, and a link to the
 * car's finance disclaimer (decision 0074). Rendered on the server: the figure is the page's own
 * estimate, the one its card and its calculator show.
 */
export function FinanceSummary({ estimate }: { estimate: RepaymentEstimate }) {
  const text = repaymentText(estimate);
  return (
    <div className="rounded-lg bg-muted p-3" data-testid="finance-summary">
      <p>
        <span className="text-2xl font-bold" data-testid="repayment-weekly">
          {text.weekly}
        </span>{" "}
        a week <span className="text-sm text-muted-foreground">({text.monthly} a month)</span>
      </p>
      <p className="mt-1 text-xs text-muted-foreground" data-testid="repayment-basis">
        {text.basis}
      </p>
      <ComparisonRateNote rate={text.comparison} basis={text.comparisonBasis} className="mt-2" />
      <a href={`#${CAR_FINANCE_DISCLAIMER_ID}`} className="mt-1 inline-block text-xs text-primary underline">
        Finance disclaimer
      </a>
    </div>
  );
}
