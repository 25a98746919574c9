import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { LogoUpload } from "@/components/console/logo-upload";
import { MenuEditor } from "@/components/console/menu-editor";
import { SettingsGroupForm } from "@/components/console/settings-group-form";
import { editableMenu } from "@/lib/navigation/menu-editing";
import { initialFormValues, secretsSet } from "@/lib/settings/form-values";
import { settingsActionFor, siteFormGroup } from "@/lib/settings/site-settings";
import { shellProps } from "../../../../_loaders/shell";
import { consoleSite } from "../../../../_loaders/staff";

export const metadata: Metadata = { title: "Settings" };

/**
 * One group of a site's settings as a form (issue 32 item 3, decision 0054): drawn from the group's
 * schema, with the site's values (a secret only as set / not set: its value never reaches the page).
 */
export default async function SettingsGroupPage({
  params,
}: {
  params: Promise<{ slug: string; group: string }>;
}) {
  const { slug, group: key } = await params;
  const group = siteFormGroup(key);
  if (!group) notFound();
  const { member, site } = await consoleSite(slug, settingsActionFor(group));
  return (
    <ConsoleShell {...shellProps(member, site, "settings")}>
      <p className="mb-4">
        <Link href={`/sites/${site.slug}/settings`} className="underline">
          All settings
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-semibold">Settings: {group.label}</h1>
      {group.key === "theme" ? (
        <LogoUpload slug={site.slug} current={site.config.theme.logo_url ?? site.logoUrl} />
      ) : null}
      {group.key === "navigation" ? (
        <div className="mb-10">
          <MenuEditor
            slug={site.slug}
            initial={editableMenu(site.template.navigation, site.config.navigation.menu)}
          />
        </div>
      ) : null}
      <SettingsGroupForm
        slug={site.slug}
        group={group}
        initial={initialFormValues(group, site.config)}
        secrets={secretsSet(group, site.config)}
        {...(group.key === "theme" ? { template: site.template.theme } : {})}
      />
    </ConsoleShell>
  );
}
