import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleShell } from "@/components/console/console-shell";
import { SettingsRollbackButton } from "@/components/console/settings-rollback-button";
import { consoleTime } from "@/lib/staff/console-time";
import { getDatabase } from "@/server/db/database";
import { listRevisions } from "@/server/settings/config-history";
import { shellProps } from "../../../../_loaders/shell";
import { consoleSite } from "../../../../_loaders/staff";

export const metadata: Metadata = { title: "Settings history" };

const shown = (value: unknown) =>
  value === undefined ? "(not set)" : typeof value === "string" ? value : JSON.stringify(value);

/**
 * Every settings change of a site, newest first (issue 32 item 3, decision 0054): who, when, and each
 * changed key before and after (secrets masked); each can be undone, as a new change.
 */
export default async function SettingsHistoryPage({ params }: { params: Promise<{ slug: string }> }) {
  const { member, site } = await consoleSite((await params).slug, "settings.write");
  const revisions = await listRevisions(await getDatabase(), site.id);
  return (
    <ConsoleShell {...shellProps(member, site, "settings")}>
      <p className="mb-4">
        <Link href={`/sites/${site.slug}/settings`} className="underline">
          All settings
        </Link>
      </p>
      <h1 className="mb-6 text-2xl font-semibold">Settings history</h1>
      {revisions.length === 0 ? (
        <p>No settings have been changed in the console or the admin API yet.</p>
      ) : (
        <ol className="space-y-4">
          {revisions.map((r) => (
            <li key={r.id} className="rounded-xl border bg-background p-4 text-sm">
              <h2 className="font-semibold">
                {r.rollbackOf ? `Undid change ${r.rollbackOf}` : `Change ${r.id}`}
                {r.dealership ? ` · ${r.dealership.name}` : ""}
              </h2>
              <p className="text-muted-foreground">
                <time dateTime={r.at}>{consoleTime(new Date(r.at))}</time> · {r.actor}
              </p>
              <table className="mt-2 w-full table-fixed border-collapse text-left">
                <caption className="sr-only">What change {r.id} changed</caption>
                <thead>
                  <tr>
                    <th scope="col" className="w-1/3 border-b py-1 pr-2">
                      Setting
                    </th>
                    <th scope="col" className="border-b py-1 pr-2">
                      Before
                    </th>
                    <th scope="col" className="border-b py-1">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.changes.map((c) => (
                    <tr key={c.path} className="align-top">
                      <th scope="row" className="break-words py-1 pr-2 font-mono font-normal">
                        {c.path}
                      </th>
                      <td className="break-words py-1 pr-2">
                        <del className="text-destructive">{shown(c.before)}</del>
                      </td>
                      <td className="break-words py-1">
                        <ins className="no-underline">{shown(c.after)}</ins>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <SettingsRollbackButton slug={site.slug} revision={r.id} />
            </li>
          ))}
        </ol>
      )}
    </ConsoleShell>
  );
}
