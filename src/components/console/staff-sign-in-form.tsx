"use client";

import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * The console's sign-in (issue 31 §2): e-mail and password, then, when the account has two-factor
 * on, the authenticator app's code or a backup code. Each reason shows beside its field; a lock says
 * how long it lasts. On success the browser goes to the console's home, which sends it on.
 */
export function StaffSignInForm({ next = "/" }: { next?: string }) {
  const id = useId();
  const [step, setStep] = useState<"password" | "code">("password");
  const [email, setEmail] = useState("");
  const { errors, formError, busy, send } = useConsoleForm();
  const codeRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const outcome = await send<{ signed_in?: boolean; two_factor?: boolean }>(() =>
      step === "password"
        ? postConsole("/api/sign-in", {
            email: String(data.get("email") ?? ""),
            password: String(data.get("password") ?? ""),
          })
        : postConsole("/api/sign-in/code", { email, code: String(data.get("code") ?? "") }),
    );
    if (!outcome) return;
    if ("refused" in outcome) {
      // The second step is over (too many codes, or it expired): start again with the password.
      if (step === "code" && outcome.refused.ok === false && outcome.refused.body.restart === true)
        setStep("password");
      return;
    }
    if (outcome.body.two_factor) {
      setEmail(String(data.get("email") ?? ""));
      setStep("code");
      requestAnimationFrame(() => codeRef.current?.focus());
      return;
    }
    window.location.assign(next);
  }

  const formErrorId = `${id}-form-error`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-describedby={formError ? formErrorId : undefined}
    >
      <FormAlert id={formErrorId} message={formError} />
      {step === "password" ? (
        <>
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
          <FormField id={`${id}-password`} label="Password" error={errors.password}>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={FIELD_INPUT_CLASS}
              {...fieldAria(`${id}-password`, { error: Boolean(errors.password) })}
            />
          </FormField>
        </>
      ) : (
        <FormField
          id={`${id}-code`}
          label="Code from your authenticator app"
          error={errors.code}
          hint="Six digits, or one of your backup codes if you don't have your phone."
        >
          <input
            ref={codeRef}
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            required
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-code`, { error: Boolean(errors.code), hint: true })}
          />
        </FormField>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Checking…" : step === "password" ? "Sign in" : "Verify and sign in"}
      </Button>
    </form>
  );
}
