import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { siteSections } from "@/lib/staff/console-nav";
import { mayOpenSite, ROLE_LABELS } from "@/lib/staff/roles";
import { getDatabase } from "@/server/db/database";
import { readSite, siteOrigin } from "@/server/tenancy/sites";
import { shellProps } from "../../_loaders/shell";
import { requireEnrolledStaff } from "../../_loaders/staff";

export const metadata: Metadata = { title: "Overview" };

/** A site's overview: what the member may do there (issue 31). Another site's is a 404. */
export default async function SiteOverview({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ created?: string }>;
}) {
  const member = await requireEnrolledStaff();
  const site = await readSite(await getDatabase(), (await params).slug);
  if (!site || !mayOpenSite(member.scope, site.id)) notFound();
  const sections = siteSections(member.scope, site);
  return (
    <ConsoleShell {...shellProps(member, site, "overview")}>
      <h1 className="mb-1 text-2xl font-semibold">{site.name}</h1>
      <p className="mb-2 text-muted-foreground">
        You are signed in as {ROLE_LABELS[member.scope.role].toLowerCase()}.
      </p>
      {(await searchParams).created ? (
        <p role="status" className="mb-2 rounded-lg border border-success p-3 font-semibold">
          The site is created.
        </p>
      ) : null}
      {site.archivedAt ? (
        <p className="mb-2 rounded-lg border p-3">
          <strong>Archived</strong> on {site.archivedAt.toISOString().slice(0, 10)}: its pages answer 410 Gone
          and the console is read-only.
        </p>
      ) : null}
      <p className="mb-6">
        Home page:{" "}
        <a
          href={siteOrigin(site)}
          className="font-semibold text-primary underline"
          data-testid="site-home-link"
        >
          {siteOrigin(site)}
        </a>
      </p>
      {sections.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.key}>
              <Link
                href={section.href}
                className="block h-full rounded-xl border bg-background p-4 hover:border-primary"
              >
                <span className="block font-semibold">{section.label}</span>
                <span className="text-sm text-muted-foreground">{section.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>The leads inbox, reservations and trade-ins arrive in the console's next release.</p>
      )}
    </ConsoleShell>
  );
}
