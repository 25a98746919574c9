import { COMPARISON_RATE_WARNING } from "@/lib/finance/repayment-text";
import { cn } from "@/lib/utils/cn";

/**
 * A comparison rate, never on its own (decision 0074): the rate, then what it is worked out on and the
 * National Credit Code's warning, in one block a screen reader reads in order.
 */
export function ComparisonRateNote({
  rate,
  basis,
  className,
}: {
  /** "Comparison rate 10.46% p.a." or a range. */
  rate: string;
  /** The example the rate is worked out on. */
  basis: string;
  className?: string;
}) {
  return (
    <div className={cn("text-xs", className)} data-testid="comparison-rate">
      <p className="text-sm font-semibold">{rate}*</p>
      <p className="mt-1 text-muted-foreground">
        *{basis} {COMPARISON_RATE_WARNING}
      </p>
    </div>
  );
}
