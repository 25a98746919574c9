import "server-only";
import { eq } from "drizzle-orm";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { Database } from "../../db/client";
import { promoNodes } from "../../db/schema";
import type { ImportReport } from "../import-report";
import { storedSiteId } from "./site";

/**
 * The promotional cards: a bundle with `promos` replaces the site's set in one transaction (cards
 * belong to a site: without a valid `site` each is refused).
 */
export async function importPromos(
  db: Database,
  bundle: ValidatedBundle,
  report: ImportReport,
): Promise<void> {
  if (!bundle.promos) return;
  const siteId = await storedSiteId(db, bundle);
  if (siteId === undefined) {
    report.counts.promos.failed += bundle.promos.length;
    for (const { index } of bundle.promos) {
      report.issues.push({
        section: "promos",
        index,
        field: "",
        message: "promos belong to a site: include a valid `site` in the bundle",
      });
    }
  } else {
    const rows = bundle.promos.map(({ record }) => ({
      siteId,
      position: record.position,
      display: record.display,
      strictDisplay: record.strictDisplay,
      start: record.start ? new Date(record.start) : null,
      expiry: record.expiry ? new Date(record.expiry) : null,
      node: {
        title: record.node.title,
        ...(record.node.body ? { body: record.node.body } : {}),
        ...(record.node.image_url ? { image_url: record.node.image_url } : {}),
        ...(record.node.link_url ? { link_url: record.node.link_url } : {}),
        ...(record.node.link_text ? { link_text: record.node.link_text } : {}),
      },
    }));
    await db.transaction(async (tx) => {
      await tx.delete(promoNodes).where(eq(promoNodes.siteId, siteId));
      if (rows.length) await tx.insert(promoNodes).values(rows);
    });
    report.counts.promos.inserted += rows.length;
  }
}
