import "server-only";
import { leadWords } from "@/lib/leads/lead-confirmation";
import type { LeadToFile } from "@/lib/leads/lead-from-form";
import type { SiteLocation } from "@/lib/locations/location";
import { leadNotice } from "@/lib/notices/lead-notice";
import type { NoticeContent, NoticeYard } from "@/lib/notices/notice-content";
import { renderNotice } from "@/lib/notices/notice-render";
import { noticeTargets } from "@/lib/notices/shopper-notice";
import type { BookedSlot } from "@/lib/scheduling/booked-slot";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../../db/client";
import { noticeBrandFor, noticeYardFor } from "../../notices/notice-yards";
import type { NewLead } from "./create-lead";

/**
 * Which confirmation a lead's shopper gets (issue 34 item 1): `received`, the words by the lead's
 * category (every form, a chat message, an online purchase); or an area's own words about its record
 * (a trade-in's offer, listed on the trade-in's page). A reservation's lead asks for none: the
 * reservation sends its own receipt. The marketing opt-in plays no part: this is a receipt.
 */
export type ConfirmPlan =
  | { kind: "received" }
  | {
      kind: "custom";
      about: { type: "trade-in"; id: string; event: string };
      content: (context: ConfirmContext) => NoticeContent;
    };

/** What an area's own words may use: the yard, the car, who the dealer is and the site's address. */
export type ConfirmContext = {
  yard: NoticeYard;
  /** The yard's state, for its clock (null when the yard is not a known location). */
  yardState: string | null;
  car: { title: string; stocknum: string | null; url: string } | null;
  dealerName: string;
  siteUrl: string;
};

type LeadFacts = {
  submission: LeadToFile;
  car: {
    slug: string;
    year: number | null;
    make: string | null;
    model: string | null;
    badge: string | null;
    stocknum: string | null;
  } | null;
  location: SiteLocation | null;
  dealershipId: number | null;
  origin: string;
  /** The test drive's booked slot, when its yard's hours were known (issue 34 item 2). */
  testDriveSlot?: BookedSlot | null;
};

/**
 * The confirmation to queue with the lead: to the shopper's e-mail, and a text to their mobile
 * (lib/notices/shopper-notice `noticeTargets`: as they asked to be contacted); null when they gave
 * neither.
 */
export async function leadConfirmation(
  db: Database,
  site: Site,
  plan: ConfirmPlan,
  facts: LeadFacts,
  now: Date,
): Promise<NewLead["confirmation"]> {
  const { submission, car } = facts;
  const targets = noticeTargets({
    email: submission.customer.email,
    phone: submission.customer.phone,
    preferred: submission.customer.preferredContactMethod,
  });
  if (targets.length === 0) return null;
  const words = leadWords(submission.category, submission.subcategory);
  const [brand, yard] = await Promise.all([
    noticeBrandFor(db, site),
    noticeYardFor(
      db,
      site,
      {
        location: facts.location,
        dealershipId: facts.dealershipId,
        desk: words.desk,
      },
      now,
    ),
  ]);
  const dealerName = site.dealerships.find((d) => d.id === facts.dealershipId)?.name ?? site.name;
  const context: ConfirmContext = {
    yard,
    yardState: facts.location?.address.state ?? null,
    car: car
      ? {
          title: [car.year, car.make, car.model, car.badge].filter(Boolean).join(" "),
          stocknum: car.stocknum,
          url: `${facts.origin}/cars/${car.slug}`,
        }
      : null,
    dealerName,
    siteUrl: facts.origin,
  };
  const content =
    plan.kind === "received"
      ? leadNotice({
          category: submission.category,
          subcategory: submission.subcategory,
          firstName: submission.customer.firstName,
          car: context.car,
          testDriveAt: submission.testDriveAt,
          booking: facts.testDriveSlot ? { slot: facts.testDriveSlot, at: now } : null,
          yard,
          dealerName,
          siteUrl: facts.origin,
        })
      : plan.content(context);
  return {
    targets,
    message: renderNotice(content, brand),
    ...(plan.kind === "custom" ? { about: plan.about } : {}),
  };
}
