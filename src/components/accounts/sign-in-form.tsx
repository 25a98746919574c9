"use client";

import { useId } from "react";
import { SignInCodeStep } from "./sign-in-code-step";
import { SignInPhoneStep } from "./sign-in-phone-step";
import { useSignIn } from "./use-sign-in";

/**
 * Sign in by phone (issue 21 §2): the mobile number, then the 6-digit code texted to it, then on to
 * `redirect`. Each reason shows at its field; asking for another code waits out the 30-second cooldown,
 * counting down. The redirect is checked again here (safeRedirect) whatever the page passed.
 */
export function SignInForm({ redirect }: { redirect: string }) {
  const id = useId();
  const signIn = useSignIn(redirect);

  if (signIn.step === "phone") {
    return (
      <SignInPhoneStep
        id={id}
        phone={signIn.phone}
        error={signIn.errors.phone}
        busy={signIn.busy}
        inputRef={signIn.phoneInput}
        onPhoneChange={signIn.setPhone}
        onSubmit={signIn.onPhone}
      />
    );
  }
  return (
    <SignInCodeStep
      id={id}
      sentTo={signIn.sentTo}
      code={signIn.code}
      error={signIn.errors.code}
      formError={signIn.errors.form}
      busy={signIn.busy}
      waitSeconds={signIn.waitSeconds}
      inputRef={signIn.codeInput}
      onCodeChange={signIn.setCode}
      onSubmit={signIn.onCode}
      onChangeNumber={signIn.changeNumber}
      onResend={signIn.resend}
    />
  );
}
