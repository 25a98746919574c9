import "server-only";
import { eq, sql } from "drizzle-orm";
import { type PatchedBundle, rawSlug } from "@/lib/import/config-patch";
import { BUNDLE_SECTIONS, type ImportIssue } from "@/lib/import/import-issue";
import { isJsonObject } from "@/lib/import/merge-patch";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import { domainClaim, domainHeldMessage } from "@/lib/tenancy/domains";
import type { Database, Executor } from "../../db/client";
import { siteDealerships, sites } from "../../db/schema";
import { domainHolders, isDomainClaimConflict } from "../../tenancy/domains";
import { describeDbError, type ImportReport } from "../import-report";
import { loadDealershipIds, writeDealerships } from "./dealerships";

/**
 * The bundle's site, and the dealerships written with it (issue 29 items 1–3, decision 0041).
 *
 * A bundle imports all of its site or none of it: a site the validation refused (a bad config key, a
 * bad domain), or one naming a domain another site holds, refuses the whole bundle before anything is
 * written. The site is then written in one transaction with the bundle's dealerships, before any of
 * its locations, cars or content; if the database refuses it there (a domain another import claimed
 * in between), that transaction is undone and nothing else is written either.
 */

/** Why the bundle's site is refused before any write, as issues; none when it may be imported. */
export async function siteRefusal(
  db: Executor,
  raw: unknown,
  bundle: ValidatedBundle,
  patched: PatchedBundle,
): Promise<ImportIssue[]> {
  const sent = isJsonObject(raw) && Object.hasOwn(raw, "site") && raw.site !== undefined;
  if (!sent) return [];
  if (!bundle.site) {
    // Validation refused it; its reasons are already among the bundle's issues.
    const reasons = bundle.issues.filter((i) => i.section === "site");
    if (patched.storedSiteInvalid && !patched.replaced && reasons.some((i) => i.field.startsWith("config"))) {
      reasons.push({
        section: "site",
        index: null,
        key: rawSlug((raw as { site?: unknown }).site),
        field: "config",
        message:
          "the stored config no longer validates on its own (the schema changed since it was imported), so no merge over it can: send the whole config with --replace-config (?replace_config=1)",
      });
    }
    return reasons;
  }
  const site = bundle.site;
  const holders = await domainHolders(db, site.domains.map(domainClaim));
  const issues: ImportIssue[] = [];
  site.domains.forEach((domain, i) => {
    const holder = holders.get(domainClaim(domain));
    if (holder && holder !== site.slug) {
      issues.push({
        section: "site",
        index: null,
        key: site.slug,
        field: `domains.${i}`,
        message: domainHeldMessage(domain, holder, site.slug),
      });
    }
  });
  return issues;
}

/**
 * The report of a bundle whose site was refused: the reasons (added to `issues` when not there yet),
 * one bundle-level issue saying nothing was imported, and every record of the bundle counted failed.
 */
export function refuseBundle(
  report: ImportReport,
  raw: unknown,
  slug: string | null,
  reasons: ImportIssue[],
) {
  for (const reason of reasons) if (!report.issues.includes(reason)) report.issues.push(reason);
  const reason = reasons.map((i) => `${i.field || "site"}: ${i.message}`).join("; ") || "refused";
  report.refused = { site: slug, reason };
  report.issues.push({
    section: "bundle",
    index: null,
    field: "site",
    message: `nothing was imported: the site${slug ? ` "${slug}"` : ""} was refused (${reason}); a bundle imports all of its site or none of it`,
  });
  const sections = isJsonObject(raw) ? raw : {};
  for (const section of BUNDLE_SECTIONS) {
    if (!(section in report.counts)) continue;
    const counts = report.counts[section as keyof ImportReport["counts"]];
    const records = Object.hasOwn(sections, section) ? sections[section] : undefined;
    counts.inserted = 0;
    counts.updated = 0;
    counts.failed = Array.isArray(records) ? records.length : counts.failed;
  }
  return report;
}

/**
 * Writes the dealerships and the site (with the dealerships it shows) in one transaction when the
 * bundle has a site, else the dealerships alone. Returns the dealership ids the rest of the import
 * uses, or null when the database refused the site (the report then says so and nothing was written).
 */
