"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { safeRedirect } from "@/lib/accounts/safe-redirect";
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS, SIGN_IN_MESSAGES } from "@/lib/accounts/sign-in-rules";
import { cn } from "@/lib/utils/cn";
import { postJson } from "./account-api";

type Step = "phone" | "code";
type Errors = { phone?: string; code?: string; form?: string };

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border border-border bg-background px-3 text-base aria-[invalid=true]:border-destructive";

/**
 * Sign in by phone (issue 21 §2): the mobile number, then the 6-digit code texted to it, then on to
 * `redirect`. Each reason shows at its field; asking for another code waits out the 30-second cooldown,
 * counting down. The redirect is checked again here (safeRedirect) whatever the page passed.
 */
export function SignInForm({ redirect }: { redirect: string }) {
  const id = useId();
  const [step, setStep] = useState<Step>("phone");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState("");
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(0);
  const codeInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  // The resend countdown ticks once a second while it runs.
  useEffect(() => {
    if (resendAt <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [resendAt, now]);

  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));

  async function sendCode(): Promise<boolean> {
    setBusy(true);
    setErrors({});
    const answer = await postJson("/api/sign-in/code", { phone_number: phone });
    setBusy(false);
    if (answer.status === 200) {
      const seconds = Number(answer.body.resend_after_seconds) || RESEND_COOLDOWN_SECONDS;
      setSentTo(phone.trim());
      setResendAt(Date.now() + seconds * 1000);
      setNow(Date.now());
      return true;
    }
    if (answer.status === 429) {
      const seconds = Number(answer.body.retry_after_seconds);
      if (step === "code" && Number.isFinite(seconds)) {
        setResendAt(Date.now() + seconds * 1000);
        setNow(Date.now());
      }
    }
    const message = answer.fieldErrors.phone_number ?? answer.error ?? SIGN_IN_MESSAGES.smsFailed;
    setErrors(step === "phone" ? { phone: message } : { form: message });
    return false;
  }

  async function onPhone(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) {
      setErrors({ phone: SIGN_IN_MESSAGES.phoneRequired });
      phoneInput.current?.focus();
      return;
    }
    if (await sendCode()) {
      setStep("code");
      setCode("");
      // The code field is drawn on the next render; focus it then.
      window.setTimeout(() => codeInput.current?.focus(), 0);
    } else {
      phoneInput.current?.focus();
    }
  }

  async function onCode(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/[\s-]/g, "");
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(digits)) {
      setErrors({ code: digits ? SIGN_IN_MESSAGES.codeInvalid : SIGN_IN_MESSAGES.codeRequired });
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    const answer = await postJson("/api/sign-in/verify", { phone_number: sentTo, code: digits });
    if (answer.status === 200) {
      // A full load: every part of the next page, the header too, is drawn signed in.
      window.location.assign(safeRedirect(redirect));
      return;
    }
    setBusy(false);
    setErrors({ code: answer.fieldErrors.code ?? answer.error ?? SIGN_IN_MESSAGES.codeWrong });
    codeInput.current?.focus();
  }

  const phoneError = `${id}-phone-error`;
  const codeError = `${id}-code-error`;

  if (step === "phone") {
    return (
      <form onSubmit={onPhone} noValidate className="mt-6 space-y-4" aria-label="Sign in with your mobile">
        <div>
          <label htmlFor={`${id}-phone`} className="block font-semibold">
            Mobile number
          </label>
          <input
            ref={phoneInput}
            id={`${id}-phone`}
            name="phone_number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0412 345 678"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? phoneError : `${id}-phone-hint`}
            className={INPUT}
          />
          <p id={`${id}-phone-hint`} className="mt-1 text-sm text-muted-foreground">
            We'll text you a {CODE_LENGTH}-digit code. Australian mobiles only.
          </p>
          {errors.phone ? (
            <p id={phoneError} className="mt-1 text-sm font-semibold text-destructive" role="alert">
              {errors.phone}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="primary" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Sending…" : "Text me a code"}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={onCode} noValidate className="mt-6 space-y-4" aria-label="Enter your code">
      <p>
        We sent a {CODE_LENGTH}-digit code to <strong>{sentTo}</strong>. It works for 5 minutes.{" "}
        <button
          type="button"
          className="font-semibold text-primary underline"
          onClick={() => {
            setStep("phone");
            setErrors({});
            window.setTimeout(() => phoneInput.current?.focus(), 0);
          }}
        >
          Change number
        </button>
      </p>
      <div>
        <label htmlFor={`${id}-code`} className="block font-semibold">
          Code
        </label>
        <input
          ref={codeInput}
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 -]*"
          maxLength={CODE_LENGTH + 2}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? codeError : undefined}
          className={cn(INPUT, "max-w-48 tracking-widest")}
        />
        {errors.code ? (
          <p id={codeError} className="mt-1 text-sm font-semibold text-destructive" role="alert">
            {errors.code}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" size="lg" disabled={busy}>
          {busy ? "Checking…" : "Sign in"}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="lg"
          disabled={busy || waitSeconds > 0}
          onClick={async () => {
            if (await sendCode()) setCode("");
          }}
          data-testid="resend-code"
        >
          {waitSeconds > 0 ? `Send a new code in ${waitSeconds} s` : "Send a new code"}
        </Button>
      </div>
      {errors.form ? (
        <p className="text-sm font-semibold text-destructive" role="alert">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
