import { type FormEvent, useState } from "react";
import type { JourneyView } from "@/lib/checkout/purchase-journey-steps";
import { ChoiceFieldset, Continue, StateSelect, TextField } from "./purchase-journey-fields";
import type { JourneyErrors, SaveStep } from "./use-purchase-journey";

const OPTIONS = [
  ["false", "No trade-in"],
  ["true", "Yes, I have a car to trade in"],
] as const;

/**
 * Step 3, trade-in (decision 0028): none, or the car's rego, state, make, model, year and kilometres;
 * the dealer values it on the call.
 */
export function PurchaseJourneyTradeIn(props: {
  journey: JourneyView;
  busy: boolean;
  errors: JourneyErrors;
  save: SaveStep;
}) {
  const saved = props.journey.steps["trade-in"];
  const [has, setHas] = useState<string>(saved ? String(saved.has_trade_in) : "");
  const { errors } = props;
  const trade = saved?.has_trade_in ? saved : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (has !== "true")
      return void props.save("trade-in", { has_trade_in: has === "false" ? false : undefined });
    const data = Object.fromEntries(new FormData(event.currentTarget));
    void props.save("trade-in", { ...data, has_trade_in: true });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <ChoiceFieldset
        legend="Do you have a car to trade in?"
        name="has_trade_in_choice"
        options={OPTIONS}
        value={has}
        onChange={setHas}
        error={errors.has_trade_in}
      />
      {has === "true" ? (
        <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
          <legend className="font-semibold">Your trade-in</legend>
          <p className="text-sm text-muted-foreground sm:col-span-2">
            We'll value your car and confirm an offer with you when we call. Instant online valuations are
            coming soon.
          </p>
          <TextField name="rego" label="Rego" errors={errors} defaultValue={trade?.rego} />
          <StateSelect name="state" errors={errors} defaultValue={trade?.state} />
          <TextField name="make" label="Make" errors={errors} defaultValue={trade?.make} />
          <TextField name="model" label="Model" errors={errors} defaultValue={trade?.model} />
          <TextField
            name="year"
            label="Year"
            inputMode="numeric"
            errors={errors}
            defaultValue={trade?.year}
          />
          <TextField
            name="kms"
            label="Kilometres"
            inputMode="numeric"
            errors={errors}
            defaultValue={trade?.kms}
          />
        </fieldset>
      ) : null}
      <Continue busy={props.busy} />
    </form>
  );
}