export async function importSiteAndDealerships(
  db: Database,
  bundle: ValidatedBundle,
  patched: PatchedBundle,
  report: ImportReport,
  now: Date,
): Promise<Map<string, number> | null> {
  const site = bundle.site;
  if (!site) {
    const written = await writeDealerships(db, bundle, report, now);
    reportConfigChanges(report, patched, written, false);
    return loadDealershipIds(db, bundle);
  }
  const before = { counts: { ...report.counts.dealerships }, issues: report.issues.length };
  try {
    const { ids, written, created } = await db.transaction(async (tx) => {
      const written = await writeDealerships(tx, bundle, report, now);
      const ids = await loadDealershipIds(tx, bundle);
      const created = await writeSite(tx, site, ids, report, now);
      return { ids, written, created };
    });
    report.site = { slug: site.slug, created };
    reportConfigChanges(report, patched, written, true);
    return ids;
  } catch (error) {
    // Undone: the dealerships' counts and issues written in the transaction no longer hold.
    report.counts.dealerships = before.counts;
    report.issues.length = before.issues;
    const reasons = isDomainClaimConflict(error)
      ? await heldDomainIssues(db, site.slug, site.domains)
      : [
          {
            section: "site" as const,
            index: null,
            key: site.slug,
            field: "",
            message: describeDbError(error),
          },
        ];
    refuseBundle(report, patched.raw, site.slug, reasons);
    return null;
  }
}

/** The domains another site holds, read again after the database refused the site's claim. */
async function heldDomainIssues(db: Database, slug: string, domains: string[]): Promise<ImportIssue[]> {
  const holders = await domainHolders(db, domains.map(domainClaim));
  const issues = domains.flatMap((domain, i): ImportIssue[] => {
    const holder = holders.get(domainClaim(domain));
    return holder && holder !== slug
      ? [
          {
            section: "site",
            index: null,
            key: slug,
            field: `domains.${i}`,
            message: domainHeldMessage(domain, holder, slug),
          },
        ]
      : [];
  });
  return issues.length
    ? issues
    : [
        {
          section: "site",
          index: null,
          key: slug,
          field: "domains",
          message: "a domain it lists belongs to another site",
        },
      ];
}

/** The site row and the dealerships it shows; returns whether the site is new. */
async function writeSite(
  tx: Executor,
  s: NonNullable<ValidatedBundle["site"]>,
  dealershipIds: Map<string, number>,
  report: ImportReport,
  now: Date,
): Promise<boolean> {
  const linked: number[] = [];
  s.dealerships.forEach((slug, i) => {
    const id = dealershipIds.get(slug);
    if (id === undefined) {
      report.issues.push({
        section: "site",
        index: null,
        key: s.slug,
        field: `dealerships.${i}`,
        message: `no dealership "${slug}"`,
      });
    } else linked.push(id);
  });
  const values = {
    slug: s.slug,
    name: s.name,
    template: s.template,
    domains: s.domains,
    url: s.url ?? null,
    logoUrl: s.logo ?? null,
    config: s.config,
    updatedAt: now,
  };
  // The listing version every server's search index watches is bumped in the same transaction when
  // what the site lists changed (its config or its dealerships). The database's trigger rewrites the
  // site's domain claims in the same statement, and refuses one another site holds.
  const [row] = await tx
    .insert(sites)
    .values(values)
    .onConflictDoUpdate({
      target: sites.slug,
      set: {
        ...values,
        listingVersion: sql`case when ${sites.config} is distinct from excluded.config then ${sites.listingVersion} + 1 else ${sites.listingVersion} end`,
      },
    })
    .returning({ id: sites.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("site upsert returned nothing");
  const before = await tx
    .select({ dealershipId: siteDealerships.dealershipId })
    .from(siteDealerships)
    .where(eq(siteDealerships.siteId, row.id))
    .orderBy(siteDealerships.position);
  if (before.map((b) => b.dealershipId).join() !== linked.join()) {
    await tx.delete(siteDealerships).where(eq(siteDealerships.siteId, row.id));
    if (linked.length) {
      await tx
        .insert(siteDealerships)
        .values(linked.map((dealershipId, position) => ({ siteId: row.id, dealershipId, position })));
    }
    await tx
      .update(sites)
      .set({ listingVersion: sql`${sites.listingVersion} + 1` })
      .where(eq(sites.id, row.id));
  }
  return row.inserted;
}

/** The config keys the written site and dealerships changed, into the report (keys only). */
function reportConfigChanges(
  report: ImportReport,
  patched: PatchedBundle,
  writtenDealerships: string[],
  siteWritten: boolean,
): void {
  const dealerships: Record<string, string[]> = {};
  for (const slug of writtenDealerships) {
    const changed = patched.changes.dealerships.get(slug);
    if (changed?.length) Object.defineProperty(dealerships, slug, { value: changed, enumerable: true });
  }
  const site = siteWritten ? patched.changes.site : undefined;
  if (!site && !Object.keys(dealerships).length && !siteWritten) return;
  report.config = { replaced: patched.replaced, ...(site ? { site } : {}), dealerships };
}

/** The stored id of the bundle's site, for the sections that belong to it; undefined without one. */
export async function storedSiteId(db: Database, bundle: ValidatedBundle): Promise<number | undefined> {
  if (!bundle.site) return undefined;
  return (await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, bundle.site.slug)))[0]?.id;
}
