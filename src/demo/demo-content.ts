import { type ArticleInput, SHARED_ARTICLES, SITE_ARTICLES } from "./demo-articles";
import { type GuaranteeInput, SPEC_STRIP, TOYOTA_STRIP } from "./demo-guarantees";
import {
  ABOUT_INTRO,
  COMMON_PAGES,
  FINANCE_PAGE,
  FLEET_PAGE,
  type PageInput,
  TOYOTA_PAGES,
} from "./demo-pages";
import type { DemoSiteDefinition } from "./demo-sites";
import { fillTemplate } from "./demo-text";
import { SPIN_TO_WIN_PAGE, VISIT_PAGES } from "./demo-visit-pages";

/**
 * The demo sites' content (issue 19 item 4): pages, blog articles and guarantee strips, loaded through
 * the import like any dealer's, chosen for each site and filled with its values. The copy itself is in
 * demo-pages.ts, demo-articles.ts and demo-guarantees.ts; it is written the way an Australian dealer
 * would, with program details kept general ("ask us for the terms") so nothing reads as a
 * manufacturer's actual offer.
 */

const DAY_MS = 86_400_000;

type Values = Record<"dealer" | "city" | "phone" | "email" | "deposit", string>;

function siteValues(site: DemoSiteDefinition): Values {
  const first = site.dealerships[0];
  return {
    dealer: site.name,
    city: first?.address.city ?? "",
    phone: site.config.contact?.phone ?? "",
    email: site.config.contact?.email ?? "",
    deposit: `$${site.config.reserve_deposit ?? 200}`,
  };
}

const fill = (text: string, values: Values) => fillTemplate(text, values);

/** The site's content pages, its values filled in. */
export function sitePages(site: DemoSiteDefinition): PageInput[] {
  const values = siteValues(site);
  const pages: PageInput[] = [...COMMON_PAGES, ...VISIT_PAGES];
  if (site.slug !== "outback-used-cars") pages.push(FLEET_PAGE, FINANCE_PAGE);
  if (site.template === "toyota") pages.push(...TOYOTA_PAGES);
  if (site.config.features?.spin_to_win) pages.push(SPIN_TO_WIN_PAGE);
  const about = ABOUT_INTRO[site.slug] ?? `${site.name} is a local dealership.`;
  return pages.map((page) => {
    const filled: PageInput = { ...page, title: fill(page.title, values) };
    if (page.summary) filled.summary = fill(page.summary, values);
    if (page.seo_description) filled.seo_description = fill(page.seo_description, values);
    if (page.body) filled.body = fill(page.body.replace("{about_intro}", about), values);
    if (page.blocks)
      filled.blocks = page.blocks.map((block) =>
        "text" in block ? { ...block, text: fill(block.text, values) } : block,
      );
    return filled;
  });
}

/** The site's blog articles, newest a few days old, their dates relative to `now`. */
export function siteArticles(site: DemoSiteDefinition, now: Date): ArticleInput[] {
  const seeds = [...(SITE_ARTICLES[site.slug] ?? []), ...SHARED_ARTICLES];
  return seeds.map(({ daysAgo, ...seed }) => ({
    ...seed,
    published_at: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
  }));
}

/** The site's guarantee strip (the brand dealer's own on the Toyota template), its deposit filled in. */
export function siteGuarantees(site: DemoSiteDefinition): GuaranteeInput[] {
  const values = siteValues(site);
  const strip = site.template === "toyota" ? TOYOTA_STRIP : SPEC_STRIP;
  // Copies, so one site's bundle never shares an object with another's.
  return strip.map((item) => ({ ...item, ...(item.detail ? { detail: fill(item.detail, values) } : {}) }));
}
