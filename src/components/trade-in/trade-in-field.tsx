import type { FieldErrors } from "react-hook-form";
import type { Choice } from "@/lib/leads/form-layout";
import { wizardFieldLayout } from "@/lib/trade-in/wizard-layout";
import { LeadFormField } from "../leads/lead-form-field";
import type { WizardForm, WizardValues } from "./use-trade-in-wizard";

/** What every step's fields are drawn from: the wizard's form, its errors, and which fields are required. */
export type WizardFieldsProps = {
  formId: string;
  form: WizardForm;
  errors: FieldErrors<WizardValues>;
  required: Set<string>;
};

/** One wizard field, drawn by the lead forms' field component from its layout (lib/trade-in/wizard-layout). */
export function TradeInField({
  name,
  formId,
  form,
  errors,
  choices,
  required,
}: WizardFieldsProps & { name: string; choices?: Choice[] }) {
  const layout = wizardFieldLayout(name);
  const fixed =
    "choices" in layout.control && layout.control.choices.from === "fixed"
      ? [...layout.control.choices.choices]
      : [];
  return (
    <LeadFormField
      formId={formId}
      name={name}
      layout={layout}
      label={layout.label}
      required={required.has(name)}
      choices={choices ?? fixed}
      error={errors[name] as never}
      register={form.register}
      setValue={form.setValue}
    />
  );
}
