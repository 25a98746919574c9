import { describe, expect, it } from "vitest";
import { carFeedKey } from "../stock/car-feed-key";
import { photoChangeSchema, sameSet } from "./car-photos";
import { isMediaKey, isMediaPrefix, mediaTypeOf } from "./media-key";
import { photoKeys, responsivePhoto, widthsFor } from "./photo-sizes";

describe("media keys", () => {
  it("takes lower-case segments with a known extension and nothing that could leave the folder", () => {
    expect(isMediaKey("cars/3f2a-b/960.avif")).toBe(true);
    for (const bad of [
      "../x.jpg",
      "/x.jpg",
      "cars/../x.jpg",
      "cars/.x/1.jpg",
      "cars//1.jpg",
      "cars/1.gif",
      "1.jpg",
      "cars\\1.jpg",
      `cars/${"a".repeat(300)}.jpg`,
    ]) {
      expect(isMediaKey(bad), bad).toBe(false);
    }
    expect(isMediaPrefix("cars/abc/")).toBe(true);
    expect(isMediaPrefix("cars/../")).toBe(false);
    expect(mediaTypeOf("cars/a/1.webp")).toBe("image/webp");
    expect(mediaTypeOf("cars/a/1.svg")).toBeNull();
  });
});

describe("photo sizes", () => {
  it("keeps the standard widths a photo reaches, or its own when smaller", () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1000)).toEqual([480, 960]);
    expect(widthsFor(300)).toEqual([300]);
    expect(photoKeys("p", [480])).toEqual(["cars/p/480.avif", "cars/p/480.webp", "cars/p/480.jpg"]);
    const r = responsivePhoto({ id: "p", widths: [960, 480], width: 1000, height: 750 });
    expect(r.src).toBe("/media/cars/p/960.jpg");
    expect(r.srcSet).toBe("/media/cars/p/480.jpg 480w, /media/cars/p/960.jpg 960w");
  });
});

describe("a car's photo rules", () => {
  it("keeps photos by stock number, else VIN, as the import matches cars", () => {
    expect(carFeedKey({ stocknum: "N1", vin: "V" })).toBe("stocknum:N1");
    expect(carFeedKey({ stocknum: null, vin: "V" })).toBe("vin:V");
    expect(carFeedKey({ stocknum: null, vin: null })).toBeNull();
  });

  it("reads the changes and refuses a bad one by field", () => {
    const id = "11111111-1111-4111-8111-111111111111";
    expect(photoChangeSchema.safeParse({ action: "alt", photo: id, alt: " Boot " }).data).toEqual({
      action: "alt",
      photo: id,
      alt: "Boot",
    });
    expect(photoChangeSchema.safeParse({ action: "remove", photo: "1" }).success).toBe(false);
    expect(photoChangeSchema.safeParse({ action: "order", photos: [] }).success).toBe(false);
    expect(sameSet(["a", "b"], ["b", "a"])).toBe(true);
    expect(sameSet(["a", "b"], ["a", "a"])).toBe(false);
    expect(sameSet(["a", "b"], ["a"])).toBe(false);
  });
});
