import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { DeferredLeadForm } from "@/components/leads/deferred-lead-form";
import { OfferDetail } from "@/components/offers/offer-detail";
import { OfferGrid } from "@/components/offers/offer-grid";
import { siteTimeZone, stateTimeZone } from "@/lib/locations/time-zones";
import { offerEnquiryKind, offerEnquiryPrefill } from "@/lib/offers/offer";
import { offerEndsText } from "@/lib/offers/offer-dates";
import { offerJsonLd } from "@/lib/offers/offer-json-ld";
import {
  answerOfferPath,
  OFFERS_LIST_PATH,
  parseOfferPath,
  singleManufacturer,
} from "@/lib/offers/offer-paths";
import { jsonLdScript } from "@/lib/vehicle/car-json-ld";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadCurrentOffer, loadCurrentOffers } from "../../_loaders/offers";
import { loadFormSetup, loadSite, loadSiteLocations, requireSite } from "../../_loaders/site";

type Props = { params: Promise<{ site: string; segments?: string[] }> };

export const dynamic = "force-dynamic";

/** Other current offers shown under an offer. */
const MORE_OFFERS = 3;

/** The offer a request names, by the rules of lib/offers/offer-paths, or null for the 404. */
async function offerFor(siteSlug: string, segments: readonly string[]) {
  const request = parseOfferPath(segments);
  if (!request) return null;
  const site = await loadSite(siteSlug);
  if (!site) return null;
  const offer = await loadCurrentOffer(siteSlug, request.slug);
  if (!offer) return null;
  return { site, offer, answer: answerOfferPath(request, offer, singleManufacturer(site.dealerships)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, segments = [] } = await params;
  const found = await offerFor(siteSlug, segments);
  if (found?.answer.kind !== "show") return {};
  const { site, offer } = found;
  const url = `${siteOrigin(site)}${offer.path}`;
  return {
    title: offer.name,
    description: offer.summary || `${offer.name}: a special offer from ${site.name}.`,
    alternates: { canonical: url },
    openGraph: {
      title: offer.name,
      url,
      ...(offer.imageUrl ? { images: [{ url: offer.imageUrl }] } : {}),
    },
  };
}

/**
 * /offers/{slug} and /offers/{manufacturer}/{slug} (spec 02 §2 "single offer"): one of the site's
 * current offers, its texts collapsible, its terms, and an enquiry about it through the lead form
 * engine. The canonical spelling shows it, the other redirects there; an unknown, expired, not yet
 * started or excluded offer, or a wrong manufacturer segment, is the site's 404 (decision 0029).
 * /offers alone goes to the list.
 */
export default async function OfferPage({ params }: Props) {
  const { site: siteSlug, segments = [] } = await params;
  if (segments.length === 0) permanentRedirect(OFFERS_LIST_PATH);
  const found = await offerFor(siteSlug, segments);
  if (!found) notFound();
  if (found.answer.kind === "not-found") notFound();
  if (found.answer.kind === "redirect") permanentRedirect(found.answer.to);
  const { offer } = found;
  const [site, locations, setup, all] = await Promise.all([
    requireSite(siteSlug),
    loadSiteLocations(siteSlug),
    loadFormSetup(siteSlug),
    loadCurrentOffers(siteSlug),
  ]);
  const origin = siteOrigin(site);
  const timeZone =
    siteTimeZone(locations.map((l) => l.address.state)) ??
    stateTimeZone(site.config.default_state) ??
    "Australia/Sydney";
  const others = all.filter((o) => o.id !== offer.id).slice(0, MORE_OFFERS);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<', so the data cannot close the script
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(offerJsonLd(offer, origin, { name: site.name, url: `${origin}/` })),
        }}
      />
      <OfferDetail offer={offer} endsText={offerEndsText(offer.expiresAt, timeZone)} />
      <section
        id="enquire"
        aria-labelledby="enquire-heading"
        className="mt-10 scroll-mt-20 rounded-lg border p-4 md:p-6"
      >
        <h2 id="enquire-heading" className="text-2xl font-bold">
          Enquire about this offer
        </h2>
        <p className="mt-1 text-muted-foreground">
          Send us your details and our team will be in touch about {offer.name}.
        </p>
        <DeferredLeadForm
          kind={offerEnquiryKind(offer)}
          site={setup}
          prefill={offerEnquiryPrefill(offer)}
          className="mt-4"
        />
      </section>
      {others.length ? (
        <section aria-labelledby="more-offers" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="more-offers" className="text-2xl font-bold">
              More special offers
            </h2>
            <a href={OFFERS_LIST_PATH} className="font-semibold text-primary hover:underline">
              All special offers
            </a>
          </div>
          <div className="mt-4">
            <OfferGrid offers={others} headingLevel={3} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
