import type { Metadata } from "next";
import { ModelsByBodyPage } from "@/components/models/models-by-body-page";
import { modelsByBody } from "@/lib/models/models-by-body";
import { templateCopy } from "@/lib/template/template";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSiteModels } from "../_loaders/models";
import { loadSite, requireSite } from "../_loaders/site";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const slug = (await params).site;
  const site = await loadSite(slug);
  if (!site) return {};
  const view = modelsByBody(await loadSiteModels(slug), (await searchParams).body);
  const prefix = templateCopy(site.template, "models_heading_prefix");
  const origin = siteOrigin(site);
  // A body's page is its own page; a body the site lacks points search engines at the full range.
  const canonical =
    view.kind === "body" ? `${origin}/models?body=${encodeURIComponent(view.param)}` : `${origin}/models`;
  return {
    title: view.kind === "body" ? `${prefix} ${view.body}` : `${prefix} Vehicles`,
    description: `The new model range at ${site.name}${view.kind === "body" ? `: ${view.body}` : ""}. Explore each model, see the ones in stock and book a test drive.`,
    alternates: { canonical },
    ...(view.kind === "unknown" ? { robots: { index: false, follow: true } } : {}),
  };
}

/** /models?body={body} (spec 02 §2 routes "models by body"); /models alone lists every body. */
export default async function ModelsRoute({ params, searchParams }: Props) {
  const slug = (await params).site;
  const [site, models] = await Promise.all([requireSite(slug), loadSiteModels(slug)]);
  const view = modelsByBody(models, (await searchParams).body);
  return (
    <ModelsByBodyPage view={view} headingPrefix={templateCopy(site.template, "models_heading_prefix")} />
  );
}
