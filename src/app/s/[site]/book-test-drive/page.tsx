import type { Metadata } from "next";
import { carIdFromQuery } from "@/lib/leads/page-query";
import { loadFormCar } from "../_loaders/form-car";
import { requireSite } from "../_loaders/site";
import { loadTestDriveSlots } from "../_loaders/test-drive-slots";
import { LeadPage, type LeadPageProps, leadPageMetadata } from "../_routes/lead-page";

export async function generateMetadata({ params }: LeadPageProps): Promise<Metadata> {
  return leadPageMetadata((await params).site, "Book a Test Drive", "/book-test-drive");
}

/**
 * /book-test-drive (spec 02 §2), and the cards' and car page's 'Book a Test Drive' (?car_id=): with a
 * car of the site it is that car's test drive (its distribution locations, its analytics id); without
 * one the shopper says where. The time is one of the yard's bookable slots (issue 34 item 2).
 */
export default async function BookTestDriveRoute({ params, searchParams }: LeadPageProps) {
  const site = await requireSite((await params).site);
  const car = await loadFormCar(site, carIdFromQuery(await searchParams));
  return (
    <LeadPage
      site={site}
      kind={car ? "test-drive" : "book-test-drive"}
      title="Book a Test Drive"
      intro={<p>Choose a time that suits you and we will confirm your booking.</p>}
      car={car}
      bookings={await loadTestDriveSlots(site, car)}
    />
  );
}
