"use client";

import { lazy, Suspense } from "react";
import { FormSkeleton } from "../leads/lazy-lead-form";
import type { TradeInWizardProps } from "./trade-in-wizard";

/**
 * The trade-in wizard's code (react-hook-form and the zod rules it shares with the API) loads as its
 * own chunk, as the lead form's does, so the page's first load stays within issue 4's budget.
 */
const TradeInWizard = lazy(() =>
  import("./trade-in-wizard").then((module) => ({ default: module.TradeInWizard })),
);

export function LazyTradeInWizard(props: TradeInWizardProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <TradeInWizard {...props} />
    </Suspense>
  );
}
