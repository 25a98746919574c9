import type { Metadata } from "next";
import { LocationBlock } from "@/components/locations/location-block";
import { loadSiteLocations, requireSite } from "../_loaders/site";
import { LeadPage, type LeadPageProps, leadPageMetadata } from "./lead-page";

/**
 * /contact and /contact-us (spec 02 §2 "contact"): the contact form, then a location block of every
 * location (spec 02 §2 "Location block", filter 'all') with addresses and phones, so a shopper who
 * would rather call or visit can.
 */
export async function contactMetadata({ params }: LeadPageProps, path: string): Promise<Metadata> {
  return leadPageMetadata((await params).site, "Contact Us", path);
}

export async function ContactPage({ params }: LeadPageProps) {
  const slug = (await params).site;
  const [site, locations] = await Promise.all([requireSite(slug), loadSiteLocations(slug)]);
  return (
    <>
      <LeadPage
        site={site}
        kind="contact"
        title="Contact Us"
        intro={<p>Send us a message and we will get back to you, or call the location nearest you.</p>}
      />
      <LocationBlock
        locations={locations}
        filter="all"
        variant={site.config.locations_layout}
        heading="Our locations"
        headingId="our-locations"
        className="mx-auto max-w-6xl px-4 pb-10"
      />
    </>
  );
}
