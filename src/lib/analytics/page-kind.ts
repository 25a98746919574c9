import type { PageKind } from "./collection";

/**
 * Which kind of page a path is, for the page-view counts (decision 0061): the first path segment
 * names it. A car's own page is `/cars/<slug>`; anything under it (its checkout) is not a car view.
 * A path no rule names (a dealer's content page under the catch-all, a 404) is "other".
 */
const FIRST_SEGMENT: Record<string, PageKind> = {
  search: "search",
  "new-used-and-demo-cars": "search",
  "pre-owned": "search",
  offers: "offer",
  "special-offers": "offer",
  finance: "finance",
  "car-finance": "finance",
  "apply-for-finance": "finance",
  "finance-enquiry": "finance",
  "trade-in": "trade-in",
  "sell-my-car": "trade-in",
  "sell-your-car": "trade-in",
  service: "service",
  "genuine-service": "service",
  parts: "service",
  "parts-and-accessories": "service",
  "vehicle-parts-and-accessories": "service",
  "our-location": "location",
  locations: "location",
  "nearest-location": "location",
  contact: "enquiry",
  "contact-us": "enquiry",
  enquiries: "enquiry",
  "book-test-drive": "enquiry",
  fleet: "enquiry",
  models: "model",
  blog: "content",
  pages: "content",
  "about-us": "content",
  careers: "content",
  warranty: "content",
  "privacy-policy": "content",
  "terms-and-conditions": "content",
  compare: "saved",
  watchlist: "saved",
  "sign-in": "account",
  "my-garage": "account",
  "checkout-journey": "checkout",
};

export function pageKind(pathname: string): PageKind {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0];
  if (first === undefined) return "home";
  if (first === "cars") {
    if (segments.length === 2) return "car";
    return segments[2] === "checkout" ? "checkout" : "other";
  }
  return Object.hasOwn(FIRST_SEGMENT, first) ? FIRST_SEGMENT[first]! : "other";
}
