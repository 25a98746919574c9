import { FIELD_INPUT_CLASS, FormField } from "@/components/ui/form-field";
import {
  STOCK_SORT_LABELS,
  STOCK_SORTS,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  STOCK_TYPES,
  type StockQuery,
} from "@/lib/stock/console-stock-query";
import { Button } from "../ui/button";

/**
 * The stock list's search, filters and sort (issue 32 §1): a plain GET form, so the view is the
 * address and works without script. Each control is labelled.
 */

type Option = { value: string; label: string };

function Select({
  name,
  label,
  any,
  options,
  value,
}: {
  name: string;
  label: string;
  any?: string;
  options: Option[];
  value: string;
}) {
  const id = `stock-${name}`;
  return (
    <FormField id={id} label={label} error={undefined}>
      <select id={id} name={name} defaultValue={value} className={FIELD_INPUT_CLASS}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function StockFilters({
  action,
  query,
  dealerships,
}: {
  action: string;
  query: StockQuery;
  /** Empty when the member sees one dealership only. */
  dealerships: Option[];
}) {
  return (
    <search aria-label="Search and filter the stock" className="mb-6 block">
      <form
        method="get"
        action={action}
        className="grid gap-4 rounded-xl border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <FormField
          id="stock-q"
          label="Search"
          error={undefined}
          hint="Stock number, VIN, rego, or make and model."
          className="sm:col-span-2"
        >
          <input
            id="stock-q"
            name="q"
            type="search"
            defaultValue={query.q}
            className={FIELD_INPUT_CLASS}
            aria-describedby="stock-q-hint"
          />
        </FormField>
        {dealerships.length ? (
          <Select
            name="dealership"
            label="Dealership"
            any="Every dealership"
            options={dealerships}
            value={query.dealershipId === null ? "" : String(query.dealershipId)}
          />
        ) : null}
        <Select
          name="type"
          label="Type"
          any="New, used and demo"
          options={STOCK_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }))}
          value={query.type ?? ""}
        />
        <Select
          name="status"
          label="Status"
          any="Every status"
          options={STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))}
          value={query.status ?? ""}
        />
        <Select
          name="changed"
          label="Changed by staff"
          any="Either"
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
          value={query.changed === null ? "" : query.changed ? "yes" : "no"}
        />
        <Select
          name="sort"
          label="Sort"
          options={STOCK_SORTS.map((s) => ({ value: s, label: STOCK_SORT_LABELS[s] }))}
          value={query.sort}
        />
        <div className="flex items-end">
          <Button type="submit">Show cars</Button>
        </div>
      </form>
    </search>
  );
}
