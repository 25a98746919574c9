import { describe, expect, it } from "vitest";
import { directionsUrl, locationDetailsPath, placeUrl } from "./location-links";

const yard = {
  name: "Metro Toyota Sales",
  address: { street: "1 Main St", city: "Brisbane", state: "qld", postcode: "4000" },
};

describe("location links (spec 01 §2 'address … linking to a map place'; spec 02 §2 'a directions link')", () => {
  it("the feed's place URL is the place link", () => {
    const url = "https://www.google.com/maps/place/?q=place_id:ChIJ1";
    expect(placeUrl({ ...yard, address: { ...yard.address, place_url: url } })).toBe(url);
  });

  it("without one (or with a non-web one), a maps search for the name and address", () => {
    const expected =
      "https://www.google.com/maps/search/?api=1&query=Metro%20Toyota%20Sales%2C%201%20Main%20St%2C%20Brisbane%2C%20QLD%2C%204000";
    expect(placeUrl(yard)).toBe(expected);
    expect(placeUrl({ ...yard, address: { ...yard.address, place_url: "javascript:alert(1)" } })).toBe(
      expected,
    );
  });

  it("directions go to the coordinates and place id when known, else the address", () => {
    expect(
      directionsUrl({ ...yard, address: { ...yard.address, lat: -27.47, long: 153.02, place_id: "ChIJ1" } }),
    ).toBe("https://www.google.com/maps/dir/?api=1&destination=-27.47%2C153.02&destination_place_id=ChIJ1");
    expect(directionsUrl(yard)).toContain("destination=Metro%20Toyota%20Sales%2C%201%20Main%20St");
  });

  it("the details page is /our-location/{slug}", () => {
    expect(locationDetailsPath("metro-toyota-sales")).toBe("/our-location/metro-toyota-sales");
  });
});
