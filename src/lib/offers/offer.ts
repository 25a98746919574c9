import type { LeadFormPrefill } from "../leads/form-setup";
import type { EnquiryPageKind } from "../leads/forms";
import { type OfferText, offerDescription, offerDisclaimer, offerSummaryLine } from "./offer-text";

/**
 * An offer as pages and components receive it (spec 02 §3 Offer: name, description, disclaimer,
 * category, manufacturer, model, image_url, image_or_model_image.url), with its texts ready to show and
 * its canonical path on the site.
 */
export type OfferView = {
  id: number;
  slug: string;
  name: string;
  category: string | null;
  manufacturerName: string | null;
  modelName: string | null;
  /** Spec 02 §3 image_or_model_image: the offer's own image, else its model's, else none. */
  imageUrl: string | null;
  description: OfferText;
  disclaimer: OfferText;
  /** One line for the meta description and JSON-LD. */
  summary: string;
  path: string;
  startsAt: string | null;
  expiresAt: string | null;
};

/** What the database holds of an offer, as server/offers reads it. */
export type OfferRecordRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  disclaimer: string;
  category: string | null;
  manufacturerName: string | null;
  model: { name?: string; slug?: string; override_url?: string } | null;
  imageUrl: string | null;
  modelImageUrl: string | null;
  startsAt: Date | null;
  expiresAt: Date | null;
};

export function offerView(row: OfferRecordRow, path: string): OfferView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    manufacturerName: row.manufacturerName,
    modelName: row.model?.name ?? null,
    imageUrl: row.imageUrl ?? row.modelImageUrl ?? null,
    description: offerDescription(row.description),
    disclaimer: offerDisclaimer(row.disclaimer),
    summary: offerSummaryLine(row.description),
    path,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Which enquiry form the offer's "Enquire about this offer" opens (spec 02 §2 enquiry pages): the
 * department the offer is about, read from its category ("Service offer" → service, "Parts offer" →
 * parts, "Fleet …" → fleet, a new-car or finance offer, or one about a model → new vehicle), else a
 * general enquiry. The shopper can still change the category in the form.
 */
export function offerEnquiryKind(offer: Pick<OfferView, "category" | "modelName">): EnquiryPageKind {
  const category = (offer.category ?? "").toLowerCase();
  if (/\bservic/.test(category)) return "service-enquiry";
  if (/\bparts?\b|accessor/.test(category)) return "parts-enquiry";
  if (/\bfleet\b/.test(category)) return "fleet-enquiry";
  if (/\bused\b|pre-?owned/.test(category)) return "general-enquiry";
  if (/\bnew\b|\bfinance\b/.test(category) || offer.modelName) return "new-vehicle-enquiry";
  return "general-enquiry";
}

/** Spec 02 §7 subcategory: at most 100 characters (lib/leads/fields.ts). */
const SUBCATEGORY_MAX = 100;

/**
 * The enquiry's starting values: the offer named in the subcategory the dealer's inbox sorts by, and a
 * message the shopper can edit.
 */
export function offerEnquiryPrefill(offer: Pick<OfferView, "name">): LeadFormPrefill {
  const subcategory = `Special offer: ${offer.name}`;
  return {
    subcategory:
      subcategory.length > SUBCATEGORY_MAX ? `${subcategory.slice(0, SUBCATEGORY_MAX - 1)}…` : subcategory,
    message: `I'm interested in the offer "${offer.name}". Please contact me with more details.`,
  };
}
