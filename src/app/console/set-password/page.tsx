import type { Metadata } from "next";
import { SetPasswordForm } from "@/components/console/set-password-form";
import { getDatabase } from "@/server/db/database";
import { readStaffLink } from "@/server/staff/staff-links";

export const metadata: Metadata = { title: "Set your password" };

/**
 * Where an invitation's or a reset's link lands (issue 31 §2): whom it is for, and the form; a link
 * used or expired says so and what to do.
 */
export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw.length <= 200 ? raw : "";
  const link = token ? await readStaffLink(await getDatabase(), token) : null;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <div className="rounded-xl border bg-background p-6 shadow-sm">
        <h1 className="mb-1 text-2xl font-semibold">Set your password</h1>
        {link?.ok ? (
          <>
            <p className="mb-6 text-sm text-muted-foreground">For {link.email}, on the Forecourt console.</p>
            <SetPasswordForm token={token} email={link.email} />
          </>
        ) : (
          <>
            <p className="mt-4" role="alert">
              {link ? link.message : "This link is incomplete. Open it again from the e-mail."}
            </p>
            <p className="mt-4 text-sm">
              <a href="/sign-in" className="underline">
                Go to sign in
              </a>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
