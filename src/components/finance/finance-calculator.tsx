"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { MoreLessButton } from "@/components/ui/more-less-button";
import { track } from "@/lib/analytics/track";
import type { Frequency } from "@/lib/finance/amortisation";
import {
  type CalculatorInputs,
  type CalculatorResult,
  type CalculatorRules,
  calculate,
  clampInput,
  disclaimerPreview,
  ENQUIRE_FOR_FINANCE,
  parseMoney,
  parseRate,
  priceHelp,
  termOptions,
} from "@/lib/finance/calculator";
import { formatAmount, formatNumber, formatPhone, formatPrice, telHref } from "@/lib/format/format";
import { cn } from "@/lib/utils/cn";

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border border-border bg-background px-3 text-base aria-[invalid=true]:border-destructive";

const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  monthly: "Monthly",
};

export type FinanceCalculatorProps = {
  rules: CalculatorRules;
  initial: CalculatorInputs;
  /** The finance disclaimer (spec 02 §9), shown cut at 197 characters with show more / less. */
  disclaimer: string;
  /** Spec 02 §9 "support phone 1300 031 264". */
  supportPhone: string;
  /** Where 'Enquire for Finance' goes (the page's finance form). */
  enquireHref: string;
  className?: string;
  /** Told the inputs and their result as they change (the online purchase keeps the shopper's figures). */
  onFigures?: (inputs: CalculatorInputs, result: CalculatorResult) => void;
};

/** A money field's text as the shopper types it: digits only, thousands separated. */
function moneyText(value: number): string {
  return value ? formatNumber(value) : "";
}

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
  className,
  onFigures,
}: FinanceCalculatorProps) {
  const id = useId();
  const [inputs, setInputs] = useState<CalculatorInputs>(initial);
  const [rateText, setRateText] = useState(String(initial.interest));
  const [showAll, setShowAll] = useState(false);
  const used = useRef(false);
  const disclaimerRef = useRef<HTMLParagraphElement>(null);
  const disclaimerHeight = useRef<number | null>(null);
  // Spec 02 §9 "collapse animation 300 ms": the disclaimer grows or shrinks from its old height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each toggle, when the text has changed
  useLayoutEffect(() => {
    const element = disclaimerRef.current;
    const from = disclaimerHeight.current;
    disclaimerHeight.current = null;
    if (!element || from === null || typeof element.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const to = element.getBoundingClientRect().height;
    element.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration: 300, easing: "ease-out" });
  }, [showAll]);
  const result = calculate(inputs, rules);
  const figures = useRef(onFigures);
  figures.current = onFigures;
  useEffect(() => {
    figures.current?.(inputs, calculate(inputs, rules));
  }, [inputs, rules]);
  const help = priceHelp(inputs.amount, rules);
  const preview = disclaimerPreview(disclaimer);

  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    track("financeCalculatorFirstUse");
  };
  const set = (patch: Partial<CalculatorInputs>) => {
    firstUse();
    setInputs((current) => ({ ...current, ...patch }));
  };
  const money = (key: "amount" | "deposit" | "residual", label: string, hint?: string | null) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <span
          className="pointer-events-none absolute left-3 top-1/2 mt-0.5 -translate-y-1/2"
          aria-hidden="true"
        >
          $
        </span>
        <input
          id={`${id}-${key}`}
          name={key}
          inputMode="numeric"
          autoComplete="off"
          className={cn(INPUT, "pl-7")}
          value={moneyText(inputs[key])}
          onChange={(event) => set({ [key]: parseMoney(event.target.value) })}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? `${id}-${key}-help` : undefined}
        />
      </div>
      {hint ? (
        <p id={`${id}-${key}-help`} className="mt-1 text-sm font-semibold text-destructive">
          {hint}
        </p>
      ) : null}
    </div>
  );

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
        <form className="grid gap-4" onSubmit={(event) => event.preventDefault()} onFocus={firstUse}>
          {money("amount", "Purchase price", help)}
          {money("deposit", "Deposit or trade-in")}
          <div>
            <label htmlFor={`${id}-term`} className="block text-sm font-semibold">
              Loan term
            </label>
            <select
              id={`${id}-term`}
              name="term"
              className={INPUT}
              value={String(inputs.termYears)}
              onChange={(event) => set({ termYears: Number(event.target.value) })}
            >
              {termOptions(rules).map((years) => (
                <option key={years} value={String(years)}>
                  {years} {years === 1 ? "year" : "years"}
                </option>
              ))}
            </select>
          </div>
          {rules.hideInterestAndResidual ? null : (
            <>
              <div>
                <label htmlFor={`${id}-interest`} className="block text-sm font-semibold">
                  Interest rate (% a year)
                </label>
                <input
                  id={`${id}-interest`}
                  name="interest"
                  type="number"
                  inputMode="decimal"
                  min={rules.interest.min}
                  max={rules.interest.max}
                  step={rules.interest.step}
                  className={INPUT}
                  value={rateText}
                  onChange={(event) => {
                    setRateText(event.target.value);
                    set({ interest: parseRate(event.target.value) });
                  }}
                  onBlur={() => setRateText(String(clampInput(inputs, rules).interest))}
                  aria-describedby={`${id}-interest-range`}
                />
                <p id={`${id}-interest-range`} className="mt-1 text-sm text-muted-foreground">
                  {rules.interest.min}% to {rules.interest.max}%
                </p>
              </div>
              {money("residual", "Residual (balloon)")}
            </>
          )}
          <fieldset>
            <legend className="text-sm font-semibold">Repayments</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {(Object.keys(FREQUENCY_LABELS) as Frequency[]).map((frequency) => (
                <label
                  key={frequency}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                >
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    value={frequency}
                    checked={inputs.frequency === frequency}
                    onChange={() => set({ frequency })}
                    className="accent-primary"
                  />
                  {FREQUENCY_LABELS[frequency]}
                </label>
              ))}
            </div>
          </fieldset>
        </form>

        <div
          className="flex flex-col gap-3 self-start rounded-lg bg-muted p-4"
          aria-live="polite"
          data-testid="finance-result"
        >
          {result.kind === "payment" ? (
            <>
              <p className="text-sm">
                Estimated {FREQUENCY_LABELS[inputs.frequency].toLowerCase()} repayment
              </p>
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
      </div>

      <div id="financeDisclaimer" className="mt-4 scroll-mt-20 text-xs text-muted-foreground">
        <p id={`${id}-disclaimer`} ref={disclaimerRef} className="overflow-hidden">
          {showAll || !preview.cut ? disclaimer : preview.text}
        </p>
        {preview.cut ? (
          <MoreLessButton
            expanded={showAll}
            controls={`${id}-disclaimer`}
            onToggle={() => {
              disclaimerHeight.current = disclaimerRef.current?.getBoundingClientRect().height ?? null;
              setShowAll((open) => !open);
            }}
            moreLabel="Show more"
            lessLabel="Show less"
            className="mt-1"
          />
        ) : null}
        <p className="mt-1">
          Finance help:{" "}
          <a href={telHref(supportPhone)} className="font-semibold text-primary underline">
            {formatPhone(supportPhone)}
          </a>
        </p>
      </div>
    </section>
  );
}
