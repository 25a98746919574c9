import type { ExtraPhoto } from "../media/photo-sizes";
import type { CarImage } from "../stock/car-types";

/**
 * Which photos a car shows (spec 01 §2 "image gallery with thumbnails and photo count"), and what a car
 * without any shows. A feed may send a gallery, only a main photo (primary_image_url), or nothing.
 */

/** What a photo's place shows when the car has no photo, rather than a broken image. */
export const NO_PHOTOS_TEXT = "Photos coming soon";

/**
 * One photo of the gallery. An uploaded photo (decision 0052) also has its sizes and formats: a
 * `srcSet` of JPEGs, `sources` in AVIF and WebP for a `<picture>`, and its own description.
 */
export type GalleryPhoto = {
  url: string;
  thumbUrl: string;
  srcSet?: string;
  sources?: { type: string; srcSet: string }[];
  alt?: string;
};

/** How wide the gallery's large photo is drawn: the page's column on a desk, the screen on a phone. */
export const GALLERY_SIZES = "(min-width: 1024px) 60vw, 100vw";

type PhotoCar = { images: CarImage[]; primaryImageUrl: string | null; extraPhotos?: ExtraPhoto[] };

/**
 * The car page's gallery: the car's photos, each with its thumbnail (the photo itself when the feed
 * sent none); a car with only a main photo shows that one; a car with neither shows no photo (the
 * placeholder).
 */
export function galleryPhotos(car: PhotoCar): GalleryPhoto[] {
  const images = car.images.length ? car.images : car.primaryImageUrl ? [{ url: car.primaryImageUrl }] : [];
  const feed = images.map((image: CarImage) => ({ url: image.url, thumbUrl: image.thumb_url ?? image.url }));
  // The console's extra photos come after the feed's (issue 32 §1).
  const extra = (car.extraPhotos ?? []).map((photo) => ({
    url: photo.src,
    thumbUrl: photo.srcSet.split(",")[0]?.trim().split(" ")[0] || photo.src,
    srcSet: photo.srcSet,
    sources: photo.sources,
    alt: photo.alt || undefined,
  }));
  return [...feed, ...extra];
}

/**
 * The one photo a page about the car shows beside other content (the enquiry page's car, the printable
 * page): the gallery's first, else the main photo, else none.
 */
export function mainPhotoUrl(car: PhotoCar): string | null {
  return car.images[0]?.url ?? car.primaryImageUrl ?? car.extraPhotos?.[0]?.src ?? null;
}
