import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIssue } from "@/lib/import/import-issue";
import { siteTags } from "@/lib/marketing/tags";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { readSite } from "../tenancy/sites";
import { importBundle } from "./import-bundle";

/** Issue 32 §5 (decision 0055): a site's tag ids come in through the bundle, strictly checked. */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

function bundle(slug: string, marketing: Record<string, unknown>) {
  return {
    site: { slug, name: `${slug} Motors`, dealerships: [`${slug}-dealer`], config: { marketing } },
    dealerships: [
      { slug: `${slug}-dealer`, name: `${slug} Dealer`, youtube_url: "https://youtu.be/dQw4w9WgXcQ" },
    ],
  };
}

describe("marketing tags through the bundle (decision 0055)", () => {
  it("a tag id that is not one (GTM-<script>) is refused with its field's message, and nothing is stored", async () => {
    const report = await importBundle(handle.db, bundle("tag-typo", { gtm_id: "GTM-<script>" }));
    const issues = report.issues.map(formatIssue);
    expect(issues[0]).toMatch(
      /^site config\.marketing\.gtm_id: A Tag Manager container id is GTM- and 4 to 10/,
    );
    expect(report.refused).toMatchObject({ site: "tag-typo" });
    expect(await readSite(handle.db, "tag-typo")).toBeNull();
  });

  it("valid ids are stored; the site then names its tags, and its dealership's video address is read", async () => {
    const report = await importBundle(
      handle.db,
      bundle("tagged", { gtm_id: "GTM-AB12CD3", meta_pixel_id: "123456789012345", youtube_embeds: true }),
    );
    expect(report.issues).toEqual([]);
    const site = await readSite(handle.db, "tagged");
    expect(site?.config.marketing).toMatchObject({ gtm_id: "GTM-AB12CD3", meta_pixel_id: "123456789012345" });
    expect(siteTags(site?.config ?? parseSiteConfig({}))).toEqual(["gtm", "meta", "youtube"]);
    expect(site?.dealerships[0]?.youtubeUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
  });
});
