import "server-only";
import { MAX_ALT_LENGTH, MAX_EXTRA_PHOTOS, photoChangeSchema } from "@/lib/media/car-photos";
import { responsivePhoto } from "@/lib/media/photo-sizes";
import { may } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import { fixFields, jsonError } from "../http/api";
import { receiveUpload } from "../http/raw-upload";
import { BodyTooLargeError, bodyChunks } from "../http/read-body";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { logger } from "../observability/log";
import { type ConsoleSessionDeps, consoleSiteSession } from "../staff/console-api";
import { type StaffMember, staffActor } from "../staff/current-staff";
import {
  addCarPhoto,
  type CarPhoto,
  findPhotoCar,
  listCarPhotos,
  type PhotoCar,
  removeCarPhoto,
  reorderCarPhotos,
  setPhotoAlt,
} from "./car-photos";
import { type MediaStorage, MediaStorageError } from "./media-storage";
import { PhotoRefusedError, processPhoto } from "./photo-processing";

const log = logger("media");

/**
 * The console's photo endpoints for one car (issue 32 §1, decision 0052), both needing `stock.write`
 * on the car's dealership (another site's car, or one outside a manager's dealerships, is a 404):
 *
 * - `POST /api/sites/{slug}/stock/{car}/photos`: one photo, its bytes as the body (`image/jpeg`,
 *   `image/png`, `image/webp`, `image/heic`, or `application/octet-stream`; the type that counts is
 *   what decoding finds), `?alt=` its description. 201 with the photo; 400 not a photo we read; 409 the
 *   car has its 40; 413 over MEDIA_UPLOAD_LIMIT_MB; 503 the store could not take it.
 * - `POST /api/sites/{slug}/stock/{car}/photos/changes`: `{action: "remove", photo}`,
 *   `{action: "alt", photo, alt}` or `{action: "order", photos: [ids]}`. 200 with the car's photos.
 */

export type PhotoEndpointDeps = ConsoleSessionDeps & { storage: () => MediaStorage; uploadLimitMb: number };

export const CAR_NOT_FOUND = "There is no such car.";
const PRIVATE = { "cache-control": "private, no-store" };
const PHOTO_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "application/octet-stream",
]);

export const photoJson = (p: CarPhoto) => ({ id: p.id, alt: p.alt, ...responsivePhoto(p) });

async function carFor(deps: PhotoEndpointDeps, member: StaffMember, site: Site, carSlug: string) {
  const car = await findPhotoCar(deps.db, site, carSlug);
  if (!car || !may(member.scope, "stock.write", { siteId: site.id, dealershipId: car.dealershipId }))
    return null;
  return car;
}

export async function postPhotoUpload(
  deps: PhotoEndpointDeps,
  slug: string,
  carSlug: string,
  request: Request,
): Promise<Response> {
  const upload = await receiveUpload(request, {
    session: consoleSiteSession(deps, slug, "stock.write"),
    types: (type) => PHOTO_TYPES.has(type),
    typeHelp:
      "Send the photo's bytes as the body, with its type (image/jpeg, image/png, image/webp or image/heic)",
  });
  if (!upload.ok) return upload.response;
  const alt = (new URL(request.url).searchParams.get("alt") ?? "").trim();
  if (alt.length > MAX_ALT_LENGTH) {
    return fixFields([{ key: "alt", message: `Keep the description under ${MAX_ALT_LENGTH} characters` }]);
  }
  const { member, site } = upload.session;
  const car = await carFor(deps, member, site, carSlug);
  if (!car) return jsonError(404, CAR_NOT_FOUND);
  const limit = deps.uploadLimitMb * 1024 * 1024;
  let bytes: Uint8Array;
  try {
    const chunks: Uint8Array[] = [];
    for await (const chunk of bodyChunks(request, limit)) chunks.push(chunk);
    bytes = Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return jsonError(
        413,
        `This photo is over ${deps.uploadLimitMb} MB: make it smaller (a phone's "large" size is plenty) and try again.`,
      );
    }
    throw error;
  }
  try {
    const processed = await processPhoto(bytes);
    const change = {
      db: deps.db,
      storage: deps.storage(),
      actor: staffActor(member, upload.client.address),
      siteId: site.id,
      car,
    };
    const stored = await addCarPhoto(change, processed, alt, MAX_EXTRA_PHOTOS);
    if (stored === "full") {
      return jsonError(409, `This car already has ${MAX_EXTRA_PHOTOS} extra photos: remove one first.`);
    }
    return Response.json({ photo: photoJson(stored) }, { status: 201, headers: PRIVATE });
  } catch (error) {
    if (error instanceof PhotoRefusedError) return fixFields([{ key: "file", message: error.message }]);
    if (error instanceof MediaStorageError) {
      log.error("storing a photo failed", { err: error });
      return jsonError(503, "The photo could not be stored just now: try again in a minute.");
    }
    throw error;
  }
}

export async function postPhotoChange(
  deps: PhotoEndpointDeps,
  slug: string,
  carSlug: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "stock.write"),
    ...schemaBody(photoChangeSchema, 16 * 1024),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const car: PhotoCar | null = await carFor(deps, member, site, carSlug);
  if (!car) return jsonError(404, CAR_NOT_FOUND);
  const c = {
    db: deps.db,
    storage: deps.storage(),
    actor: staffActor(member, change.client.address),
    siteId: site.id,
    car,
  };
  const input = change.input;
  const done =
    input.action === "remove"
      ? await removeCarPhoto(c, input.photo)
      : input.action === "alt"
        ? await setPhotoAlt(c, input.photo, input.alt)
        : await reorderCarPhotos(c, input.photos);
  if (!done) {
    return input.action === "order"
      ? jsonError(409, "The photos changed meanwhile: reload the page and order them again.")
      : jsonError(404, "There is no such photo of this car.");
  }
  const photos = await listCarPhotos(deps.db, car);
  return Response.json({ done: true, photos: photos.map(photoJson) }, { headers: PRIVATE });
}
