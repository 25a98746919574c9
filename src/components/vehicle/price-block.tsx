import { TrendingDown } from "lucide-react";
import { formatNumber } from "@/lib/format/format";
import type { PriceDisplay } from "@/lib/stock/price-display";
import type { DetailFinance } from "@/lib/vehicle/detail-sections";
import { FinanceSummary } from "./finance-summary";

/**
 * Spec 01 §2 "price block, was-price, below-market indicator, finance summary": the price by
 * lib/stock/price-display's priority and the finance estimate lib/vehicle/detail-sections allows.
 */
export function PriceBlock({
  price,
  belowMarket,
  estimate,
}: {
  price: PriceDisplay;
  belowMarket: boolean;
  estimate: DetailFinance["estimate"];
}) {
  return (
    <section aria-label="Price" className="rounded-lg border p-4" data-testid="price-block">
      <p className="text-3xl font-bold" data-testid="price" data-kind={price.kind}>
        {price.text}
      </p>
      {price.wasPrice !== null ? (
        <p className="text-sm text-muted-foreground">
          Was <s>${formatNumber(Math.round(price.wasPrice))}</s>
        </p>
      ) : null}
      {belowMarket ? (
        <p className="mt-2 inline-flex items-center gap-1 rounded bg-success px-2 py-1 text-xs font-bold text-success-foreground">
          <TrendingDown className="size-4" aria-hidden="true" /> Below market price
        </p>
      ) : null}
      {estimate ? (
        <div className="mt-3">
          <FinanceSummary estimate={estimate} />
        </div>
      ) : null}
    </section>
  );
}
