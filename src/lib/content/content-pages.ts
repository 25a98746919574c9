import type { ContentBlock } from "./rich-text";

/**
 * The content store as pages receive it (issue 19 item 4, decision 0033), and the rules of its URLs.
 * Spec 02 §2 routes table: "/buying, /warranty, /diamond-advantage, /pages/visit-us, /pages/unsubscribe,
 * /pages/toyota-warranty-advantage: content pages"; the brand navigation links /about-us, /careers,
 * /fleet and /car-finance too.
 */

export type CallToAction = { label: string; url: string };

export type ContentPage = {
  slug: string;
  title: string;
  summary: string | null;
  body: string | null;
  blocks: ContentBlock[] | null;
  seoDescription: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  callToAction: CallToAction | null;
  updatedAt: Date;
};

export type BlogArticle = {
  slug: string;
  category: string;
  title: string;
  summary: string | null;
  body: string | null;
  blocks: ContentBlock[] | null;
  author: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  seoDescription: string | null;
  publishedAt: Date;
  modifiedAt: Date | null;
  updatedAt: Date;
};

/** An article as a listing shows it: no body. */
export type BlogArticleSummary = Omit<BlogArticle, "body" | "blocks">;

/** The guarantee strip's icons (the bundle's and the console's choice). */
export const GUARANTEE_ICONS = [
  "price",
  "money-back",
  "engine",
  "service",
  "roadside",
  "reserve",
  "warranty",
  "award",
  "handshake",
] as const;

export type GuaranteeIcon = (typeof GUARANTEE_ICONS)[number];

export type GuaranteeItem = {
  title: string;
  detail: string | null;
  icon: GuaranteeIcon | null;
  linkUrl: string | null;
};

/**
 * Content pages served at the site's root rather than under /pages/: the spec's /buying, /warranty and
 * /diamond-advantage, and the brand navigation's /about-us, /careers, /fleet and /car-finance. Each is a folder of its own
 * under app/s/[site]/ with its call to action; its content is the site's page of that slug.
 */
export const NAMED_CONTENT_SLUGS = [
  "about-us",
  "careers",
  "fleet",
  "car-finance",
  "buying",
  "warranty",
  "diamond-advantage",
] as const;
export type NamedContentSlug = (typeof NAMED_CONTENT_SLUGS)[number];

export function isNamedContentSlug(slug: string): slug is NamedContentSlug {
  return (NAMED_CONTENT_SLUGS as readonly string[]).includes(slug);
}

/** A page's one URL: its named route, else /pages/{slug}. */
export function contentPagePath(slug: string): string {
  return isNamedContentSlug(slug) ? `/${slug}` : `/pages/${slug}`;
}

/** Whether now falls in a publishing window; an unset end is open. */
export function isPublished(window: { from?: Date | null; until?: Date | null }, now: Date): boolean {
  if (window.from && window.from.getTime() > now.getTime()) return false;
  if (window.until && window.until.getTime() <= now.getTime()) return false;
  return true;
}
