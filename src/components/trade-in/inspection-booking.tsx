"use client";

import { useState } from "react";
import { readSubmitAnswer, SUBMIT_FAILED_ALERT } from "@/lib/leads/submit-answer";
import type { SlotDay } from "@/lib/scheduling/slot-words";
import type { InspectionView, InspectionYard } from "@/lib/trade-in/inspection";
import { Button } from "../ui/button";
import {
  FieldError,
  fieldAria,
  fieldErrorId,
  fieldHintId,
  FIELD_LABEL_CLASS as LABEL,
  FIELD_INPUT_CLASS as SELECT,
} from "../ui/form-field";

export type InspectionBookingProps = {
  tradeInId: string;
  yards: InspectionYard[];
  /** The booking as it stands, if any. */
  booked: InspectionView | null;
  /** The valuation's page path, sent with the booking for the dealer's "Source page". */
  path: string;
};

type Errors = { location_id?: string; inspection_at?: string; form?: string };

/**
 * Booking the trade-in's inspection (issue 34 item 2, decision 0084): the yard, a day and a time,
 * native selects offering only the yard's bookable slots on its own clock (the zone in the hint). The
 * server checks the time again; a closed one comes back as the reason beside the time. Once booked it
 * shows the time and where, with a way to change it.
 */
export function InspectionBooking({ tradeInId, yards, booked: initial, path }: InspectionBookingProps) {
  const [booked, setBooked] = useState<InspectionView | null>(initial?.status === "booked" ? initial : null);
  const [changing, setChanging] = useState(false);
  const [locationId, setLocationId] = useState(
    String(initial?.location.id ?? (yards.length === 1 ? yards[0]!.id : "")),
  );
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const yard = yards.find((y) => String(y.id) === locationId) ?? null;
  const slots = yard?.slots ?? null;

  if (booked && !changing) {
    return (
      <div className="space-y-3">
        <p role="status" data-testid="inspection-booked" className="rounded-lg border p-4">
          <strong>Inspection booked:</strong> {booked.when} at {booked.location.name}. We've sent you a
          confirmation with a calendar invite, and the team will contact you to confirm the time.
        </p>
        <Button type="button" variant="secondary" onClick={() => setChanging(true)}>
          Change the time
        </Button>
      </div>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing: Errors = {
      ...(locationId ? {} : { location_id: "Please choose a location." }),
      ...(time ? {} : { inspection_at: "Please choose a time for the inspection." }),
    };
    if (Object.keys(missing).length) return setErrors(missing);
    setBusy(true);
    setErrors({});
    try {
      const response = await fetch(`/api/trade-ins/${tradeInId}/inspection`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ location_id: Number(locationId), inspection_at: time, path }),
      });
      const json = await response.json().catch(() => null);
      if (response.ok && json?.inspection) {
        setBooked(json.inspection as InspectionView);
        setChanging(false);
      } else {
        const answer = readSubmitAnswer(response.status, json);
        const fields = answer.kind === "error" ? answer.fields : {};
        setErrors({
          location_id: fields.location_id,
          inspection_at: fields.inspection_at,
          form:
            fields.location_id || fields.inspection_at
              ? undefined
              : answer.kind === "error"
                ? answer.message
                : SUBMIT_FAILED_ALERT,
        });
      }
    } catch {
      setErrors({ form: SUBMIT_FAILED_ALERT });
    } finally {
      setBusy(false);
    }
  }

  const locationField = `inspection-${tradeInId}-location`;
  const dayField = `inspection-${tradeInId}-day`;
  const timeField = `inspection-${tradeInId}-time`;
  const days = slots?.days ?? [];
  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="inspection-form">
      {errors.form ? (
        <p role="alert" className="font-semibold text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div>
        <label htmlFor={locationField} className={LABEL}>
          Where would you like it inspected?
        </label>
        <select
          id={locationField}
          className={SELECT}
          value={locationId}
          {...fieldAria(locationField, { error: Boolean(errors.location_id) })}
          onChange={(event) => {
            setLocationId(event.target.value);
            setDay("");
            setTime("");
          }}
        >
          <option value="">Choose a location</option>
          {yards.map((y) => (
            <option key={y.id} value={y.id}>
              {y.name}
            </option>
          ))}
        </select>
        <FieldError id={fieldErrorId(locationField)} message={errors.location_id} />
      </div>
      <fieldset aria-describedby={fieldHintId(timeField)} data-testid="inspection-slots">
        <legend className={LABEL}>Inspection time</legend>
        <p id={fieldHintId(timeField)} className="mt-1 text-sm text-muted-foreground">
          {!yard
            ? "Choose a location first to see the times you can book there."
            : !slots
              ? "This yard takes no inspection bookings online just now: please call it to arrange a time."
              : days.length
                ? `Times are ${slots.zone}, the yard's own clock. About 30 minutes; we will confirm the time with you.`
                : "No times are open to book online just now: please call the yard."}
        </p>
        {days.length ? (
          <SlotSelects
            dayField={dayField}
            timeField={timeField}
            days={days}
            day={day}
            time={time}
            invalid={Boolean(errors.inspection_at)}
            onDay={(value) => {
              setDay(value);
              if (time.slice(0, 10) !== value) setTime("");
            }}
            onTime={setTime}
          />
        ) : null}
        <FieldError id={fieldErrorId(timeField)} message={errors.inspection_at} />
      </fieldset>
      <Button type="submit" disabled={busy || !days.length}>
        {busy ? "Booking…" : "Book the inspection"}
      </Button>
    </form>
  );
}

/**
 * The day and the time (native selects): until a day is chosen the time select lists every slot under
 * its day, so the one control works on its own; a day narrows it.
 */
function SlotSelects(props: {
  dayField: string;
  timeField: string;
  days: SlotDay[];
  day: string;
  time: string;
  invalid: boolean;
  onDay: (value: string) => void;
  onTime: (value: string) => void;
}) {
  const { dayField, timeField, days, day } = props;
  const shownDays = day ? days.filter((d) => d.value === day) : days;
  return (
    <div className="mt-2 grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={dayField} className={LABEL}>
          Day
        </label>
        <select
          id={dayField}
          className={SELECT}
          value={day}
          onChange={(event) => props.onDay(event.target.value)}
        >
          <option value="">Choose a day</option>
          {days.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={timeField} className={LABEL}>
          Time
        </label>
        <select
          id={timeField}
          className={SELECT}
          value={props.time}
          {...fieldAria(timeField, { error: props.invalid, hint: true })}
          onChange={(event) => props.onTime(event.target.value)}
        >
          <option value="">{day ? "Choose a time" : "Choose a day, or a time"}</option>
          {shownDays.map((d) => (
            <optgroup key={d.value} label={d.label}>
              {d.times.map((t) => (
                <option key={t.value} value={t.value}>
                  {day ? t.label : `${t.label}, ${d.label}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </div>
  );
}
