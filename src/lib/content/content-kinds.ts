import { contentPagePath } from "./content-pages";
import { localToInstant } from "./content-status";

/**
 * The kinds of content edited in the console (issue 32 item 2, decision 0053) and each one's fields:
 * one table read by the editor (labels, help, the control) and by the server (limits, required,
 * dates on the site's clock), so a field's rule is written once.
 */

export const CONTENT_KINDS = ["offers", "pages", "blog", "popups"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

export type FieldControl = "text" | "textarea" | "markdown" | "url" | "link" | "datetime" | "category";

export type ContentField = {
  key: string;
  label: string;
  control: FieldControl;
  max: number;
  required?: boolean;
  help?: string;
};

export type KindSpec = {
  label: string;
  singular: string;
  /** The field that names an item in lists. */
  titleKey: string;
  /** The window's fields: shown from `start`, until `end` (blog articles have no end). */
  startKey: string;
  endKey: string | null;
  fields: readonly ContentField[];
  /** The item's address on the site. */
  sitePath: (slug: string, data: Record<string, unknown>) => string;
};

const START_HELP = "On the site's clock. Empty: as soon as it is published.";
const END_HELP = "On the site's clock. Empty: no end.";
const IMAGE = { control: "url", max: 2000, help: "An https address of the picture." } as const;

export const KIND_SPECS: Record<ContentKind, KindSpec> = {
  offers: {
    label: "Offers",
    singular: "offer",
    titleKey: "name",
    startKey: "startsAt",
    endKey: "expiresAt",
    sitePath: (slug) => `/offers/${slug}`,
    fields: [
      { key: "name", label: "Name", control: "text", max: 200, required: true },
      {
        key: "category",
        label: "Category",
        control: "text",
        max: 100,
        help: "For example Finance or Service.",
      },
      { key: "manufacturerName", label: "Make", control: "text", max: 100 },
      {
        key: "description",
        label: "Description",
        control: "textarea",
        max: 5000,
        help: "Plain text; a blank line starts a paragraph.",
      },
      { key: "disclaimer", label: "Terms and conditions", control: "textarea", max: 5000 },
      { key: "imageUrl", label: "Image address", ...IMAGE },
      { key: "startsAt", label: "Starts", control: "datetime", max: 16, help: START_HELP },
      { key: "expiresAt", label: "Expires", control: "datetime", max: 16, help: END_HELP },
    ],
  },
  pages: {
    label: "Pages",
    singular: "page",
    titleKey: "title",
    startKey: "publishedFrom",
    endKey: "publishedUntil",
    sitePath: (slug) => contentPagePath(slug),
    fields: [
      { key: "title", label: "Title", control: "text", max: 200, required: true },
      { key: "summary", label: "Summary", control: "textarea", max: 1000 },
      {
        key: "body",
        label: "Body",
        control: "markdown",
        max: 100_000,
        help: "Markdown: headings, lists, links, tables.",
      },
      { key: "seoDescription", label: "Search description", control: "text", max: 300 },
      { key: "imageUrl", label: "Image address", ...IMAGE },
      { key: "imageAlt", label: "Image description", control: "text", max: 300 },
      { key: "publishedFrom", label: "Starts", control: "datetime", max: 16, help: START_HELP },
      { key: "publishedUntil", label: "Expires", control: "datetime", max: 16, help: END_HELP },
    ],
  },
  blog: {
    label: "Blog articles",
    singular: "article",
    titleKey: "title",
    startKey: "publishedAt",
    endKey: null,
    sitePath: (slug, data) => `/blog/${String(data.category ?? "")}/${slug}`,
    fields: [
      { key: "title", label: "Title", control: "text", max: 200, required: true },
      { key: "category", label: "Category", control: "category", max: 100, required: true },
      { key: "summary", label: "Summary", control: "textarea", max: 1000 },
      {
        key: "body",
        label: "Body",
        control: "markdown",
        max: 100_000,
        help: "Markdown: headings, lists, links, tables.",
      },
      { key: "author", label: "Author", control: "text", max: 200 },
      { key: "seoDescription", label: "Search description", control: "text", max: 300 },
      { key: "imageUrl", label: "Image address", ...IMAGE },
      { key: "imageAlt", label: "Image description", control: "text", max: 300 },
      { key: "publishedAt", label: "Publishing date", control: "datetime", max: 16, help: START_HELP },
    ],
  },
  popups: {
    label: "Promo popups",
    singular: "popup",
    titleKey: "title",
    startKey: "start",
    endKey: "expiry",
    // A popup shows over the site's pages, once per shopper until closed.
    sitePath: () => "/",
    fields: [
      { key: "title", label: "Title", control: "text", max: 200, required: true },
      { key: "description", label: "Description", control: "textarea", max: 1000 },
      { key: "imageUrl", label: "Image address", ...IMAGE },
      { key: "imageAlt", label: "Image description", control: "text", max: 300 },
      { key: "buttonText", label: "Button text", control: "text", max: 100 },
      {
        key: "buttonUrl",
        label: "Button link",
        control: "link",
        max: 2000,
        help: "A page of the site (/special-offers) or an https address.",
      },
      { key: "start", label: "Starts", control: "datetime", max: 16, help: START_HELP },
      { key: "expiry", label: "Expires", control: "datetime", max: 16, help: END_HELP },
    ],
  },
};

/** An item's slug: lower-case words joined by hyphens, as the site's addresses use them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugIssue(slug: string): string | null {
  if (!slug) return "Give it an address (slug).";
  if (slug.length > 100) return "At most 100 characters.";
  return SLUG_PATTERN.test(slug)
    ? null
    : "Lower-case letters, digits and single hyphens only, like spring-service-deal.";
}

export type FieldIssue = { key: string; message: string };
export type ContentData = Record<string, string | null>;

/**
 * The editor's form read into a version's fields: text trimmed (empty is null), dates on the site's
 * clock as instants, each field's problem under its own key.
 */
export function readContentForm(
  kind: ContentKind,
  form: Record<string, string | undefined>,
  options: { timeZone: string; categories: readonly string[] },
): { ok: true; data: ContentData } | { ok: false; issues: FieldIssue[] } {
  const spec = KIND_SPECS[kind];
  const data: ContentData = {};
  const issues: FieldIssue[] = [];
  for (const field of spec.fields) {
    const value = (form[field.key] ?? "").trim();
    const problem = fieldIssue(field, value, options);
    if (problem) issues.push({ key: field.key, message: problem });
    else if (field.control === "datetime") {
      data[field.key] = value ? localToInstant(value, options.timeZone)!.toISOString() : null;
    } else data[field.key] = value || null;
  }
  const start = data[spec.startKey];
  const end = spec.endKey ? data[spec.endKey] : null;
  if (spec.endKey && start && end && Date.parse(end) <= Date.parse(start)) {
    issues.push({ key: spec.endKey, message: "Must be after the start." });
  }
  return issues.length ? { ok: false, issues } : { ok: true, data };
}

function fieldIssue(
  field: ContentField,
  value: string,
  options: { timeZone: string; categories: readonly string[] },
): string | null {
  if (!value) return field.required ? `Give it a ${field.label.toLowerCase()}.` : null;
  if (value.length > field.max) return `At most ${field.max} characters.`;
  if (field.control === "datetime" && !localToInstant(value, options.timeZone)) {
    return "A date and time, like 2026-12-01 09:00.";
  }
  if (field.control === "url" && !/^https?:\/\/[^\s]+$/i.test(value)) {
    return "An address starting with https://.";
  }
  if (field.control === "link" && !/^(\/[^\s/][^\s]*|\/|https?:\/\/[^\s]+)$/i.test(value)) {
    return "A page of the site starting with /, or an address starting with https://.";
  }
  if (field.control === "category" && !options.categories.includes(value)) {
    return `One of this site's categories: ${options.categories.join(", ")}.`;
  }
  return null;
}
