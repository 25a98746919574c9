import { Breadcrumb } from "@/components/ui/breadcrumb";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import { modelFullName, type SiteModel, showsOurStock } from "@/lib/models/model";
import { modelsByBodyPath } from "@/lib/models/models-by-body";
import type { ServicePlan } from "@/lib/models/service-advantage";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Site } from "@/lib/tenancy/site";
import { ModelAccessoriesSection } from "./model-accessories-section";
import { ModelHero } from "./model-hero";
import { ModelStockSection } from "./model-stock-section";
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
      <ModelHero model={model} name={name} stock={stock} enquiryHref={ENQUIRY} />

      {upcoming ? null : (
        <ModelStockSection
          site={site}
          name={name}
          shortName={model.name}
          stock={stock}
          formSetup={formSetup}
          now={now}
          enquiryHref={ENQUIRY}
        />
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

      <ModelAccessoriesSection model={model} name={name} accessoryCount={accessoryCount} />
    </div>
  );
}
