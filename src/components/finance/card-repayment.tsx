import type { RepaymentEstimate } from "@/lib/finance/repayment-estimate";
import { repaymentText } from "@/lib/finance/repayment-text";

/**
 * A card's repayment figure with its basis beside it (decision 0074): the car's one estimate, the
 * figure its price box and its calculator show. The card names no rate: a rate would have to bring
 * its comparison rate and warning onto every card; the car's page has them.
 */
export function CardRepayment({ estimate }: { estimate: RepaymentEstimate }) {
  const text = repaymentText(estimate);
  return (
    <p className="text-sm" data-testid="card-repayment">
      <span className="font-semibold">{text.weekly} a week</span>{" "}
      <span className="text-xs text-muted-foreground">(estimate: {text.shortBasis})</span>
    </p>
  );
}
