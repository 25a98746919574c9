"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * "Forgotten your password?" (issue 31 §2): the e-mail the account signs in with; the answer is the
 * same whether or not an account has it, and the link goes to that mailbox only.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const { errors, formError, busy, send } = useConsoleForm();
  const [answer, setAnswer] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const outcome = await send(() => postConsole<{ message: string }>("/api/password-reset", { email }));
    if (outcome && "body" in outcome) setAnswer(outcome.body.message);
  }

  if (answer) {
    return (
      <div role="status" className="space-y-4">
        <p>{answer}</p>
        <a href="/sign-in" className="underline">
          Back to sign in
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <FormField id={`${id}-email`} label="E-mail" error={errors.email}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          className={FIELD_INPUT_CLASS}
          {...fieldAria(`${id}-email`, { error: Boolean(errors.email) })}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Sending…" : "Send me a link"}
      </Button>
    </form>
  );
}
