import { DeferredLeadForm } from "@/components/leads/deferred-lead-form";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import type { LocationHoursPanel, MissingHoursDisplay } from "@/lib/locations/opening-hours";
import { ServiceLocationCard } from "./service-location-card";

export const SERVICE_PAGE_TITLE = "Book a Service";

/**
 * /genuine-service (spec 02 §2 "/service … else /genuine-service"): the site's service locations with
 * their hours, then the service enquiry form. No service locations: the list is left out (spec 02 §8
 * "No locations: nothing rendered") and the form stays.
 */
export function ServicePage({
  dealerName,
  panels,
  missingHours,
  setup,
}: {
  dealerName: string;
  /** The service locations' hours, in the order to show them. */
  panels: readonly LocationHoursPanel[];
  missingHours: MissingHoursDisplay;
  setup: SiteFormSetup;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{SERVICE_PAGE_TITLE}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Keep your car running at its best with {dealerName}. Tell us what your car needs and when suits you,
        and our service team will get back to you to book it in.
      </p>
      {panels.length ? (
        <section aria-labelledby="service-locations" className="mt-8">
          <h2 id="service-locations" className="text-2xl font-bold">
            {panels.length === 1 ? "Our service centre" : "Our service centres"}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {panels.map((panel) => (
              <ServiceLocationCard key={panel.location.id} panel={panel} missing={missingHours} />
            ))}
          </ul>
        </section>
      ) : null}
      <section
        id="service-enquiry"
        aria-labelledby="service-enquiry-heading"
        className="mt-10 max-w-3xl scroll-mt-20 rounded-lg border p-4 md:p-6"
      >
        <h2 id="service-enquiry-heading" className="text-2xl font-bold">
          Service enquiry
        </h2>
        <div className="mt-4">
          <DeferredLeadForm kind="service-enquiry" site={setup} />
        </div>
      </section>
    </div>
  );
}
