import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties, ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { VisitRecorder } from "@/components/leads/visit-recorder";
import { siteTheme, themeCssVariables } from "@/lib/tenancy/template";
import { getDatabase } from "@/server/db/database";
import { listSiteLocations } from "@/server/locations/queries";
import { getSite } from "@/server/tenancy/site-cache";
import { siteOrigin } from "@/server/tenancy/sites";

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSite((await params).site);
  if (!site) return {};
  return {
    metadataBase: new URL(siteOrigin(site)),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: `New, demo and used cars from ${site.name}.`,
    openGraph: { siteName: site.name, type: "website", locale: "en_AU" },
  };
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const locations = await listSiteLocations(await getDatabase(), site);
  const style = themeCssVariables(siteTheme(site.template, site.config)) as CSSProperties;
  return (
    <div
      style={style}
      className="flex min-h-screen flex-col bg-background text-foreground"
      data-template={site.templateName}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader site={site} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter site={site} locations={locations} />
      <VisitRecorder />
    </div>
  );
}
