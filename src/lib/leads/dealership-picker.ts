import { z } from "zod";

/**
 * Spec 02 §5 "Dealership picker: Hides some fixed location ids for one dealer variant; filters by make
 * (spaces replaced with a hyphen), by location type, or by a hard-coded list." The location choice of
 * the forms about the site (a car's form takes its location from the car), narrowed by the site's
 * settings; one left is chosen for the shopper (§2 "one auto-selected
 * option when exactly one exists", the form's own rule). A filter that would leave nothing is not
 * applied: a form always has somewhere to send the lead.
 */
const locationIds = z.array(z.number().int().positive()).max(500).default([]);

export const dealershipPickerSchema = z
  .strictObject({
    hidden_location_ids: locationIds.meta({
      label: "Locations the picker hides",
      help: "Location ids never offered on the forms' location choice (spec 02 §5).",
    }),
    location_ids: locationIds.meta({
      label: "Only these locations",
      help: "A fixed list of location ids the picker offers; empty: every location (spec 02 §5).",
    }),
    location_type: z.enum(["sales", "service", "parts"]).optional().meta({
      label: "Only locations of this type",
      help: "Offer only sales, service or parts locations (spec 02 §5).",
    }),
    make: z.string().trim().min(1).max(60).optional().meta({
      label: "Only locations selling this make",
      help: "A make ('Land Rover'); the picker offers the locations listing it among their manufacturers (spec 02 §5).",
    }),
  })
  .prefault({})
  .meta({ label: "Dealership picker", help: "Which locations the lead forms offer (spec 02 §5)." });

export type DealershipPickerConfig = z.infer<typeof dealershipPickerSchema>;

type PickerLocation = { id: number; locationType: string; manufacturers: readonly string[] };

/** Spec 02 §5 "filters by make (spaces replaced with a hyphen)": 'Land Rover' → 'land-rover'. */
export function pickerMakeSlug(make: string): string {
  return make.trim().toLowerCase().replace(/\s+/g, "-");
}

/** `next` when it leaves something, else what there was. */
const keepSome = <L>(before: L[], next: L[]): L[] => (next.length ? next : before);

/** The locations the picker offers, in the order given. */
export function pickerLocations<L extends PickerLocation>(
  locations: readonly L[],
  rules: DealershipPickerConfig,
): L[] {
  let out = [...locations];
  const hidden = new Set(rules.hidden_location_ids);
  out = keepSome(
    out,
    out.filter((l) => !hidden.has(l.id)),
  );
  if (rules.location_ids.length) {
    const only = new Set(rules.location_ids);
    out = keepSome(
      out,
      out.filter((l) => only.has(l.id)),
    );
  }
  if (rules.location_type)
    out = keepSome(
      out,
      out.filter((l) => l.locationType === rules.location_type),
    );
  if (rules.make) {
    const make = pickerMakeSlug(rules.make);
    out = keepSome(
      out,
      out.filter((l) => l.manufacturers.some((m) => pickerMakeSlug(m) === make)),
    );
  }
  return out;
}
