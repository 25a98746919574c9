import type { SpecEntry } from "@/lib/vehicle/spec-list";

/** Spec 01 §2 "'Vehicle details' spec card": every spec lib/vehicle/spec-list keeps, label beside value. */
export function VehicleDetailsCard({ specs }: { specs: SpecEntry[] }) {
  return (
    <section aria-labelledby="vehicle-details" className="rounded-lg border p-4">
      <h2 id="vehicle-details" className="mb-3 text-xl font-bold">
        Vehicle details
      </h2>
      <dl className="grid gap-x-8 sm:grid-cols-2" data-testid="spec-list">
        {specs.map((entry) => (
          <div key={entry.key} className="flex justify-between gap-4 border-b py-2 text-sm">
            <dt className="text-muted-foreground">{entry.label}</dt>
            <dd className="text-right font-semibold">{entry.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
