import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import type { ReportQueryErrors } from "@/lib/analytics-report/report-query";
import { Button } from "../../ui/button";

/**
 * The dashboard's range, dealership and slow-mover threshold (issue 33 item 3): a plain GET form, so
 * the view is the address (bookmark "last 28 days at North") and works without script. Each control
 * is labelled; a value that cannot be read is said beside its field.
 */
export type AnalyticsFilterValues = { from: string; to: string; dealership: string; slow_days: string };

export function AnalyticsFilters({
  action,
  values,
  errors,
  dealerships,
  wholeSite,
}: {
  action: string;
  values: AnalyticsFilterValues;
  errors: ReportQueryErrors;
  dealerships: { slug: string; name: string }[];
  wholeSite: boolean;
}) {
  return (
    <search aria-label="Choose the period and dealership" className="mb-6 block">
      <form
        method="get"
        action={action}
        noValidate
        className="grid gap-4 rounded-xl border bg-background p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FormField id="analytics-from" label="From" error={errors.from}>
          <input
            id="analytics-from"
            name="from"
            type="date"
            defaultValue={values.from}
            className={FIELD_INPUT_CLASS}
            {...fieldAria("analytics-from", { error: !!errors.from })}
          />
        </FormField>
        <FormField id="analytics-to" label="To" error={errors.to}>
          <input
            id="analytics-to"
            name="to"
            type="date"
            defaultValue={values.to}
            className={FIELD_INPUT_CLASS}
            {...fieldAria("analytics-to", { error: !!errors.to })}
          />
        </FormField>
        {wholeSite || dealerships.length > 1 ? (
          <FormField id="analytics-dealership" label="Dealership" error={errors.dealership}>
            <select
              id="analytics-dealership"
              name="dealership"
              defaultValue={values.dealership}
              className={FIELD_INPUT_CLASS}
              {...fieldAria("analytics-dealership", { error: !!errors.dealership })}
            >
              {wholeSite ? <option value="">The whole site</option> : null}
              {dealerships.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        <FormField
          id="analytics-slow-days"
          label="Slow movers after"
          error={errors.slow_days}
          hint="Days in stock"
        >
          <input
            id="analytics-slow-days"
            name="slow_days"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            defaultValue={values.slow_days}
            className={FIELD_INPUT_CLASS}
            {...fieldAria("analytics-slow-days", { error: !!errors.slow_days, hint: true })}
          />
        </FormField>
        <div className="flex items-end">
          <Button type="submit" className="w-full">
            Show
          </Button>
        </div>
      </form>
    </search>
  );
}
