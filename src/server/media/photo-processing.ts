import "server-only";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { PHOTO_FORMATS, type PhotoFormat, widthsFor } from "@/lib/media/photo-sizes";

/**
 * An uploaded photo turned into what the site serves (decision 0052): decoded (its type is what
 * decoding finds, never its name or the browser's word), turned upright by its EXIF orientation, and
 * written at each width in AVIF, WebP and JPEG with no metadata (EXIF, GPS and the rest are dropped:
 * sharp writes none unless asked). JPEG, PNG, WebP, and HEIF/HEIC where this build of libvips decodes
 * it; anything else is refused with a reason a person can act on.
 */

export const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);
/** Photos larger than this many pixels are refused before decoding (a 100-megapixel bomb is not a car). */
const MAX_PIXELS = 80_000_000;

export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PhotoRefusedError";
  }
}

export type ProcessedPhoto = {
  width: number;
  height: number;
  widths: number[];
  files: { width: number; format: PhotoFormat; contentType: string; bytes: Uint8Array }[];
};

const CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

async function readable(bytes: Uint8Array) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new PhotoRefusedError("This file is not a photo we can read: upload a JPEG, PNG or WebP.");
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new PhotoRefusedError(
      `This is a ${meta.format ?? "file"} image; upload a JPEG, PNG, WebP or HEIC photo.`,
    );
  }
  return meta;
}

export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  await readable(bytes);
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // One decode: turned upright by its EXIF orientation, kept losslessly for the resizes below.
    upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefusedError(
      "This photo could not be decoded (a damaged file, or a HEIC this server cannot read): save it as JPEG and try again.",
    );
  }
  const { width, height } = upright.info;
  const widths = widthsFor(width);
  const files: ProcessedPhoto["files"] = [];
  for (const w of widths) {
    const resized = sharp(upright.data).resize({ width: w, withoutEnlargement: true });
    for (const format of PHOTO_FORMATS) {
      const out =
        format === "avif"
          ? resized.clone().avif({ quality: 50, effort: 2 })
          : format === "webp"
            ? resized.clone().webp({ quality: 76 })
            : resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
      files.push({ width: w, format, contentType: CONTENT_TYPES[format], bytes: await out.toBuffer() });
    }
  }
  return { width, height, widths, files };
}
