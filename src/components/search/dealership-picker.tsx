type Props = { dealerships: { slug: string; name: string }[] };

/**
 * Spec 02 §2 "Dealership picker: one auto-selected option when exactly one exists". A GET form to the
 * search page, so it works without JavaScript.
 */
export function DealershipPicker({ dealerships }: Props) {
  if (!dealerships.length) return null;
  const only = dealerships.length === 1 ? dealerships[0] : undefined;
  return (
    <form method="get" action="/search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
        Dealership
        <select
          name="dealership_name"
          defaultValue={only?.name ?? ""}
          required
          className="rounded-lg border bg-background px-3 py-2 text-base text-foreground"
        >
          {only ? null : <option value="">Choose a dealership</option>}
          {dealerships.map((d) => (
            <option key={d.slug} value={d.name}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground">
        View stock
      </button>
    </form>
  );
}
