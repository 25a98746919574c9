import Link from "next/link";
import type { ReactNode } from "react";
import { GuaranteeStrip } from "@/components/content/guarantee-strip";
import { LocationBlock } from "@/components/locations/location-block";
import { FleetEnquiryBlock } from "@/components/search/fleet-enquiry-block";
import type { NamedContentSlug } from "@/lib/content/content-pages";
import { financePath, templateCopy } from "@/lib/template/template";
import type { Site } from "@/lib/tenancy/site";
import { loadGuaranteeItems } from "../_loaders/content";
import { loadFormSetup, loadSiteLocations } from "../_loaders/site";

/** The button a named route ends with: the next step a shopper reading it would take. */
function NextStep({
  heading,
  text,
  href,
  label,
}: {
  heading: string;
  text: string;
  href: string;
  label: string;
}) {
  return (
    <section aria-labelledby="next-step" className="mx-auto max-w-3xl px-4">
      <div className="rounded-lg border bg-muted p-6">
        <h2 id="next-step" className="text-xl font-bold">
          {heading}
        </h2>
        <p className="mt-1 text-muted-foreground">{text}</p>
        <Link
          href={href}
          className="mt-4 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90"
        >
          {label}
        </Link>
      </div>
    </section>
  );
}

async function strip(site: Site): Promise<ReactNode> {
  return <GuaranteeStrip items={await loadGuaranteeItems(site.slug)} />;
}

type NamedRoute = {
  /** Under the content: the route's call to action. */
  extra: (site: Site) => ReactNode | Promise<ReactNode>;
  beforeContent?: (site: Site) => ReactNode | Promise<ReactNode>;
};

/**
 * What each named content route adds to its page (issue 19 item 4): /fleet the fleet enquiry form
 * (spec 01 §2 "Fleet enquiry block"), /car-finance the finance enquiry, /careers and /about-us a way to
 * reach the team (with the yards on /about-us), /buying the stock and /warranty a service enquiry, the
 * last two under the site's guarantee strip (spec 02 §2 "Guarantee strip").
 */
export const NAMED_ROUTES: Record<NamedContentSlug, NamedRoute> = {
  "about-us": {
    extra: async (site) => (
      <>
        <LocationBlock
          locations={await loadSiteLocations(site.slug)}
          filter="sales"
          variant={site.config.locations_layout}
          heading="Visit us"
          headingId="visit-us"
          className="mx-auto max-w-7xl px-4 pb-10"
        />
        <NextStep
          heading="Talk to our team"
          text={`Questions about ${site.name}? We are happy to help.`}
          href="/contact"
          label="Contact us"
        />
      </>
    ),
  },
  careers: {
    extra: (site) => (
      <NextStep
        heading="Interested in joining us?"
        text={`Send ${site.name} a note with the role you are after and how to reach you; we keep every enquiry on file.`}
        href="/enquiries/general-enquiry"
        label="Get in touch"
      />
    ),
  },
  fleet: {
    extra: async (site) => (
      <div className="px-4">
        <FleetEnquiryBlock
          site={await loadFormSetup(site.slug)}
          nationalNetwork={site.dealerships.length > 1}
        />
      </div>
    ),
  },
  "car-finance": {
    extra: (site) => (
      <NextStep
        heading="Ready to talk finance?"
        text="Tell us your budget and the car you are after; our finance team will come back with options."
        href={financePath(site.template, site.config)}
        label={templateCopy(site.template, "finance_button")}
      />
    ),
  },
  buying: {
    beforeContent: strip,
    extra: () => (
      <NextStep
        heading="Find your next car"
        text="Browse every car in stock, with photos, prices and finance estimates."
        href="/search"
        label="Browse our stock"
      />
    ),
  },
  warranty: {
    beforeContent: strip,
    extra: () => (
      <NextStep
        heading="Need warranty work or a service?"
        text="Book it in with our service team and we will confirm what your warranty covers."
        href="/enquiries/service-enquiry"
        label="Service enquiry"
      />
    ),
  },
  // Spec 02 §2 "/diamond-advantage": the dealer's after-sale promise, under its guarantee strip.
  "diamond-advantage": {
    beforeContent: strip,
    extra: () => (
      <NextStep
        heading="Questions about the Diamond Advantage?"
        text="Ask our team what comes with the car you are looking at, before you buy."
        href="/enquiries/general-enquiry"
        label="Ask us"
      />
    ),
  },
};
