import type { Metadata } from "next";
import { PostalAddress } from "@/components/stock/postal-address";
import { formatPhone, telHref } from "@/lib/format/format";
import { loadSiteLocations, requireSite } from "../_loaders/site";
import { LeadPage, type LeadPageProps, leadPageMetadata } from "./lead-page";

/**
 * /contact and /contact-us (spec 02 §2 "contact"): the contact form beside each location's address
 * and phone, so a shopper who would rather call can.
 */
export async function contactMetadata({ params }: LeadPageProps, path: string): Promise<Metadata> {
  return leadPageMetadata((await params).site, "Contact Us", path);
}

export async function ContactPage({ params }: LeadPageProps) {
  const slug = (await params).site;
  const [site, locations] = await Promise.all([requireSite(slug), loadSiteLocations(slug)]);
  return (
    <LeadPage
      site={site}
      kind="contact"
      title="Contact Us"
      intro={<p>Send us a message and we will get back to you, or call the location nearest you.</p>}
      aside={
        locations.length ? (
          <>
            <h2 className="text-xl font-bold">Our locations</h2>
            <ul className="space-y-4">
              {locations.map((location) => {
                const phone = location.contactDetail.phone;
                const address = location.address;
                return (
                  <li key={location.id} className="rounded-lg border p-3 text-sm">
                    <p className="font-semibold">{location.name}</p>
                    <PostalAddress address={address} className="not-italic text-muted-foreground" />
                    {phone ? (
                      <a
                        href={telHref(phone)}
                        className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
                      >
                        {formatPhone(phone)}
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null
      }
    />
  );
}
