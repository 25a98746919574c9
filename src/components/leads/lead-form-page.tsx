import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { CarPhoto } from "@/components/stock/car-photo";
import { type LeadFormCar, type LeadFormPrefill, leadFormCar } from "@/lib/leads/form-setup";
import type { LeadFormKind } from "@/lib/leads/forms";
import { carPath } from "@/lib/stock/car-path";
import { priceDisplay } from "@/lib/stock/price-display";
import type { Site } from "@/lib/tenancy/site";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { getDatabase } from "@/server/db/database";
import { siteFormSetup } from "@/server/leads/intake/form-setup";
import { getSite } from "@/server/tenancy/site-cache";
import { siteOrigin } from "@/server/tenancy/sites";
import { findVehicleById } from "@/server/vehicle/vehicle-detail";
import { LeadForm } from "./lead-form";

export type LeadPageProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A lead page's title, canonical path and (for /success) whether search engines may list it. */
export async function leadPageMetadata(
  siteSlug: string,
  title: string,
  path: string,
  description?: string,
): Promise<Metadata> {
  const site = await getSite(siteSlug);
  if (!site) return {};
  return {
    title,
    description: description ?? `${title} with ${site.name}. We will get back to you shortly.`,
    alternates: { canonical: `${siteOrigin(site)}${path}` },
  };
}

/** The site, or the site's 404. */
export async function requireSite(siteSlug: string): Promise<Site> {
  const site = await getSite(siteSlug);
  if (!site) notFound();
  return site;
}

/** The site's listed car named by a link's car_id, as the form's car, or null. */
export async function formCarById(site: Site, id: number | undefined): Promise<VehicleDetail | null> {
  if (id === undefined) return null;
  return findVehicleById(await getDatabase(), site, id, new Date());
}

export function toFormCar(site: Site, car: VehicleDetail): LeadFormCar {
  const price = priceDisplay(car, {
    subscriptionPricing: site.config.features.subscription_pricing,
    noPriceText: site.config.copy.no_price_text,
  });
  return leadFormCar(
    car,
    price.amount !== null ? price.text : null,
    car.location?.distributionLocations ?? [],
  );
}

type Props = {
  site: Site;
  kind: LeadFormKind;
  title: string;
  intro: ReactNode;
  car?: VehicleDetail | null;
  prefill?: LeadFormPrefill;
  /** An anchor for links that land on the form (spec 01 §2 the finance link's '#finance-form'). */
  formAnchor?: string;
  aside?: ReactNode;
};

/**
 * A page whose purpose is one lead form (the enquiry pages, contact, test drive, finance): heading,
 * a line on what happens next, the car it is about if any, and the form.
 */
export async function LeadFormPage({
  site,
  kind,
  title,
  intro,
  car = null,
  prefill,
  formAnchor,
  aside,
}: Props) {
  const setup = await siteFormSetup(await getDatabase(), site);
  const formCar = car ? toFormCar(site, car) : null;
  return (
    <div
      className={
        aside
          ? "mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
          : "mx-auto max-w-3xl px-4 py-8"
      }
    >
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <div className="mt-2 text-muted-foreground">{intro}</div>
        {car && formCar ? (
          <a
            href={carPath(car.slug)}
            className="mt-6 flex items-center gap-4 rounded-lg border p-3 hover:bg-muted"
            data-testid="form-car"
          >
            <span className="block aspect-[4/3] w-28 shrink-0 overflow-hidden rounded bg-muted">
              <CarPhoto src={car.images[0]?.url ?? car.primaryImageUrl} alt="" />
            </span>
            <span>
              <span className="block font-semibold">{car.name}</span>
              {formCar.priceText ? <span className="block text-sm">{formCar.priceText}</span> : null}
              {car.location ? (
                <span className="block text-sm text-muted-foreground">{car.location.name}</span>
              ) : null}
            </span>
          </a>
        ) : null}
        <section
          id={formAnchor}
          aria-label={title}
          className="mt-6 scroll-mt-20 rounded-lg border p-4 md:p-6"
        >
          <LeadForm kind={kind} site={setup} car={formCar} {...(prefill ? { prefill } : {})} />
        </section>
      </div>
      {aside ? <aside className="space-y-4">{aside}</aside> : null}
    </div>
  );
}
