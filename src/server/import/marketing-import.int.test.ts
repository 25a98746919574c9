import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIssue } from "@/lib/import/import-issue";
import { siteTags } from "@/lib/marketing/tags";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { carRecord } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { cars } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { readSite } from "../tenancy/sites";
import { importBundle } from "./import-bundle";
import { importFeed } from "./import-feed";

/**
 * Issue 32 §5 (decisions 0055, 0057): a site's tag ids come in through the bundle, strictly checked;
 * a car's video comes in through the stock feed, JSON or CSV, and only a YouTube video's address is
 * kept.
 */

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

const videoOf = async (stocknum: string) =>
  (await handle.db.select({ videoUrl: cars.videoUrl }).from(cars).where(eq(cars.stocknum, stocknum)))[0]
    ?.videoUrl;

describe("a car's video through the stock feed (decision 0057)", () => {
  const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

  it("a JSON feed's YouTube address is stored; any other address is a warning on the car, which imports without it", async () => {
    const report = await importBundle(handle.db, {
      cars: [
        carRecord("tagged-dealer", "VID1", { video_url: YOUTUBE }),
        carRecord("tagged-dealer", "VID2", { video_url: "https://vimeo.com/76979871" }),
      ],
    });
    expect(report.issues).toEqual([]);
    expect(report.counts.cars).toMatchObject({ inserted: 2, failed: 0 });
    expect(report.warnings.map(formatIssue)).toEqual([
      "cars[1] (stocknum VID2) video_url: must be a YouTube video's address (a watch, youtu.be, embed, shorts or live link); a channel or playlist has no single video; left out, the rest imported",
    ]);
    expect(await videoOf("VID1")).toBe(YOUTUBE);
    expect(await videoOf("VID2")).toBeNull();
  });

  it("a CSV feed's Video column is read the same way, its warning naming the line; the feed's next export is the car's video", async () => {
    const csv = (video1: string, video2: string) =>
      `Stock No,Make,Model,Year,Condition,Price,Video\nVID1,Mazda,CX-5,2023,Used,30000,${video1}\nVID2,Mazda,CX-5,2023,Used,30000,${video2}\n`;
    const report = await importFeed(handle.db, csv("", "https://youtu.be/aqz-KE-bpKQ"), {
      format: "csv",
      dealershipSlug: "tagged-dealer",
    });
    expect(report.issues).toEqual([]);
    expect(report.counts.cars).toMatchObject({ updated: 2, failed: 0 });
    expect(await videoOf("VID1")).toBeNull();
    expect(await videoOf("VID2")).toBe("https://youtu.be/aqz-KE-bpKQ");
    const bad = await importFeed(handle.db, csv("https://www.youtube.com/@channel", ""), {
      format: "csv",
      dealershipSlug: "tagged-dealer",
    });
    expect(bad.warnings.map(formatIssue)).toEqual([
      expect.stringMatching(/^line 2 \(stocknum VID1\) video_url: must be a YouTube video's address/),
    ]);
    expect(await videoOf("VID1")).toBeNull();
  });
});
