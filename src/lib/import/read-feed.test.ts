import { describe, expect, it } from "vitest";
import { formatIssue } from "./import-issue";
import { feedFormatByName, feedFormatOf, readFeed } from "./read-feed";

describe("issue 15 §2: a feed is read as JSON or CSV by its name, type or content", () => {
  it.each([
    ["stock.csv", "{", "csv"],
    ["STOCK.CSV", "", "csv"],
    ["stock.tsv", "", "csv"],
    ["text/csv; charset=utf-8", "{", "csv"],
    ["bundle.json", "Stock No,Make", "json"],
    ["application/json", "", "json"],
    ["feed.txt", "Stock No,Make,Model", "csv"],
    ["feed.txt", '\uFEFF  {"cars": []}', "json"],
    ["", "\n  [", "json"],
    ["upload", "\uFEFFStock #;Make;Model", "csv"],
  ])("%j starting %j is %s", (name, firstBytes, format) => {
    expect(feedFormatOf(name, firstBytes)).toBe(format);
  });
});

describe("issue 15 §1: the inbox and the import endpoint take only what a name or type says", () => {
  it.each([
    ["stock.csv", "csv"],
    ["text/csv", "csv"],
    ["application/csv", "csv"],
    ["bundle.JSON", "json"],
    ["application/vnd.feed+json; charset=utf-8", "json"],
    ["notes.txt", null],
    ["application/octet-stream", null],
    ["", null],
  ])("%j is %s", (name, format) => {
    expect(feedFormatByName(name)).toBe(format);
  });
});

describe("issue 15 §2: readFeed gives the bundle importBundle takes, whatever the format", () => {
  it("a CSV feed becomes a bundle of cars for the dealership named, each with its line", () => {
    const feed = readFeed("Stock No,Make,Model,Year,Condition\r\nA1,Kia,Rio,2020,Used\r\n", "csv", {
      dealershipSlug: "west-motors",
    });
    expect(feed.raw).toEqual({
      cars: [
        {
          dealership_slug: "west-motors",
          stocknum: "A1",
          make: "Kia",
          model: "Rio",
          year: "2020",
          car_type: "Used",
        },
      ],
    });
    expect(feed.lines).toEqual([2]);
    expect(feed.complete).toBe(true);
  });

  it("a JSON bundle saved with a byte order mark is read; text that is not JSON is one issue, not a crash", () => {
    expect(readFeed('\uFEFF{"cars": []}', "json").raw).toEqual({ cars: [] });
    const broken = readFeed('{"cars": [', "json");
    expect(broken.raw).toBeUndefined();
    expect(broken.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^bundle \(record\): not valid JSON: /),
    ]);
  });
});

describe("issue 29 item 4: readFeed refuses a nesting bomb whole, as the streaming reader does", () => {
  it("names the limit instead of overflowing the stack later", () => {
    const depth = 50_000;
    const text = `{"cars":[{"stocknum":"1","x":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}]}`;
    const feed = readFeed(text, "json");
    expect(feed.raw).toBeUndefined();
    expect(feed.issues).toEqual([
      expect.objectContaining({
        section: "bundle",
        message: expect.stringMatching(/more than 64 levels deep/),
      }),
    ]);
  });
});
