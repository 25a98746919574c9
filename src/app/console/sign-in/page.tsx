import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StaffSignInForm } from "@/components/console/staff-sign-in-form";
import { currentStaff } from "../_loaders/staff";

export const metadata: Metadata = { title: "Sign in" };

/** The console's sign-in page (issue 31 §2); a signed-in member goes straight on. */
export default async function SignInPage() {
  if (await currentStaff()) redirect("/");
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <div className="rounded-xl border bg-background p-6 shadow-sm">
        <h1 className="mb-1 text-2xl font-semibold">Sign in</h1>
        <p className="mb-6 text-sm text-muted-foreground">The Forecourt console, for dealership staff.</p>
        <StaffSignInForm />
        <p className="mt-6 text-sm">
          <a href="/forgot-password" className="underline">
            Forgotten your password?
          </a>
        </p>
      </div>
    </main>
  );
}
