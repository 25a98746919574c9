import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { roleMay } from "@/lib/staff/roles";
import { getDatabase } from "@/server/db/database";
import { listConsoleSites, siteSlugById } from "@/server/staff/console-sites";
import { shellProps } from "./_loaders/shell";
import { requireEnrolledStaff } from "./_loaders/staff";

export const metadata: Metadata = { title: "Sites" };

/** The console's home: an operator picks a site; everyone else goes to their own (issue 31 §2). */
export default async function ConsoleHome() {
  const member = await requireEnrolledStaff();
  const db = await getDatabase();
  if (member.scope.siteId !== null) {
    const own = await siteSlugById(db, member.scope.siteId);
    if (own) redirect(`/sites/${own}`);
  }
  const all = await listConsoleSites(db);
  return (
    <ConsoleShell {...shellProps(member)}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Sites</h1>
        {roleMay(member.scope.role, "sites.manage") ? (
          <Link
            href="/sites/new"
            className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground"
          >
            New site
          </Link>
        ) : null}
      </div>
      {all.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {all.map((site) => (
            <li key={site.slug}>
              <Link
                href={`/sites/${site.slug}`}
                className="block rounded-xl border bg-background p-4 hover:border-primary"
              >
                <span className="block font-semibold">{site.name}</span>
                <span className="text-sm text-muted-foreground">{site.slug}</span>
                {site.archivedAt ? (
                  <span className="ml-2 rounded bg-muted px-2 py-0.5 text-xs font-semibold">Archived</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>No sites yet. Import one with `forecourt import`.</p>
      )}
    </ConsoleShell>
  );
}
