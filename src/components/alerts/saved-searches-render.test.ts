import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SavedSearchView } from "@/lib/alerts/alert-types";
import { SavedSearches } from "./saved-searches";

/** Issue 21 §6: the garage's list of saved searches, drawn from its entries alone. */
const entry = (partial: Partial<SavedSearchView>): SavedSearchView => ({
  id: 1,
  label: "Used Toyota Cars for sale · up to $30,000",
  path: "/search?car_type=used&make=Toyota&price=%3A30000",
  channel: "sms",
  alertsOn: true,
  createdAt: "2026-11-20T00:00:00.000Z",
  ...partial,
});

describe("SavedSearches", () => {
  it("each search in words, linking to it, with how its alerts arrive", () => {
    const html = renderToStaticMarkup(
      h(SavedSearches, {
        entries: [
          entry({}),
          entry({
            id: 2,
            label: "Kia Cars <for sale>",
            path: "/search?make=Kia",
            channel: "email",
            alertsOn: false,
          }),
        ],
      }),
    );
    expect(html).toContain('<a href="/search?car_type=used&amp;make=Toyota&amp;price=%3A30000"');
    expect(html).toContain("New matches: text message, at most once a day");
    expect(html).toContain("Kia Cars &lt;for sale&gt;");
    expect(html).toContain("Alerts off");
    expect(html.match(/data-testid="saved-search"/g)).toHaveLength(2);
  });

  it("the page that manages them draws each entry's controls", () => {
    const html = renderToStaticMarkup(
      h(SavedSearches, {
        entries: [entry({})],
        actions: (e) => h("button", { type: "button" }, `Remove ${e.id}`),
      }),
    );
    expect(html).toContain('<button type="button">Remove 1</button>');
  });

  it("no searches: says how to save one", () => {
    const html = renderToStaticMarkup(h(SavedSearches, { entries: [] }));
    expect(html).toContain("press Save this search");
    expect(html).not.toContain("<ul");
  });
});
