import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { SiteLifecyclePanel } from "@/components/console/site-lifecycle-panel";
import { deleteRefusal } from "@/lib/sites/site-lifecycle";
import { getDatabase } from "@/server/db/database";
import { deleteFacts } from "@/server/sites/site-lifecycle";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Archive site" };

/** Archiving, unarchiving and deleting a site, for operators (issue 32 §6, decision 0056). */
export default async function ArchiveSitePage({ params }: { params: Promise<{ slug: string }> }) {
  const { member, site } = await consoleSite((await params).slug, "sites.manage");
  const facts = await deleteFacts(await getDatabase(), site.id);
  const refusal = deleteRefusal({ ...facts, slug: site.slug, typed: site.slug });
  return (
    <ConsoleShell {...shellProps(member, site, "archive")}>
      <h1 className="mb-6 text-2xl font-semibold">Archive or delete {site.name}</h1>
      <SiteLifecyclePanel
        slug={site.slug}
        archived={Boolean(site.archivedAt)}
        leadCount={facts.leadCount}
        exportReady={refusal?.field !== "export"}
      />
    </ConsoleShell>
  );
}
