import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { carFeedKey } from "@/lib/stock/car-feed-key";
import {
  applyPatch,
  type CarOverride,
  isEmptyOverride,
  NO_OVERRIDE,
  type OverridePatch,
  type PatchIssue,
} from "@/lib/stock/car-override";
import type { Database, Executor } from "../db/client";
import { carOverrides, cars, dealerships } from "../db/schema";
import { type AuditActor, recordAudit } from "../staff/audit";
import { overrideColumns, toOverride } from "../stock/car-override-read";

/**
 * Staff changes over a car's feed values (issue 32 §1, decision 0051): read, set, put back to the
 * feed. Each change is one transaction with its audit entry (before/after) and a bump of the car's
 * dealership's stock version, so every server's search index sees it.
 */

/** The car a change is about: its row now, and its feed identity. */
export type OverriddenCar = {
  id: number;
  slug: string;
  dealershipId: number;
  stocknum: string | null;
  vin: string | null;
};

/** The stored override of a car (every field null when it has none). */
export async function readCarOverride(db: Executor, car: OverriddenCar, lock = false): Promise<CarOverride> {
  const key = carFeedKey(car);
  if (!key) return { ...NO_OVERRIDE };
  const query = db
    .select(overrideColumns)
    .from(carOverrides)
    .where(and(eq(carOverrides.dealershipId, car.dealershipId), eq(carOverrides.carKey, key)));
  const [row] = lock ? await query.for("update") : await query;
  return toOverride(row);
}

/** What the audit log keeps of an override: its set fields only. */
function auditValues(o: CarOverride): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));
}

async function storeOverride(
  tx: Executor,
  car: OverriddenCar,
  key: string,
  next: CarOverride,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const where = and(eq(carOverrides.dealershipId, car.dealershipId), eq(carOverrides.carKey, key));
  if (isEmptyOverride(next)) {
    await tx.delete(carOverrides).where(where);
    return;
  }
  const values = {
    ...next,
    specialFrom: next.specialFrom ? new Date(next.specialFrom) : null,
    specialUntil: next.specialUntil ? new Date(next.specialUntil) : null,
    updatedAt: now,
    updatedBy: actor.kind === "staff" ? actor.staffId : null,
  };
  await tx
    .insert(carOverrides)
    .values({ dealershipId: car.dealershipId, carKey: key, ...values })
    .onConflictDoUpdate({ target: [carOverrides.dealershipId, carOverrides.carKey], set: values });
}

export type OverrideResult =
  | { kind: "done"; override: CarOverride; changed: boolean }
  | { kind: "invalid"; issues: PatchIssue[] }
  | { kind: "no-identity" };

/**
 * Applies one change to each car, in one transaction: each car whose override changes is stored,
 * audit-logged (`car.override`, before/after) and its dealership's stock version bumped. A car the
 * change leaves as it was writes nothing, so a retried request is not applied twice.
 */
export async function changeCarOverrides(
  db: Database,
  siteId: number,
  list: readonly OverriddenCar[],
  patch: OverridePatch,
  context: { actor: AuditActor; now: Date; timeZone: string },
): Promise<Map<number, OverrideResult>> {
  const results = new Map<number, OverrideResult>();
  await db.transaction(async (tx) => {
    const bumped = new Set<number>();
    for (const car of list) {
      const key = carFeedKey(car);
      if (!key) {
        results.set(car.id, { kind: "no-identity" });
        continue;
      }
      const before = await readCarOverride(tx, car, true);
      const applied = applyPatch(before, patch, context.timeZone);
      if (!applied.ok) {
        results.set(car.id, { kind: "invalid", issues: applied.issues });
        continue;
      }
      const next = applied.override;
      const changed = JSON.stringify(before) !== JSON.stringify(next);
      if (changed) {
        await storeOverride(tx, car, key, next, context.actor, context.now);
        await recordAudit(tx, context.actor, {
          siteId,
          action: "car.override",
          targetType: "car",
          targetId: car.id,
          before: { car: car.slug, ...auditValues(before) },
          after: { car: car.slug, ...auditValues(next) },
        });
        bumped.add(car.dealershipId);
      }
      results.set(car.id, { kind: "done", override: next, changed });
    }
    if (bumped.size) {
      await tx
        .update(dealerships)
        .set({ stockVersion: sql`${dealerships.stockVersion} + 1`, updatedAt: context.now })
        .where(inArray(dealerships.id, [...bumped]));
    }
  });
  return results;
}

/** The cars of the dealerships named by ids, as changes need them; ids of other dealerships are absent. */
export async function carsForChange(
  db: Database,
  dealershipIds: readonly number[],
  ids: readonly number[],
): Promise<OverriddenCar[]> {
  if (!dealershipIds.length || !ids.length) return [];
  return db
    .select({
      id: cars.id,
      slug: cars.slug,
      dealershipId: cars.dealershipId,
      stocknum: cars.stocknum,
      vin: cars.vin,
    })
    .from(cars)
    .where(and(inArray(cars.dealershipId, [...dealershipIds]), inArray(cars.id, [...ids])));
}
