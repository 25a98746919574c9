import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carRecord } from "../../../test/car-records";
import {
  type LeadWorld,
  openLeadWorld,
  SECRET,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { auditLog, carPhotos, cars, dealerships } from "../db/schema";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { findVehicle } from "../vehicle/vehicle-detail";
import { postPhotoChange, postPhotoUpload } from "./console-photos-endpoint";
import { localMediaStorage } from "./local-storage";
import { serveMedia } from "./serve-media";

type PhotoBody = { id: string; alt: string; srcSet: string; sources: { type: string }[] };
type Answer = { photo: PhotoBody; photos: PhotoBody[]; issues: { key: string }[]; error: string };

/**
 * Issue 32 §1, a car's extra photos through the console's endpoints, with real sessions on a real
 * database and the local storage: upload (processed, stored, recorded, audit-logged, the stock
 * version bumped), the refusals (role, tenancy, not a photo, too big, wrong type, another site's
 * page), the changes (describe, reorder, remove), the photos served, and kept through a re-import
 * that recreates the car's row. Also the photo page's 404s (test/console-matrix.ts RECORD_PAGES).
 */

let world: LeadWorld;
let dir: string;
let max: SignedIn; // manager, North (the car's dealership)
let sid: SignedIn; // manager, South
let sam: SignedIn; // sales, North
let bob: SignedIn; // manager, site B
let carSlug: string;
let jpeg: Buffer;

beforeAll(async () => {
  world = await openLeadWorld();
  dir = await mkdtemp(path.join(tmpdir(), "photos-"));
  max = await signedInStaff(world, "max@a.example", "manager", { name: "Max", dealerships: ["a-north"] });
  sid = await signedInStaff(world, "sid@a.example", "manager", { name: "Sid", dealerships: ["a-south"] });
  sam = await signedInStaff(world, "sam@a.example", "sales", { name: "Sam", dealerships: ["a-north"] });
  bob = await signedInStaff(world, "bob@b.example", "manager", { site: "lead-b", dealerships: ["b-motors"] });
  const [car] = await world.handle.db.select({ slug: cars.slug }).from(cars).where(eq(cars.stocknum, "N100"));
  carSlug = car!.slug;
  jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2050a0" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: "secret location" } })
    .toBuffer();
});

afterAll(async () => {
  await world?.handle.close();
  await rm(dir, { recursive: true, force: true });
});

const storage = () => localMediaStorage(path.join(dir, "media"));
const deps = () => ({ db: world.handle.db, secret: SECRET, storage, uploadLimitMb: 1 });

async function upload(
  who: SignedIn | null,
  body: Uint8Array,
  {
    type = "image/jpeg",
    slug = "lead-a",
    car = carSlug,
    alt = "",
    origin,
  }: Partial<Record<string, string>> = {},
) {
  const url = `http://console.localhost/api/sites/${slug}/stock/${car}/photos?alt=${encodeURIComponent(alt ?? "")}`;
  const request = new Request(url, {
    method: "POST",
    headers: {
      "content-type": type!,
      host: "console.localhost",
      ...(origin ? { origin } : {}),
      ...(who ? { cookie: who.cookie } : {}),
    },
    body: body as BodyInit,
  });
  const response = await postPhotoUpload(deps(), slug!, car!, request);
  return { status: response.status, body: (await response.json()) as Answer };
}

async function change(who: SignedIn, body: unknown, slug = "lead-a") {
  const request = new Request(`http://console.localhost/api/sites/${slug}/stock/${carSlug}/photos/changes`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: who.cookie },
    body: JSON.stringify(body),
  });
  const response = await postPhotoChange(deps(), slug, carSlug, request);
  return { status: response.status, body: (await response.json()) as Answer };
}

const stockVersion = async (id: number) =>
  (
    await world.handle.db
      .select({ v: dealerships.stockVersion })
      .from(dealerships)
      .where(eq(dealerships.id, id))
  )[0]!.v;
const audits = (action: string) =>
  world.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, carSlug)));

