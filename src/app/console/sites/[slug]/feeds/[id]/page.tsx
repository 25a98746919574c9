import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { ImportReportView } from "@/components/console/import-report-view";
import { getDatabase } from "@/server/db/database";
import { readFeedImport } from "@/server/import/feed-history";
import { feedFacts, feedTitle } from "../../../../_loaders/feed-views";
import { shellProps } from "../../../../_loaders/shell";
import { consoleSite } from "../../../../_loaders/staff";

export const metadata: Metadata = { title: "Feed import" };

/** One import of the feed history with its whole report; another site's (or dealership's) is a 404. */
export default async function FeedImportPage({ params }: { params: Promise<{ slug: string; id: string }> }) {
  const { slug, id } = await params;
  const { member, site } = await consoleSite(slug, "stock.write");
  if (!/^\d{1,9}$/.test(id)) notFound();
  const row = await readFeedImport(await getDatabase(), member.scope, site, Number(id));
  if (!row) notFound();
  return (
    <ConsoleShell {...shellProps(member, site, "feeds")}>
      <p className="mb-2 text-sm">
        <Link href={`/sites/${site.slug}/feeds`} className="underline">
          All feeds
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-semibold">{feedTitle(row)}</h1>
      <dl className="mb-6 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {feedFacts(row).map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {row.error ? (
        <p className="mb-4 rounded-lg border border-destructive p-3 font-semibold text-destructive">
          {row.error}
        </p>
      ) : null}
      {row.report ? <ImportReportView report={row.report} /> : null}
    </ConsoleShell>
  );
}
