import "server-only";
import { and, eq } from "drizzle-orm";
import { leadWords } from "@/lib/leads/lead-confirmation";
import { nextStepFor } from "@/lib/leads/lead-next-step";
import type { LeadSuccess } from "@/lib/notices/lead-notice";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { cars, leads, shopperNotices } from "../db/schema";
import { noticeYardFor, siteLocationById } from "../notices/notice-yards";
import { siteOrigin } from "../tenancy/sites";

/**
 * The success page's view of one lead (lib/notices/lead-notice `LeadSuccess`); null for another
 * site's lead or none (a bot's answer carries a link to no lead).
 */
export async function readLeadSuccess(
  db: Database,
  site: Site,
  leadId: string,
  now: Date = new Date(),
): Promise<LeadSuccess | null> {
  const [lead] = await db
    .select({
      category: leads.category,
      subcategory: leads.subcategory,
      locationId: leads.locationId,
      dealershipId: leads.dealershipId,
      delivery: leads.delivery,
      car: { slug: cars.slug, year: cars.year, make: cars.make, model: cars.model, badge: cars.badge },
    })
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.id, leadId), eq(leads.siteId, site.id)));
  if (!lead) return null;
  const words = leadWords(lead.category, lead.subcategory);
  const location = lead.locationId === null ? null : await siteLocationById(db, site, lead.locationId);
  const [yard, sent] = await Promise.all([
    noticeYardFor(db, site, { location, dealershipId: lead.dealershipId, desk: words.desk }, now),
    db
      .selectDistinct({ channel: shopperNotices.channel })
      .from(shopperNotices)
      .where(
        and(
          eq(shopperNotices.siteId, site.id),
          eq(shopperNotices.subjectType, "lead"),
          eq(shopperNotices.subjectId, leadId),
        ),
      ),
  ]);
  const car = lead.car?.slug
    ? {
        title: [lead.car.year, lead.car.make, lead.car.model, lead.car.badge].filter(Boolean).join(" "),
        url: `${siteOrigin(site)}/cars/${lead.car.slug}`,
      }
    : null;
  return {
    what: words.what,
    nextStep: nextStepFor(
      words,
      lead.delivery?.testDriveAt ?? null,
      lead.delivery?.testDriveSlot?.timeZone ?? null,
    ),
    car,
    yard,
    sentBy: (["email", "sms"] as const).filter((c) => sent.some((s) => s.channel === c)),
  };
}
