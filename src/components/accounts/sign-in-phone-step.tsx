import type { FormEvent, Ref } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, fieldErrorId, fieldHintId } from "@/components/ui/form-field";
import { CODE_LENGTH } from "@/lib/accounts/sign-in-rules";

/**
 * Sign-in step 1 (issue 21 §2): the mobile number, with what happens next as its hint and its reason,
 * announced, in the hint's place; then 'Text me a code'.
 */
export function SignInPhoneStep({
  id,
  phone,
  error,
  busy,
  inputRef,
  onPhoneChange,
  onSubmit,
}: {
  /** The form's id; the field is `<id>-phone`. */
  id: string;
  phone: string;
  error: string | undefined;
  busy: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onPhoneChange: (phone: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const field = `${id}-phone`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label="Sign in with your mobile">
      <div>
        <label htmlFor={field} className="block font-semibold">
          Mobile number
        </label>
        <input
          ref={inputRef}
          id={field}
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0412 345 678"
          value={phone}
          onChange={(e) => onPhoneChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(field) : fieldHintId(field)}
          className={FIELD_INPUT_CLASS}
        />
        <p id={fieldHintId(field)} className="mt-1 text-sm text-muted-foreground">
          We'll text you a {CODE_LENGTH}-digit code. Australian mobiles only.
        </p>
        {error ? (
          <p id={fieldErrorId(field)} className="mt-1 text-sm font-semibold text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="primary" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Sending…" : "Text me a code"}
      </Button>
    </form>
  );
}
