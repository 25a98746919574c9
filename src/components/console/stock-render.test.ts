import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseStockQuery } from "@/lib/stock/console-stock-query";
import { CarOverrideForm, type CarOverrideView } from "./car-override-form";
import { FeedSource } from "./feed-source";
import { StockFilters } from "./stock-filters";
import { type StockListRow, StockTable } from "./stock-table";

/** Issue 32 §1: the console's stock list and a car's changes over its feed, drawn on the server. */

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const render = (element: ReactElement) =>
  renderToStaticMarkup(h(AppRouterContext.Provider, { value: router as never }, element));
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];

const row = (overrides: Partial<StockListRow> = {}): StockListRow => ({
  id: 7,
  slug: "2023-mazda-cx-5-sa1",
  name: "2023 Mazda CX-5",
  stocknum: "SA1",
  vin: "JM0KF4W7A00123456",
  regplate: "ABC123",
  carType: "used",
  status: "in_stock",
  statusLabel: "In stock",
  price: 30_000,
  dealershipName: "Harbour Mazda",
  daysInStock: 12,
  feedUpdatedAt: "2026-11-20T12:00:00.000Z",
  lastFeed: null,
  changes: [],
  ...overrides,
});

describe("a car's source", () => {
  it("names the import that last wrote the car, links to its report, and says when", () => {
    const html = render(
      h(FeedSource, {
        slug: "harbour",
        at: "2026-11-20T12:00:00.000Z",
        lastFeed: { id: 9, label: "Inbox folder, north/stock.csv" },
      }),
    );
    expect(html).toMatch(
      /<a [^>]*href="\/sites\/harbour\/feeds\/9"[^>]*>Inbox folder, north\/stock.csv<\/a>/,
    );
    expect(html).toContain('<time dateTime="2026-11-20T12:00:00.000Z">20 Nov 2026, 11:00 pm AEDT</time>');
  });

  it("without a recorded import, says the feed wrote it and when, with no link", () => {
    const html = render(h(FeedSource, { slug: "harbour", at: "2026-11-20T12:00:00.000Z", lastFeed: null }));
    expect(html).toMatch(/^<span>Feed, <time dateTime="2026-11-20T12:00:00.000Z">/);
    expect(html).not.toContain("<a ");
  });
});

describe("the stock list", () => {
  it("shows each car's identity, source and staff changes, with a labelled checkbox per car", () => {
    const html = render(
      h(StockTable, {
        slug: "harbour",
        rows: [row(), row({ id: 8, stocknum: "SA2", changes: ["Hidden", "Tag"] })],
      }),
    );
    expect(html).toContain('href="/sites/harbour/stock/2023-mazda-cx-5-sa1"');
    expect(html).toContain("Stock SA1 · Rego ABC123 · VIN JM0KF4W7A00123456");
    expect(html).toContain("Feed, <time");
    expect(html).toContain("Hidden, Tag");
    expect(html).toContain("$30,000");
    const boxes = tags(html, "input").filter((t) => t.includes('type="checkbox"'));
    // A checkbox per car in the table and in the phone cards, plus "select every car on this page".
    expect(boxes).toHaveLength(5);
    expect(boxes.filter((t) => t.includes('aria-label="Select 2023 Mazda CX-5, stock SA2"'))).toHaveLength(2);
    expect(html).toContain("Apply to 0 cars");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Apply to 0 cars/);
  });

  it("links each car's source to the import that last wrote it, in the feed history", () => {
    const html = render(
      h(StockTable, {
        slug: "harbour",
        rows: [
          row({ lastFeed: { id: 42, label: "Console upload, dubbo.csv" } }),
          row({ id: 8, stocknum: "SA2" }),
        ],
      }),
    );
    // In the wide table and the phone card alike.
    expect(
      html.match(/<a [^>]*href="\/sites\/harbour\/feeds\/42"[^>]*>Console upload, dubbo.csv<\/a>/g),
    ).toHaveLength(2);
    // A car no recorded import wrote still says it is the feed's, and when.
    expect(html).toContain("Feed, <time");
  });

  it("says so when no car matches", () => {
    expect(render(h(StockTable, { slug: "harbour", rows: [] }))).toContain("No cars match.");
  });

  it("the filters are a labelled GET form holding the query", () => {
    const html = render(
      h(StockFilters, {
        action: "/sites/harbour/stock",
        query: parseStockQuery({ q: "cx-5", changed: "yes", sort: "days_desc" }),
        dealerships: [
          { value: "1", label: "North" },
          { value: "2", label: "South" },
        ],
      }),
    );
    expect(html).toContain('method="get"');
    for (const id of [
      "stock-q",
      "stock-dealership",
      "stock-type",
      "stock-status",
      "stock-changed",
      "stock-sort",
    ]) {
      expect(html).toContain(`for="${id}"`);
    }
    expect(html).toContain('value="cx-5"');
    expect(html).toMatch(/<option value="yes" selected="">Yes<\/option>/);
    expect(html).toMatch(/<option value="days_desc" selected="">Longest in stock<\/option>/);
  });
});

