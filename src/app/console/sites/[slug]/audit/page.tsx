import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleShell } from "@/components/console/console-shell";
import { actionWords, changeLines } from "@/lib/staff/audit-text";
import { consoleTime } from "@/lib/staff/console-time";
import { parseRecordId } from "@/lib/text/record-id";
import { getDatabase } from "@/server/db/database";
import { readAuditLog } from "@/server/staff/audit-read";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Audit log" };

/** A site's audit log (issue 31 §3): every change, newest first, 50 to a page. */
export default async function AuditPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ before?: string | string[] }>;
}) {
  const { member, site } = await consoleSite((await params).slug, "audit.read");
  const before = parseRecordId((await searchParams).before);
  const { rows, nextBefore } = await readAuditLog(await getDatabase(), site.id, { before });
  return (
    <ConsoleShell {...shellProps(member, site, "audit")}>
      <h1 className="mb-6 text-2xl font-semibold">Audit log</h1>
      {rows.length === 0 ? (
        <p>Nothing has been changed yet.</p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row) => {
            const changes = changeLines(row.before, row.after);
            return (
              <li key={row.id} className="rounded-xl border bg-background p-4 text-sm">
                <p className="font-semibold">
                  {actionWords(row.action)}{" "}
                  <span className="font-normal text-muted-foreground">
                    ({row.targetType} {row.targetId})
                  </span>
                </p>
                <p className="text-muted-foreground">
                  <time dateTime={row.at.toISOString()}>{consoleTime(row.at)}</time> · {row.actor}
                  {row.address ? ` · from ${row.address}` : ""}
                </p>
                {changes.length ? (
                  <ul className="mt-2 list-inside list-disc break-words">
                    {changes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-6 flex gap-4">
        {before ? (
          <Link href={`/sites/${site.slug}/audit`} className="underline">
            Newest
          </Link>
        ) : null}
        {nextBefore ? (
          <Link href={`/sites/${site.slug}/audit?before=${nextBefore}`} className="underline">
            Older
          </Link>
        ) : null}
      </nav>
    </ConsoleShell>
  );
}
