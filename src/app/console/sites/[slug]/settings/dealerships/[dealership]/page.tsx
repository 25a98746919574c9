import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { SettingsGroupForm } from "@/components/console/settings-group-form";
import { initialFormValues, secretsSet } from "@/lib/settings/form-values";
import { DEALERSHIP_FORM_GROUPS } from "@/lib/settings/site-settings";
import { configForDealership } from "@/lib/tenancy/dealership-config";
import { shellProps } from "../../../../../_loaders/shell";
import { consoleSite } from "../../../../../_loaders/staff";

export const metadata: Metadata = { title: "Dealership settings" };

/**
 * A dealership's overrides of the site's settings (issue 32 item 3, decision 0032): the groups it may
 * override, each a form showing what its cars use; a field emptied goes back to the site's value.
 */
export default async function DealershipSettingsPage({
  params,
}: {
  params: Promise<{ slug: string; dealership: string }>;
}) {
  const { slug, dealership: dealershipSlug } = await params;
  const { member, site } = await consoleSite(slug, "settings.write");
  const dealership = site.dealerships.find((d) => d.slug === dealershipSlug);
  if (!dealership) notFound();
  const config = configForDealership(site.config, dealership.config);
  return (
    <ConsoleShell {...shellProps(member, site, "settings")}>
      <p className="mb-4">
        <Link href={`/sites/${site.slug}/settings`} className="underline">
          All settings
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-semibold">Settings for {dealership.name}</h1>
      <p className="mb-6 max-w-prose">
        These values apply to {dealership.name}’s cars. Empty a field to use the site’s value again.
      </p>
      <div className="space-y-10">
        {DEALERSHIP_FORM_GROUPS.map((group) => (
          <SettingsGroupForm
            key={group.key}
            slug={site.slug}
            group={group}
            initial={initialFormValues(group, config)}
            secrets={secretsSet(group, config)}
            dealership={{ slug: dealership.slug, name: dealership.name }}
          />
        ))}
      </div>
    </ConsoleShell>
  );
}
