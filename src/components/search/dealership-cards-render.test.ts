import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { SearchResult } from "@/lib/search/search-types";
import { configForDealership } from "@/lib/tenancy/dealership-config";
import { type PublicSiteConfig, parseSiteConfig, publicSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { SearchResults } from "./search-results";

const siteConfig = parseSiteConfig({ reserve_deposit: 200 });
const site = publicSiteConfig(siteConfig);
const north = testCar({
  id: 1,
  slug: "north-car",
  name: "North Car",
  dealershipId: 10,
  checkoutEnabled: true,
});
const south = testCar({
  id: 2,
  slug: "south-car",
  name: "South Car",
  dealershipId: 20,
  checkoutEnabled: true,
});
const result: SearchResult = {
  hits: [north, south],
  count: 2,
  pages: 1,
  page: 1,
  facets: {},
  stats: {},
  ms: 1,
};

function render(dealershipConfigs?: Record<number, PublicSiteConfig>) {
  return renderToStaticMarkup(
    h(SearchResults, {
      state: EMPTY_SEARCH_STATE,
      result,
      status: "hasData",
      items: result.hits.map((car) => ({ kind: "car" as const, car })),
      shownCount: 2,
      config: site,
      dealershipConfigs,
      template: getTemplate("default"),
      now: new Date("2026-11-20T00:00:00Z"),
      certifiedBadgeMake: undefined,
      basePath: "/search",
      preset: {},
      apply: () => {},
    }),
  );
}

/** The markup of one car's card, by its heading's link. */
function card(html: string, slug: string): string {
  const cards = html.split("<article").slice(1);
  return cards.find((c) => c.includes(`href="/cars/${slug}"`)) ?? "";
}

describe("search result cards use their dealership's config (issue 19 item 7, decision 0032)", () => {
  it("south's switch-off hides Reserve on south's card only; north's deposit shows on north's", () => {
    const html = render({
      10: publicSiteConfig(configForDealership(siteConfig, { reserve_deposit: 500 })),
      20: publicSiteConfig(configForDealership(siteConfig, { features: { reserve: false } })),
    });
    expect(card(html, "north-car")).toContain("Reserve This Car $500");
    expect(card(html, "south-car")).not.toContain("Reserve This Car");
  });

  it("without dealership configs every card uses the site's", () => {
    const html = render();
    expect(card(html, "north-car")).toContain("Reserve This Car $200");
    expect(card(html, "south-car")).toContain("Reserve This Car $200");
  });
});
