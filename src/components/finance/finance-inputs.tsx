import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import type { Frequency } from "@/lib/finance/amortisation";
import {
  type CalculatorInputs,
  type CalculatorRules,
  parseMoney,
  termOptions,
} from "@/lib/finance/calculator";
import { formatNumber } from "@/lib/format/format";
import { cn } from "@/lib/utils/cn";

/**
 * The finance calculator's inputs (spec 02 §2, §5): purchase price, deposit, loan term, interest rate
 * and residual (unless the site hides them), and how often the repayments fall. Each change goes to
 * `onChange`; the interest rate is kept as typed and settled when the field is left.
 */

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  monthly: "Monthly",
};

type MoneyKey = "amount" | "deposit" | "residual";

export type FinanceInputsProps = {
  /** The calculator's id, prefixing every control's id. */
  id: string;
  rules: CalculatorRules;
  inputs: CalculatorInputs;
  /** The interest rate as typed. */
  rateText: string;
  /** The purchase price's reason, shown at the field, when it is out of range. */
  priceHelp: string | null;
  onChange: (patch: Partial<CalculatorInputs>) => void;
  onRateChange: (text: string) => void;
  onRateBlur: () => void;
  /** The first focus counts as the first interaction (analytics event 26). */
  onFocus: () => void;
};

/** A money field's text as the shopper types it: digits only, thousands separated. */
function moneyText(value: number): string {
  return value ? formatNumber(value) : "";
}

export function FinanceInputs({
  id,
  rules,
  inputs,
  rateText,
  priceHelp,
  onChange,
  onRateChange,
  onRateBlur,
  onFocus,
}: FinanceInputsProps) {
  const money = (key: MoneyKey, label: string, error: string | null = null) => (
    <MoneyField
      id={`${id}-${key}`}
      name={key}
      label={label}
      value={inputs[key]}
      error={error}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <form className="grid gap-4" onSubmit={(event) => event.preventDefault()} onFocus={onFocus}>
      {money("amount", "Purchase price", priceHelp)}
      {money("deposit", "Deposit or trade-in")}
      <FormField id={`${id}-term`} label="Loan term" error={undefined}>
        <select
          id={`${id}-term`}
          name="term"
          className={FIELD_INPUT_CLASS}
          value={String(inputs.termYears)}
          onChange={(event) => onChange({ termYears: Number(event.target.value) })}
        >
          {termOptions(rules).map((years) => (
            <option key={years} value={String(years)}>
              {years} {years === 1 ? "year" : "years"}
            </option>
          ))}
        </select>
      </FormField>
      {rules.hideInterestAndResidual ? null : (
        <>
          <FormField
            id={`${id}-interest`}
            label="Interest rate (% a year)"
            hint={`${rules.interest.min}% to ${rules.interest.max}%`}
            error={undefined}
          >
            <input
              id={`${id}-interest`}
              name="interest"
              type="number"
              inputMode="decimal"
              min={rules.interest.min}
              max={rules.interest.max}
              step={rules.interest.step}
              className={FIELD_INPUT_CLASS}
              value={rateText}
              onChange={(event) => onRateChange(event.target.value)}
              onBlur={onRateBlur}
              {...fieldAria(`${id}-interest`, { error: false, hint: true })}
            />
          </FormField>
          {money("residual", "Residual (balloon)")}
        </>
      )}
      <FrequencyField id={id} value={inputs.frequency} onChange={(frequency) => onChange({ frequency })} />
    </form>
  );
}

/** A dollar amount: a "$" before the digits, the reason beside it when it is out of range. */
function MoneyField({
  id,
  name,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  name: MoneyKey;
  label: string;
  value: number;
  error: string | null;
  onChange: (value: number) => void;
}) {
  return (
    <FormField id={id} label={label} error={error ?? undefined}>
      <div className="relative">
        <span
          className="pointer-events-none absolute left-3 top-1/2 mt-0.5 -translate-y-1/2"
          aria-hidden="true"
        >
          $
        </span>
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          className={cn(FIELD_INPUT_CLASS, "pl-7")}
          value={moneyText(value)}
          onChange={(event) => onChange(parseMoney(event.target.value))}
          {...fieldAria(id, { error: Boolean(error) })}
        />
      </div>
    </FormField>
  );
}

/** How often the repayments fall: a radio group, one choice a pill. */
function FrequencyField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Frequency;
  onChange: (frequency: Frequency) => void;
}) {
  return (
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
              checked={value === frequency}
              onChange={() => onChange(frequency)}
              className="accent-primary"
            />
            {FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
