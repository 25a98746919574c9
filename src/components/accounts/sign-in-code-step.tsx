import type { FormEvent, Ref } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, fieldErrorId } from "@/components/ui/form-field";
import { CODE_LENGTH } from "@/lib/accounts/sign-in-rules";
import { cn } from "@/lib/utils/cn";

/**
 * Sign-in step 2 (issue 21 §2): where the code went (and a way to change the number), the code with
 * its reason announced beside it, 'Sign in', and 'Send a new code' counting down its cooldown.
 */
export function SignInCodeStep({
  id,
  sentTo,
  code,
  error,
  formError,
  busy,
  waitSeconds,
  inputRef,
  onCodeChange,
  onSubmit,
  onChangeNumber,
  onResend,
}: {
  /** The form's id; the field is `<id>-code`. */
  id: string;
  /** The number the code was texted to, as the shopper typed it. */
  sentTo: string;
  code: string;
  error: string | undefined;
  /** A reason that is no field's (a new code refused), under the buttons. */
  formError: string | undefined;
  busy: boolean;
  /** Seconds until another code may be asked for; 0 when it may. */
  waitSeconds: number;
  inputRef?: Ref<HTMLInputElement>;
  onCodeChange: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  onChangeNumber: () => void;
  onResend: () => void;
}) {
  const field = `${id}-code`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label="Enter your code">
      <p>
        We sent a {CODE_LENGTH}-digit code to <strong>{sentTo}</strong>. It works for 5 minutes.{" "}
        <button type="button" className="font-semibold text-primary underline" onClick={onChangeNumber}>
          Change number
        </button>
      </p>
      <div>
        <label htmlFor={field} className="block font-semibold">
          Code
        </label>
        <input
          ref={inputRef}
          id={field}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 -]*"
          maxLength={CODE_LENGTH + 2}
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(field) : undefined}
          className={cn(FIELD_INPUT_CLASS, "max-w-48 tracking-widest")}
        />
        {error ? (
          <p id={fieldErrorId(field)} className="mt-1 text-sm font-semibold text-destructive" role="alert">
            {error}
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
          onClick={onResend}
          data-testid="resend-code"
        >
          {waitSeconds > 0 ? `Send a new code in ${waitSeconds} s` : "Send a new code"}
        </Button>
      </div>
      {formError ? (
        <p className="text-sm font-semibold text-destructive" role="alert">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
