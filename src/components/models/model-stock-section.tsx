import { LeadDialogHost } from "@/components/leads/lead-dialog";
import { ResultCard } from "@/components/search/result-card";
import { buttonVariants } from "@/components/ui/button";
import { formatNumber } from "@/lib/format/format";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Site } from "@/lib/tenancy/site";
import { publicSiteConfig } from "@/lib/tenancy/site-config";

/**
 * A model's stock on its page (spec 02 §3 Model): '<model> in stock' with the search's own cards and
 * 'View all' when there are more; none in stock says new stock arrives weekly and offers an enquiry.
 */
export function ModelStockSection({
  site,
  name,
  shortName,
  stock,
  formSetup,
  now,
  enquiryHref,
}: {
  site: Pick<Site, "config" | "template">;
  /** The model's full name (modelFullName): the heading's. */
  name: string;
  /** The model's own name, for the enquiry button. */
  shortName: string;
  stock: { hits: SearchHit[]; count: number; searchPath: string | null };
  formSetup: SiteFormSetup;
  /** The render's clock, so the cards' "just arrived" agrees between server and browser. */
  now: Date;
  enquiryHref: string;
}) {
  // The cards are client components: they get the config's public view (decision 0042).
  const cardConfig = publicSiteConfig(site.config);
  return (
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
          <a href={enquiryHref} className={buttonVariants({ className: "mt-3" })}>
            Enquire about a {shortName}
          </a>
        </div>
      )}
    </section>
  );
}
