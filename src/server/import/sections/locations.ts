import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { LocationRecord } from "@/lib/import/schema/locations";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { Database } from "../../db/client";
import { dealerships, locations, specialHours } from "../../db/schema";
import { describeDbError, type ImportReport } from "../import-report";

/**
 * The bundle's locations, each upserted by dealership and slug in its own transaction with its special
 * hours; a location naming a dealership that is not stored is refused.
 */
export async function importLocations(
  db: Database,
  bundle: ValidatedBundle,
  dealershipIds: Map<string, number>,
  report: ImportReport,
): Promise<void> {
  for (const { index, record } of bundle.locations) {
    const dealershipId = dealershipIds.get(record.dealership_slug);
    if (dealershipId === undefined) {
      report.counts.locations.failed++;
      report.issues.push({
        section: "locations",
        index,
        key: record.slug,
        field: "dealership_slug",
        message: `no dealership "${record.dealership_slug}"`,
      });
      continue;
    }
    try {
      const inserted = await upsertLocation(db, dealershipId, record);
      report.counts.locations[inserted ? "inserted" : "updated"]++;
    } catch (error) {
      report.counts.locations.failed++;
      report.issues.push({
        section: "locations",
        index,
        key: record.slug,
        field: "",
        message: describeDbError(error),
      });
    }
  }
}

/** The stored locations of the dealerships, by `dealership|location` slug: where cars and reviews hang. */
export async function loadLocationIds(
  db: Database,
  dealershipIds: Map<string, number>,
): Promise<Map<string, number>> {
  if (!dealershipIds.size) return new Map();
  const slugById = new Map([...dealershipIds].map(([slug, id]) => [id, slug]));
  const rows = await db
    .select({ id: locations.id, slug: locations.slug, dealershipId: locations.dealershipId })
    .from(locations)
    .where(inArray(locations.dealershipId, [...dealershipIds.values()]));
  return new Map(rows.map((r) => [`${slugById.get(r.dealershipId)}|${r.slug}`, r.id]));
}

async function upsertLocation(db: Database, dealershipId: number, record: LocationRecord): Promise<boolean> {
  const a = record.address;
  const values = {
    dealershipId,
    slug: record.slug,
    name: record.name,
    primary: record.primary,
    locationType: record.location_type,
    locationSubtype: record.location_subtype ?? null,
    manufacturers: record.manufacturers,
    visible: record.visible,
    address: Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null && v !== undefined)),
    contactDetail: {
      ...(record.contact_detail.phone ? { phone: record.contact_detail.phone } : {}),
      ...(record.contact_detail.landline_phone
        ? { landline_phone: record.contact_detail.landline_phone }
        : {}),
      ...(record.contact_detail.email ? { email: record.contact_detail.email } : {}),
      opening_hours: record.contact_detail.opening_hours.map((h) => ({
        weekday: h.weekday,
        status: h.status,
        ...(h.open ? { open: h.open } : {}),
        ...(h.close ? { close: h.close } : {}),
        ...(h.formated_hours ? { formated_hours: h.formated_hours } : {}),
      })),
    },
    imageUrl: record.image ?? null,
    dealerLicenseNumber: record.dealer_license_number ?? null,
    motorVehicleRepairer: record.motor_vehicle_repairer ?? null,
    distributionLocations: record.distribution_locations,
  };
  return db.transaction(async (tx) => {
    // Search shows a location's name (its slug is its identity): renaming it bumps its dealership's
    // stock version, read against the stored name before the upsert, in the same transaction.
    await tx
      .update(dealerships)
      .set({ stockVersion: sql`${dealerships.stockVersion} + 1` })
      .where(
        and(
          eq(dealerships.id, dealershipId),
          sql`exists (select 1 from ${locations} where ${locations.dealershipId} = ${dealershipId} and ${locations.slug} = ${record.slug} and ${locations.name} is distinct from ${record.name})`,
        ),
      );
    const [row] = await tx
      .insert(locations)
      .values(values)
      .onConflictDoUpdate({ target: [locations.dealershipId, locations.slug], set: values })
      .returning({ id: locations.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error("location upsert returned nothing");
    await tx.delete(specialHours).where(eq(specialHours.locationId, row.id));
    if (record.special_hours.length) {
      await tx.insert(specialHours).values(
        record.special_hours.map((h) => ({
          locationId: row.id,
          date: h.date,
          status: h.status,
          startHour: h.start_hour ?? null,
          endHour: h.end_hour ?? null,
        })),
      );
    }
    return row.inserted;
  });
}
