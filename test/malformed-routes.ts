import type { Rng } from "../src/demo/prng";
import type { FuzzSite, Surface } from "./fuzz-target";
import { ISSUE_29_ADMIN, ISSUE_29_ADMIN_LIST, ISSUE_29_APIS, ISSUE_29_PAGES } from "./issue-29-inputs";

/**
 * What the malformed-input fuzzer asks a site for: its pages and files, and its APIs with the methods
 * each takes, some paths drawn from the site's own cars and makes.
 */

type Route = { surface: Surface; path: (site: FuzzSite, rng: Rng) => string; methods?: readonly string[] };

export const PAGE_ROUTES: Route[] = [
  { surface: "page", path: () => "/" },
  { surface: "page", path: () => "/search" },
  {
    surface: "page",
    path: (_s, rng) =>
      `/search/${rng.pick(["used-cars", "new-cars", "demo-cars", "new-and-demo-cars", "suv"])}`,
  },
  { surface: "page", path: (s, rng) => `/search/${slug(rng.pick(s.makes.length ? s.makes : ["toyota"]))}` },
  { surface: "page", path: (s, rng) => `/cars/${rng.pick(s.carSlugs.length ? s.carSlugs : ["x"])}` },
  {
    surface: "page",
    path: (_s, rng) => `/enquiries/${rng.pick(["feedback", "service-enquiry", "general-enquiry", "nope"])}`,
  },
  {
    surface: "page",
    path: (_s, rng) =>
      rng.pick([
        "/contact",
        "/contact-us",
        "/finance",
        "/finance-enquiry",
        "/apply-for-finance",
        "/book-test-drive",
        "/new-used-and-demo-cars",
        "/print",
        "/success",
        "/compare",
        "/compare?ids=1,2,3",
        // Issue 29: ids past int4, and NUL in paths and queries, answered 500.
        ...ISSUE_29_PAGES,
        "/sign-in?type=checkout&redirect=//evil.com&back=%2F%2Fevil.com",
        "/watchlist",
        "/dev/sms",
        "/no-such-page",
      ]),
  },
  { surface: "asset", path: () => "/robots.txt" },
  { surface: "asset", path: () => "/sitemap.xml" },
  { surface: "asset", path: (s, rng) => `/cars/${rng.pick(s.carSlugs.length ? s.carSlugs : ["x"])}/pdf` },
  {
    surface: "asset",
    path: (_s, rng) =>
      `/media/demo-car/${rng.pick(["sedan", "suv", "ute", "x"])}/${rng.pick(["white", "glacier-white", "constructor", "red"])}/${rng.int(0, 9)}.svg`,
  },
  { surface: "asset", path: () => "/favicon.ico" },
  // Issue 19: the advertising feeds and a sitemap part.
  {
    surface: "asset",
    path: (_s, rng) =>
      rng.pick([
        "/feeds/google-vehicle-listings.xml",
        "/feeds/meta-vehicles.xml",
        "/sitemaps/1.xml",
        "/sitemaps/0.xml",
      ]),
  },
  // Issue 19: offers, content, blog and model pages, and the root paths the catch-all resolves.
  {
    surface: "page",
    path: (_s, rng) =>
      rng.pick([
        "/special-offers",
        // Issue 20: the trade-in pages, with a car and a link back that exist or not.
        "/trade-in",
        "/sell-my-car",
        "/sell-your-car",
        "/cars/trade-in",
        "/cars/trade-in?car_id=99999999",
        "/cars/trade-in?car_id=99999999999",
        "/cars/trade-in?car_id=-1",
        "/trade-in?valuation=tv_nosuchvaluation00000000",
        "/offers/nope",
        "/offers/toyota/nope",
        "/pages/about-us",
        "/pages/NOPE",
        "/about-us",
        "/pre-owned",
        "/blog",
        "/blog/vehicle-reviews",
        "/blog/vehicle-reviews/nope",
        "/parts/search",
        "/hilux",
        "/hilux/accessories",
        "/hilux/nope/deeper",
        "/models",
        "/parts-and-accessories",
        "/vehicle-parts-and-accessories",
      ]),
  },
];

