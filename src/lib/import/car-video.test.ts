import { describe, expect, it } from "vitest";
import { readCsvFeed, withCsvLines } from "./csv-feed";
import { formatIssue } from "./import-issue";
import { validateBundle } from "./validate-bundle";

/**
 * Issue 32 §5, decision 0057: a stock feed may carry a car's video as a YouTube address
 * (`video_url`, in JSON and CSV). Only an address with a single YouTube video is kept; anything else
 * is left out with a warning on that car's row, and the car is imported without it.
 */
const car = (stocknum: string, extra: Record<string, unknown> = {}) => ({
  dealership_slug: "metro-toyota",
  stocknum,
  make: "Toyota",
  model: "HiLux",
  year: 2022,
  car_type: "used",
  ...extra,
});

describe("a car's video from a JSON feed", () => {
  it("keeps a YouTube video's address, in any of the forms YouTube gives out", () => {
    const result = validateBundle({
      cars: [
        car("V1", { video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
        car("V2", { video_url: " https://youtu.be/dQw4w9WgXcQ?si=share " }),
        car("V3", { video_url: "" }),
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.cars.map((c) => c.record.video_url ?? null)).toEqual([
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=share",
      null,
    ]);
  });

  it("anything but a YouTube video is a warning on the car's row; the car imports without a video", () => {
    const result = validateBundle({
      cars: [
        car("W1", { video_url: "https://vimeo.com/76979871" }),
        car("W2", { video_url: "https://www.youtube.com/@metromotorgroup" }),
        car("W3", { video_url: "javascript:alert(1)" }),
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.cars.map((c) => [c.record.stocknum, c.record.video_url ?? null])).toEqual([
      ["W1", null],
      ["W2", null],
      ["W3", null],
    ]);
    expect(result.warnings.map(formatIssue)).toEqual(
      ["W1", "W2", "W3"].map(
        (stocknum, index) =>
          `cars[${index}] (stocknum ${stocknum}) video_url: must be a YouTube video's address (a watch, youtu.be, embed, shorts or live link); a channel or playlist has no single video; left out, the rest imported`,
      ),
    );
  });
});

describe("a car's video from a CSV feed", () => {
  it("is read from a column headed Video (or YouTube), and a bad one is named by its line", () => {
    const text = [
      "Stock No,Make,Model,Year,Condition,Video",
      "C1,Toyota,HiLux,2022,Used,https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "C2,Toyota,HiLux,2022,Used,https://example.com/walkaround.mp4",
      "C3,Toyota,HiLux,2022,Used,",
    ].join("\n");
    const feed = readCsvFeed(text, { dealershipSlug: "metro-toyota" });
    const bundle = validateBundle(feed.bundle);
    expect(feed.warnings).toEqual([]);
    expect(bundle.cars.map((c) => c.record.video_url ?? null)).toEqual([
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      null,
      null,
    ]);
    expect(withCsvLines(bundle.warnings, feed.lines).map(formatIssue)).toEqual([
      expect.stringMatching(/^line 3 \(stocknum C2\) video_url: must be a YouTube video's address/),
    ]);
    const youtube = readCsvFeed(
      "Stock No,Make,Model,Year,Condition,YouTube URL\nC4,Kia,Rio,2021,Used,https://youtu.be/dQw4w9WgXcQ",
      {
        dealershipSlug: "metro-toyota",
      },
    );
    expect(validateBundle(youtube.bundle).cars[0]?.record.video_url).toBe("https://youtu.be/dQw4w9WgXcQ");
  });
});
