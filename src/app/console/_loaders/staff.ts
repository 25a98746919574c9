import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { siteStateAllows } from "@/lib/staff/archived-site";
import { mayOnSite, roleMay, type StaffAction } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "@/server/db/database";
import { clientFacts } from "@/server/http/state-change";
import { findStaff, type StaffMember } from "@/server/staff/current-staff";
import { readSite } from "@/server/tenancy/sites";

/**
 * Who is asking, for the console's pages (issue 31 §2): read once per request from the session cookie.
 * A page that needs someone sends a visitor to sign in; an operator or group admin without two-factor
 * goes to turn it on first (decision 0046); a site the member may not open is a 404, the same as a site
 * that does not exist.
 */
export const currentStaff = cache(async (): Promise<StaffMember | null> => {
  const client = clientFacts(await headers());
  return findStaff({ db: await getDatabase() }, client);
});

/** The signed-in member, or a redirect to sign in. */
export async function requireStaff(): Promise<StaffMember> {
  const member = await currentStaff();
  if (!member) redirect("/sign-in");
  return member;
}

/** The member, once two-factor is on where their role requires it. */
export async function requireEnrolledStaff(): Promise<StaffMember> {
  const member = await requireStaff();
  if (member.mustEnrolTwoFactor) redirect("/account");
  return member;
}

/** A site the member may do `action` on, or a 404. */
export const consoleSite = cache(
  async (slug: string, action: StaffAction): Promise<{ member: StaffMember; site: Site }> => {
    const member = await requireEnrolledStaff();
    const site = await readSite(await getDatabase(), slug);
    // An archived site is read-only (decision 0056): what it no longer allows is not there.
    if (!site || !mayOnSite(member.scope, action, site.id) || !siteStateAllows(site.archivedAt, action))
      notFound();
    return { member, site };
  },
);

/** An operator (the one role with `sites.manage`), or the 404 a stranger gets (decision 0056). */
export async function requireOperator(): Promise<StaffMember> {
  const member = await requireEnrolledStaff();
  if (!roleMay(member.scope.role, "sites.manage")) notFound();
  return member;
}
