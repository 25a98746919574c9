import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleShell } from "@/components/console/console-shell";
import { ConsoleTabs } from "@/components/console/console-tabs";
import { RecordCards } from "@/components/console/record-cards";
import { buttonVariants } from "@/components/ui/button";
import { CONTENT_KINDS, type ContentKind, isContentKind, KIND_SPECS } from "@/lib/content/content-kinds";
import { STATUS_WORDS } from "@/lib/content/content-status";
import { consoleTime } from "@/lib/staff/console-time";
import { listContentItems } from "@/server/content/content-versions";
import { getDatabase } from "@/server/db/database";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Content" };

/**
 * A site's content of one kind (issue 32 item 2, decision 0053): offers, pages or blog articles, live
 * or not, each with its status on the site's clock (draft, scheduled, published, expired), whether a
 * newer draft waits, and its last change; each links to its editor.
 */
export default async function ContentPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ kind?: string | string[] }>;
}) {
  const { member, site } = await consoleSite((await params).slug, "content.write");
  const asked = (await searchParams).kind;
  const kind: ContentKind = typeof asked === "string" && isContentKind(asked) ? asked : "offers";
  const spec = KIND_SPECS[kind];
  const rows = await listContentItems(await getDatabase(), site.id, kind, new Date());
  const base = `/sites/${site.slug}/content`;
  return (
    <ConsoleShell {...shellProps(member, site, "content")}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Content</h1>
        {spec.single && rows.length ? (
          <Link href={`${base}/${kind}/${spec.single}`} className={buttonVariants()}>
            Edit the {spec.singular}
          </Link>
        ) : (
          <Link href={`${base}/${kind}/new`} className={buttonVariants()}>
            New {spec.singular}
          </Link>
        )}
      </div>
      <ConsoleTabs
        label="Content by kind"
        tabs={CONTENT_KINDS.map((k) => ({
          href: `${base}?kind=${k}`,
          label: KIND_SPECS[k].label,
          current: k === kind,
        }))}
      />
      <RecordCards
        label={spec.label}
        empty={`No ${spec.label.toLowerCase()} yet.`}
        cards={rows.map((row) => ({
          id: row.slug,
          href: `${base}/${kind}/${encodeURIComponent(row.slug)}`,
          title: row.title,
          status: STATUS_WORDS[row.status] + (row.pendingDraft ? ", with a draft" : ""),
          facts: [
            { label: "Address", value: row.slug },
            {
              label: "Last change",
              value: `Version ${row.revision}, ${row.actor}${row.changedAt ? `, ${consoleTime(row.changedAt)}` : ""}`,
            },
          ],
        }))}
      />
    </ConsoleShell>
  );
}
