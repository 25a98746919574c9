import { describe, expect, it } from "vitest";
import { directionsUrl } from "./map-tiles";

describe("directions link (issue 17 items 2 and 9: the card always offers directions)", () => {
  it("prefers the location's own place link, then its coordinates, then its address", () => {
    expect(directionsUrl({ place_url: "https://maps.example/place/1", lat: -33.8, long: 151 })).toBe(
      "https://maps.example/place/1",
    );
    expect(directionsUrl({ lat: -33.8043, long: 151.0031 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-33.8043%2C151.0031",
    );
    expect(directionsUrl({ street: "1 Church St", city: "Parramatta", state: "nsw", postcode: "2150" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Church%20St%2C%20Parramatta%2C%20NSW%2C%202150",
    );
  });

  it("no address, no link; a place link that is not https is not used", () => {
    expect(directionsUrl({})).toBeNull();
    expect(directionsUrl({ place_url: "javascript:alert(1)" })).toBeNull();
  });
});
