import type { Frequency } from "@/lib/finance/amortisation";
import { type CalculatorResult, type CalculatorRules, ENQUIRE_FOR_FINANCE } from "@/lib/finance/calculator";
import { formatAmount, formatPrice } from "@/lib/format/format";
import { FREQUENCY_LABELS } from "./finance-inputs";

/**
 * The finance calculator's result box (spec 02 §2), read out as it changes: the estimated repayment
 * with the amount borrowed, residual and total payable, or 'Enquire for Finance' when no figure is
 * shown; then the fees included and the provider.
 */
export function FinanceResult({
  result,
  frequency,
  rules,
  enquireHref,
}: {
  result: CalculatorResult;
  frequency: Frequency;
  rules: Pick<CalculatorRules, "fees" | "providerLabel">;
  /** Where 'Enquire for Finance' goes (the page's finance form). */
  enquireHref: string;
}) {
  return (
    <div
      className="flex flex-col gap-3 self-start rounded-lg bg-muted p-4"
      aria-live="polite"
      data-testid="finance-result"
    >
      {result.kind === "payment" ? (
        <>
          <p className="text-sm">Estimated {FREQUENCY_LABELS[frequency].toLowerCase()} repayment</p>
          <p className="text-4xl font-bold" data-testid="finance-payment">
            {formatPrice(result.payment)}
          </p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>Amount borrowed</dt>
            <dd className="text-right">{formatPrice(result.financed)}</dd>
            {result.residual > 0 ? (
              <>
                <dt>Residual</dt>
                <dd className="text-right">{formatPrice(result.residual)}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Total payable</dt>
            <dd className="text-right font-semibold" data-testid="finance-total">
              {formatPrice(result.total)}
            </dd>
          </dl>
        </>
      ) : (
        <a href={enquireHref} className="text-2xl font-bold text-primary underline">
          {ENQUIRE_FOR_FINANCE}
        </a>
      )}
      {rules.fees.length ? (
        <div className="text-sm">
          <p className="font-semibold">Fees included</p>
          <ul>
            {rules.fees.map((fee) => (
              <li key={fee.label}>
                {fee.label}: {formatAmount(fee.amount)}
                {fee.per === "month" ? " a month" : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">Provider: {rules.providerLabel}</p>
    </div>
  );
}
