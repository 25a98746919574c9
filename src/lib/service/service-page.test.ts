import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { toyotaTemplate } from "../../templates/toyota/template";
import { siteNavigation } from "../navigation/site-navigation";
import { parseSiteConfig } from "../tenancy/site-config";
import { serviceLocations, serviceTarget } from "./service-page";

describe("/service (spec 02 §2 routes: 'if a dealer-brand base domain is configured it goes to an external dealer booking page, else /genuine-service')", () => {
  it("goes to the brand's dealer booking page when the base domain is set", () => {
    expect(serviceTarget({ dealer_brand_base_domain: "https://www.toyota.example/harbour/" })).toBe(
      "https://www.toyota.example/harbour/service-booking",
    );
  });

  it("goes to /genuine-service when it is not", () => {
    expect(serviceTarget({ dealer_brand_base_domain: undefined })).toBe("/genuine-service");
  });

  it("the booking page is the one the brand template's 'Book a Service' menu item opens, whatever slashes the base ends with", () => {
    for (const base of ["https://www.toyota.example/harbour", "https://www.toyota.example/harbour//"]) {
      const config = parseSiteConfig({ dealer_brand_base_domain: base });
      const service = siteNavigation(toyotaTemplate, config).find((item) => item.id === "service");
      const book = service?.children?.find((item) => item.id === "book-service");
      expect(book?.url).toBe("https://www.toyota.example/harbour/service-booking");
      expect(serviceTarget(config)).toBe(book?.url);
    }
  });
});

const location = (id: number, locationType: string) =>
  testLocation({ id, slug: `l${id}`, name: `Location ${id}`, locationType });

describe("service page locations (spec 02 §3 Location location_type)", () => {
  it("lists the service locations only, in the site's order", () => {
    const list = [location(1, "sales"), location(2, "service"), location(3, "parts"), location(4, "service")];
    expect(serviceLocations(list).map((l) => l.id)).toEqual([2, 4]);
    expect(serviceLocations([location(1, ""), location(2, "car-buying")])).toEqual([]);
  });
});
