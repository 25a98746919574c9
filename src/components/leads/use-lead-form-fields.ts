// Not a "use client" entry of its own: only lead-form.tsx, which pages load on demand, imports it, so
// the zod rules and date code it reaches stay out of pages' first load (client-imports.test.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import type { Resolver } from "react-hook-form";
import {
  ADDITIONAL_SERVICES,
  type Choice,
  ENQUIRY_CATEGORIES,
  FIELD_LAYOUT,
  isFieldDrawn,
  leadFormSteps,
  requiredFields,
  withoutHiddenAnswers,
} from "@/lib/leads/form-layout";
import type { LeadFormCar, LeadFormPrefill, SiteFormSetup } from "@/lib/leads/form-setup";
import { isEnquiryPageKind, type LeadFormKind, leadFormDefaults, leadFormSchema } from "@/lib/leads/forms";

type Values = Record<string, unknown>;

/** Passes the ticket's rules while the browser validates; never sent. */
const TICKET_STANDIN = { idempotency_key: "browser-validation-only", form_token: "browser-validation-only" };

/**
 * What a lead form asks and how it checks it: the kind's zod schema with the site's switches (the one
 * POST /api/leads uses), the fields drawn and their steps (lib/leads/form-layout), the choices of its
 * selects, and the starting values (the car, a single dealership or location, the page's prefill).
 */
export function useLeadFormFields({
  kind,
  site,
  car,
  prefill,
}: {
  kind: LeadFormKind;
  site: SiteFormSetup;
  car: LeadFormCar | null;
  prefill: LeadFormPrefill | undefined;
}) {
  const schema = useMemo(
    () => leadFormSchema(kind, { ...site.options, now: () => new Date() }),
    [kind, site.options],
  );
  const shape = schema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  const keys = Object.keys(shape);
  const required = useMemo(() => requiredFields(shape), [shape]);

  const choices: Record<string, Choice[]> = {
    preferred_dealership: site.dealerships,
    location_id: site.locations,
    distribution_location: (car?.distributionLocations ?? []).map((name) => ({ value: name, label: name })),
    // Only the enquiry pages ask for a category; every other form sends its own.
    category: isEnquiryPageKind(kind) ? [...ENQUIRY_CATEGORIES] : [],
    additional_services: (ADDITIONAL_SERVICES[kind] ?? []).map((name) => ({ value: name, label: name })),
  };
  const counts = Object.fromEntries(Object.entries(choices).map(([key, list]) => [key, list.length]));
  const drawn = keys.filter(
    (key) => key in FIELD_LAYOUT && isFieldDrawn(key, { hasCar: car !== null, counts }),
  );
  const steps = leadFormSteps(kind, drawn);

  const defaultValues = useMemo<Values>(() => {
    const only = (list: Choice[]) => (list.length === 1 ? list[0]!.value : "");
    return {
      ...leadFormDefaults(kind),
      location_id: car?.locationId ? String(car.locationId) : only(site.locations),
      preferred_dealership: car?.dealershipSlug ?? only(site.dealerships),
      ...(car ? { car_id: String(car.id) } : {}),
      idempotency_key: "",
      form_token: "",
      ...prefill,
    };
  }, [kind, car, prefill, site.locations, site.dealerships]);

  // The browser checks what the shopper typed; the ticket (key and stamp) is the server's to check, and
  // is attached when the form is sent.
  const resolver = useMemo<Resolver<Values>>(() => {
    const check = zodResolver(schema as never) as unknown as Resolver<Values>;
    const keys = Object.keys(schema.shape);
    return (values, context, options) =>
      check({ ...withoutHiddenAnswers(values, keys), ...TICKET_STANDIN }, context, options);
  }, [schema]);

  return { keys, required, choices, drawn, steps, defaultValues, resolver };
}
