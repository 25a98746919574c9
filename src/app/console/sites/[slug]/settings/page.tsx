import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleShell } from "@/components/console/console-shell";
import { SITE_FORM_GROUPS } from "@/lib/settings/site-settings";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Settings" };

/**
 * A site's settings (issue 32 item 3): every group of its config, each a form drawn from its slice's
 * schema; each dealership's overrides; and the history of changes.
 */
export default async function SettingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { member, site } = await consoleSite((await params).slug, "settings.write");
  const base = `/sites/${site.slug}/settings`;
  return (
    <ConsoleShell {...shellProps(member, site, "settings")}>
      <h1 className="mb-2 text-2xl font-semibold">Settings</h1>
      <p className="mb-6 max-w-prose">
        Each group opens as its own form. A save changes only the fields you changed; you can preview the site
        with your changes first, and undo any change from the{" "}
        <Link href={`${base}/history`} className="underline">
          history
        </Link>
        .
      </p>
      <h2 className="mb-3 text-xl font-semibold">{site.name}</h2>
      <ul className="mb-8 grid gap-3 sm:grid-cols-2">
        {SITE_FORM_GROUPS.map((group) => (
          <li key={group.key} className="rounded-xl border bg-background p-4">
            <Link href={`${base}/${group.key}`} className="font-semibold underline">
              {group.label}
            </Link>
            {group.help ? <p className="mt-1 text-sm text-muted-foreground">{group.help}</p> : null}
          </li>
        ))}
      </ul>
      {site.dealerships.length ? (
        <>
          <h2 className="mb-3 text-xl font-semibold">Dealerships</h2>
          <p className="mb-3 max-w-prose">
            What a dealership sets overrides the site’s settings for its own cars.
          </p>
          <ul className="mb-8 list-inside list-disc">
            {site.dealerships.map((d) => (
              <li key={d.id}>
                <Link href={`${base}/dealerships/${d.slug}`} className="underline">
                  {d.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link href={`${base}/history`} className="underline">
          History of changes
        </Link>
      </p>
    </ConsoleShell>
  );
}
