"use client";

import { useEffect, useState } from "react";
import type { FieldError as HookFieldError, UseFormRegister, UseFormSetValue } from "react-hook-form";
import type { YardSlots } from "@/lib/scheduling/slot-words";
import {
  FieldError,
  fieldAria,
  fieldErrorId,
  fieldHintId,
  FIELD_LABEL_CLASS as LABEL,
  FIELD_INPUT_CLASS as SELECT,
} from "../ui/form-field";

type Values = Record<string, unknown>;

export type TestDriveSlotFieldProps = {
  formId: string;
  /** The form's field the chosen slot fills ('YYYY-MM-DDTHH:mm' on the yard's clock). */
  name: string;
  label: string;
  /** The chosen yard's bookable times; null while no yard is chosen. */
  slots: YardSlots | null;
  /** The field's current value. */
  value: string;
  error: HookFieldError | undefined;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
};

/**
 * The test drive's time (issue 34 item 2): a day, then a time, both labelled selects in one group,
 * offering only the yard's bookable slots on its own clock (its zone said in the hint). Native selects
 * keep it keyboard- and phone-friendly (a phone opens its own picker). Until a day is chosen the time
 * select lists every slot under its day, so the one control also works before the script runs; a day
 * narrows it. A time the yard no longer offers (another yard chosen) is cleared.
 */
export function TestDriveSlotField({
  formId,
  name,
  label,
  slots,
  value,
  error,
  register,
  setValue,
}: TestDriveSlotFieldProps) {
  const id = `${formId}-${name}`;
  const dayId = `${id}-day`;
  const [day, setDay] = useState(value.slice(0, 10));
  const chosenDay = day || value.slice(0, 10);
  const offered = slots?.days.some((d) => d.times.some((t) => t.value === value)) ?? false;

  useEffect(() => {
    if (value && slots && !offered) setValue(name, "");
  }, [value, slots, offered, name, setValue]);

  const legend = (
    <legend className={LABEL}>
      {label}
      <span className="font-normal text-muted-foreground"> (optional)</span>
    </legend>
  );
  if (!slots?.days.length) {
    return (
      <fieldset className="sm:col-span-2" data-testid="test-drive-slots">
        {legend}
        <p className="mt-1 text-sm text-muted-foreground">
          {slots
            ? "No times are open to book online just now. Send the form without one and we will call you to arrange a time."
            : "Choose a location first to see the times you can book there."}
        </p>
      </fieldset>
    );
  }

  const days = chosenDay ? slots.days.filter((d) => d.value === chosenDay) : slots.days;
  const hint = `Times are ${slots.zone}, the yard's own clock. We will confirm the time with you.`;
  const aria = fieldAria(id, { error: Boolean(error), hint: true });
  return (
    <fieldset className="sm:col-span-2" aria-describedby={fieldHintId(id)} data-testid="test-drive-slots">
      {legend}
      <p id={fieldHintId(id)} className="mt-1 text-sm text-muted-foreground">
        {hint}
      </p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={dayId} className={LABEL}>
            Day
          </label>
          <select
            id={dayId}
            className={SELECT}
            value={chosenDay}
            onChange={(event) => {
              setDay(event.target.value);
              if (value.slice(0, 10) !== event.target.value) setValue(name, "");
            }}
          >
            <option value="">Choose a day</option>
            {slots.days.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id} className={LABEL}>
            Time
          </label>
          <select id={id} className={SELECT} {...aria} {...register(name)}>
            <option value="">{chosenDay ? "Choose a time" : "Choose a day, or a time"}</option>
            {chosenDay
              ? days
                  .flatMap((d) => d.times)
                  .map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))
              : days.map((d) => (
                  <optgroup key={d.value} label={d.label}>
                    {d.times.map((t) => (
                      <option key={t.value} value={t.value}>
                        {`${t.label}, ${d.label}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        </div>
      </div>
      <FieldError id={fieldErrorId(id)} message={error?.message} />
    </fieldset>
  );
}
