"use client";

import { useState } from "react";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { CAR_FINANCE_DISCLAIMER_ID } from "@/lib/finance/repayment-text";

type Lender = { financeProvider?: unknown; disclaimer?: unknown };

/** The lenders' disclaimers in an answer of GET /api/cars/{id}/disclaimer, each once; none readable: []. */
export function lenderDisclaimers(body: unknown): string[] {
  const lenders = (body as { finance_lenders?: unknown } | null)?.finance_lenders;
  if (!Array.isArray(lenders)) return [];
  const texts = (lenders as Lender[])
    .map((lender) => (typeof lender?.disclaimer === "string" ? lender.disclaimer.trim() : ""))
    .filter(Boolean);
  return [...new Set(texts)];
}

/**
 * The car's finance disclaimer (spec 01 §7 "Car disclaimer fetch by car id": finance_lenders with their
 * disclaimer; spec 02 §9's terms), at #car-finance-disclaimer, where the price box's estimate points.
 * The server renders the site's own estimate disclaimer; once the page is idle it asks the car's
 * lenders and shows theirs instead (the same words for the built-in estimate, so nothing moves). A
 * failed call keeps what is shown (spec 01 §8: logged only).
 */
export function CarFinanceDisclaimer({ carId, fallback }: { carId: number; fallback: string }) {
  const [texts, setTexts] = useState<string[]>([fallback]);
  useIdleEffect(() => {
    let live = true;
    fetch(`/api/cars/${carId}/disclaimer`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`disclaimer answered ${response.status}`);
        const found = lenderDisclaimers(await response.json());
        if (live && found.length) setTexts(found);
      })
      .catch((error: unknown) => console.error("The car's finance disclaimer was not loaded", error));
    return () => {
      live = false;
    };
  }, [carId]);
  return (
    <section
      id={CAR_FINANCE_DISCLAIMER_ID}
      aria-labelledby={`${CAR_FINANCE_DISCLAIMER_ID}-heading`}
      className="scroll-mt-20 rounded-lg border p-4 text-xs text-muted-foreground"
      data-testid="car-finance-disclaimer"
    >
      <h2 id={`${CAR_FINANCE_DISCLAIMER_ID}-heading`} className="text-sm font-semibold text-foreground">
        Finance disclaimer
      </h2>
      {texts.map((text) => (
        <p key={text} className="mt-1">
          {text}
        </p>
      ))}
    </section>
  );
}
