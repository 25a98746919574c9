import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { locationJsonLd } from "./location-json-ld";

const base = testLocation({
  slug: "metro-toyota-sales",
  name: "Metro Toyota Sales",
  primary: true,
  address: {
    street: "1 Main St",
    city: "Brisbane",
    state: "qld",
    postcode: "4000",
    lat: -27.47,
    long: 153.02,
  },
  contactDetail: {
    phone: "07 3355 0100",
    opening_hours: [
      { weekday: 1, status: "Open", open: "08:30", close: "17:30" },
      { weekday: 0, status: "Closed" },
    ],
  },
  averageRating: 4.6,
  reviewCount: 120,
});

describe("location JSON-LD (details page: AutoDealer / LocalBusiness)", () => {
  it("a sales yard is an AutoDealer with its address, geo, telephone, rating and weekly hours", () => {
    const ld = locationJsonLd(base, { url: "https://x.example/our-location/metro-toyota-sales" });
    expect(ld["@type"]).toBe("AutoDealer");
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1 Main St",
      addressLocality: "Brisbane",
      addressRegion: "QLD",
      postalCode: "4000",
      addressCountry: "AU",
    });
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: -27.47, longitude: 153.02 });
    expect(ld.telephone).toBe("07 3355 0100");
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 120 });
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "08:30",
        closes: "17:30",
      },
    ]);
  });

  it("special days are dated entries; a closed day opens and closes at midnight", () => {
    const ld = locationJsonLd(base, {
      url: "u",
      special: [
        { date: "2025-12-25", status: "Closed" },
        { date: "2025-12-24", status: "Open", start: "08:30", end: "12:00" },
      ],
    });
    expect(ld.openingHoursSpecification?.slice(1)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2025-12-25",
        validThrough: "2025-12-25",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2025-12-24",
        validThrough: "2025-12-24",
        opens: "08:30",
        closes: "12:00",
      },
    ]);
  });

  it("service is AutoRepair, parts AutoPartsStore; no coordinates, reviews or hours leave those fields out", () => {
    const bare = {
      ...base,
      locationType: "service",
      address: {},
      contactDetail: {},
      averageRating: null,
      reviewCount: 0,
    };
    const ld = locationJsonLd(bare, { url: "u" });
    expect(ld["@type"]).toBe("AutoRepair");
    expect(ld).not.toHaveProperty("geo");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("openingHoursSpecification");
    expect(ld).not.toHaveProperty("telephone");
    expect(locationJsonLd({ ...base, locationType: "parts" }, { url: "u" })["@type"]).toBe("AutoPartsStore");
    expect(locationJsonLd({ ...base, locationType: "car-buying" }, { url: "u" })["@type"]).toBe(
      "LocalBusiness",
    );
  });
});
