import type { Metadata } from "next";
import {
  formCarById,
  LeadFormPage,
  type LeadPageProps,
  leadPageMetadata,
  requireSite,
} from "@/components/leads/lead-form-page";
import { carIdFromQuery } from "@/lib/leads/page-query";

export async function generateMetadata({ params }: LeadPageProps): Promise<Metadata> {
  return leadPageMetadata((await params).site, "Book a Test Drive", "/book-test-drive");
}

/**
 * /book-test-drive (spec 02 §2), and the cards' and car page's 'Book a Test Drive' (?car_id=): with a
 * car of the site it is that car's test drive (its distribution locations, its analytics id); without
 * one the shopper says where.
 */
export default async function BookTestDriveRoute({ params, searchParams }: LeadPageProps) {
  const site = await requireSite((await params).site);
  const car = await formCarById(site, carIdFromQuery(await searchParams));
  return (
    <LeadFormPage
      site={site}
      kind={car ? "test-drive" : "book-test-drive"}
      title="Book a Test Drive"
      intro={<p>Choose a time that suits you and we will confirm your booking.</p>}
      car={car}
    />
  );
}
