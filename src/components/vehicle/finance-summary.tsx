"use client";

import { useState } from "react";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { type FinanceSummaryState, financeSummaryText } from "@/lib/finance/quote";
import type { YouxQuote } from "@/lib/stock/car-types";

/**
 * The car's finance estimate (spec 01 §2 "finance summary", spec 02 §4 "Finance quote lookup"): the
 * quote stored with the car, else — only when the car is quotable — one asked of POST /api/youx/quote.
 * '...' while loading; a failure is silent ('-', spec 02 §8).
 */
export function FinanceSummary({
  quote,
  request,
}: {
  quote: YouxQuote | null;
  /** The quote request body, when the page should ask for a quote; null when it must not. */
  request: Record<string, unknown> | null;
}) {
  const [state, setState] = useState<FinanceSummaryState>(
    quote ? { status: "ok", quote } : request ? { status: "loading" } : { status: "failed" },
  );
  useIdleEffect(() => {
    if (quote || !request) return;
    let live = true;
    fetch("/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`quote answered ${response.status}`);
        const body = (await response.json()) as YouxQuote;
        if (live) setState({ status: "ok", quote: body });
      })
      .catch(() => {
        if (live) setState({ status: "failed" });
      });
    return () => {
      live = false;
    };
  }, [quote, request]);
  if (!quote && !request) return null;
  const text = financeSummaryText(state);
  return (
    <dl
      className="grid grid-cols-3 gap-2 rounded-lg bg-muted p-3 text-center"
      data-testid="finance-summary"
      aria-busy={state.status === "loading"}
    >
      <div>
        <dt className="text-xs text-muted-foreground">Weekly</dt>
        <dd className="font-bold">{text.weekly}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Monthly</dt>
        <dd className="font-bold">{text.monthly}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Comparison rate</dt>
        <dd className="font-bold">{text.comparison}</dd>
      </div>
    </dl>
  );
}
