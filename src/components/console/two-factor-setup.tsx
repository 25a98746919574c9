"use client";

import { type FormEvent, useId, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

type Started = { totp_uri: string; secret: string; qr_svg: string; backup_codes: string[] };

/**
 * Turning two-factor on (issue 31 §2): the password again; then a QR code to scan (and the secret to
 * type, for an app that cannot scan) with ten backup codes to keep, shown this once; then the app's
 * first code confirms it.
 */
export function TwoFactorSetup({ required }: { required: boolean }) {
  const id = useId();
  const [started, setStarted] = useState<Started | null>(null);
  const { errors, formError, busy, send } = useConsoleForm();
  const [enabled, setEnabled] = useState(false);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    const outcome = await send(() => postConsole<Started>("/api/account/two-factor", { password }));
    if (outcome && "body" in outcome) setStarted(outcome.body);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    const outcome = await send(() =>
      postConsole<{ enabled: boolean }>("/api/account/two-factor/confirm", { code }),
    );
    if (outcome && "body" in outcome) setEnabled(true);
  }

  if (enabled) {
    return (
      <div role="status" className="space-y-3">
        <p className="font-semibold">Two-factor is on. You will be asked for a code each time you sign in.</p>
        <a href="/" className={buttonVariants({ variant: "secondary" })}>
          Go to the console
        </a>
      </div>
    );
  }
  const alert = <FormAlert message={formError} />;
  if (!started) {
    return (
      <form onSubmit={start} noValidate className="max-w-md space-y-4">
        {required ? (
          <p className="rounded-lg bg-muted p-3 text-sm">
            Your role looks after a whole dealer group or the platform, so it needs two-factor sign-in. Turn
            it on to use the console.
          </p>
        ) : null}
        {alert}
        <FormField
          id={`${id}-password`}
          label="Your password"
          error={errors.password}
          hint="To confirm it is you."
        >
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-password`, { error: Boolean(errors.password), hint: true })}
          />
        </FormField>
        <Button type="submit" disabled={busy}>
          {busy ? "Starting…" : "Set up two-factor"}
        </Button>
      </form>
    );
  }
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-scan`} className="space-y-3">
        <h3 id={`${id}-scan`} className="font-semibold">
          1. Scan this code with your authenticator app
        </h3>
        {/* The SVG is made on the server by the qrcode library from the otpauth:// address alone. */}
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="size-48 rounded-lg border bg-white p-2"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG drawn by the qrcode library on our server
          dangerouslySetInnerHTML={{ __html: started.qr_svg }}
        />
        <p className="text-sm">
          Can't scan? Enter this key instead: <code className="break-all font-mono">{started.secret}</code>
        </p>
      </section>
      <section aria-labelledby={`${id}-backup`} className="space-y-3">
        <h3 id={`${id}-backup`} className="font-semibold">
          2. Keep these backup codes somewhere safe
        </h3>
        <p className="text-sm">Each works once, if you don't have your phone. They are shown only now.</p>
        <ul className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
          {started.backup_codes.map((code) => (
            <li key={code} className="rounded bg-muted px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
      </section>
      <form onSubmit={confirm} noValidate className="max-w-md space-y-4">
        <h3 className="font-semibold">3. Enter the code your app shows</h3>
        {alert}
        <FormField id={`${id}-code`} label="6-digit code" error={errors.code}>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            className={FIELD_INPUT_CLASS}
            {...fieldAria(`${id}-code`, { error: Boolean(errors.code) })}
          />
        </FormField>
        <Button type="submit" disabled={busy}>
          {busy ? "Checking…" : "Turn on two-factor"}
        </Button>
      </form>
    </div>
  );
}
