import { describe, expect, it } from "vitest";
import { toyotaTemplate } from "../../templates/toyota/template";
import type { SiteLocation } from "../locations/location";
import { DEALER_BOOKING_PATH, serviceLocations, serviceTarget, weeklyHoursRows } from "./service-page";

describe("/service (spec 02 §2 routes: 'if a dealer-brand base domain is configured it goes to an external dealer booking page, else /genuine-service')", () => {
  it("goes to the brand's dealer booking page when the base domain is set", () => {
    expect(serviceTarget({ dealer_brand_base_domain: "https://www.toyota.example/harbour/" })).toBe(
      "https://www.toyota.example/harbour/service-booking",
    );
  });

  it("goes to /genuine-service when it is not", () => {
    expect(serviceTarget({ dealer_brand_base_domain: undefined })).toBe("/genuine-service");
  });

  it("the booking page is the one the brand template's 'Book a Service' item links to", () => {
    const service = toyotaTemplate.navigation.find((item) => item.id === "service");
    const book = service?.children?.find((item) => item.id === "book-service");
    expect(book?.url).toBe(`{dealer_brand}${DEALER_BOOKING_PATH}`);
  });
});

const location = (id: number, locationType: string): SiteLocation => ({
  id,
  dealershipId: 1,
  slug: `l${id}`,
  name: `Location ${id}`,
  primary: false,
  locationType,
  locationSubtype: null,
  manufacturers: [],
  visible: true,
  address: {},
  contactDetail: {},
  imageUrl: null,
  dealerLicenseNumber: null,
  motorVehicleRepairer: null,
  distributionLocations: [],
  averageRating: null,
  reviewCount: 0,
});

describe("service page locations (spec 02 §3 Location location_type)", () => {
  it("lists the service locations only, in the site's order", () => {
    const list = [location(1, "sales"), location(2, "service"), location(3, "parts"), location(4, "service")];
    expect(serviceLocations(list).map((l) => l.id)).toEqual([2, 4]);
    expect(serviceLocations([location(1, ""), location(2, "car-buying")])).toEqual([]);
  });
});

describe("service hours (spec 02 §5 'Opening hours display': 'Missing opening hours show Closed')", () => {
  it("one row a day from Monday, the feed's formatted hours first, else open to close", () => {
    const rows = weeklyHoursRows([
      { weekday: 1, status: "Open", open: "07:30", close: "17:30", formated_hours: "7:30am - 5:30pm" },
      { weekday: 2, status: "Open", open: "07:30", close: "17:00" },
      { weekday: 3, status: "Open", open: "12:00", close: "00:00" },
      { weekday: 6, status: "Closed" },
    ]);
    expect(rows).toEqual([
      { day: "Monday", hours: "7:30am - 5:30pm" },
      { day: "Tuesday", hours: "7:30 am – 5 pm" },
      { day: "Wednesday", hours: "12 pm – 12 am" },
      { day: "Thursday", hours: "Closed" },
      { day: "Friday", hours: "Closed" },
      { day: "Saturday", hours: "Closed" },
      { day: "Sunday", hours: "Closed" },
    ]);
  });

  it("a location with no hours at all shows a week of Closed", () => {
    expect(weeklyHoursRows(undefined).every((r) => r.hours === "Closed")).toBe(true);
  });
});
