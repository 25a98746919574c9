import { z } from "zod";
import { unknownPlaceholders } from "./legal-text";
import { DROPDOWN_TRIGGERS } from "./menu-options";

/**
 * Content's slices of the site config (decision 0043): the dealer's own copy, the menus, and the legal
 * pages' sections.
 */

export const copyConfigSchema = z
  .strictObject({
    no_price_text: z.string().min(1).default("Enquire for price.").meta({
      label: "No-price text",
      help: "Shown for a car without a price (spec 01 §4 price display, default 'Enquire for price.').",
    }),
    terms_consent_text: z
      .string()
      .min(1)
      .default("You must agree to the terms of use before submitting the form.")
      .meta({ label: "Terms consent message", help: "The enquiry forms' terms-of-use error (spec 02 §5)." }),
    whats_included: z.string().optional().meta({
      label: "What's included",
      help: "The vehicle page's tab copy; empty: the template's (spec 01 §2).",
    }),
    why_buy_from_us: z.string().optional().meta({
      label: "Why buy from us",
      help: "The vehicle page's tab copy; empty: the template's (spec 01 §2).",
    }),
    protect_your_car: z.string().optional().meta({
      label: "Protect your car",
      help: "The vehicle page's tab copy; empty: the template's (spec 01 §2).",
    }),
  })
  .prefault({})
  .meta({ label: "Copy", help: "The dealer's own wording where the spec lets a site choose it." });

/** A menu link: a path on the site (`/cars`) or an https address elsewhere. */
const menuUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (url) => /^\/(?!\/)[^\s]*$/.test(url) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(url),
    "A link is a path on the site (/cars) or a full address (https://…)",
  );
const menuId = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, "A menu item id is lower-case letters, digits and dashes");
const menuEntry = z.strictObject({
  id: menuId,
  name: z.string().trim().min(1, "Give the item a name").max(60).optional(),
  url: menuUrl.optional(),
});

export const navigationConfigSchema = z
  .strictObject({
    menu: z
      .array(menuEntry.extend({ children: z.array(menuEntry).max(30).optional() }))
      .max(30)
      .optional()
      .meta({
        label: "Menu",
        help: "The header menu in order, nested one level; empty: the template's. The template's mandatory items always stay (spec 02 §2).",
      }),
    hidden: z.array(z.string().min(1).max(60)).max(50).default([]).meta({
      label: "Hidden menu items",
      help: "Optional menu items this site hides, by id; a mandatory item stays (spec 02 §2).",
    }),
    dropdown_trigger: z.enum(DROPDOWN_TRIGGERS).default("hover").meta({
      label: "Dropdown menus open on",
      help: "hover or click, on a desktop screen; a click, Enter or Space always opens (spec 02 §4).",
    }),
  })
  .prefault({})
  .meta({ label: "Navigation", help: "The header menus." });

/** A paragraph of legal copy: plain text with the placeholders of legal-text.ts. */
const legalParagraph = z
  .string()
  .trim()
  .min(1)
  .max(4000)
  .superRefine((text, ctx) => {
    for (const name of unknownPlaceholders(text))
      ctx.addIssue({ code: "custom", message: `{${name}} is not a placeholder legal copy can use` });
  });

/** Overrides of a legal page's sections by section id (legal-documents.ts, decision 0024). */
const legalDocumentOverrides = (label: string) =>
  z
    .record(
      z.string().regex(/^[a-z0-9-]{1,60}$/, "a section id is lower-case letters, digits and dashes"),
      z.strictObject({
        heading: z.string().trim().min(1).max(200).optional(),
        paragraphs: z.array(legalParagraph).min(1).max(30).optional(),
        hidden: z.boolean().optional(),
      }),
    )
    .default({})
    .meta({ label, help: "Sections by id: a new heading, new paragraphs, or hidden (decision 0024)." });

export const legalConfigSchema = z
  .strictObject({
    privacy_policy: legalDocumentOverrides("Privacy policy"),
    terms_and_conditions: legalDocumentOverrides("Terms and conditions"),
    complaint_handling_process: legalDocumentOverrides("Complaint handling process"),
    privacy_response_days: z.number().int().min(1).max(90).default(30).meta({
      label: "Privacy complaints answered within (days)",
      help: "Spec 02 §9: 30 days (one dealer's policy).",
    }),
  })
  .prefault({})
  .meta({ label: "Legal pages", help: "The legal pages' copy, per section, over the templates." });

export type CopyConfig = z.infer<typeof copyConfigSchema>;
export type NavigationConfig = z.infer<typeof navigationConfigSchema>;
export type LegalConfig = z.infer<typeof legalConfigSchema>;
