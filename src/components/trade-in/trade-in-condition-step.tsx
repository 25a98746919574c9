import { STEP_TITLES, WIZARD_FIELDS } from "@/lib/trade-in/wizard-layout";
import { TradeInField, type WizardFieldsProps } from "./trade-in-field";

/** Step 2, its condition (lib/trade-in/adjustments): one question per adjustment, answered by a radio. */
export function TradeInConditionStep({
  hidden,
  busy,
  ...fields
}: WizardFieldsProps & { hidden: boolean; busy: boolean }) {
  return (
    <fieldset hidden={hidden} disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="sr-only">{STEP_TITLES.condition}</legend>
      {WIZARD_FIELDS.condition.map((key) => (
        <TradeInField key={key} name={key} {...fields} />
      ))}
    </fieldset>
  );
}
