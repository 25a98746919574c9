"use client";

import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { AU_STATES } from "@/lib/locations/au-states";
import type { NewSiteForm } from "@/lib/sites/new-site";

/**
 * The new-site form's parts (issue 32 §6): a text field, a new dealership's fields and a location's
 * (address, phone, e-mail and the week's hours, in the import's shape). Each shows its own error
 * beside it, keyed by the bundle path the server answers (`locations.0.address.postcode`).
 */

export type FieldErrors = Record<string, string>;
export type NewDealership = NewSiteForm["new_dealerships"][number];
export type NewLocation = NewSiteForm["locations"][number];

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
  type?: "text" | "email" | "tel" | "time";
  autoComplete?: string;
}) {
  const { id, label, value, error, onChange, hint, type = "text", autoComplete = "off" } = props;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        className={FIELD_INPUT_CLASS}
        {...fieldAria(id, { error: Boolean(error), hint: Boolean(hint) })}
      />
    </FormField>
  );
}

export function NewDealershipFields({
  id,
  index,
  value,
  errors,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  value: NewDealership;
  errors: FieldErrors;
  onChange: (next: NewDealership) => void;
  onRemove: () => void;
}) {
  const key = (f: string) => `new_dealerships.${index}.${f}`;
  const set = (f: keyof NewDealership) => (v: string) => onChange({ ...value, [f]: v });
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">New dealership {index + 1}</legend>
      <TextField
        id={`${id}-name`}
        label="Name"
        value={value.name}
        error={errors[key("name")]}
        onChange={set("name")}
      />
      <TextField
        id={`${id}-slug`}
        label="Slug"
        hint="Lower-case letters, digits and hyphens; feeds name the dealership by it."
        value={value.slug}
        error={errors[key("slug")]}
        onChange={set("slug")}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        value={value.phone}
        error={errors[key("phone")]}
        onChange={set("phone")}
      />
      <TextField
        id={`${id}-email`}
        label="E-mail"
        type="email"
        value={value.email}
        error={errors[key("email")]}
        onChange={set("email")}
      />
      <div className="sm:col-span-2">
        <button
          type="button"
          onClick={onRemove}
          className="min-h-11 text-sm font-semibold text-destructive underline"
        >
          Remove this dealership
        </button>
      </div>
    </fieldset>
  );
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function LocationFields({
  id,
  index,
  value,
  dealerships,
  errors,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  value: NewLocation;
  dealerships: { slug: string; name: string }[];
  errors: FieldErrors;
  onChange: (next: NewLocation) => void;
  onRemove: () => void;
}) {
  const key = (f: string) => `locations.${index}.${f}`;
  const address = (f: keyof NewLocation["address"]) => (v: string) =>
    onChange({ ...value, address: { ...value.address, [f]: v } });
  const contact = (f: "phone" | "email") => (v: string) =>
    onChange({ ...value, contact_detail: { ...value.contact_detail, [f]: v } });
  const hours = value.contact_detail.opening_hours;
  return (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">Location {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-dealership`} label="Dealership" error={errors[key("dealership_slug")]}>
          <select
            id={`${id}-dealership`}
            value={value.dealership_slug}
            onChange={(e) => onChange({ ...value, dealership_slug: e.target.value })}
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-dealership`, { error: Boolean(errors[key("dealership_slug")]) })}
          >
            <option value="">Choose…</option>
            {dealerships.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name || d.slug}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id={`${id}-name`}
          label="Name"
          value={value.name}
          error={errors[key("name")]}
          onChange={(v) => onChange({ ...value, name: v })}
        />
        <TextField
          id={`${id}-slug`}
          label="Slug"
          value={value.slug}
          error={errors[key("slug")]}
          onChange={(v) => onChange({ ...value, slug: v })}
        />
        <TextField
          id={`${id}-street`}
          label="Street"
          value={value.address.street}
          error={errors[key("address.street")]}
          onChange={address("street")}
        />
        <TextField
          id={`${id}-city`}
          label="Suburb or city"
          value={value.address.city}
          error={errors[key("address.city")]}
          onChange={address("city")}
        />
        <FormField id={`${id}-state`} label="State" error={errors[key("address.state")]}>
          <select
            id={`${id}-state`}
            value={value.address.state}
            onChange={(e) => address("state")(e.target.value)}
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-state`, { error: Boolean(errors[key("address.state")]) })}
          >
            <option value="">Choose…</option>
            {AU_STATES.map((s) => (
              <option key={s} value={s}>
                {s.toUpperCase()}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id={`${id}-postcode`}
          label="Postcode"
          value={value.address.postcode}
          error={errors[key("address.postcode")]}
          onChange={address("postcode")}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          value={value.contact_detail.phone}
          error={errors[key("contact_detail.phone")]}
          onChange={contact("phone")}
        />
        <TextField
          id={`${id}-email`}
          label="Enquiries e-mail"
          type="email"
          value={value.contact_detail.email}
          error={errors[key("contact_detail.email")]}
          onChange={contact("email")}
        />
      </div>
      <OpeningHoursFields
        id={id}
        hours={hours}
        errorOf={(j) => errors[key(`contact_detail.opening_hours.${j}.open`)]}
        onChange={(opening_hours) =>
          onChange({ ...value, contact_detail: { ...value.contact_detail, opening_hours } })
        }
      />
      <button
        type="button"
        onClick={onRemove}
        className="min-h-11 text-sm font-semibold text-destructive underline"
      >
        Remove this location
      </button>
    </fieldset>
  );
}

type Hours = NewLocation["contact_detail"]["opening_hours"];

/** A location's week: each day open or closed, with its opening and closing times. */
function OpeningHoursFields({
  id,
  hours,
  errorOf,
  onChange,
}: {
  id: string;
  hours: Hours;
  errorOf: (day: number) => string | undefined;
  onChange: (next: Hours) => void;
}) {
  const setDay = (j: number, patch: Partial<Hours[number]>) =>
    onChange(hours.map((h, k) => (k === j ? { ...h, ...patch } : h)));
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Opening hours</legend>
      <ul className="mt-1 space-y-2">
        {hours.map((h, j) => {
          const day = WEEKDAYS[h.weekday] ?? String(h.weekday);
          const error = errorOf(j);
          return (
            <li key={h.weekday} className="flex flex-wrap items-center gap-2">
              <span className="w-24 text-sm font-semibold">{day}</span>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={h.status === "Open"}
                  onChange={(e) => setDay(j, { status: e.target.checked ? "Open" : "Closed" })}
                />
                Open on {day}
              </label>
              {h.status === "Open" ? (
                <>
                  <label className="sr-only" htmlFor={`${id}-open-${j}`}>{`${day} opens`}</label>
                  <input
                    id={`${id}-open-${j}`}
                    type="time"
                    value={h.open}
                    onChange={(e) => setDay(j, { open: e.target.value })}
                    className="min-h-11 rounded-lg border px-2"
                    aria-invalid={error ? true : undefined}
                  />
                  <label className="sr-only" htmlFor={`${id}-close-${j}`}>{`${day} closes`}</label>
                  <input
                    id={`${id}-close-${j}`}
                    type="time"
                    value={h.close}
                    onChange={(e) => setDay(j, { close: e.target.value })}
                    className="min-h-11 rounded-lg border px-2"
                  />
                </>
              ) : null}
              {error ? <p className="w-full text-sm font-semibold text-destructive">{error}</p> : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
