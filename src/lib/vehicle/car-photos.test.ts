import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { galleryPhotos, mainPhotoUrl } from "./car-photos";

const GALLERY = [
  { url: "https://cdn.example.com/cars/42/1.jpg", thumb_url: "https://cdn.example.com/cars/42/1-thumb.jpg" },
  { url: "https://cdn.example.com/cars/42/2.jpg" },
];

describe("which photos a car shows (spec 01 §2 'image gallery with thumbnails and photo count')", () => {
  it("spec 01 §2: the gallery is the car's photos in the feed's order, each with its thumbnail", () => {
    expect(galleryPhotos(testCar({ images: GALLERY }))).toEqual([
      {
        url: "https://cdn.example.com/cars/42/1.jpg",
        thumbUrl: "https://cdn.example.com/cars/42/1-thumb.jpg",
      },
      // A photo the feed sent no thumbnail for is its own thumbnail, so the strip has no gaps.
      { url: "https://cdn.example.com/cars/42/2.jpg", thumbUrl: "https://cdn.example.com/cars/42/2.jpg" },
    ]);
  });

  it("spec 01 §3 primary_image_url: a car with only a main photo shows that photo, not the placeholder", () => {
    const car = testCar({ images: [], primaryImageUrl: "https://cdn.example.com/cars/42/main.jpg" });
    expect(galleryPhotos(car)).toEqual([
      {
        url: "https://cdn.example.com/cars/42/main.jpg",
        thumbUrl: "https://cdn.example.com/cars/42/main.jpg",
      },
    ]);
    expect(mainPhotoUrl(car)).toBe("https://cdn.example.com/cars/42/main.jpg");
  });

  it("a car with no photo at all gets no gallery and no main photo (its place shows the placeholder)", () => {
    const car = testCar({ images: [], primaryImageUrl: null });
    expect(galleryPhotos(car)).toEqual([]);
    expect(mainPhotoUrl(car)).toBeNull();
  });

  it("the main photo beside a form or on the printable page is the gallery's first, as on the car page", () => {
    const car = testCar({ images: GALLERY, primaryImageUrl: "https://cdn.example.com/cars/42/main.jpg" });
    expect(mainPhotoUrl(car)).toBe(galleryPhotos(car)[0]?.url);
  });
});
