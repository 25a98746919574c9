import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { LeadToFile } from "@/lib/leads/lead-from-form";
import { leadRoutes } from "@/lib/leads/routing";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../../db/client";
import { cars, dealerships, locations } from "../../db/schema";
import type { ApiIssue } from "../../http/api";
import { wakeOutbox } from "../../outbox/outbox-signal";
import { siteStockWhere } from "../../stock/listed-stock";
import { siteOrigin } from "../../tenancy/sites";
import { type CreateLeadResult, createLead } from "./create-lead";
import { type ConfirmPlan, leadConfirmation } from "./lead-confirmation";
import { testDriveSlot } from "./test-drive-slot";

export type SubmitLeadResult = CreateLeadResult | { kind: "invalid"; issues: ApiIssue[] };

/**
 * Files one lead for a site: checks that the car and location named are this site's (a forged or
 * another site's id stores nothing), takes the dealer's snapshot, routes it by the site's config,
 * stores lead, deliveries and the shopper's confirmation (`confirm`, issue 34) together, and wakes
 * the outbox worker.
 */
export async function submitLead(
  db: Database,
  site: Site,
  submission: LeadToFile,
  now = new Date(),
  confirm: ConfirmPlan | null = null,
): Promise<SubmitLeadResult> {
  const car = submission.carId === null ? null : await siteCar(db, site, submission.carId);
  if (submission.carId !== null && !car) {
    return { kind: "invalid", issues: [{ key: "car_id", message: "car_id: no such car on this site" }] };
  }
  // Spec 01 §5: a test drive's distribution location is one of the car's location's, or none.
  const distribution = submission.fields.distribution_location;
  if (typeof distribution === "string" && !(car?.distributionLocations ?? []).includes(distribution)) {
    return {
      kind: "invalid",
      issues: [
        {
          key: "distribution_location",
          message: "distribution_location: not a test drive location of this car",
        },
      ],
    };
  }
  const locationId = submission.locationId ?? car?.locationId ?? null;
  const location = locationId === null ? null : await siteLocation(db, site, locationId);
  if (submission.locationId !== null && !location) {
    return {
      kind: "invalid",
      issues: [{ key: "location_id", message: "location_id: no such location on this site" }],
    };
  }
  const chosen = submission.preferredDealership
    ? site.dealerships.find((d) => d.slug === submission.preferredDealership)
    : undefined;
  if (submission.preferredDealership && !chosen) {
    return {
      kind: "invalid",
      issues: [
        { key: "preferred_dealership", message: "preferred_dealership: not a dealership of this site" },
      ],
    };
  }
  // Issue 34 item 2: a test drive's time is one of its yard's bookable slots, or nothing is stored.
  const booked = await testDriveSlot(
    db,
    site,
    { testDriveAt: submission.testDriveAt, location, idempotencyKey: submission.idempotencyKey },
    now,
  );
  if (!booked.ok) return { kind: "invalid", issues: [booked.issue] };
  const origin = siteOrigin(site);
  // The car's or location's dealership decides; else the shopper's choice; a one-dealer site has no choice.
  const dealershipId =
    car?.dealershipId ??
    location?.dealershipId ??
    chosen?.id ??
    (site.dealershipIds.length === 1 ? site.dealershipIds[0]! : null);
  const dealership = site.dealerships.find((d) => d.id === dealershipId) ?? null;
  const confirmation = confirm
    ? await leadConfirmation(
        db,
        site,
        confirm,
        { submission, car, location, dealershipId, origin, testDriveSlot: booked.slot },
        now,
      )
    : null;
  const result = await createLead(
    db,
    {
      siteId: site.id,
      category: submission.category,
      subcategory: submission.subcategory,
      carId: car?.id ?? null,
      dealershipId,
      locationId: location?.id ?? null,
      url: submission.path ? `${origin}${submission.path}` : null,
      userAgent: submission.userAgent,
      fields: submission.fields,
      leadAttributes: submission.leadAttributes,
      idempotencyKey: submission.idempotencyKey,
      delivery: {
        site: { slug: site.slug, name: site.name, url: origin },
        dealership: dealership ? { id: dealership.id, slug: dealership.slug, name: dealership.name } : null,
        location: location
          ? {
              id: location.id,
              name: location.name,
              ...(location.contactDetail.phone ? { phone: location.contactDetail.phone } : {}),
              ...(location.contactDetail.email ? { email: location.contactDetail.email } : {}),
              address: {
                ...(location.address.street ? { street: location.address.street } : {}),
                ...(location.address.city ? { city: location.address.city } : {}),
                ...(location.address.state ? { state: location.address.state } : {}),
                ...(location.address.postcode ? { postcode: location.address.postcode } : {}),
              },
            }
          : null,
        category: submission.category,
        subcategory: submission.subcategory,
        customer: submission.customer,
        message: submission.message,
        vehicle: car
          ? {
              id: car.id,
              year: car.year,
              make: car.make,
              model: car.model,
              badge: car.badge,
              vin: car.vin,
              stocknum: car.stocknum,
              carType: car.carType === "used" || car.carType === "demo" ? car.carType : "new",
              price: car.price,
              url: `${origin}/cars/${car.slug}`,
            }
          : null,
        offerFromClient: submission.offerFromClient,
        testDriveAt: submission.testDriveAt,
        testDriveSlot: booked.slot,
        ...(submission.inspectionSlot ? { inspectionSlot: submission.inspectionSlot } : {}),
        tradeIn: submission.tradeIn,
        optIn: submission.optIn,
        optInFinance: submission.optInFinance,
        optInTrade: submission.optInTrade,
        extra: submission.extra,
        sourceUrl: submission.path ? `${origin}${submission.path}` : null,
      },
      routes: leadRoutes(site.config, location?.contactDetail.email),
      confirmation,
    },
    now,
  );
  if (result.kind === "created") wakeOutbox();
  return result;
}

/** The site's car by id, whatever its status: a sold car's page still offers 'Find Me Something Similar'. */
async function siteCar(db: Database, site: Site, id: number) {
  const [row] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      dealershipId: cars.dealershipId,
      locationId: cars.locationId,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      vin: cars.vin,
      stocknum: cars.stocknum,
      carType: cars.carType,
      price: cars.price,
      distributionLocations: locations.distributionLocations,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(siteStockWhere(site), eq(cars.id, id)));
  return row ?? null;
}

async function siteLocation(db: Database, site: Site, id: number) {
  if (site.dealershipIds.length === 0) return null;
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), inArray(locations.dealershipId, site.dealershipIds)));
  return row ?? null;
}
