import type { Metadata } from "next";
import { CloneSiteForm } from "@/components/console/clone-site-form";
import { ConsoleShell } from "@/components/console/console-shell";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Clone site" };

/** Cloning a site, for operators (issue 32 §6, decision 0056). */
export default async function CloneSitePage({ params }: { params: Promise<{ slug: string }> }) {
  const { member, site } = await consoleSite((await params).slug, "sites.manage");
  return (
    <ConsoleShell {...shellProps(member, site, "clone")}>
      <h1 className="mb-2 text-2xl font-semibold">Clone {site.name}</h1>
      <p className="mb-6 max-w-2xl text-muted-foreground">
        The new site gets this one's template, config, theme and menus, and a copy of its pages, blog, offers,
        guarantee strip, promo cards and popups. It shows the same dealerships. No leads, shopper accounts,
        reservations, trade-ins, staff or API keys are copied, nor secret settings (provider tokens).
      </p>
      <CloneSiteForm slug={site.slug} name={site.name} />
    </ConsoleShell>
  );
}