const view = (overrides: Partial<CarOverrideView> = {}): CarOverrideView => ({
  siteSlug: "harbour",
  carSlug: "2023-mazda-cx-5-sa1",
  timeZone: "Australia/Sydney",
  feed: { shown: true, price: "$30,000", dealerComments: "Low kms.", tag: "", video: "" },
  changed: [],
  videosShown: true,
  values: {
    hidden: false,
    featured: false,
    specialPrice: "",
    specialFrom: "",
    specialUntil: "",
    specialRunning: false,
    dealerComments: "Low kms.",
    tag: "",
    video: "",
  },
  ...overrides,
});

describe("a car's changes over its feed", () => {
  it("as the feed sent it: each field shows the feed's value and no 'Back to the feed'", () => {
    const html = render(h(CarOverrideForm, { view: view() }));
    expect(html).toContain("The feed: <q");
    expect(html).toContain("Hide this car");
    expect(html).toContain("Feature this car");
    expect(html).not.toContain("Changed</span>");
    expect(html).not.toContain("Back to the feed");
    expect(html).toContain("Times are on the site&#x27;s clock (Australia/Sydney).");
    for (const id of [
      "special-price",
      "special-from",
      "special-until",
      "override-dealerComments",
      "override-tag",
      "override-video",
    ]) {
      expect(html).toContain(`for="${id}"`);
    }
  });

  it("a changed field is marked and has its own 'Back to the feed'", () => {
    const html = render(
      h(CarOverrideForm, {
        view: view({
          changed: ["hidden", "special"],
          values: {
            ...view().values,
            hidden: true,
            specialPrice: "25990",
            specialFrom: "2026-12-01T09:00",
            specialUntil: "2026-12-08T17:00",
            specialRunning: true,
          },
        }),
      }),
    );
    expect(html.match(/Changed<\/span>/g)).toHaveLength(2);
    expect(html.match(/Back to the feed/g)).toHaveLength(2);
    expect(html).toContain("hidden by staff");
    expect(html).not.toContain("Hide this car");
    expect(html).toContain('value="2026-12-01T09:00"');
    expect(html).toContain("<strong>running</strong>");
  });
});

describe("a car's video (decision 0057)", () => {
  const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

  it("shows the feed's address, and a labelled address field with what it takes", () => {
    const html = render(
      h(CarOverrideForm, {
        view: view({
          feed: { ...view().feed, video: YOUTUBE },
          values: { ...view().values, video: YOUTUBE },
        }),
      }),
    );
    expect(html).toContain(`The feed: <span class="break-all">${YOUTUBE.replace("&", "&amp;")}</span>`);
    const input = tags(html, "input").find((tag) => tag.includes('id="override-video"'));
    expect(input).toContain('type="url"');
    expect(input).toContain(`value="${YOUTUBE}"`);
    expect(input).toContain('aria-describedby="override-video-hint"');
    expect(html).toContain(
      'for="override-video" class="block text-sm font-semibold">Your video (a YouTube address)',
    );
    expect(html).toContain("Save the video");
    expect(html).not.toContain("shows no videos now");
  });

  it("changed: marked, with its own 'Back to the feed'; a site with videos off says where to turn them on", () => {
    const html = render(
      h(CarOverrideForm, {
        view: view({ changed: ["video"], videosShown: false, values: { ...view().values, video: YOUTUBE } }),
      }),
    );
    expect(html.match(/Changed<\/span>/g)).toHaveLength(1);
    expect(html).toContain('Back to the feed<span class="sr-only"> (video)</span>');
    expect(html).toContain("This site shows no videos now");
    expect(html).toContain('href="/sites/harbour/settings/marketing"');
  });
});
