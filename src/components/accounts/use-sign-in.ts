import { type FormEvent, useEffect, useRef, useState } from "react";
import { safeRedirect } from "@/lib/accounts/safe-redirect";
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS, SIGN_IN_MESSAGES } from "@/lib/accounts/sign-in-rules";
import { postJson } from "./account-api";

export type SignInStep = "phone" | "code";
export type SignInErrors = { phone?: string; code?: string; form?: string };

/**
 * Signing in by phone (issue 21 §2): the step on show, the mobile and the code as typed, each reason
 * for its field, and the resend cooldown counting down once a second. Texting a code, checking it (on
 * to `redirect`, checked again by safeRedirect), changing the number and asking for a new code; focus
 * goes to the field the shopper has to answer next.
 */
export function useSignIn(redirect: string) {
  const [step, setStep] = useState<SignInStep>("phone");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<SignInErrors>({});
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

  function changeNumber() {
    setStep("phone");
    setErrors({});
    window.setTimeout(() => phoneInput.current?.focus(), 0);
  }

  async function resend() {
    if (await sendCode()) setCode("");
  }

  return {
    step,
    phone,
    setPhone,
    code,
    setCode,
    errors,
    busy,
    sentTo,
    waitSeconds,
    phoneInput,
    codeInput,
    onPhone,
    onCode,
    changeNumber,
    resend,
  };
}
