import { LeadDialogHost } from "@/components/leads/lead-dialog";
import { ResultCard } from "@/components/search/result-card";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { buttonVariants } from "@/components/ui/button";
import { formatNumber } from "@/lib/format/format";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import { modelAccessoriesPath, modelFullName, type SiteModel, showsOurStock } from "@/lib/models/model";
import { modelsByBodyPath } from "@/lib/models/models-by-body";
import type { ServicePlan } from "@/lib/models/service-advantage";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Site } from "@/lib/tenancy/site";
import { publicSiteConfig } from "@/lib/tenancy/site-config";
import { ModelImage } from "./model-image";
import { ModelStatusBadge } from "./model-status-badge";
import { ServiceAdvantageBlock } from "./service-advantage-block";

type Props = {
  site: Site;
  model: SiteModel;
  stock: { hits: SearchHit[]; count: number; searchPath: string | null };
  accessoryCount: number;
  plan: ServicePlan | null;
  formSetup: SiteFormSetup;
  /** The render's clock, so the cards' "just arrived" agrees between server and browser. */
  now: Date;
  serviceHref: string;
};

const ENQUIRY = "/enquiries/new-vehicle-enquiry";

/**
 * /{model slug} (spec 02 §2 "Explore model", §3 Model, §4 "Model status"): the model's picture,
 * category and status label, its introduction, the site's stock of it (the search's own cards, Our
 * Stock hidden for a coming_soon model), its Toyota Service Advantage plan where it has one, and its
 * accessories.
 */
export function ModelPage({ site, model, stock, accessoryCount, plan, formSetup, now, serviceHref }: Props) {
  // The cards are client components: they get the config's public view (decision 0042).
  const cardConfig = publicSiteConfig(site.config);
  const name = modelFullName(model);
  const upcoming = !showsOurStock(model);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb
        trail={[
          { name: "Models", href: "/models" },
          ...(model.category ? [{ name: model.category, href: modelsByBodyPath(model.category) }] : []),
          { name: model.name },
        ]}
      />
      <section aria-labelledby="model-heading" className="grid items-center gap-6 md:grid-cols-2">
        <div className="overflow-hidden rounded-lg border">
          <ModelImage src={model.imageUrl} alt={name} priority />
        </div>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <ModelStatusBadge status={model.status} />
            {model.category ? (
              <a href={modelsByBodyPath(model.category)} className="text-sm text-muted-foreground underline">
                {model.category}
              </a>
            ) : null}
          </div>
          <h1 id="model-heading" className="mt-2 text-3xl font-bold md:text-4xl">
            {name}
          </h1>
          {/*
           * The introduction sits beside the picture from md up. On a phone it follows the stock
           * instead: above the fold, its lines re-wrap when the web font arrives and pushed the stock
           * down (a layout shift Lighthouse measured at 0.125).
           */}
          {model.description ? (
            <p className="mt-3 hidden text-lg text-muted-foreground md:block">{model.description}</p>
          ) : null}
          {upcoming ? (
            <p className="mt-3 font-semibold">
              Coming soon. Register your interest and we will keep you posted.
            </p>
          ) : null}
          {/* One button a row on a phone: the rows stay put whichever font draws the labels. */}
          <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
            {!upcoming && stock.searchPath ? (
              <a href={stock.searchPath} className={buttonVariants({ size: "lg" })}>
                Our Stock ({formatNumber(stock.count)})
              </a>
            ) : null}
            <a
              href={ENQUIRY}
              className={buttonVariants({
                size: "lg",
                variant: upcoming || !stock.count ? "primary" : "secondary",
              })}
            >
              {upcoming ? "Register Your Interest" : "Enquire Now"}
            </a>
            {!upcoming ? (
              <a href="/book-test-drive" className={buttonVariants({ size: "lg", variant: "secondary" })}>
                Book a Test Drive
              </a>
            ) : null}
            <a
              href={modelAccessoriesPath(model)}
              className={buttonVariants({ size: "lg", variant: "secondary" })}
            >
              Accessories
            </a>
          </div>
        </div>
      </section>

      {upcoming ? null : (
        <section aria-labelledby="model-stock" className="mt-10">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
            <h2 id="model-stock" className="text-2xl font-bold">
              {name} in stock
            </h2>
            {stock.searchPath && stock.count > stock.hits.length ? (
              <a href={stock.searchPath} className="font-semibold text-primary underline">
                View all {formatNumber(stock.count)}
              </a>
            ) : null}
          </div>
          {stock.hits.length ? (
            <LeadDialogHost site={formSetup}>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="model-stock">
                {stock.hits.map((car, i) => (
                  <li key={car.id}>
                    <ResultCard
                      car={car}
                      config={cardConfig}
                      template={site.template}
                      now={now}
                      certifiedBadgeMake={site.template.certifiedBadgeMake}
                      priority={i < 1}
                    />
                  </li>
                ))}
              </ul>
            </LeadDialogHost>
          ) : (
            <div className="mt-4 rounded-lg border p-6">
              <p className="font-semibold">No {name} in stock right now.</p>
              <p className="mt-1 text-muted-foreground">
                New stock arrives every week: tell us what you are after and we will find it for you.
              </p>
              <a href={ENQUIRY} className={buttonVariants({ className: "mt-3" })}>
                Enquire about a {model.name}
              </a>
            </div>
          )}
        </section>
      )}

      {model.description ? (
        <section aria-labelledby="model-about" className="mt-10 md:hidden">
          <h2 id="model-about" className="text-2xl font-bold">
            About the {model.name}
          </h2>
          <p className="mt-2 text-lg text-muted-foreground">{model.description}</p>
        </section>
      ) : null}

      {plan ? (
        <div className="mt-10">
          <ServiceAdvantageBlock plan={plan} modelName={name} bookHref={serviceHref} />
        </div>
      ) : null}

      <section aria-labelledby="model-accessories" className="mt-10 rounded-lg border p-5 md:p-6">
        <h2 id="model-accessories" className="text-2xl font-bold">
          {name} accessories
        </h2>
        <p className="mt-1 text-muted-foreground">
          {accessoryCount
            ? `${accessoryCount} genuine ${accessoryCount === 1 ? "accessory" : "accessories"} to make it yours, fitted by our team.`
            : "Ask our parts team about genuine accessories for your model."}
        </p>
        <a
          href={modelAccessoriesPath(model)}
          className={buttonVariants({ variant: "secondary", className: "mt-3" })}
        >
          View Accessories
        </a>
      </section>
    </div>
  );
}
