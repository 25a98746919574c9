"use client";

import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import type { ContentField } from "@/lib/content/content-kinds";
import { GUARANTEE_ICONS } from "@/lib/content/content-pages";
import { HOME_SECTIONS } from "@/lib/content/home-page";

/**
 * One field of content's editor (decision 0053), drawn from its row in lib/content/content-kinds.ts:
 * the label, help and error beside the control the field asks for.
 */
export function ContentFieldControl({
  field,
  value,
  error,
  categories,
  onChange,
}: {
  field: ContentField;
  value: string;
  error: string | undefined;
  categories: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = `content-${field.key}`;
  const aria = fieldAria(id, { error: Boolean(error), hint: Boolean(field.help) });
  const common = {
    id,
    name: field.key,
    value,
    required: field.required,
    ...aria,
  };
  let control: React.ReactNode;
  if (field.control === "textarea" || field.control === "markdown") {
    control = (
      <textarea
        {...common}
        rows={field.control === "markdown" ? 14 : 4}
        maxLength={field.max}
        className={`${FIELD_INPUT_CLASS} py-2 ${field.control === "markdown" ? "font-mono text-sm" : ""}`}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (field.control === "category" || field.control === "icon" || field.control === "section") {
    const choices =
      field.control === "section"
        ? HOME_SECTIONS
        : (field.control === "icon" ? GUARANTEE_ICONS : categories).map((c) => ({ key: c, label: c }));
    control = (
      <select {...common} className={FIELD_INPUT_CLASS} onChange={(e) => onChange(e.target.value)}>
        <option value="">{field.control === "category" ? "Choose…" : "None"}</option>
        {choices.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        type={field.control === "datetime" ? "datetime-local" : field.control === "url" ? "url" : "text"}
        inputMode={field.control === "link" || field.control === "picture" ? "url" : undefined}
        maxLength={field.max}
        className={FIELD_INPUT_CLASS}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <FormField id={id} label={field.label} error={error} hint={field.help}>
      {control}
    </FormField>
  );
}
