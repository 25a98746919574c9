import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { locationFace, pointOf, ratingOf } from "./location-face";

const sales = testLocation({
  id: 1,
  slug: "metro-kia-sales",
  name: "Metro Kia Melbourne Sales",
  address: {
    street: "1 Main St",
    city: "Melbourne",
    state: "vic",
    postcode: "3000",
    lat: -37.81,
    long: 144.96,
  },
  contactDetail: { phone: "+61 3 9000 0001" },
});
const service = testLocation({
  id: 2,
  slug: "metro-kia-service",
  name: "Metro Kia Melbourne Service",
  locationType: "service",
  contactDetail: { phone: "03 9000 0002", landline_phone: "(03) 9000 0001" },
  averageRating: 4.4,
  reviewCount: 80,
});

describe("a location card (spec 01 §2 Locations screen 'Each card: a map, name, star rating and review count, address … and a phone link')", () => {
  it("the group's name, its face's address, place and details links, and map point", () => {
    const face = locationFace({ name: "Metro Kia Melbourne", members: [sales, service] });
    expect(face.name).toBe("Metro Kia Melbourne");
    expect(face.detailsPath).toBe("/our-location/metro-kia-sales");
    expect(face.address).toBe("1 Main St, Melbourne VIC 3000");
    expect(face.point).toEqual({ latitude: -37.81, longitude: 144.96 });
    expect(face.directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
  });

  it("the rating of the first desk with reviews, when the face has none", () => {
    expect(locationFace({ name: "Metro Kia Melbourne", members: [sales, service] }).rating).toEqual({
      average: 4.4,
      count: 80,
    });
    expect(ratingOf([sales])).toBeNull();
  });

  it("the card's phone link is its face's number; the block lists every desk's, once each (spec 02 §5), under the desk", () => {
    expect(locationFace({ name: "Metro Kia Melbourne", members: [sales, service] }).phones).toEqual([
      { number: "+61 3 9000 0001", desk: null },
    ]);
    expect(locationFace({ name: "Metro Kia Melbourne", members: [sales, service] }).groupPhones).toEqual([
      { number: "+61 3 9000 0001", desk: "Sales" },
      { number: "03 9000 0002", desk: "Service" },
    ]);
    expect(locationFace({ name: "Metro Kia Melbourne", members: [sales] }).groupPhones).toEqual([
      { number: "+61 3 9000 0001", desk: null },
    ]);
  });

  it("no coordinates, or coordinates out of range: no map point (the card shows the address instead)", () => {
    expect(pointOf(testLocation())).toBeNull();
    expect(pointOf(testLocation({ address: { lat: 95, long: 10 } }))).toBeNull();
  });
});
