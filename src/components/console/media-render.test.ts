import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { responsivePhoto } from "@/lib/media/photo-sizes";
import { CarPhotoList, type ConsolePhoto } from "./car-photo-list";
import { CarPhotosManager } from "./car-photos-manager";
import { FeedUploadForm } from "./feed-upload-form";
import { ImportReportView } from "./import-report-view";

/** Issue 32 §1: the console's photo and feed components, as their first render reads. */

const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
const photo = (id: string, alt: string): ConsolePhoto => ({
  ...responsivePhoto({ id, widths: [480, 960], width: 1200, height: 800 }),
  id,
  alt,
  thumb: `/media/cars/${id}/480.jpg`,
});
const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("a car's extra photos in the console", () => {
  const html = renderToStaticMarkup(
    h(CarPhotoList, {
      photos: [photo(A, "Boot space"), photo(B, "")],
      busy: false,
      change: async () => null,
    }),
  );

  it("lists them in order, each with its thumbnail, a labelled description and its buttons", () => {
    expect(html).toMatch(/<ol aria-label="Extra photos, in the order the car page shows them"/);
    expect(tags(html, "img").map((t) => /alt="([^"]*)"/.exec(t)?.[1])).toEqual([
      "Boot space",
      "Extra photo 2",
    ]);
    expect(html).toContain(`<label for="alt-${A}"`);
    expect(html).toContain("Description of photo 1");
    expect(html).toMatch(new RegExp(`<input id="alt-${A}" [^>]*value="Boot space"`));
    const buttons = tags(html, "button");
    const earlier1 = buttons.find((b) => b.includes('aria-label="Move photo 1 earlier"'))!;
    const later2 = buttons.find((b) => b.includes('aria-label="Move photo 2 later"'))!;
    expect(earlier1).toContain('disabled=""');
    expect(later2).toContain('disabled=""');
    expect(buttons.find((b) => b.includes('aria-label="Move photo 1 later"'))).not.toContain('disabled=""');
    expect(buttons.filter((b) => /aria-label="Remove photo \d"/.test(b))).toHaveLength(2);
  });

  it("says so when there are none", () => {
    const empty = renderToStaticMarkup(
      h(CarPhotoList, { photos: [], busy: false, change: async () => null }),
    );
    expect(empty).toContain("No extra photos yet.");
  });

  it("offers several photos at once, by picking or dropping, with the types and the size limit", () => {
    const page = renderToStaticMarkup(
      h(CarPhotosManager, {
        uploadUrl: "/api/x",
        changeUrl: "/api/x/changes",
        initial: [photo(A, "Boot")],
        limitMb: 10,
      }),
    );
    const input = tags(page, "input").find((t) => t.includes('id="photo-files"'))!;
    expect(input).toContain('type="file"');
    expect(input).toContain("multiple");
    expect(input).toMatch(/accept="image\/jpeg,image\/png,image\/webp,image\/heic/);
    expect(input).toContain('aria-describedby="photo-files-hint"');
    expect(page).toMatch(/<label for="photo-files"[^>]*data-testid="photo-drop"/);
    expect(page).toContain("up to 10 MB each");
    expect(page).toContain("Extra photos (1)");
    expect(page).toMatch(/<p role="status"/);
  });
});

describe("the console's feed upload and import reports", () => {
  const router = {
    refresh: () => undefined,
    push: () => undefined,
    replace: () => undefined,
    prefetch: () => undefined,
  };
  const form = renderToStaticMarkup(
    h(
      AppRouterContext.Provider,
      { value: router as never },
      h(FeedUploadForm, {
        site: "lead-a",
        dealerships: [
          { slug: "a-north", name: "North Motors" },
          { slug: "a-south", name: "South Motors" },
        ],
        limitMb: 200,
      }),
    ),
  );

  it("asks for the dealership and the file, labelled, with the formats and the limit", () => {
    expect(form).toContain('<label for="feed-dealership"');
    expect(tags(form, "option")).toHaveLength(2);
    expect(form).toContain('<label for="feed-file"');
    expect(tags(form, "input").find((t) => t.includes('id="feed-file"'))).toMatch(
      /accept="\.csv,\.tsv,\.json/,
    );
    expect(form).toContain("up to 200 MB");
    expect(form).toContain("mark its cars missing from the file as sold");
    expect(form).toMatch(/<button type="submit"[^>]*>Upload and import<\/button>/);
  });

  it("shows a report's counts by section, cars marked sold, and each refused row and warning with its line", () => {
    const html = renderToStaticMarkup(
      h(ImportReportView, {
        report: {
          counts: {
            cars: { inserted: 3, updated: 1, failed: 1 },
            offers: { inserted: 0, updated: 0, failed: 0 },
          },
          markedSold: 2,
          issues: [
            { section: "cars", index: 4, key: "stocknum H3", field: "model", message: "required", line: 5 },
          ],
          warnings: [{ section: "cars", index: 1, field: "seats", message: "left out", line: 2 }],
        },
      }),
    );
    expect(html).toMatch(/<th scope="row"[^>]*>cars<\/th><td[^>]*>3<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td>/);
    expect(html).not.toContain(">offers<");
    expect(html).toContain("2 cars missing from the feed were marked sold.");
    expect(html).toContain("Refused (1)");
    expect(html).toContain("line 5 (stocknum H3) model: required");
    expect(html).toContain("Warnings (1)");
  });

  it("says plainly when a feed was refused whole", () => {
    const html = renderToStaticMarkup(
      h(ImportReportView, {
        report: {
          counts: {},
          markedSold: 0,
          issues: [],
          warnings: [],
          refused: { site: "x", reason: "the site was refused" },
        },
      }),
    );
    expect(html).toMatch(/<p role="alert"[^>]*>Nothing was imported: the site was refused<\/p>/);
  });
});
