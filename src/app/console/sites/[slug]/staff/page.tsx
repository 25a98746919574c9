import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { InviteStaffForm } from "@/components/console/invite-staff-form";
import { StaffRowActions } from "@/components/console/staff-row-actions";
import { mayGrant, ROLE_LABELS, STAFF_ROLES } from "@/lib/staff/roles";
import { getDatabase } from "@/server/db/database";
import { listStaffAccounts } from "@/server/staff/staff-list";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Staff" };

/** A site's staff (issue 31 §2): who has an account, in which role, and inviting more. */
export default async function StaffPage({ params }: { params: Promise<{ slug: string }> }) {
  const { member, site } = await consoleSite((await params).slug, "staff.manage");
  const accounts = (await listStaffAccounts(await getDatabase(), site.slug)) ?? [];
  const roles = STAFF_ROLES.filter((role) => mayGrant(member.scope, role, site.id));
  const dealershipNames = new Map(site.dealerships.map((d) => [d.slug, d.name]));
  return (
    <ConsoleShell {...shellProps(member, site, "staff")}>
      <h1 className="mb-6 text-2xl font-semibold">Staff</h1>
      <div className="mb-8 overflow-x-auto rounded-xl border bg-background">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Staff accounts of {site.name}</caption>
          <thead className="border-b bg-muted/60">
            <tr>
              <th scope="col" className="p-3">
                Person
              </th>
              <th scope="col" className="p-3">
                Role
              </th>
              <th scope="col" className="p-3">
                Dealerships
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
              <th scope="col" className="p-3">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id} className="border-b align-top last:border-0">
                <td className="p-3">
                  <span className="block font-semibold">{account.name || account.email}</span>
                  {account.name ? <span className="text-muted-foreground">{account.email}</span> : null}
                </td>
                <td className="p-3">{ROLE_LABELS[account.role]}</td>
                <td className="p-3">
                  {account.dealerships.length
                    ? account.dealerships.map((slug) => dealershipNames.get(slug) ?? slug).join(", ")
                    : "All"}
                  {account.sees_all_dealership_leads ? (
                    <span className="block text-muted-foreground">Sees all leads</span>
                  ) : null}
                </td>
                <td className="p-3">
                  {account.disabled ? "Switched off" : account.password_set ? "Active" : "Invited"}
                  {account.two_factor ? (
                    <span className="block text-muted-foreground">Two-factor on</span>
                  ) : null}
                </td>
                <td className="p-3">
                  <StaffRowActions
                    slug={site.slug}
                    staffId={account.id}
                    email={account.email}
                    disabled={account.disabled}
                    self={account.id === member.scope.staffId}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {accounts.length === 0 ? <p className="p-4">No staff accounts yet: invite the first below.</p> : null}
      </div>
      <section aria-labelledby="invite" className="rounded-xl border bg-background p-4">
        <h2 id="invite" className="mb-4 text-xl font-semibold">
          Invite someone
        </h2>
        <InviteStaffForm
          slug={site.slug}
          roles={roles}
          dealerships={site.dealerships.map((d) => ({ slug: d.slug, name: d.name }))}
        />
      </section>
    </ConsoleShell>
  );
}
