"use client";

import { fieldLayout, submitLabel } from "@/lib/leads/form-layout";
import { cn } from "@/lib/utils/cn";
import { HoneypotField } from "./honeypot-field";
import { LeadFormAlert } from "./lead-form-alert";
import { LeadFormButtons } from "./lead-form-buttons";
import { LeadFormField } from "./lead-form-field";
import { LeadFormStepHeading } from "./lead-form-step-heading";
import { TestDriveSlotField } from "./test-drive-slot-field";
import { type LeadFormSetup, useLeadForm } from "./use-lead-form";

export type LeadFormProps = LeadFormSetup & {
  className?: string;
  /** The step heading's level: 3 under a dialog's or section's h2 (the default), 2 under a page's h1. */
  stepHeadingLevel?: 2 | 3;
};

/**
 * Every lead form (issue 5): one component, one zod schema shared with POST /api/leads through
 * react-hook-form. It prefills the remembered shopper, walks the steps, and on the last one sends
 * (useLeadSubmit: the ticket, the post, and /success only once the server has stored the lead).
 */
export function LeadForm({ className, stepHeadingLevel, ...setup }: LeadFormProps) {
  const { kind, site, car } = setup;
  const lead = useLeadForm(setup);
  const {
    register,
    setValue,
    formState: { errors },
  } = lead.form;
  const { steps, step, busy } = lead;

  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      className={cn("space-y-4", className)}
      data-form-kind={kind}
      onSubmit={lead.onSubmit}
    >
      {steps.length > 1 ? (
        <LeadFormStepHeading
          ref={lead.stepHeading}
          number={step + 1}
          count={steps.length}
          title={lead.current.title}
          level={stepHeadingLevel}
        />
      ) : null}

      {lead.alert ? <LeadFormAlert alert={lead.alert} /> : null}

      {steps.map((s, index) => (
        <fieldset
          key={s.title}
          hidden={index !== step}
          disabled={busy}
          className="grid min-w-0 gap-4 sm:grid-cols-2"
        >
          {s.fields
            .filter(lead.shown)
            .map((key) =>
              key === "test_drive_at" && slotsFor(site, lead.values.location_id) !== undefined ? (
                <TestDriveSlotField
                  key={key}
                  formId={lead.formId}
                  name={key}
                  label={lead.labelOf(key)}
                  slots={slotsFor(site, lead.values.location_id) ?? null}
                  value={String(lead.values.test_drive_at ?? "")}
                  error={errors[key] as never}
                  register={register}
                  setValue={setValue}
                />
              ) : (
                <LeadFormField
                  key={key}
                  formId={lead.formId}
                  name={key}
                  layout={fieldLayout(key)}
                  label={lead.labelOf(key)}
                  required={lead.required.has(key)}
                  choices={lead.choicesOf(key)}
                  error={errors[key] as never}
                  register={register}
                  setValue={setValue}
                  quickPicks={site.budgetQuickPicks}
                  placeholder={key === "offer_from_client" && car?.priceText ? car.priceText : undefined}
                />
              ),
            )}
        </fieldset>
      ))}

      <HoneypotField formId={lead.formId} field={register("website")} />

      <LeadFormButtons
        showBack={step > 0}
        busy={busy}
        label={lead.isLast ? (busy ? "Sending…" : submitLabel(kind)) : "Next"}
        onBack={lead.back}
      />
    </form>
  );
}

/**
 * The chosen yard's bookable times on a page that offers them (issue 34 item 2): undefined where the
 * time is typed instead (no times offered, or a yard whose hours do not say); null while no yard is
 * chosen yet.
 */
function slotsFor(site: LeadFormProps["site"], locationId: unknown) {
  if (!site.bookings) return undefined;
  const id = typeof locationId === "string" ? locationId : "";
  if (!id) return null;
  return site.bookings[id] ?? undefined;
}
