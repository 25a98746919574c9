import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { LocationBlock } from "./location-block";

/** `n` locations at different streets, so none are merged into one card. */
function yards(n: number) {
  return Array.from({ length: n }, (_, i) =>
    testLocation({
      id: i + 1,
      slug: `yard-${i + 1}`,
      name: `Yard ${i + 1}`,
      address: { street: `${i + 1} Main Rd` },
    }),
  );
}

function grid(n: number): string {
  const html = renderToStaticMarkup(
    h(LocationBlock, { locations: yards(n), filter: "all", variant: "columns" }),
  );
  return html.match(/<ul[^>]*data-testid="location-grid"[^>]*>/)?.[0] ?? "";
}

describe("LocationBlock, the columns variant (spec 02 §2 'columns by count (3 or fewer, 6, more than 3)', decision 0079)", () => {
  it("two or three locations share one row on a wide screen", () => {
    expect(grid(2)).toContain("lg:grid-cols-2");
    expect(grid(3)).toContain("lg:grid-cols-3");
  });
  it("six locations make two rows of three; five or seven run four to a row", () => {
    expect(grid(6)).toContain("lg:grid-cols-3");
    expect(grid(5)).toContain("lg:grid-cols-4");
    expect(grid(7)).toContain("lg:grid-cols-4");
  });
  it("lists every location as a card, and one location is still the map-and-details block", () => {
    const html = renderToStaticMarkup(
      h(LocationBlock, { locations: yards(5), filter: "all", variant: "columns" }),
    );
    expect(html.match(/<li/g)?.length).toBe(5);
    expect(grid(1)).toBe("");
  });
});
