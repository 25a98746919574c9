import { describe, expect, it } from "vitest";
import {
  EARTH_RADIUS_KM,
  formatDistance,
  haversineKm,
  nearestLocations,
  POSTCODE_FORMAT_MESSAGE,
  POSTCODE_UNKNOWN_MESSAGE,
  postcodeFormatError,
  resolvePostcode,
} from "./distance";

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };
const PERTH = { latitude: -31.9523, longitude: 115.8613 };

describe("distance (spec 02 §9 'Earth radius 6371 km for distance')", () => {
  it("uses a sphere of radius 6371 km: a quarter of a meridian is 6371 × π / 2", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    const pole = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 });
    expect(pole).toBeCloseTo((6371 * Math.PI) / 2, 6);
  });

  it("Sydney to Melbourne is about 714 km and Sydney to Perth about 3,290 km, either way round", () => {
    expect(haversineKm(SYDNEY, MELBOURNE)).toBeCloseTo(713.4, 0);
    expect(haversineKm(MELBOURNE, SYDNEY)).toBe(haversineKm(SYDNEY, MELBOURNE));
    expect(Math.round(haversineKm(SYDNEY, PERTH))).toBeGreaterThan(3280);
    expect(Math.round(haversineKm(SYDNEY, PERTH))).toBeLessThan(3300);
    expect(haversineKm(SYDNEY, SYDNEY)).toBe(0);
  });

  it("shows distances as a card would: metres under 1 km, one decimal under 10 km, whole km above", () => {
    expect(formatDistance(0.42)).toBe("420 m");
    expect(formatDistance(3.46)).toBe("3.5 km");
    expect(formatDistance(713.4)).toBe("713 km");
    expect(formatDistance(3290.2)).toBe("3,290 km");
  });
});

describe("postcode messages (spec 02 §5 Forms, §8 'Invalid postcode' / 'Postcode not 4 digits')", () => {
  const table = new Map([["2000", SYDNEY]]);
  const lookup = (p: string) => table.get(p) ?? null;

  it.each(["200", "20000", "abcd", "", "20 0", "2ooo"])("%j is not 4 digits: the 4-digit message", (raw) => {
    expect(postcodeFormatError(raw)).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect(resolvePostcode(raw, lookup)).toEqual({
      ok: false,
      postcode: raw.trim(),
      error: POSTCODE_FORMAT_MESSAGE,
    });
  });

  it("4 digits the data does not know: 'Invalid postcode'", () => {
    expect(postcodeFormatError("1234")).toBeNull();
    expect(resolvePostcode("1234", lookup)).toEqual({
      ok: false,
      postcode: "1234",
      error: "Invalid postcode",
    });
    expect(POSTCODE_UNKNOWN_MESSAGE).toBe("Invalid postcode");
  });

  it("a known postcode, surrounding spaces ignored, gives its point", () => {
    expect(resolvePostcode(" 2000 ", lookup)).toEqual({ ok: true, postcode: "2000", point: SYDNEY });
  });
});

describe("nearest location (issue 17 item 5)", () => {
  const place = (name: string, lat?: number, long?: number) => ({ name, address: { lat, long } });
  const yards = [
    place("Perth yard", PERTH.latitude, PERTH.longitude),
    place("No coordinates"),
    place("Melbourne yard", MELBOURNE.latitude, MELBOURNE.longitude),
    place("Sydney yard", SYDNEY.latitude, SYDNEY.longitude),
  ];

  it("the closest location first, with its distance; locations without coordinates are left out", () => {
    const near = nearestLocations({ latitude: -33.87, longitude: 151.0 }, yards, 10);
    expect(near.map((n) => n.location.name)).toEqual(["Sydney yard", "Melbourne yard", "Perth yard"]);
    expect(near[0]!.distanceKm).toBeLessThan(25);
  });

  it("one by default, none when no location has coordinates", () => {
    expect(nearestLocations(MELBOURNE, yards)).toHaveLength(1);
    expect(nearestLocations(MELBOURNE, yards)[0]!.location.name).toBe("Melbourne yard");
    expect(nearestLocations(MELBOURNE, [place("Nowhere")])).toEqual([]);
  });
});
