import { z } from "zod";
import { GUARANTEE_ICONS } from "@/lib/content/content-pages";
import { httpUrl, optionalText, requiredText, slugSchema, text, timestampText } from "./fields";

/**
 * The bundle's content sections: `pages`, `blog_articles` and the `guarantee_strip` (issue 19 item 4,
 * decision 0033). Pages and articles share the content blocks and the Markdown body.
 */

/** Markdown from a feed: rendered through a sanitiser (lib/content/rich-text.ts), never as raw HTML. */
const markdownText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .describe(
      "Markdown (with tables). Raw HTML is not rendered; links may be http(s), mailto:, tel: or a site path.",
    );

/** A block of structured content, the alternative to a Markdown `body` (lib/content/rich-text.ts). */
export const contentBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("heading"),
    text: requiredText(200),
    level: z.union([z.literal(2), z.literal(3)]).nullish(),
  }),
  z.object({ type: z.literal("paragraph"), text: requiredText(10_000) }),
  z.object({
    type: z.literal("list"),
    items: z.array(requiredText(1000)).min(1).max(100),
    ordered: z.boolean().nullish(),
  }),
  z.object({ type: z.literal("quote"), text: requiredText(2000), cite: optionalText(120) }),
  z.object({ type: z.literal("image"), url: httpUrl, alt: text(300), caption: optionalText(300) }),
  z.object({ type: z.literal("call_to_action"), label: requiredText(60), url: httpUrl }),
]);

const callToActionSchema = z.object({ label: requiredText(60), url: httpUrl });

/**
 * A content page (spec 02 §2 "content pages": /pages/{slug} and the named routes /about-us, /careers,
 * /fleet, /car-finance, /buying, /warranty, …). `body` is Markdown, or `blocks` structured content.
 * Shown between `published_from` and `published_until` when they are set.
 */
export const pageRecordSchema = z.object({
  slug: slugSchema,
  title: requiredText(200),
  /** One or two sentences under the title; also the description when `seo_description` is unset. */
  summary: optionalText(500),
  body: markdownText(100_000).nullish(),
  blocks: z.array(contentBlockSchema).max(300).nullish(),
  /** The page's meta description for search engines (about 160 characters show). */
  seo_description: optionalText(300),
  image_url: httpUrl.nullish(),
  image_alt: optionalText(300),
  /** A button under the content; the named routes add their own (the fleet form, the finance enquiry). */
  call_to_action: callToActionSchema.nullish(),
  published_from: timestampText.nullish(),
  published_until: timestampText.nullish(),
});

/**
 * A blog article (spec 02 §2 "Blog"; its fields and data source are "not shown", §9: decision 0033).
 * Its URL is /blog/{category}/{slug}; `category` is one of the site's blog categories.
 */
export const blogArticleRecordSchema = z.object({
  slug: slugSchema,
  category: slugSchema,
  title: requiredText(200),
  summary: optionalText(500),
  body: markdownText(100_000).nullish(),
  blocks: z.array(contentBlockSchema).max(300).nullish(),
  author: optionalText(120),
  image_url: httpUrl.nullish(),
  image_alt: optionalText(300),
  seo_description: optionalText(300),
  /** When it goes live; a later time keeps it hidden until then. Unset: when it is first imported. */
  published_at: timestampText.nullish(),
  /** When it was last changed in substance (JSON-LD dateModified). */
  modified_at: timestampText.nullish(),
});

export { GUARANTEE_ICONS };

/**
 * One promise of the guarantee strip (spec 02 §2 "Guarantee strip": "One haggle-free price; 48 hour
 * money-back guarantee; lifetime engine guarantee; …"). A bundle with `guarantee_strip` replaces the
 * site's strip, in the order given; an empty list takes it down.
 */
export const guaranteeRecordSchema = z.object({
  title: requiredText(80),
  detail: optionalText(300),
  icon: z.enum(GUARANTEE_ICONS, { error: `must be one of ${GUARANTEE_ICONS.join(", ")}` }).nullish(),
  link_url: httpUrl.nullish(),
});

export type PageRecord = z.infer<typeof pageRecordSchema>;
export type BlogArticleRecord = z.infer<typeof blogArticleRecordSchema>;
export type GuaranteeRecord = z.infer<typeof guaranteeRecordSchema>;