describe("issue 32 §1: uploading a car's extra photo", () => {
  it("processes, stores and records the photo, audit-logged, bumping the dealership's stock version", async () => {
    const before = await stockVersion(world.north);
    const answer = await upload(max, jpeg, { alt: "Boot space" });
    expect(answer.status).toBe(201);
    const photo = answer.body.photo;
    expect(photo.alt).toBe("Boot space");
    expect(photo.srcSet).toBe(`/media/cars/${photo.id}/480.jpg 480w, /media/cars/${photo.id}/960.jpg 960w`);
    expect(photo.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect((await readdir(path.join(dir, "media", "cars", photo.id))).sort()).toEqual([
      "480.avif",
      "480.jpg",
      "480.webp",
      "960.avif",
      "960.jpg",
      "960.webp",
    ]);
    const [row] = await world.handle.db.select().from(carPhotos).where(eq(carPhotos.id, photo.id));
    expect(row).toMatchObject({ dealershipId: world.north, stockKey: "stocknum:N100", position: 0 });
    expect(await audits("car.photo.add")).toHaveLength(1);
    expect(await stockVersion(world.north)).toBeGreaterThan(before);
    // Served from the site's hosts: the type, a year's immutable caching, no EXIF left.
    const served = await serveMedia(storage(), `cars/${photo.id}/960.jpg`, new Request("http://x/"));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const again = await serveMedia(
      storage(),
      `cars/${photo.id}/960.jpg`,
      new Request("http://x/", { headers: { "if-none-match": served.headers.get("etag")! } }),
    );
    expect(again.status).toBe(304);
    expect((await serveMedia(storage(), `cars/${photo.id}/1600.jpg`, new Request("http://x/"))).status).toBe(
      404,
    );
    expect((await serveMedia(storage(), "cars/../../etc/passwd.jpg", new Request("http://x/"))).status).toBe(
      404,
    );
  });

  it("is refused as not there to a stranger: another dealership's manager, sales, another site's manager", async () => {
    expect((await upload(sid, jpeg)).status).toBe(404);
    expect((await upload(sam, jpeg)).status).toBe(404);
    expect((await upload(bob, jpeg)).status).toBe(404);
    expect((await upload(bob, jpeg, { slug: "lead-b" })).status).toBe(404);
    expect((await upload(null, jpeg)).status).toBe(401);
    expect((await upload(max, jpeg, { car: "no-such-car" })).status).toBe(404);
  });

  it("refuses what is not a photo by decoding it, a photo over the limit, a form's type, another site's page", async () => {
    const fake = await upload(max, new TextEncoder().encode("<html>not a photo</html>"));
    expect(fake.status).toBe(400);
    expect(fake.body.issues[0]?.key).toBe("file");
    const big = await upload(max, new Uint8Array(1024 * 1024 + 10));
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/over 1 MB/);
    expect((await upload(max, jpeg, { type: "multipart/form-data" })).status).toBe(415);
    expect((await upload(max, jpeg, { type: "application/json" })).status).toBe(415);
    expect((await upload(max, jpeg, { origin: "http://evil.example" })).status).toBe(403);
    expect((await upload(max, jpeg, { alt: "x".repeat(201) })).status).toBe(400);
  });
});

describe("issue 32 §1: describing, reordering and removing", () => {
  it("each change is stored and audit-logged; an order naming other photos is refused", async () => {
    const second = (await upload(max, jpeg, { alt: "Dash" })).body.photo;
    const [first] = await world.handle.db
      .select({ id: carPhotos.id })
      .from(carPhotos)
      .where(eq(carPhotos.position, 0));
    const alt = await change(max, { action: "alt", photo: second.id, alt: "Dashboard at night" });
    expect(alt.status).toBe(200);
    expect((await audits("car.photo.alt"))[0]!.after).toEqual({
      photo: second.id,
      alt: "Dashboard at night",
    });
    const order = await change(max, { action: "order", photos: [second.id, first!.id] });
    expect(order.body.photos.map((p) => p.id)).toEqual([second.id, first!.id]);
    expect(await audits("car.photo.order")).toHaveLength(1);
    expect((await change(max, { action: "order", photos: [second.id] })).status).toBe(409);
    expect((await change(max, { action: "alt", photo: second.id, alt: "y".repeat(201) })).status).toBe(400);
    expect((await change(sid, { action: "remove", photo: second.id })).status).toBe(404);
    const removed = await change(max, { action: "remove", photo: second.id });
    expect(removed.body.photos).toHaveLength(1);
    expect(await audits("car.photo.remove")).toHaveLength(1);
    await expect(readdir(path.join(dir, "media", "cars", second.id))).resolves.toEqual([]);
    expect((await change(max, { action: "remove", photo: second.id })).status).toBe(404);
  });
});

describe("issue 32 §1: the photos survive the feed", () => {
  it("shows on the car page after the feed's, and again once a re-import recreates the car's row", async () => {
    const site = (await readSite(world.handle.db, "lead-a"))!;
    const shown = await findVehicle(world.handle.db, site, carSlug, new Date());
    expect(shown?.car.extraPhotos).toHaveLength(1);
    const feedCount = (
      await world.handle.db.select({ n: cars.photosCount }).from(cars).where(eq(cars.slug, carSlug))
    )[0]!.n;
    expect(shown?.car.photosCount).toBe(feedCount + 1);
    await world.handle.db.delete(cars).where(eq(cars.slug, carSlug));
    await importBundle(world.handle.db, { cars: [carRecord("a-north", "N100", { status: "in_stock" })] });
    const [again] = await world.handle.db
      .select({ slug: cars.slug })
      .from(cars)
      .where(eq(cars.stocknum, "N100"));
    const reloaded = await findVehicle(world.handle.db, site, again!.slug, new Date());
    expect(reloaded?.car.extraPhotos?.map((p) => p.alt)).toEqual(["Boot space"]);
  });
});
