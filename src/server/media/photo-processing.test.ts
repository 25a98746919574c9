import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PhotoRefusedError, processPhoto } from "./photo-processing";

/** A photo 2000 wide and 1000 high as stored, with EXIF saying "turn 90° clockwise" and a GPS-ish note. */
async function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#c03030" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: "Dealer camera", ImageDescription: "taken at 12 Secret St" } })
    .toBuffer();
}

describe("processing an uploaded photo", () => {
  it("turns it upright, keeps each width it reaches in AVIF, WebP and JPEG, with no EXIF", async () => {
    const input = await sidewaysJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const photo = await processPhoto(input);
    // Upright: the 2000 × 1000 stored image is 1000 wide and 2000 high once turned.
    expect([photo.width, photo.height]).toEqual([1000, 2000]);
    expect(photo.widths).toEqual([480, 960]);
    expect(photo.files.map((f) => `${f.width}.${f.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "480.jpg",
      "960.avif",
      "960.webp",
      "960.jpg",
    ]);
    for (const file of photo.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[file.format]);
      expect(file.contentType).toBe(
        { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[file.format],
      );
      expect(meta.width).toBe(file.width);
      expect(meta.height).toBe(file.width * 2);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(Buffer.from(file.bytes).includes("Secret St")).toBe(false);
    }
  });

  it("keeps a photo narrower than the smallest width at its own width, and reads PNG and WebP", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const photo = await processPhoto(png);
    expect(photo.widths).toEqual([300]);
    const webp = await sharp({ create: { width: 1700, height: 900, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    expect((await processPhoto(webp)).widths).toEqual([480, 960, 1600]);
  });

  it("judges the type by decoding: text named .jpg, a GIF and a truncated JPEG are refused", async () => {
    await expect(processPhoto(new TextEncoder().encode("<svg>not a photo</svg>"))).rejects.toBeInstanceOf(
      PhotoRefusedError,
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    await expect(processPhoto(gif)).rejects.toThrow(
      /This is a gif image; upload a JPEG, PNG, WebP or HEIC photo/,
    );
    const jpeg = await sidewaysJpeg();
    await expect(processPhoto(jpeg.subarray(0, 400))).rejects.toBeInstanceOf(PhotoRefusedError);
  });
});