export const API_ROUTES: { path: (site: FuzzSite, rng: Rng) => string; methods: readonly string[] }[] = [
  { path: () => "/api/search", methods: ["GET"] },
  { path: () => "/api/leads/form", methods: ["GET"] },
  {
    path: (s, rng) => `/api/cars/${rng.pick(s.carIds.length ? s.carIds : [1])}/disclaimer`,
    methods: ["GET"],
  },
  {
    path: (s, rng) => `/cars/${rng.pick(s.carSlugs.length ? s.carSlugs : ["x"])}/view.json`,
    methods: ["GET"],
  },
  { path: () => "/api/phone-reveal", methods: ["POST"] },
  // Issue 33: first-party analytics.
  { path: () => "/api/events", methods: ["POST"] },
  { path: () => "/api/youx/quote", methods: ["POST"] },
  { path: () => "/api/leads", methods: ["POST"] },
  { path: () => "/api/reservations", methods: ["POST"] },
  {
    path: (_s, rng) => `/api/reservations/${rng.pick(["res_nosuchreservation00", "x", "..", "%00"])}`,
    methods: ["GET"],
  },
  { path: () => "/api/purchase-journeys", methods: ["POST"] },
  {
    path: (_s, rng) => `/api/purchase-journeys/${rng.pick(["pj_nosuchjourney0000000000", "x", "..", "%00"])}`,
    methods: ["GET"],
  },
  {
    path: (_s, rng) =>
      `/api/purchase-journeys/${rng.pick(["pj_nosuchjourney0000000000", "x"])}/${rng.pick(["payment", "trade-in", "delivery", "reserve", "nope", "%2e%2e"])}`,
    methods: ["PUT"],
  },
  {
    path: (_s, rng) => `/api/purchase-journeys/${rng.pick(["pj_nosuchjourney0000000000", "x"])}/submit`,
    methods: ["POST"],
  },
  { path: () => "/api/chat/messages", methods: ["POST"] },
  // Issue 20: the trade-in wizard's API.
  { path: () => "/api/trade-ins", methods: ["POST"] },
  { path: () => "/api/trade-ins/lookup", methods: ["POST"] },
  {
    path: (_s, rng) => `/api/trade-ins/${rng.pick(["tv_nosuchvaluation00000000", "x", "..", "%00"])}`,
    methods: ["GET"],
  },
  {
    path: (_s, rng) =>
      `/api/trade-ins/${rng.pick(["tv_nosuchvaluation00000000", "x"])}/${rng.pick(["vehicle", "condition", "contact", "nope", "%2e%2e"])}`,
    methods: ["PUT"],
  },
  {
    path: (_s, rng) =>
      `/api/trade-ins/${rng.pick(["tv_nosuchvaluation00000000", "x"])}/${rng.pick(["valuation", "accept"])}`,
    methods: ["POST"],
  },
  // Issue 21: sign-in and the watchlist.
  { path: () => "/api/sign-in/code", methods: ["POST"] },
  { path: () => "/api/sign-in/verify", methods: ["POST"] },
  { path: () => "/api/sign-out", methods: ["POST"] },
  { path: () => "/api/account/session", methods: ["GET"] },
  { path: () => "/api/watchlist", methods: ["GET"] },
  { path: () => "/api/watchlist/save-car", methods: ["POST"] },
  { path: () => "/api/watchlist/remove-car", methods: ["POST"] },
  { path: () => "/api/health", methods: ["GET"] },
  // Issue 29: ids past int4 and NUL in the site APIs; the admin API, without a token.
  { path: (_s, rng) => rng.pick(ISSUE_29_APIS), methods: ["GET"] },
  { path: (_s, rng) => rng.pick(ISSUE_29_ADMIN), methods: ["GET", "POST"] },
  { path: (_s, rng) => rng.pick(ISSUE_29_ADMIN_LIST), methods: ["GET"] },
];

/** A make as its search path names it. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
