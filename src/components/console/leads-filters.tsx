"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { Button } from "../ui/button";

/**
 * The inbox's filters and search (issue 31 §4): a plain GET form, so the view is the address (a link
 * to send a colleague) and works without script; with script, empty fields are left out of the address
 * and the page changes without a full reload. Each field is labelled; a value that cannot be used is
 * explained beside it.
 */

export type FilterOption = { value: string; label: string };
export type LeadsFilterField = "q" | "kind" | "status" | "dealership" | "assignee" | "from" | "to" | "stock";

export type LeadsFiltersProps = {
  action: string;
  /** What each field holds now, as typed (a refused value is shown back with its message). */
  values: Partial<Record<LeadsFilterField, string>>;
  errors: Partial<Record<LeadsFilterField, string>>;
  kinds: FilterOption[];
  statuses: FilterOption[];
  /** Empty when the member sees one dealership only: no choice to offer. */
  dealerships: FilterOption[];
  assignees: FilterOption[];
};

function Select({
  id,
  name,
  label,
  any,
  options,
  value,
  error,
}: {
  id: string;
  name: LeadsFilterField;
  label: string;
  any: string;
  options: FilterOption[];
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        className={FIELD_INPUT_CLASS}
        {...fieldAria(id, { error: !!error })}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function LeadsFilters(props: LeadsFiltersProps) {
  const router = useRouter();
  const { values, errors } = props;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim()) params.set(key, value.trim());
    }
    const query = params.toString();
    router.push(query ? `${props.action}?${query}` : props.action);
  }

  const input = (name: LeadsFilterField, type: string, label: string, hint?: string, extra = "") => (
    <FormField
      id={`lead-${name}`}
      label={label}
      error={errors[name]}
      hint={hint}
      className={extra || undefined}
    >
      <input
        id={`lead-${name}`}
        name={name}
        type={type}
        defaultValue={values[name] ?? ""}
        className={FIELD_INPUT_CLASS}
        {...fieldAria(`lead-${name}`, { error: !!errors[name], hint: !!hint })}
      />
    </FormField>
  );

  return (
    <search aria-label="Filter and search the leads" className="mb-6 block">
      <form
        method="get"
        action={props.action}
        onSubmit={submit}
        className="grid gap-4 rounded-xl border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {input(
          "q",
          "search",
          "Search",
          "A name, phone number, e-mail, stock number or VIN.",
          "sm:col-span-2",
        )}
        <Select
          id="lead-kind"
          name="kind"
          label="Kind"
          any="Every kind"
          options={props.kinds}
          value={values.kind}
          error={errors.kind}
        />
        <Select
          id="lead-status"
          name="status"
          label="Status"
          any="Every status"
          options={props.statuses}
          value={values.status}
          error={errors.status}
        />
        {props.dealerships.length ? (
          <Select
            id="lead-dealership"
            name="dealership"
            label="Dealership"
            any="Every dealership"
            options={props.dealerships}
            value={values.dealership}
            error={errors.dealership}
          />
        ) : null}
        <Select
          id="lead-assignee"
          name="assignee"
          label="Assigned to"
          any="Anyone or no one"
          options={props.assignees}
          value={values.assignee}
          error={errors.assignee}
        />
        {input("from", "date", "Received from")}
        {input("to", "date", "Received to")}
        {input("stock", "text", "Car stock number")}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Show leads</Button>
          <Link href={props.action} className="inline-flex min-h-11 items-center underline">
            Clear filters
          </Link>
        </div>
      </form>
    </search>
  );
}
