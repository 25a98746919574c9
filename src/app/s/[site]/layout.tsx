import type { Metadata } from "next";
import type { CSSProperties, ReactNode } from "react";
import { AnalyticsRecorder } from "@/components/analytics/analytics-recorder";
import { ChatBubble } from "@/components/chat/chat-bubble";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { VisitRecorder } from "@/components/leads/visit-recorder";
import { MarketingTags } from "@/components/marketing/marketing-tags";
import { PromoPopup } from "@/components/offers/promo-popup";
import { IconSprite } from "@/components/ui/icon-sprite";
import { ToastHost } from "@/components/ui/toast-host";
import { chatAvailable, chatDepartments } from "@/lib/chat/chat-options";
import { CONSENT_META_NAME } from "@/lib/marketing/consent";
import { tagSetup } from "@/lib/marketing/tags";
import { siteTheme, themeCssVariables } from "@/lib/template/template";
import { themeFontVariables } from "@/lib/template/theme-fonts";
import { tagSitePages } from "@/server/pages/page-freshness";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadPromoPopup } from "./_loaders/offers";
import { loadMenuModels, loadSite, loadSiteLocations, requireSite } from "./_loaders/site";

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    metadataBase: new URL(siteOrigin(site)),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: `New, demo and used cars from ${site.name}.`,
    openGraph: { siteName: site.name, type: "website", locale: "en_AU" },
  };
}

export default async function SiteLayout({ children, params }: Props) {
  const slug = (await params).site;
  // Every page of the site is made from its data: tagged so a feed expires it (issue 15 §5).
  const [site, locations, models, popup] = await Promise.all([
    requireSite(slug),
    loadSiteLocations(slug),
    loadMenuModels(slug),
    loadPromoPopup(slug),
    tagSitePages(slug),
  ]);
  const font = themeFontVariables(site.config.theme.font);
  const style = {
    ...themeCssVariables(siteTheme(site.template, site.config)),
    ...font,
    ...(site.config.theme.font ? { fontFamily: "var(--font-sans)" } : {}),
  } as CSSProperties;
  const tags = tagSetup(site.config);
  return (
    <div
      style={style}
      className="flex min-h-screen flex-col bg-background text-foreground"
      data-template={site.templateName}
    >
      {/* The icons the site's pages repeat (search cards, filter panels), each drawn once (decision 0092). */}
      <IconSprite />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader site={site} models={models} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter site={site} locations={locations} />
      <VisitRecorder />
      {/* Decision 0061: page views and call clicks, counted by the site itself (no cookie, no consent needed). */}
      <AnalyticsRecorder />
      <ToastHost />
      {chatAvailable(site.config) ? (
        <ChatBubble departments={chatDepartments(site.config.chat.mode)} />
      ) : null}
      {/* Spec 02 §2 "Promo popup": drawn only after the page has mounted, so never in the server HTML. */}
      <PromoPopup popup={popup} />
      {/* Decision 0055: the site's marketing tags, behind the shopper's consent; the meta element tells
          the analytics calls (lib/analytics/track) to wait for it. */}
      {tags ? (
        <>
          <meta name={CONSENT_META_NAME} content={String(tags.consentDays)} />
          <MarketingTags setup={tags} siteName={site.name} />
        </>
      ) : null}
    </div>
  );
}
