"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_DESCRIPTIONS,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyView,
} from "@/lib/staff/api-key-scopes";
import { postConsole } from "./console-request";

export type CreatedApiKey = ApiKeyView & { key: string };

/**
 * Making a site's API key (issue 31 §7): a name to know it by and what it may do, at least one thing.
 * Each mistake shows beside its field; the key itself comes back once, to `onCreated`.
 */
export function CreateApiKeyForm({
  slug,
  onCreated,
}: {
  slug: string;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const answer = await postConsole<CreatedApiKey>(`/api/sites/${slug}/api-keys`, {
      name: String(data.get("name") ?? ""),
      scopes: data.getAll("scopes").map(String),
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fields);
      setFormError(Object.keys(answer.fields).length ? null : answer.error);
      return;
    }
    setErrors({});
    setFormError(null);
    form.reset();
    onCreated(answer.body);
  }

  const scopesError = `${id}-scopes-error`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive p-3 text-sm font-semibold text-destructive"
        >
          {formError}
        </p>
      ) : null}
      <FormField
        id={`${id}-name`}
        label="Name"
        error={errors.name}
        hint="What will use the key, so you know which to revoke: “CRM export”, “Stock feed”."
      >
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          required
          className={FIELD_INPUT_CLASS}
          {...fieldAria(`${id}-name`, { error: Boolean(errors.name), hint: true })}
        />
      </FormField>
      <fieldset aria-describedby={errors.scopes ? scopesError : undefined}>
        <legend className="text-sm font-semibold">What the key may do</legend>
        <div className="mt-1 space-y-2">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex min-h-11 items-start gap-2">
              <input type="checkbox" name="scopes" value={scope} className="mt-1 size-5 shrink-0" />
              <span>
                <span className="block font-semibold">{API_KEY_SCOPE_LABELS[scope]}</span>
                <span className="block break-words text-sm text-muted-foreground">
                  {API_KEY_SCOPE_DESCRIPTIONS[scope]}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.scopes ? (
          <p id={scopesError} className="mt-1 text-sm font-semibold text-destructive">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Creating…" : "Create key"}
      </Button>
    </form>
  );
}
