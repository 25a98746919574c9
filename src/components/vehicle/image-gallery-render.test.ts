import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { responsivePhoto } from "@/lib/media/photo-sizes";
import { GALLERY_SIZES, galleryPhotos } from "@/lib/vehicle/car-photos";
import { ImageGallery } from "./image-gallery";

/** Issue 32 §1: the car page's gallery shows the console's extra photos after the feed's, in responsive sizes. */

const ID = "33333333-3333-4333-8333-333333333333";
const extra = {
  ...responsivePhoto({ id: ID, widths: [480, 960, 1600], width: 2000, height: 1500 }),
  alt: "Boot space",
};

describe("the vehicle gallery with extra photos", () => {
  const photos = galleryPhotos({
    images: [{ url: "https://cdn.example/feed-1.jpg" }],
    primaryImageUrl: null,
    extraPhotos: [extra],
  });

  it("puts the extra photos after the feed's, with their thumbnails", () => {
    expect(photos.map((p) => p.url)).toEqual([
      "https://cdn.example/feed-1.jpg",
      `/media/cars/${ID}/1600.jpg`,
    ]);
    expect(photos[1]?.thumbUrl).toBe(`/media/cars/${ID}/480.jpg`);
  });

  it("draws a feed photo as a plain <img>, the first of the gallery", () => {
    const html = renderToStaticMarkup(h(ImageGallery, { images: photos, alt: "2021 Mazda CX-5" }));
    expect(html).toContain('src="https://cdn.example/feed-1.jpg"');
    expect(html).not.toContain("<source");
    expect(html).toContain("1 / 2");
  });

  it("draws an extra photo as a <picture> with AVIF and WebP sources, a JPEG srcset and sizes", () => {
    const html = renderToStaticMarkup(h(ImageGallery, { images: [photos[1]!], alt: "2021 Mazda CX-5" }));
    expect(html).toContain(
      `<source type="image/avif" srcSet="/media/cars/${ID}/480.avif 480w, /media/cars/${ID}/960.avif 960w, /media/cars/${ID}/1600.avif 1600w" sizes="${GALLERY_SIZES}"/>`,
    );
    expect(html).toContain('<source type="image/webp"');
    expect(html).toMatch(
      /<img src="\/media\/cars\/[^"]+\/1600\.jpg" srcSet="[^"]+480\.jpg 480w, [^"]+960\.jpg 960w, [^"]+1600\.jpg 1600w" sizes="[^"]+"/,
    );
    expect(html).toContain('alt="Boot space (1 of 1)"');
  });
});
