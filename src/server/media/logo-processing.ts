import "server-only";
import sharp from "sharp";
import { PhotoRefusedError } from "./photo-processing";

/**
 * A dealer's uploaded logo as the site's header shows it (issue 32 §4, decision 0054): decoded (its
 * type is what decoding finds), an SVG rasterised (so no script or external reference in it ever
 * reaches a page), fitted inside 640 × 160 pixels (twice the header's largest logo box, for sharp
 * screens), transparency kept, and written as PNG and WebP with no metadata.
 */

const ACCEPTED = new Set(["png", "jpeg", "webp", "svg"]);
/** The box a logo is fitted in: the header shows it at most 320 × 80 CSS pixels. */
export const LOGO_BOX = { width: 640, height: 160 } as const;
const MAX_PIXELS = 40_000_000;

export type ProcessedLogo = { width: number; height: number; png: Uint8Array; webp: Uint8Array };

export async function processLogo(bytes: Uint8Array): Promise<ProcessedLogo> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw new PhotoRefusedError(
      "This file is not an image we can read: upload a PNG, SVG, WebP or JPEG logo.",
    );
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new PhotoRefusedError(`This is a ${format ?? "file"} image; upload a PNG, SVG, WebP or JPEG logo.`);
  }
  try {
    // An SVG is drawn at a high density, so a small viewBox still fills the box sharply.
    const fitted = await sharp(bytes, {
      limitInputPixels: MAX_PIXELS,
      failOn: "error",
      ...(format === "svg" ? { density: 300 } : {}),
    })
      .rotate()
      .resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: format !== "svg" })
      .png()
      .toBuffer({ resolveWithObject: true });
    const webp = await sharp(fitted.data).webp({ quality: 90, alphaQuality: 100 }).toBuffer();
    return { width: fitted.info.width, height: fitted.info.height, png: fitted.data, webp };
  } catch {
    throw new PhotoRefusedError(
      "This logo could not be decoded (a damaged file?): save it as PNG and try again.",
    );
  }
}
