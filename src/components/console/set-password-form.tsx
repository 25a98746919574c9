"use client";

import { type FormEvent, useId, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { PASSWORD_MIN } from "@/lib/staff/password-rules";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * Setting a password from an invitation or a reset link (issue 31 §2). The server judges it (length,
 * breach list, guessability) and says why beside the field; once set, the link is spent and the person
 * signs in.
 */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const id = useId();
  const { errors, formError, busy, send, setFormError } = useConsoleForm();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const outcome = await send(() =>
      postConsole<{ set: boolean }>("/api/set-password", {
        token,
        password: String(data.get("password") ?? ""),
        confirm: String(data.get("confirm") ?? ""),
      }),
    );
    if (outcome && "body" in outcome) setDone(true);
    // A spent link is about the whole form: there is no token field to show it beside.
    else if (outcome?.refused.ok === false && outcome.refused.fields.token)
      setFormError(outcome.refused.fields.token);
  }

  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p>Your password is set. Sign in with {email} and your new password.</p>
        <a href="/sign-in" className={buttonVariants({ className: "w-full" })}>
          Sign in
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        id={`${id}-password`}
        label="New password"
        error={errors.password}
        hint={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one; a password found in a data breach is refused.`}
      >
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          required
          className={FIELD_INPUT_CLASS}
          {...fieldAria(`${id}-password`, { error: Boolean(errors.password), hint: true })}
        />
      </FormField>
      <FormField id={`${id}-confirm`} label="The same password again" error={errors.confirm}>
        <input
          id={`${id}-confirm`}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          className={FIELD_INPUT_CLASS}
          {...fieldAria(`${id}-confirm`, { error: Boolean(errors.confirm) })}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Saving…" : "Set password"}
      </Button>
    </form>
  );
}
