/**
 * The sizes and formats an uploaded photo is kept in (decision 0052), and how a page asks for them:
 * widths of 480, 960 and 1600 px (never wider than the photo itself), each in AVIF, WebP and a JPEG
 * fallback, under `cars/<photo id>/<width>.<ext>`, served from `/media/` on the site's host. Pure.
 */

export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** The most extra photos one car may have, and the longest description (kept here, free of zod, for the browser). */
export const MAX_EXTRA_PHOTOS = 40;
export const MAX_ALT_LENGTH = 200;
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The widths kept for a photo `width` px wide: the standard ones it reaches, or its own when smaller. */
export function widthsFor(width: number): number[] {
  const fit = PHOTO_WIDTHS.filter((w) => w <= width);
  return fit.length ? fit : [Math.max(1, Math.round(width))];
}

export const photoKey = (photoId: string, width: number, format: PhotoFormat) =>
  `cars/${photoId}/${width}.${format}`;

export const mediaUrl = (key: string) => `/media/${key}`;

/** Every key of a photo, for storing and removing. */
export function photoKeys(photoId: string, widths: readonly number[]): string[] {
  return widths.flatMap((w) => PHOTO_FORMATS.map((f) => photoKey(photoId, w, f)));
}

/** What an `<img>`/`<picture>` needs: a `srcset` per format, and the JPEG fallback's `src`. */
export type ResponsivePhoto = {
  src: string;
  srcSet: string;
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
};

const TYPES: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export function responsivePhoto(photo: {
  id: string;
  widths: readonly number[];
  width: number;
  height: number;
}): ResponsivePhoto {
  const widths = [...photo.widths].sort((a, b) => a - b);
  const set = (format: PhotoFormat) =>
    widths.map((w) => `${mediaUrl(photoKey(photo.id, w, format))} ${w}w`).join(", ");
  const largest = widths.at(-1) ?? photo.width;
  return {
    src: mediaUrl(photoKey(photo.id, largest, "jpg")),
    srcSet: set("jpg"),
    sources: (["avif", "webp"] as const).map((f) => ({ type: TYPES[f], srcSet: set(f) })),
    width: photo.width,
    height: photo.height,
  };
}

/** The smallest JPEG of a photo: the gallery's thumbnail. */
export function thumbnailUrl(photo: { id: string; widths: readonly number[] }): string {
  return mediaUrl(photoKey(photo.id, Math.min(...photo.widths), "jpg"));
}

/** The smallest JPEG of a photo as a page got it (its `srcSet`): the console's thumbnail. */
export function thumbnailFromPhoto(photo: { srcSet: string; src: string }): string {
  return photo.srcSet.split(",")[0]?.trim().split(" ")[0] || photo.src;
}

/** An uploaded photo as a page shows it: its sizes and formats, and its description. */
export type ExtraPhoto = ResponsivePhoto & { alt: string };
