import { LocationPhones } from "@/components/locations/location-phones";
import {
  HolidayHours,
  OpeningHoursTable,
  ServiceSaturdaysNote,
} from "@/components/locations/opening-hours-table";
import { PostalAddress } from "@/components/stock/postal-address";
import type { LocationHoursPanel, MissingHoursDisplay } from "@/lib/locations/opening-hours";
import { deskPhones } from "@/lib/locations/phones";

/**
 * One service centre on /genuine-service: address, phone, its service hours as the location pages
 * show them (spec 02 §5), its holiday hours and Service Saturdays (spec 02 §4).
 */
export function ServiceLocationCard({
  panel,
  missing,
}: {
  panel: LocationHoursPanel;
  missing: MissingHoursDisplay;
}) {
  const { location } = panel;
  return (
    <li className="rounded-lg border p-4" data-testid="service-location">
      <h3 className="text-lg font-semibold">{location.name}</h3>
      <PostalAddress address={location.address} className="mt-1 text-sm not-italic text-muted-foreground" />
      <LocationPhones phones={deskPhones([location])} label={`Call ${location.name}`} className="mt-1" />
      <h4 className="mt-3 text-sm font-semibold">Service hours</h4>
      <div className="mt-1">
        <OpeningHoursTable
          rows={panel.rows}
          caption={`${location.name} service hours`}
          missing={missing}
          enquireHref="#service-enquiry"
        />
      </div>
      <ServiceSaturdaysNote saturdays={panel.serviceSaturdays} />
      <HolidayHours holidays={panel.holidays} missing={missing} enquireHref="#service-enquiry" />
    </li>
  );
}
