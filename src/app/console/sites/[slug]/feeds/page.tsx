import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { ConsolePager } from "@/components/console/console-tabs";
import { FeedUploadForm } from "@/components/console/feed-upload-form";
import { RecordCards } from "@/components/console/record-cards";
import { env } from "@/env";
import { may } from "@/lib/staff/roles";
import { getDatabase } from "@/server/db/database";
import { listFeedImports } from "@/server/import/feed-history";
import { feedCards } from "../../../_loaders/feed-views";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Feeds" };

/**
 * A site's feeds (issue 32 §1, decision 0052): upload a stock feed for one of the dealerships the
 * member may change, and the history of every import for the site, newest first, 25 to a page (a
 * manager sees their dealerships' imports).
 */
export default async function FeedsPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ before?: string | string[] }>;
}) {
  const { member, site } = await consoleSite((await params).slug, "stock.write");
  const beforeText = (await searchParams).before;
  const before =
    typeof beforeText === "string" && /^\d{1,9}$/.test(beforeText) ? Number(beforeText) : undefined;
  const list = await listFeedImports(await getDatabase(), member.scope, site, { before });
  const dealerships = site.dealerships
    .filter((d) => may(member.scope, "stock.write", { siteId: site.id, dealershipId: d.id }))
    .map((d) => ({ slug: d.slug, name: d.name }));
  const last = list.rows.at(-1);
  return (
    <ConsoleShell {...shellProps(member, site, "feeds")}>
      <h1 className="mb-4 text-2xl font-semibold">Feeds</h1>
      {dealerships.length ? (
        <section aria-labelledby="upload-feed" className="mb-8">
          <h2 id="upload-feed" className="mb-2 text-lg font-semibold">
            Upload a stock feed
          </h2>
          <FeedUploadForm site={site.slug} dealerships={dealerships} limitMb={env.IMPORT_BODY_LIMIT_MB} />
        </section>
      ) : null}
      <section aria-labelledby="feed-history">
        <h2 id="feed-history" className="mb-2 text-lg font-semibold">
          History
        </h2>
        <RecordCards
          cards={feedCards(list.rows, site.slug)}
          label="Imports, newest first"
          empty={before ? "No older imports." : "No feeds imported yet."}
        />
        <ConsolePager
          newer={before ? `/sites/${site.slug}/feeds` : null}
          older={list.more && last ? `/sites/${site.slug}/feeds?before=${last.id}` : null}
        />
      </section>
    </ConsoleShell>
  );
}
