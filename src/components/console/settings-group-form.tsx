"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FieldError, FormField, fieldAria } from "@/components/ui/form-field";
import type { FormField as Field, FormGroup } from "@/lib/settings/config-form";
import { type FormValues, formPatch } from "@/lib/settings/form-values";
import type { ThemeTokens } from "@/lib/template/template";
import { postConsole } from "./console-request";
import { ThemeContrastTable } from "./theme-contrast-table";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * One group of a site's (or a dealership's) settings as a form drawn from its schema (issue 32 item 3,
 * decision 0054). Only the fields changed are sent, as a merge patch; the server judges the merged
 * config and answers each refused field by its path, shown beside it. A secret is never in the page:
 * it reads "set" or "not set", a new value replaces it, and clearing it is its own checkbox.
 * "Preview" opens the real site with these values in a new tab, for this browser alone.
 */

export type SettingsGroupFormProps = {
  slug: string;
  group: FormGroup;
  initial: FormValues;
  secrets: Record<string, boolean>;
  /** Editing a dealership's overrides: its slug, and the site's values an empty field falls back to. */
  dealership?: { slug: string; name: string };
  /** The theme group: the template's tokens, under the live contrast check. */
  template?: ThemeTokens;
};

function FieldControl({
  field,
  id,
  value,
  error,
  placeholder,
  onChange,
}: {
  field: Field;
  id: string;
  value: string;
  error: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const aria = fieldAria(id, { error, hint: Boolean(field.help) });
  if (field.kind === "choice") {
    return (
      <select
        id={id}
        className={FIELD_INPUT_CLASS}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      >
        <option value="">(default)</option>
        {(field.options ?? []).map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === "json") {
    return (
      <textarea
        id={id}
        rows={Math.min(12, Math.max(3, value.split("\n").length))}
        className={`${FIELD_INPUT_CLASS} py-2 font-mono text-sm`}
        value={value}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      />
    );
  }
  return (
    <input
      id={id}
      type={field.visibility === "secret" ? "password" : field.kind === "number" ? "number" : "text"}
      autoComplete={field.visibility === "secret" ? "new-password" : "off"}
      inputMode={field.kind === "number" ? "decimal" : undefined}
      placeholder={placeholder}
      className={FIELD_INPUT_CLASS}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...aria}
    />
  );
}

/** One field: a switch, or a labelled control with its help and error; a secret with its clear box. */
function SettingsField({
  field,
  fieldId,
  value,
  error,
  secretIsSet,
  cleared,
  placeholder,
  onChange,
  onClear,
}: {
  field: Field;
  fieldId: string;
  value: string;
  error: string | undefined;
  secretIsSet: boolean;
  cleared: boolean;
  /** What an empty field stands for (the template's value), shown faintly in it. */
  placeholder?: string;
  onChange: (value: string) => void;
  onClear: (cleared: boolean) => void;
}) {
  if (field.kind === "boolean") {
    return (
      <div>
        <label className="flex min-h-11 items-center gap-3 font-semibold" htmlFor={fieldId}>
          <input
            id={fieldId}
            type="checkbox"
            className="size-5"
            checked={value === "true"}
            onChange={(e) => onChange(e.target.checked ? "true" : "false")}
            {...fieldAria(fieldId, { error: Boolean(error), hint: Boolean(field.help) })}
          />
          {field.label}
        </label>
        {field.help ? (
          <p id={`${fieldId}-hint`} className="mt-1 text-sm text-muted-foreground">
            {field.help}
          </p>
        ) : null}
        <FieldError id={`${fieldId}-error`} message={error} />
      </div>
    );
  }
  const secretNote =
    field.visibility === "secret"
      ? ` (secret: ${secretIsSet ? "set" : "not set"}; type a new value to replace it)`
      : "";
  return (
    <div>
      <FormField
        id={fieldId}
        label={`${field.label}${secretNote}`}
        error={error}
        {...(field.help ? { hint: field.help } : {})}
      >
        <FieldControl
          field={field}
          id={fieldId}
          value={value}
          error={Boolean(error)}
          placeholder={placeholder}
          onChange={onChange}
        />
      </FormField>
      {field.visibility === "secret" && secretIsSet ? (
        <label className="mt-2 flex min-h-11 items-center gap-3" htmlFor={`${fieldId}-clear`}>
          <input
            id={`${fieldId}-clear`}
            type="checkbox"
            className="size-5"
            checked={cleared}
            onChange={(e) => onClear(e.target.checked)}
          />
          Clear {field.label.toLowerCase()}
        </label>
      ) : null}
    </div>
  );
}

/** The template's value of a theme field (an empty field's colour), if the template has that token. */
function templateToken(template: ThemeTokens, key: string | undefined): string | undefined {
  return key && key in template ? template[key as keyof ThemeTokens] : undefined;
}

export function SettingsGroupForm({
  slug,
  group,
  initial,
  secrets,
  dealership,
  template,
}: SettingsGroupFormProps) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [cleared, setCleared] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const { errors, formError, busy, send, setFormError } = useConsoleForm();
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const shown = { ...errors, ...localErrors };

  async function submit(mode: "save" | "preview") {
    setNotice(null);
    const built = formPatch(group, saved, values, cleared);
    if (!built.ok) {
      setLocalErrors(built.errors);
      return;
    }
    setLocalErrors({});
    if (built.changed.length === 0) {
      setFormError(null);
      setNotice(mode === "save" ? "Nothing has changed." : "Change a field to preview it.");
      return;
    }
    // The preview's tab is opened now, within the click, so no pop-up blocker stops it.
    const tab = mode === "preview" ? window.open("", "_blank") : null;
    const outcome = await send(() =>
      postConsole<{ changed?: string[]; url?: string }>(`/api/sites/${slug}/settings/${group.key}`, {
        patch: built.patch,
        mode,
        ...(dealership ? { dealership: dealership.slug } : {}),
      }),
    );
    if (!outcome || !("body" in outcome)) {
      tab?.close();
      return;
    }
    if (mode === "preview" && outcome.body.url) {
      if (tab) tab.location.href = outcome.body.url;
      setNotice("The preview opened in a new tab. Nothing is saved until you save.");
      return;
    }
    setSaved(values);
    setValues({
      ...values,
      ...Object.fromEntries(group.fields.filter((f) => f.visibility === "secret").map((f) => [f.key, ""])),
    });
    setCleared(new Set());
    setNotice(`Saved: ${(outcome.body.changed ?? []).join(", ") || "nothing changed"}.`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit("save");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {group.label}
        {dealership ? ` for ${dealership.name}` : ""}
      </h2>
      {group.help ? <p className="max-w-prose text-muted-foreground">{group.help}</p> : null}
      <FormAlert message={formError} />
      {group.fields.map((field) => (
        <SettingsField
          key={field.key}
          field={field}
          fieldId={`${id}-${field.key.replaceAll(".", "-")}`}
          value={values[field.key] ?? ""}
          error={shown[field.key]}
          secretIsSet={secrets[field.key] ?? false}
          cleared={cleared.has(field.key)}
          placeholder={template ? templateToken(template, field.path.at(-1)) : undefined}
          onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
          onClear={(on) =>
            setCleared((was) => {
              const next = new Set(was);
              if (on) next.add(field.key);
              else next.delete(field.key);
              return next;
            })
          }
        />
      ))}
      {template ? <ThemeContrastTable template={template} values={values} /> : null}
      {notice ? (
        <p role="status" className="rounded-lg border border-border p-3 text-sm">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          Save {group.label.toLowerCase()}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void submit("preview")}>
          Preview on the site
        </Button>
      </div>
    </form>
  );
}
