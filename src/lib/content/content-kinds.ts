import { contentPagePath, GUARANTEE_ICONS } from "./content-pages";
import { localToInstant } from "./content-status";
import {
  HOME_KEY,
  HOME_SECTION_SLOTS,
  HOME_SECTIONS,
  homePageIssues,
  isHomeSection,
  SHIPPED_HERO_PICTURES,
  shippedHeroPicture,
  shippedHeroPictureUrl,
} from "./home-page";

/**
 * The kinds of content edited in the console (issue 32 item 2, decision 0053) and each one's fields:
 * one table read by the editor (labels, help, the control) and by the server (limits, required,
 * dates on the site's clock), so a field's rule is written once.
 */

export const CONTENT_KINDS = ["offers", "pages", "blog", "popups", "strip", "home"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

export type FieldControl =
  | "text"
  | "textarea"
  | "markdown"
  | "url"
  | "picture"
  | "link"
  | "datetime"
  | "category"
  | "icon"
  | "section";

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
  /** A kind with one item per site (the guarantee strip): its fixed slug. */
  single?: string;
  /** Rules across fields, beyond each field's own. */
  check?: (data: ContentData) => FieldIssue[];
};

const IMAGE = { control: "url", max: 2000, help: "An https address of the picture." } as const;

/** The guarantee strip: one item per site, its promises in slots, in the order shown. */
export const STRIP_KEY = "guarantee-strip";
export const STRIP_SLOTS = 12;
const slots = Array.from({ length: STRIP_SLOTS }, (_, i) => i + 1);

function stripFields(): ContentField[] {
  return slots.flatMap((n) => [
    { key: `title${n}`, label: `Promise ${n}: title`, control: "text", max: 80 },
    { key: `detail${n}`, label: `Promise ${n}: detail`, control: "text", max: 300 },
    { key: `icon${n}`, label: `Promise ${n}: icon`, control: "icon", max: 20 },
    { key: `link${n}`, label: `Promise ${n}: link`, control: "url", max: 2000 },
  ]);
}

/** The strip's promises from its slots, in order: empty slots left out. */
export function stripItems(data: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  return slots
    .filter((n) => text(data[`title${n}`]))
    .map((n) => ({
      title: text(data[`title${n}`])!,
      detail: text(data[`detail${n}`]),
      icon: text(data[`icon${n}`]) as (typeof GUARANTEE_ICONS)[number] | null,
      linkUrl: text(data[`link${n}`]),
    }));
}

/** The home page: its hero, then the sections' order in slots (lib/content/home-page). */
function homeFields(): ContentField[] {
  return [
    { key: "heroHeading", label: "Heading", control: "text", max: 120, help: "Empty: the site's name." },
    {
      key: "heroText",
      label: "Words under the heading",
      control: "textarea",
      max: 500,
      help: "Empty: how many cars are in stock, and where.",
    },
    {
      key: "heroImageUrl",
      label: "Picture address",
      control: "picture",
      max: 2000,
      help: `An https address of the picture, or one of ours: ${SHIPPED_HERO_PICTURES.map(shippedHeroPictureUrl).join(", ")}.`,
    },
    { key: "heroImageAlt", label: "Picture description", control: "text", max: 300 },
    {
      key: "heroButtonText",
      label: "Button words",
      control: "text",
      max: 60,
      help: "Empty: Browse all stock.",
    },
    {
      key: "heroButtonLink",
      label: "Button link",
      control: "link",
      max: 2000,
      help: "A page of the site (/special-offers) or an https address. Empty: the search page.",
    },
    ...Array.from({ length: HOME_SECTION_SLOTS }, (_, i) => ({
      key: `section${i + 1}`,
      label: `Section ${i + 1}`,
      control: "section" as const,
      max: 20,
      help:
        i === 0
          ? "The sections under the heading, top first. A section left out is not shown; none chosen shows them all in the template's order."
          : undefined,
    })),
  ];
}

const START_HELP = "On the site's clock. Empty: as soon as it is published.";
const END_HELP = "On the site's clock. Empty: no end.";

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
  strip: {
    label: "Guarantee strip",
    singular: "guarantee strip",
    titleKey: "title1",
    // Always on while it has promises: no window.
    startKey: "",
    endKey: null,
    sitePath: () => "/",
    single: STRIP_KEY,
    fields: stripFields(),
    check: (data) => [
      ...(slots.some((n) => data[`title${n}`])
        ? []
        : [
            {
              key: "title1",
              message: "Give the strip at least one promise (to take it down, take it off the site).",
            },
          ]),
      ...slots
        .filter((n) => !data[`title${n}`] && (data[`detail${n}`] || data[`icon${n}`] || data[`link${n}`]))
        .map((n) => ({ key: `title${n}`, message: "Give this promise a title, or empty its other fields." })),
    ],
  },
  home: {
    label: "Home page",
    singular: "home page",
    titleKey: "heroHeading",
    // Always on once published: no window.
    startKey: "",
    endKey: null,
    sitePath: () => "/",
    single: HOME_KEY,
    fields: homeFields(),
    check: homePageIssues,
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
  issues.push(...(spec.check?.(data) ?? []));
  const start = data[spec.startKey] ?? null;
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
  if (field.control === "picture" && !shippedHeroPicture(value) && !/^https?:\/\/[^\s]+$/i.test(value)) {
    return `An address starting with https://, or one of ours: ${SHIPPED_HERO_PICTURES.map(shippedHeroPictureUrl).join(", ")}.`;
  }
  if (field.control === "link" && !/^(\/[^\s/][^\s]*|\/|https?:\/\/[^\s]+)$/i.test(value)) {
    return "A page of the site starting with /, or an address starting with https://.";
  }
  if (field.control === "icon" && !(GUARANTEE_ICONS as readonly string[]).includes(value)) {
    return `One of: ${GUARANTEE_ICONS.join(", ")}.`;
  }
  if (field.control === "section" && !isHomeSection(value)) {
    return `One of: ${HOME_SECTIONS.map((s) => s.label).join("; ")}.`;
  }
  if (field.control === "category" && !options.categories.includes(value)) {
    return `One of this site's categories: ${options.categories.join(", ")}.`;
  }
  return null;
}
