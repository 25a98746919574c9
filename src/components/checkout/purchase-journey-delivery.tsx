import { type FormEvent, useState } from "react";
import type { JourneyView } from "@/lib/checkout/purchase-journey-steps";
import { ChoiceFieldset, Continue, StateSelect, TextField } from "./purchase-journey-fields";
import type { JourneyErrors, PurchaseJourneyProps, SaveStep } from "./use-purchase-journey";

/**
 * Step 4, delivery or pick-up (decision 0028): pick up at the car's location, or delivery to an
 * Australian address on a date inside the dealer's window.
 */
export function PurchaseJourneyDelivery(
  props: Pick<PurchaseJourneyProps, "car" | "deliveryDates"> & {
    journey: JourneyView;
    busy: boolean;
    errors: JourneyErrors;
    save: SaveStep;
  },
) {
  const saved = props.journey.steps.delivery;
  const [method, setMethod] = useState<string>(saved?.method ?? "");
  const { errors } = props;
  const address = saved?.method === "delivery" ? saved : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (method !== "delivery") return void props.save("delivery", { method: method || undefined });
    const data = Object.fromEntries(new FormData(event.currentTarget));
    void props.save("delivery", { ...data, method });
  }

  const pickup = props.car.locationName
    ? `Pick up at ${props.car.locationName}`
    : "Pick up from the dealership";
  return (
    <form onSubmit={onSubmit} noValidate>
      <ChoiceFieldset
        legend="How would you like to get the car?"
        name="method_choice"
        options={[
          ["pickup", pickup],
          ["delivery", "Deliver it to me (anywhere in Australia)"],
        ]}
        value={method}
        onChange={setMethod}
        error={errors.method}
      />
      {method === "delivery" ? (
        <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
          <legend className="font-semibold">Delivery address and date</legend>
          <div className="sm:col-span-2">
            <TextField
              name="street"
              label="Street address"
              autoComplete="street-address"
              errors={errors}
              defaultValue={address?.street}
            />
          </div>
          <TextField
            name="suburb"
            label="Suburb"
            autoComplete="address-level2"
            errors={errors}
            defaultValue={address?.suburb}
          />
          <StateSelect name="state" errors={errors} defaultValue={address?.state} />
          <TextField
            name="postcode"
            label="Postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            errors={errors}
            defaultValue={address?.postcode}
          />
          <TextField
            name="date"
            label="Preferred delivery date (2 days ahead at the earliest)"
            type="date"
            min={props.deliveryDates.min}
            max={props.deliveryDates.max}
            errors={errors}
            defaultValue={address?.date}
          />
        </fieldset>
      ) : null}
      <Continue busy={props.busy} />
    </form>
  );
}
