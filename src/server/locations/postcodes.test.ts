import { describe, expect, it } from "vitest";
import { haversineKm, resolvePostcode } from "@/lib/locations/distance";
import { postcodePoint, postcodePoints } from "./postcodes";

describe("postcode data (issue 17 item 5: offline, from a maintained npm data package)", () => {
  it("knows the capital cities' postcodes, each within a few km of the city centre", () => {
    const centres: [string, number, number][] = [
      ["2000", -33.8688, 151.2093],
      ["3000", -37.8136, 144.9631],
      ["4000", -27.4698, 153.0251],
      ["5000", -34.9285, 138.6007],
      ["6000", -31.9523, 115.8613],
      ["7000", -42.8821, 147.3272],
      ["0800", -12.4634, 130.8456],
      ["2600", -35.2809, 149.13],
    ];
    for (const [postcode, latitude, longitude] of centres) {
      const point = postcodePoint(postcode);
      expect(point, postcode).not.toBeNull();
      expect(haversineKm(point!, { latitude, longitude }), postcode).toBeLessThan(10);
    }
  });

  it("an unallocated 4-digit postcode is unknown: 'Invalid postcode' (spec 02 §8)", () => {
    expect(postcodePoint("1000")).toBeNull();
    expect(resolvePostcode("0001", postcodePoint)).toMatchObject({ ok: false, error: "Invalid postcode" });
  });

  it("a postcode's point is the mean of its delivery areas, PO box rows only when there is nothing else", () => {
    const points = postcodePoints([
      { postcode: "9990", lat: -30, long: 150, type: "Post Office Boxes" },
      { postcode: "9990", lat: -32, long: 152, type: "Delivery Area" },
      { postcode: "9990", lat: -34, long: 154, type: "Delivery Area" },
      { postcode: "9991", lat: -20, long: 130, type: "Post Office Boxes" },
      { postcode: "9992", lat: 0, long: 0, type: "Delivery Area" },
      { postcode: "999", lat: -20, long: 130, type: "Delivery Area" },
    ]);
    expect(points.get("9990")).toEqual({ latitude: -33, longitude: 153 });
    expect(points.get("9991")).toEqual({ latitude: -20, longitude: 130 });
    expect(points.has("9992")).toBe(false);
    expect(points.has("999")).toBe(false);
  });
});
