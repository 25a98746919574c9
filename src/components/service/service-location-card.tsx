import { PostalAddress } from "@/components/stock/postal-address";
import { formatPhone, telHref } from "@/lib/format/format";
import type { SiteLocation } from "@/lib/locations/location";
import { ServiceHoursList } from "./service-hours-list";

/** One service location on the service page: name, address, phone and its service hours. */
export function ServiceLocationCard({ location }: { location: SiteLocation }) {
  const phone = location.contactDetail.phone ?? location.contactDetail.landline_phone;
  return (
    <li className="rounded-lg border p-4" data-testid="service-location">
      <h3 className="text-lg font-semibold">{location.name}</h3>
      <PostalAddress address={location.address} className="mt-1 text-sm not-italic text-muted-foreground" />
      {phone ? (
        <a
          href={telHref(phone)}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
        >
          {formatPhone(phone)}
        </a>
      ) : null}
      <h4 className="mt-3 text-sm font-semibold">Service hours</h4>
      <div className="mt-1">
        <ServiceHoursList
          hours={location.contactDetail.opening_hours}
          label={`${location.name} service hours`}
        />
      </div>
    </li>
  );
}
