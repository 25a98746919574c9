import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { ContentWorkspace } from "@/components/console/content-editor";
import { isContentKind, KIND_SPECS } from "@/lib/content/content-kinds";
import { instantToLocal, itemStatus, STATUS_WORDS, versionWords } from "@/lib/content/content-status";
import { consoleTime } from "@/lib/staff/console-time";
import { hasNul } from "@/lib/text/well-formed";
import { contentSiteFacts } from "@/server/content/content-site";
import { readContentItem } from "@/server/content/content-versions";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { shellProps } from "../../../../../_loaders/shell";
import { consoleSite } from "../../../../../_loaders/staff";
import { previewMarkdown } from "./preview-action";

export const metadata: Metadata = { title: "Edit content" };

/**
 * One item of content in the console (issue 32 item 2, decision 0053), or a new one (`new`): its
 * status on the site's clock, the editor with its live preview, and its versions with rollback. An
 * item another site has is a 404, the same as none.
 */
const DONE: Record<string, string> = { save: "Draft saved.", publish: "Published." };

export default async function ContentItemPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string; kind: string; item: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
}) {
  const { slug, kind, item } = await params;
  const done = (await searchParams).done;
  const { member, site } = await consoleSite(slug, "content.write");
  if (!isContentKind(kind)) notFound();
  const spec = KIND_SPECS[kind];
  const creating = item === "new";
  // An imported item's slug may be any the bundle allowed: the lookup decides, by the site's own rows.
  if (!creating && (item.length > 200 || hasNul(item))) notFound();
  const found = creating ? null : await readContentItem(await getDatabase(), site.id, kind, item);
  if (!creating && !found) notFound();
  const facts = contentSiteFacts(site);
  const head = found?.versions[0] ?? null;
  const values: Record<string, string> = {};
  for (const field of spec.fields) {
    const value = head?.data[field.key] ?? null;
    values[field.key] = field.control === "datetime" ? instantToLocal(value, facts.timeZone) : (value ?? "");
  }
  const window = found?.live
    ? {
        start: found.live[spec.startKey] ?? null,
        end: spec.endKey ? (found.live[spec.endKey] ?? null) : null,
      }
    : null;
  const status = found ? itemStatus(head, window, new Date()) : null;
  const title = creating ? `New ${spec.singular}` : String(head?.data[spec.titleKey] ?? item);
  return (
    <ConsoleShell {...shellProps(member, site, "content")}>
      <p className="mb-2 text-sm">
        <Link href={`/sites/${site.slug}/content?kind=${kind}`} className="underline">
          {spec.label}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {status ? (
        <p className="mt-1 mb-4 text-sm">
          {STATUS_WORDS[status.status]}
          {status.pendingDraft ? ", with a newer draft not yet published" : ""}. Times are on the site's clock
          ({facts.timeZone}).
        </p>
      ) : (
        <p className="mt-1 mb-4 text-sm">Times are on the site's clock ({facts.timeZone}).</p>
      )}
      <ContentWorkspace
        siteSlug={site.slug}
        kind={kind}
        slug={found?.slug ?? ""}
        revision={head?.revision ?? 0}
        values={values}
        live={Boolean(found?.live)}
        siteUrl={found?.live ? `${siteOrigin(site)}${spec.sitePath(found.slug, found.live)}` : null}
        categories={facts.categories}
        history={(found?.versions ?? []).map((v) => ({
          revision: v.revision,
          what: versionWords(v),
          actor: v.actor,
          when: v.createdAt ? consoleTime(v.createdAt) : null,
          changed: v.changed.map((key) => spec.fields.find((f) => f.key === key)?.label ?? key),
        }))}
        renderMarkdown={previewMarkdown.bind(null, site.slug)}
        notice={
          typeof done === "string" && DONE[done] && head ? `${DONE[done]} Version ${head.revision}.` : null
        }
      />
    </ConsoleShell>
  );
}
