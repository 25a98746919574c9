import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { AccessoriesPage } from "@/components/models/accessories-page";
import { ModelPage } from "@/components/models/model-page";
import { accessoriesLandingPath, accessoryEnquiryMessage } from "@/lib/models/accessories";
import {
  modelAccessoriesPath,
  modelFullName,
  modelOverride,
  modelPagePath,
  showsOurStock,
} from "@/lib/models/model";
import { accessoriesJsonLd, modelJsonLd } from "@/lib/models/model-json-ld";
import { serviceAdvantagePlan } from "@/lib/models/service-advantage";
import { resolveSitePath } from "@/lib/models/site-path";
import { siteNavigation } from "@/lib/navigation/site-navigation";
import { decodeRouteParam } from "@/lib/text/route-param";
import { jsonLdScript } from "@/lib/vehicle/car-json-ld";
import { getDatabase } from "@/server/db/database";
import { modelStock } from "@/server/models/model-stock";
import { listModelAccessories } from "@/server/models/queries";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSiteModels } from "../_loaders/models";
import { loadFormSetup, loadSite, requireSite } from "../_loaders/site";
import { contentPages } from "../_routes/content-pages";

type Props = {
  params: Promise<{ site: string; rest: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = "force-dynamic";

/** Cars of the model shown on its page; the rest are a click away on the search page. */
const MODEL_STOCK_SHOWN = 6;

/**
 * What the path is, by the one rule of lib/models/site-path (decision 0031): a model of the site,
 * its accessories, a content page, or nothing. Once per request for the metadata and the page.
 */
const resolvePath = cache(async (siteSlug: string, restJson: string) => {
  const site = await loadSite(siteSlug);
  if (!site) return null;
  const segments = (JSON.parse(restJson) as string[]).map(decodeRouteParam);
  const models = await loadSiteModels(siteSlug);
  const isModel = (slug: string) => models.some((m) => m.slug === slug);
  // Ask the content store only when the path is not already a model's or a named route's.
  const asked = resolveSitePath(segments, { isModel, isContentPage: () => true });
  const content = asked.kind === "content" ? await contentPages.find(site, asked.path) : null;
  const target = resolveSitePath(segments, { isModel, isContentPage: () => content !== null });
  const model =
    target.kind === "model" || target.kind === "model-accessories"
      ? (models.find((m) => m.slug === target.slug) ?? null)
      : null;
  return { site, target, model, content };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, rest } = await params;
  const resolved = await resolvePath(siteSlug, JSON.stringify(rest));
  if (!resolved) return {};
  const { site, target, model, content } = resolved;
  if (target.kind === "content" && content) return content.metadata;
  if (!model) return {};
  const origin = siteOrigin(site);
  const name = modelFullName(model);
  if (target.kind === "model-accessories") {
    return {
      title: `${name} Accessories`,
      description: `Genuine ${name} accessories from ${site.name}: prices, part numbers and fitting by our parts team.`,
      alternates: { canonical: `${origin}${modelAccessoriesPath(model)}` },
    };
  }
  const description =
    model.description ??
    `Explore the ${name} at ${site.name}: ${showsOurStock(model) ? "see the ones in stock, book a test drive or enquire" : "coming soon, register your interest"}.`;
  return {
    title: name,
    description,
    alternates: { canonical: `${origin}${modelPagePath(model)}` },
    openGraph: {
      type: "website",
      url: `${origin}${modelPagePath(model)}`,
      title: name,
      description,
      ...(model.imageUrl ? { images: [new URL(model.imageUrl, origin).toString()] } : {}),
    },
  };
}

/**
 * Every root path no named route claims (spec 02 §2 routes "/{model slug}: Explore model",
 * "/{model slug}/accessories"): a model of the site, its accessories, a content page, else the site's
 * own 404 inside its layout.
 */
export default async function SitePathRoute({ params, searchParams }: Props) {
  const { site: siteSlug, rest } = await params;
  const resolved = await resolvePath(siteSlug, JSON.stringify(rest));
  if (!resolved) notFound();
  const { target, model, content } = resolved;
  if (target.kind === "content" && content) return content.render();
  if (!model) notFound();
  const site = await requireSite(siteSlug);
  const db = await getDatabase();
  const origin = siteOrigin(site);

  if (target.kind === "model-accessories") {
    const [accessories, formSetup] = await Promise.all([
      listModelAccessories(db, model.id),
      loadFormSetup(siteSlug),
    ]);
    const asked = (await searchParams).accessory;
    const askedSlug = typeof asked === "string" ? asked : undefined;
    const about = askedSlug ? accessories.find((a) => a.slug === askedSlug) : undefined;
    const url = `${origin}${modelAccessoriesPath(model)}`;
    return (
      <>
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<', so the data cannot close the script
          dangerouslySetInnerHTML={{ __html: jsonLdScript(accessoriesJsonLd(model, accessories, url)) }}
        />
        <AccessoriesPage
          model={model}
          accessories={accessories}
          landingPath={accessoriesLandingPath(siteNavigation(site.template, site.config))}
          formSetup={formSetup}
          enquiryMessage={about ? accessoryEnquiryMessage(modelFullName(model), about) : null}
        />
      </>
    );
  }

  // The model's page lives elsewhere (spec 02 §3 override_url): old links and bookmarks follow it.
  const override = modelOverride(model);
  if (override) redirect(override);
  const [stock, accessories, formSetup] = await Promise.all([
    showsOurStock(model)
      ? modelStock(site, model, MODEL_STOCK_SHOWN)
      : { hits: [], count: 0, searchPath: null },
    listModelAccessories(db, model.id),
    loadFormSetup(siteSlug),
  ]);
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<', so the data cannot close the script
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(modelJsonLd(model, `${origin}${modelPagePath(model)}`)),
        }}
      />
      <ModelPage
        site={site}
        model={model}
        stock={stock}
        accessoryCount={accessories.length}
        plan={serviceAdvantagePlan(model)}
        formSetup={formSetup}
        now={new Date()}
        serviceHref="/service"
      />
    </>
  );
}
