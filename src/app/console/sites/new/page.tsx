import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { NewSiteFormView, type TemplateChoice } from "@/components/console/new-site-form";
import { NEW_SITE_THEME_KEYS } from "@/lib/sites/new-site";
import { getDatabase } from "@/server/db/database";
import { listDealershipChoices } from "@/server/staff/console-sites";
import { TEMPLATES } from "@/templates/registry";
import { shellProps } from "../../_loaders/shell";
import { requireOperator } from "../../_loaders/staff";

export const metadata: Metadata = { title: "New site" };

const HEX = /^#[0-9a-f]{6}$/i;

/** A template's colours as the form's colour pickers take them (#rrggbb; anything else starts black). */
function templateChoices(): TemplateChoice[] {
  return Object.values(TEMPLATES).map((t) => ({
    name: t.name,
    label: t.label,
    theme: Object.fromEntries(
      NEW_SITE_THEME_KEYS.map((k) => [k, HEX.test(t.theme[k]) ? t.theme[k].toLowerCase() : "#000000"]),
    ) as TemplateChoice["theme"],
  }));
}

/** Creating a site from a template, for operators (issue 32 §6, decision 0056). */
export default async function NewSitePage() {
  const member = await requireOperator();
  const dealerships = await listDealershipChoices(await getDatabase());
  return (
    <ConsoleShell {...shellProps(member)}>
      <h1 className="mb-2 text-2xl font-semibold">New site</h1>
      <p className="mb-6 text-muted-foreground">
        Fill in the site, review what will be made, then create it. Nothing is public until then.
      </p>
      <NewSiteFormView templates={templateChoices()} dealerships={dealerships} />
    </ConsoleShell>
  );
}
