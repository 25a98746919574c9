import { z } from "zod";
import type { ImportIssue } from "../import/import-issue";
import { NEW_SITE_THEME_KEYS } from "./new-site-shape";
import { siteSlugProblem } from "./site-slug";

export { defaultOpeningHours, NEW_SITE_THEME_KEYS, type NewSiteThemeKey } from "./new-site-shape";

/**
 * The "new site" form (issue 32 §6, decision 0056) and what it becomes: an import bundle, so a site made
 * in the console is written by the same code, checked by the same rules, as one imported from a file.
 * The form's field names follow the bundle's paths (`locations.0.address.postcode`), so each of the
 * import's reasons lands beside its own field. Pure.
 */

const line = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const newDealership = z.object({
  slug: line(120),
  name: line(200),
  phone: line(40).default(""),
  email: line(254).default(""),
});

const hoursRow = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(["Open", "Closed"]),
  open: z.string().default(""),
  close: z.string().default(""),
});

const newLocation = z.object({
  dealership_slug: line(120),
  slug: line(120),
  name: line(200),
  address: z
    .object({
      street: line(200).default(""),
      city: line(200).default(""),
      state: line(10).default(""),
      postcode: line(10).default(""),
    })
    .default({ street: "", city: "", state: "", postcode: "" }),
  contact_detail: z
    .object({
      phone: line(40).default(""),
      email: line(254).default(""),
      opening_hours: z.array(hoursRow).max(7).default([]),
    })
    .default({ phone: "", email: "", opening_hours: [] }),
});

/** The form's body as the console sends it; `confirm: false` asks only for the preview. */
export const newSiteFormSchema = z.object({
  name: line(200),
  slug: line(120),
  template: line(60),
  domains: z.array(line(253)).max(50, "at most 50 domains").default([]),
  dealerships: z.array(line(120)).max(50).default([]),
  new_dealerships: z.array(newDealership).max(20).default([]),
  locations: z.array(newLocation).max(30).default([]),
  theme: z.partialRecord(z.enum(NEW_SITE_THEME_KEYS), line(60)).default({}),
  confirm: z.boolean().default(false),
});
export type NewSiteForm = z.infer<typeof newSiteFormSchema>;

type FieldIssue = { key: string; message: string };

/** The form's own rules, before the import's: what only a new site asks. */
export function newSiteFormIssues(form: NewSiteForm, templates: readonly string[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!form.name) issues.push({ key: "name", message: "Give the site a name." });
  const slugProblem = form.slug ? siteSlugProblem(form.slug) : "Give the site a slug.";
  if (slugProblem) issues.push({ key: "slug", message: slugProblem });
  if (!templates.includes(form.template)) {
    issues.push({ key: "template", message: `Choose a template: ${templates.join(", ")}.` });
  }
  const shown = shownDealerships(form);
  if (!shown.length) issues.push({ key: "dealerships", message: "Choose or add at least one dealership." });
  const seen = new Set(form.dealerships);
  form.new_dealerships.forEach((d, i) => {
    if (!d.name) issues.push({ key: `new_dealerships.${i}.name`, message: "Give the dealership a name." });
    if (seen.has(d.slug)) {
      issues.push({ key: `new_dealerships.${i}.slug`, message: `"${d.slug}" is already in this form.` });
    }
    seen.add(d.slug);
  });
  const locationSlugs = new Set<string>();
  form.locations.forEach((l, i) => {
    if (!shown.includes(l.dealership_slug)) {
      issues.push({
        key: `locations.${i}.dealership_slug`,
        message: "Choose one of the site's dealerships.",
      });
    }
    const key = `${l.dealership_slug}/${l.slug}`;
    if (locationSlugs.has(key)) {
      issues.push({ key: `locations.${i}.slug`, message: "Another location of this dealership has it." });
    }
    locationSlugs.add(key);
    l.contact_detail.opening_hours.forEach((h, j) => {
      if (h.status === "Open" && (!h.open || !h.close)) {
        issues.push({
          key: `locations.${i}.contact_detail.opening_hours.${j}.open`,
          message: "An open day needs opening and closing times.",
        });
      }
    });
  });
  const claims = new Set<string>();
  form.domains.forEach((d, i) => {
    if (claims.has(d.toLowerCase())) issues.push({ key: `domains.${i}`, message: "Listed twice." });
    claims.add(d.toLowerCase());
  });
  return issues;
}

/** Every dealership the site will show, existing ones first, in the form's order. */
export function shownDealerships(form: Pick<NewSiteForm, "dealerships" | "new_dealerships">): string[] {
  return [...form.dealerships, ...form.new_dealerships.map((d) => d.slug)].filter(Boolean);
}

const orNull = (value: string) => (value === "" ? null : value);

/** The form as an import bundle: the site, the dealerships it adds, their locations. */
export function newSiteBundle(form: NewSiteForm): Record<string, unknown> {
  const theme = Object.fromEntries(Object.entries(form.theme).filter(([, v]) => v));
  return {
    site: {
      slug: form.slug,
      name: form.name,
      template: form.template,
      domains: form.domains,
      dealerships: shownDealerships(form),
      config: Object.keys(theme).length ? { theme } : {},
    },
    dealerships: form.new_dealerships.map((d) => ({
      slug: d.slug,
      name: d.name,
      phone: orNull(d.phone),
      email: orNull(d.email),
    })),
    locations: form.locations.map((l, i) => ({
      slug: l.slug,
      dealership_slug: l.dealership_slug,
      name: l.name,
      primary: i === form.locations.findIndex((o) => o.dealership_slug === l.dealership_slug),
      location_type: "sales",
      address: {
        street: orNull(l.address.street),
        city: orNull(l.address.city),
        state: orNull(l.address.state),
        postcode: orNull(l.address.postcode),
      },
      contact_detail: {
        phone: orNull(l.contact_detail.phone),
        email: orNull(l.contact_detail.email),
        opening_hours: l.contact_detail.opening_hours.map((h) => ({
          weekday: h.weekday,
          status: h.status,
          open: h.status === "Open" ? h.open : null,
          close: h.status === "Open" ? h.close : null,
        })),
      },
    })),
  };
}

/**
 * An import reason as the form's field and message: the bundle's path, re-rooted where the form
 * differs. A lenient read's warning names the inner field in its message (`address.postcode: must be
 * 4 digits; left out, the rest imported`): it goes beside that field, without the import's aside.
 */
export function formIssueOf(issue: ImportIssue): { key: string; message: string } {
  let field = issue.field;
  let message = issue.message;
  const inner = /^([\w.]+): (.*?)(?:; left out.*)?$/.exec(message);
  if (inner?.[1] && inner[2] && (!field || inner[1].startsWith(`${field}.`) || inner[1] === field)) {
    field = inner[1];
    message = inner[2];
  }
  if (issue.section === "site") {
    field = field.replace(/^config\./, "");
    return {
      key: field === "dealerships" || field.startsWith("dealerships.") ? "dealerships" : field || "slug",
      message,
    };
  }
  if (issue.section === "dealerships")
    return { key: `new_dealerships.${issue.index ?? 0}.${field || "slug"}`, message };
  if (issue.section === "locations")
    return { key: `locations.${issue.index ?? 0}.${field || "slug"}`, message };
  return { key: "form", message };
}
