import type { Metadata } from "next";
import { OfferGrid } from "@/components/offers/offer-grid";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { buttonVariants } from "@/components/ui/button";
import { offersListJsonLd } from "@/lib/offers/offer-json-ld";
import { OFFERS_LIST_PATH } from "@/lib/offers/offer-paths";
import { jsonLdScript } from "@/lib/vehicle/car-json-ld";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadCurrentOffers } from "../_loaders/offers";
import { loadSite, requireSite } from "../_loaders/site";

type Props = { params: Promise<{ site: string }> };

export const dynamic = "force-dynamic";

const TITLE = "Special Offers";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    title: TITLE,
    description: `Current special offers from ${site.name}: finance, servicing, new and used car deals.`,
    alternates: { canonical: `${siteOrigin(site)}${OFFERS_LIST_PATH}` },
  };
}

/**
 * /special-offers (spec 02 §2 routes "offers list"): the site's current offers, minus those that
 * exclude it, each with its name, category, image and collapsible texts, linking to its own page.
 */
export default async function SpecialOffersPage({ params }: Props) {
  const slug = (await params).site;
  const [site, offers] = await Promise.all([requireSite(slug), loadCurrentOffers(slug)]);
  const origin = siteOrigin(site);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {offers.length ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<', so the data cannot close the script
          dangerouslySetInnerHTML={{
            __html: jsonLdScript(offersListJsonLd(offers, origin, `${site.name} ${TITLE}`)),
          }}
        />
      ) : null}
      <Breadcrumb trail={[{ name: TITLE }]} />
      <h1 className="text-3xl font-bold">{TITLE}</h1>
      {offers.length ? (
        <>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            The latest deals from {site.name}. Offers are available for a limited time; open one for its full
            details and terms, or ask our team about it.
          </p>
          <div className="mt-6">
            <OfferGrid offers={offers} priorityFirst />
          </div>
        </>
      ) : (
        <div className="mt-6 rounded-lg border p-6">
          <p className="text-lg font-semibold">There are no special offers right now.</p>
          <p className="mt-1 text-muted-foreground">
            New deals are added often. In the meantime, browse our stock or ask us what we can do for you.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href="/search" className={buttonVariants()}>
              Browse our stock
            </a>
            <a href="/contact" className={buttonVariants({ variant: "secondary" })}>
              Contact us
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
