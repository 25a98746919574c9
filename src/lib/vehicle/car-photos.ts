import type { CarImage } from "../stock/car-types";

/**
 * Which photos a car shows (spec 01 §2 "image gallery with thumbnails and photo count"), and what a car
 * without any shows. A feed may send a gallery, only a main photo (primary_image_url), or nothing.
 */

/** What a photo's place shows when the car has no photo, rather than a broken image. */
export const NO_PHOTOS_TEXT = "Photos coming soon";

export type GalleryPhoto = { url: string; thumbUrl: string };

type PhotoCar = { images: CarImage[]; primaryImageUrl: string | null };

/**
 * The car page's gallery: the car's photos, each with its thumbnail (the photo itself when the feed
 * sent none); a car with only a main photo shows that one; a car with neither shows no photo (the
 * placeholder).
 */
export function galleryPhotos(car: PhotoCar): GalleryPhoto[] {
  const images = car.images.length ? car.images : car.primaryImageUrl ? [{ url: car.primaryImageUrl }] : [];
  return images.map((image: CarImage) => ({ url: image.url, thumbUrl: image.thumb_url ?? image.url }));
}

/**
 * The one photo a page about the car shows beside other content (the enquiry page's car, the printable
 * page): the gallery's first, else the main photo, else none.
 */
export function mainPhotoUrl(car: PhotoCar): string | null {
  return car.images[0]?.url ?? car.primaryImageUrl;
}
