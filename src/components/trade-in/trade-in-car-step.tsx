import { LOOKUP_FIELDS, STEP_TITLES, WIZARD_FIELDS } from "@/lib/trade-in/wizard-layout";
import { Button } from "../ui/button";
import { TradeInField, type WizardFieldsProps } from "./trade-in-field";

/**
 * Step 1, the car (decision 0034): found by its rego and state, or its make, model, year, badge and
 * kilometres typed in. The lookup's result is announced politely under its button.
 */
export function TradeInCarStep({
  hidden,
  busy,
  lookupNote,
  onLookUp,
  ...fields
}: WizardFieldsProps & { hidden: boolean; busy: boolean; lookupNote: string | null; onLookUp: () => void }) {
  return (
    <fieldset hidden={hidden} disabled={busy} className="space-y-4">
      <legend className="sr-only">{STEP_TITLES.vehicle}</legend>
      <div className="rounded-lg bg-muted p-4">
        <p className="font-semibold">Find your car by its rego</p>
        <div className="mt-2 grid min-w-0 gap-4 sm:grid-cols-2">
          {LOOKUP_FIELDS.map((key) => (
            <TradeInField key={key} name={key} {...fields} />
          ))}
        </div>
        <Button type="button" variant="secondary" className="mt-3" disabled={busy} onClick={onLookUp}>
          Find my car
        </Button>
        <p aria-live="polite" className="mt-2 text-sm" data-testid="lookup-note">
          {lookupNote}
        </p>
      </div>
      <p className="font-semibold">Or enter its details</p>
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        {WIZARD_FIELDS.vehicle.map((key) => (
          <TradeInField key={key} name={key} {...fields} />
        ))}
      </div>
    </fieldset>
  );
}
