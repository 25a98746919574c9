import { DeferredLeadForm } from "@/components/leads/deferred-lead-form";
import { addressLines } from "@/lib/format/address";
import type { LeadFormPrefill, SiteFormSetup } from "@/lib/leads/form-setup";
import type { SiteLocation } from "@/lib/locations/location";
import { pointOf, ratingOf } from "@/lib/locations/location-face";
import type { LocationGroup } from "@/lib/locations/location-groups";
import { directionsUrl, placeUrl } from "@/lib/locations/location-links";
import type { LocationHoursPanel, MissingHoursDisplay } from "@/lib/locations/opening-hours";
import { deskPhones } from "@/lib/locations/phones";
import { buttonVariants } from "../ui/button";
import { HoursTypeTabs } from "./hours-type-tabs";
import { LocationMap } from "./location-map";
import { LocationPhones } from "./location-phones";
import { HolidayHours, OpeningHoursTable, ServiceSaturdaysNote } from "./opening-hours-table";
import { PlaceAddress } from "./place-address";
import { StarRating } from "./star-rating";

type Props = {
  location: SiteLocation;
  group: LocationGroup;
  panels: LocationHoursPanel[];
  missingHours: MissingHoursDisplay;
  formSetup: SiteFormSetup;
  formPrefill: LeadFormPrefill;
};

const FORM_ID = "location-enquiry";

function PanelBody({
  panel,
  page,
  missing,
}: {
  panel: LocationHoursPanel;
  page: SiteLocation;
  missing: MissingHoursDisplay;
}) {
  const { location } = panel;
  const elsewhere = location.address.street && location.address.street !== page.address.street;
  return (
    <>
      <OpeningHoursTable
        rows={panel.rows}
        caption={`${panel.label} opening hours`}
        missing={missing}
        enquireHref={`#${FORM_ID}`}
      />
      <ServiceSaturdaysNote saturdays={panel.serviceSaturdays} />
      <HolidayHours holidays={panel.holidays} missing={missing} enquireHref={`#${FORM_ID}`} />
      {location.id !== page.id ? (
        <div className="mt-3 text-sm">
          {elsewhere ? (
            <p className="text-muted-foreground">
              {location.name}: {addressLines(location.address).join(", ")}
            </p>
          ) : null}
          <LocationPhones phones={deskPhones([location])} label={`Call ${location.name}`} />
        </div>
      ) : null}
    </>
  );
}

/**
 * A location's details page (spec 02 §2 "Location details page: Address, a directions link, a Google
 * rating summary, and an opening-hours table with a type selector. A holiday-hours button is shown
 * when special hours exist"), with a contact form that files its lead under this location.
 */
export function LocationDetails({ location, group, panels, missingHours, formSetup, formPrefill }: Props) {
  const lines = addressLines(location.address);
  const directions = directionsUrl(location);
  const rating = ratingOf([location, ...group.members]);
  const current = panels.find((p) => p.location.id === location.id) ?? panels[0];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{location.name}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          <section aria-labelledby="location-address" className="space-y-2">
            <h2 id="location-address" className="text-xl font-bold">
              Address
            </h2>
            <PlaceAddress
              lines={lines}
              href={placeUrl(location)}
              className="block underline-offset-2 hover:underline"
            />
            <LocationPhones phones={deskPhones([location])} label={`Call ${location.name}`} />
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "primary" })}
            >
              Get directions
            </a>
          </section>
          {rating ? (
            <section aria-labelledby="location-rating">
              <h2 id="location-rating" className="text-xl font-bold">
                Google rating
              </h2>
              <StarRating rating={rating.average} count={rating.count} />
            </section>
          ) : null}
          <section aria-labelledby="location-hours">
            <h2 id="location-hours" className="mb-3 text-xl font-bold">
              Opening hours
            </h2>
            {panels.length > 1 ? (
              <HoursTypeTabs
                label="Opening hours for"
                initial={current?.key ?? ""}
                tabs={panels.map((panel) => ({
                  key: panel.key,
                  label: panel.label,
                  panel: <PanelBody panel={panel} page={location} missing={missingHours} />,
                }))}
              />
            ) : current ? (
              <PanelBody panel={current} page={location} missing={missingHours} />
            ) : null}
          </section>
        </div>
        <div className="space-y-6">
          <LocationMap
            name={location.name}
            point={pointOf(location)}
            address={lines.join(", ")}
            directionsUrl={directions}
          />
          <section
            id={FORM_ID}
            aria-labelledby="location-enquiry-heading"
            className="scroll-mt-20 rounded-lg border p-4 md:p-6"
          >
            <h2 id="location-enquiry-heading" className="text-xl font-bold">
              Contact {group.name}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Send us a message and we will get back to you shortly.
            </p>
            <DeferredLeadForm kind="contact" site={formSetup} prefill={formPrefill} className="mt-4" />
          </section>
        </div>
      </div>
    </div>
  );
}
