import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { TwoFactorSetup } from "@/components/console/two-factor-setup";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@/lib/staff/roles";
import { shellProps } from "../_loaders/shell";
import { requireStaff } from "../_loaders/staff";

export const metadata: Metadata = { title: "Your account" };

/** The member's own account: who they are, their role, and two-factor (issue 31 §2). */
export default async function AccountPage() {
  const member = await requireStaff();
  return (
    <ConsoleShell {...shellProps(member)}>
      <h1 className="mb-6 text-2xl font-semibold">Your account</h1>
      <dl className="mb-8 grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-xl border bg-background p-4">
        <dt className="font-semibold">Name</dt>
        <dd>{member.name || "—"}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>{member.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>
          {ROLE_LABELS[member.scope.role]}
          <span className="block text-sm text-muted-foreground">{ROLE_DESCRIPTIONS[member.scope.role]}</span>
        </dd>
      </dl>
      <section aria-labelledby="two-factor" className="rounded-xl border bg-background p-4">
        <h2 id="two-factor" className="mb-4 text-xl font-semibold">
          Two-factor sign-in
        </h2>
        {member.twoFactorEnabled ? (
          <p>On: each sign-in asks for a code from your authenticator app.</p>
        ) : (
          <TwoFactorSetup required={member.mustEnrolTwoFactor} />
        )}
      </section>
    </ConsoleShell>
  );
}
