"use client";

import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import type { NewSiteForm } from "@/lib/sites/new-site";
import { defaultOpeningHours, NEW_SITE_THEME_KEYS, type NewSiteThemeKey } from "@/lib/sites/new-site-shape";
import { type FieldErrors, LocationFields, NewDealershipFields } from "./site-form-fields";

export type TemplateChoice = { name: string; label: string; theme: Record<NewSiteThemeKey, string> };

/** The form's state: the body it sends, with the domains as typed (one per line). */
export type Draft = Omit<NewSiteForm, "confirm" | "domains"> & { domains: string };

/** The new-site form's dealerships, locations and theme (issue 32 §6); the form holds the draft. */

const THEME_LABELS: Record<NewSiteThemeKey, string> = {
  primary: "Primary colour",
  primary_foreground: "Text on primary",
  accent: "Accent colour",
  accent_foreground: "Text on accent",
  header_background: "Header background",
  header_foreground: "Header text",
};

const emptyLocation = (dealership: string): NewSiteForm["locations"][number] => ({
  dealership_slug: dealership,
  slug: "main",
  name: "",
  address: { street: "", city: "", state: "", postcode: "" },
  contact_detail: { phone: "", email: "", opening_hours: defaultOpeningHours() },
});

export function DraftSections({
  id,
  draft,
  update,
  errors,
  dealerships,
  template,
}: {
  id: string;
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  errors: FieldErrors;
  dealerships: { slug: string; name: string }[];
  template: TemplateChoice;
}) {
  const shown = [
    ...dealerships.filter((d) => draft.dealerships.includes(d.slug)),
    ...draft.new_dealerships.map((d) => ({ slug: d.slug, name: d.name })),
  ];
  return (
    <>
      <section aria-labelledby={`${id}-dealerships`} className="space-y-3">
        <h2 id={`${id}-dealerships`} className="text-lg font-semibold">
          Dealerships
        </h2>
        <fieldset aria-describedby={errors.dealerships ? `${id}-dealerships-error` : undefined}>
          <legend className="text-sm font-semibold">Existing dealerships it shows</legend>
          <div className="mt-1 flex max-h-64 flex-wrap gap-x-6 gap-y-1 overflow-y-auto">
            {dealerships.map((d) => (
              <label key={d.slug} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={draft.dealerships.includes(d.slug)}
                  onChange={(e) =>
                    update({
                      dealerships: e.target.checked
                        ? [...draft.dealerships, d.slug]
                        : draft.dealerships.filter((s) => s !== d.slug),
                    })
                  }
                />
                {d.name}
              </label>
            ))}
          </div>
          {errors.dealerships ? (
            <p id={`${id}-dealerships-error`} className="mt-1 text-sm font-semibold text-destructive">
              {errors.dealerships}
            </p>
          ) : null}
        </fieldset>
        {draft.new_dealerships.map((d, i) => (
          <NewDealershipFields
            key={i}
            id={`${id}-nd${i}`}
            index={i}
            value={d}
            errors={errors}
            onChange={(next) =>
              update({ new_dealerships: draft.new_dealerships.map((o, k) => (k === i ? next : o)) })
            }
            onRemove={() => update({ new_dealerships: draft.new_dealerships.filter((_, k) => k !== i) })}
          />
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            update({
              new_dealerships: [
                ...draft.new_dealerships,
                { slug: draft.slug, name: draft.name, phone: "", email: "" },
              ],
            })
          }
        >
          Add a new dealership
        </Button>
      </section>

      <section aria-labelledby={`${id}-locations`} className="space-y-3">
        <h2 id={`${id}-locations`} className="text-lg font-semibold">
          Locations
        </h2>
        {draft.locations.map((l, i) => (
          <LocationFields
            key={i}
            id={`${id}-l${i}`}
            index={i}
            value={l}
            dealerships={shown}
            errors={errors}
            onChange={(next) => update({ locations: draft.locations.map((o, k) => (k === i ? next : o)) })}
            onRemove={() => update({ locations: draft.locations.filter((_, k) => k !== i) })}
          />
        ))}
        <Button
          variant="secondary"
          onClick={() => update({ locations: [...draft.locations, emptyLocation(shown[0]?.slug ?? "")] })}
        >
          Add a location
        </Button>
      </section>

      <section aria-labelledby={`${id}-theme`} className="space-y-3">
        <h2 id={`${id}-theme`} className="text-lg font-semibold">
          Theme
        </h2>
        <p className="text-sm text-muted-foreground">The {template.label} template's colours; change any.</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {NEW_SITE_THEME_KEYS.map((k) => (
            <FormField key={k} id={`${id}-theme-${k}`} label={THEME_LABELS[k]} error={errors[`theme.${k}`]}>
              <input
                id={`${id}-theme-${k}`}
                type="color"
                value={draft.theme[k] ?? template.theme[k]}
                onChange={(e) => update({ theme: { ...draft.theme, [k]: e.target.value } })}
                className="mt-1 block h-11 w-full rounded-lg border"
                {...fieldAria(`${id}-theme-${k}`, { error: Boolean(errors[`theme.${k}`]) })}
              />
            </FormField>
          ))}
        </div>
      </section>
    </>
  );
}
