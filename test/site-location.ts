import type { SiteLocation } from "../src/lib/locations/location";

/**
 * A visible sales location with nothing optional filled in, for unit tests; `over` sets what a test is
 * about. Beside test/test-car.ts (ARCHITECTURE: lib/ holds no test fixtures).
 */
export function testLocation(over: Partial<SiteLocation> = {}): SiteLocation {
  return {
    id: 1,
    dealershipId: 1,
    slug: "metro-sales",
    name: "Metro Sales",
    primary: false,
    locationType: "sales",
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
    ...over,
  };
}
