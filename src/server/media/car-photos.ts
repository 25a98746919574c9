import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { sameSet } from "@/lib/media/car-photos";
import { photoKey, photoKeys } from "@/lib/media/photo-sizes";
import { carFeedKey } from "@/lib/stock/car-feed-key";
import type { Site } from "@/lib/tenancy/site";
import { isSlug } from "@/lib/text/slugify";
import type { Database, Executor } from "../db/client";
import { carPhotos, cars, dealerships } from "../db/schema";
import { type AuditActor, recordAudit } from "../staff/audit";
import type { MediaStorage } from "./media-storage";
import type { ProcessedPhoto } from "./photo-processing";

/**
 * Cars' extra photos (issue 32 §1, decision 0052): read and changed by the car's dealership and stock
 * identity, so a re-import that recreates the car's row finds them again. Files are stored before
 * the row is written (a row never names a missing file), and removed after the row is gone; every
 * change is audit-logged in its transaction and bumps the dealership's stock version, since search
 * results show a car's photo count.
 */

export type PhotoCar = {
  id: number;
  slug: string;
  name: string;
  dealershipId: number;
  stocknum: string | null;
  vin: string | null;
  stockKey: string;
};

export type CarPhoto = {
  id: string;
  position: number;
  alt: string;
  width: number;
  height: number;
  widths: number[];
};

/** A car of one of the site's dealerships by its slug, with a stock identity; else null (a 404). */
export async function findPhotoCar(db: Database, site: Site, slug: string): Promise<PhotoCar | null> {
  if (!isSlug(slug) || !site.dealershipIds.length) return null;
  const [row] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      dealershipId: cars.dealershipId,
      stocknum: cars.stocknum,
      vin: cars.vin,
    })
    .from(cars)
    .where(and(eq(cars.slug, slug), inArray(cars.dealershipId, site.dealershipIds)));
  const stockKey = row ? carFeedKey(row) : null;
  return row && stockKey ? { ...row, stockKey } : null;
}

const photoColumns = {
  id: carPhotos.id,
  position: carPhotos.position,
  alt: carPhotos.alt,
  width: carPhotos.width,
  height: carPhotos.height,
  widths: carPhotos.widths,
};

export function listCarPhotos(
  db: Executor,
  car: { dealershipId: number; stockKey: string },
): Promise<CarPhoto[]> {
  return db
    .select(photoColumns)
    .from(carPhotos)
    .where(and(eq(carPhotos.dealershipId, car.dealershipId), eq(carPhotos.stockKey, car.stockKey)))
    .orderBy(asc(carPhotos.position), asc(carPhotos.createdAt));
}

async function bumpStock(tx: Executor, dealershipId: number) {
  await tx
    .update(dealerships)
    .set({ stockVersion: sql`${dealerships.stockVersion} + 1`, updatedAt: new Date() })
    .where(eq(dealerships.id, dealershipId));
}

type Change = { db: Database; storage: MediaStorage; actor: AuditActor; siteId: number; car: PhotoCar };

const auditTarget = (c: Change) => ({ siteId: c.siteId, targetType: "car", targetId: c.car.slug });

/** Stores a processed photo's files, then its row (last in the car's order), audit-logged. */
export async function addCarPhoto(
  c: Change,
  photo: ProcessedPhoto,
  alt: string,
  limit: number,
): Promise<CarPhoto | "full"> {
  const id = crypto.randomUUID();
  for (const file of photo.files) {
    await c.storage.put(photoKey(id, file.width, file.format), file.bytes, file.contentType);
  }
  const stored = await c.db
    .transaction(async (tx) => {
      // Two uploads at once may share a position (the order then falls back to when each came).
      const current = await listCarPhotos(tx, c.car);
      if (current.length >= limit) return "full" as const;
      const position = (current.at(-1)?.position ?? -1) + 1;
      const [row] = await tx
        .insert(carPhotos)
        .values({
          id,
          dealershipId: c.car.dealershipId,
          stockKey: c.car.stockKey,
          position,
          alt,
          width: photo.width,
          height: photo.height,
          widths: photo.widths,
        })
        .returning(photoColumns);
      await recordAudit(tx, c.actor, {
        ...auditTarget(c),
        action: "car.photo.add",
        after: { photo: id, alt, width: photo.width, height: photo.height },
      });
      await bumpStock(tx, c.car.dealershipId);
      return row!;
    })
    .catch(async (error: unknown) => {
      await removeFiles(c.storage, id, photo.widths);
      throw error;
    });
  if (stored === "full") await removeFiles(c.storage, id, photo.widths);
  return stored;
}

async function removeFiles(storage: MediaStorage, id: string, widths: readonly number[]) {
  for (const key of photoKeys(id, widths)) await storage.delete(key).catch(() => undefined);
}

/** Removes one photo of the car; false when the car has no such photo. */
export async function removeCarPhoto(c: Change, photoId: string): Promise<boolean> {
  const removed = await c.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(carPhotos)
      .where(
        and(
          eq(carPhotos.id, photoId),
          eq(carPhotos.dealershipId, c.car.dealershipId),
          eq(carPhotos.stockKey, c.car.stockKey),
        ),
      )
      .returning(photoColumns);
    if (!row) return null;
    await recordAudit(tx, c.actor, {
      ...auditTarget(c),
      action: "car.photo.remove",
      before: { photo: row.id, alt: row.alt, position: row.position },
    });
    await bumpStock(tx, c.car.dealershipId);
    return row;
  });
  if (removed) await removeFiles(c.storage, removed.id, removed.widths);
  return removed !== null;
}

/** Sets one photo's description; false when the car has no such photo. */
export async function setPhotoAlt(c: Change, photoId: string, alt: string): Promise<boolean> {
  return c.db.transaction(async (tx) => {
    const where = and(
      eq(carPhotos.id, photoId),
      eq(carPhotos.dealershipId, c.car.dealershipId),
      eq(carPhotos.stockKey, c.car.stockKey),
    );
    const [before] = await tx.select({ alt: carPhotos.alt }).from(carPhotos).where(where).for("update");
    if (!before) return false;
    if (before.alt === alt) return true;
    await tx.update(carPhotos).set({ alt }).where(where);
    await recordAudit(tx, c.actor, {
      ...auditTarget(c),
      action: "car.photo.alt",
      before: { photo: photoId, alt: before.alt },
      after: { photo: photoId, alt },
    });
    return true;
  });
}

/** Puts the car's photos in the order `ids` names; false unless it names each of them once. */
export async function reorderCarPhotos(c: Change, ids: readonly string[]): Promise<boolean> {
  return c.db.transaction(async (tx) => {
    const current = (await listCarPhotos(tx, c.car)).map((p) => p.id);
    if (!sameSet(current, ids)) return false;
    if (current.every((id, i) => ids[i] === id)) return true;
    for (const [position, id] of ids.entries()) {
      await tx.update(carPhotos).set({ position }).where(eq(carPhotos.id, id));
    }
    await recordAudit(tx, c.actor, {
      ...auditTarget(c),
      action: "car.photo.order",
      before: { photos: current },
      after: { photos: [...ids] },
    });
    await bumpStock(tx, c.car.dealershipId);
    return true;
  });
}
