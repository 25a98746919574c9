import type { Metadata } from "next";
import type { ReactNode } from "react";
import { LeadFormPage } from "@/components/leads/lead-form-page";
import type { LeadFormPrefill } from "@/lib/leads/form-setup";
import type { LeadFormKind } from "@/lib/leads/forms";
import { formCarFor, formSetupForCar, withBookings } from "@/lib/leads/site-form-setup";
import type { YardSlots } from "@/lib/scheduling/slot-words";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadFormSetup, loadSite } from "../_loaders/site";

export type LeadPageProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A lead page's title, description and canonical URL. */
export async function leadPageMetadata(
  siteSlug: string,
  title: string,
  path: string,
  description?: string,
): Promise<Metadata> {
  const site = await loadSite(siteSlug);
  if (!site) return {};
  return {
    title,
    description: description ?? `${title} with ${site.name}. We will get back to you shortly.`,
    alternates: { canonical: `${siteOrigin(site)}${path}` },
  };
}

type Props = {
  site: Site;
  kind: LeadFormKind;
  title: string;
  intro: ReactNode;
  car?: VehicleDetail | null;
  prefill?: LeadFormPrefill;
  formAnchor?: string;
  aside?: ReactNode;
  beforeForm?: ReactNode;
  /** The test drive's bookable times by location (issue 34 item 2), on the page that books one. */
  bookings?: Record<string, YardSlots | null>;
};

/** A page whose purpose is one lead form, with the site's form setup loaded for it. */
export async function LeadPage({ site, car = null, bookings, ...page }: Props) {
  // A form about one car shows it as its dealership does (decision 0032): its price text, its picks.
  const carSite = car ? siteForDealership(site, car.dealershipId) : site;
  const setup = formSetupForCar(await loadFormSetup(site.slug), carSite.config);
  return (
    <LeadFormPage
      {...page}
      car={car}
      formCar={car ? formCarFor(carSite, car) : null}
      setup={bookings ? withBookings(setup, bookings, car !== null) : setup}
    />
  );
}
