import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/console/forgot-password-form";

export const metadata: Metadata = { title: "Forgotten password" };

/** "Forgotten your password?" (issue 31 §2): a one-hour link to the account's own mailbox. */
export default function ForgotPasswordPage() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <div className="rounded-xl border bg-background p-6 shadow-sm">
        <h1 className="mb-1 text-2xl font-semibold">Forgotten your password?</h1>
        <p className="mb-6 text-sm text-muted-foreground">
          Enter the e-mail you sign in with. We'll send a link to choose a new password.
        </p>
        <ForgotPasswordForm />
      </div>
    </main>
  );
}
