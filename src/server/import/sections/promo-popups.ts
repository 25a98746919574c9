import "server-only";
import { eq } from "drizzle-orm";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import { readLiveItems } from "../../content/content-live";
import { recordImportedRemoval, recordImportedVersion } from "../../content/content-versions";
import type { Database } from "../../db/client";
import { promoPopups } from "../../db/schema";
import type { ImportReport } from "../import-report";
import { storedSiteId } from "./site";

/**
 * The promo popups: a bundle with `promo_popups` replaces the site's set in one transaction, like the
 * cards (popups belong to a site: without a valid `site` each is refused).
 */
export async function importPromoPopups(
  db: Database,
  bundle: ValidatedBundle,
  report: ImportReport,
): Promise<void> {
  if (!bundle.promoPopups) return;
  const siteId = await storedSiteId(db, bundle);
  if (siteId === undefined) {
    report.counts.promo_popups.failed += bundle.promoPopups.length;
    for (const { index, record } of bundle.promoPopups) {
      report.issues.push({
        section: "promo_popups",
        index,
        key: record.slug,
        field: "",
        message: "promo popups belong to a site: include a valid `site` in the bundle",
      });
    }
  } else {
    const rows = bundle.promoPopups.map(({ record }) => ({
      siteId,
      slug: record.slug,
      title: record.title,
      description: record.description ?? null,
      imageUrl: record.image_url ?? null,
      imageAlt: record.image_alt ?? null,
      buttonText: record.button_text ?? null,
      buttonUrl: record.button_url ?? null,
      start: record.start ? new Date(record.start) : null,
      expiry: record.expiry ? new Date(record.expiry) : null,
    }));
    const now = new Date();
    await db.transaction(async (tx) => {
      const before = await readLiveItems(tx, siteId, "popups");
      await tx.delete(promoPopups).where(eq(promoPopups.siteId, siteId));
      if (rows.length) await tx.insert(promoPopups).values(rows);
      // An import is a version of each popup too; one it leaves out is taken off (decision 0053).
      for (const row of rows) await recordImportedVersion(tx, siteId, "popups", row.slug, now);
      for (const [slug, data] of before) {
        if (!rows.some((r) => r.slug === slug))
          await recordImportedRemoval(tx, siteId, "popups", slug, data, now);
      }
    });
    report.counts.promo_popups.inserted += rows.length;
  }
}
