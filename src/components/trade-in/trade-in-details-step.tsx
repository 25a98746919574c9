import type { Choice } from "@/lib/leads/form-layout";
import { STEP_TITLES, WIZARD_FIELDS } from "@/lib/trade-in/wizard-layout";
import { TradeInField, type WizardFieldsProps } from "./trade-in-field";

/**
 * Step 3, your details: the lead forms' contact fields; where to value the car only when the dealer
 * has more than one location to choose from.
 */
export function TradeInDetailsStep({
  hidden,
  busy,
  locations,
  ...fields
}: WizardFieldsProps & { hidden: boolean; busy: boolean; locations: Choice[] }) {
  return (
    <fieldset hidden={hidden} disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="sr-only">{STEP_TITLES.contact}</legend>
      {WIZARD_FIELDS.contact
        .filter((key) => key !== "location_id" || locations.length > 1)
        .map((key) => (
          <TradeInField
            key={key}
            name={key}
            {...fields}
            choices={key === "location_id" ? locations : undefined}
          />
        ))}
    </fieldset>
  );
}
