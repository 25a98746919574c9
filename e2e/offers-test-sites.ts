import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, forecourtImport, sendToSite } from "./fixtures";

/**
 * The offers specs' two test sites on Outback Used Cars' dealership (a used yard: no single
 * manufacturer, so an offer about a make lives at /offers/{manufacturer}/{slug}): one with offers and
 * a live popup, one whose popup has expired. `importOfferSites()` imports both, from a spec's beforeAll.
 */
export const SITE = "e2e-offers";
export const EXPIRED_SITE = "e2e-popup-expired";
const DEALERSHIP = "outback-used-cars-dubbo";
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

export const LONG_DESCRIPTION =
  "Drive away in a new Toyota HiLux SR5 with a factory bonus of $3,000 on every dual cab ute ordered this month. " +
  "Our team will match any genuine written quote from another dealer, fit a tow bar and floor mats at no cost, " +
  "and have you on the road with a full tank of fuel and five years of roadside assistance included.";
export const LONG_DISCLAIMER =
  "Offer available on new HiLux SR5 dual cab vehicles ordered and delivered between the offer dates at participating " +
  "dealers only. Excludes fleet, government and rental buyers. Bonus is applied to the drive away price and cannot be " +
  "redeemed for cash. While stocks last; see our team for full terms and conditions.";

export const OFFERS = [
  {
    slug: "hilux-bonus",
    name: "HiLux $3,000 bonus",
    category: "New car offer",
    manufacturer: "Toyota",
    model: { name: "HiLux", slug: "hilux" },
    description: LONG_DESCRIPTION,
    disclaimer: LONG_DISCLAIMER,
    image_url: "/media/demo-car/ute/white/0.svg",
    starts_at: at(-48 * HOUR),
    expires_at: at(240 * HOUR),
  },
  {
    slug: "free-car-wash",
    name: "Free car wash with every service",
    category: "Service offer",
    description: "Book any scheduled service and we will wash and vacuum your car for free.",
    disclaimer: "Bookings essential.",
    starts_at: at(-24 * HOUR),
  },
  { slug: "ended-sale", name: "Ended sale", starts_at: at(-480 * HOUR), expires_at: at(-HOUR) },
  { slug: "not-here", name: "Not for this site", excluded_website_ids: [SITE] },
];

export const POPUP = {
  slug: "e2e-live",
  title: "Test drive weekend",
  description: "Book a test drive this weekend and take home a free detailing kit.",
  image_url: "/media/demo-car/suv/blue/1.svg",
  image_alt: "A blue SUV",
  button_text: "See this month's offers",
  button_url: "/special-offers",
  start: at(-HOUR),
  expiry: at(240 * HOUR),
};

function site(slug: string, name: string) {
  return { slug, name, template: "default", dealerships: [DEALERSHIP] };
}

/** Imports both test sites through the CLI and waits until the server serves them. */
export async function importOfferSites(): Promise<void> {
  const bundles = {
    [SITE]: { site: site(SITE, "Offers Test Motors"), offers: OFFERS, promo_popups: [POPUP] },
    [EXPIRED_SITE]: {
      site: site(EXPIRED_SITE, "Expired Popup Motors"),
      promo_popups: [{ ...POPUP, slug: "e2e-ended", start: at(-240 * HOUR), expiry: at(-HOUR) }],
    },
  };
  for (const [slug, bundle] of Object.entries(bundles)) {
    const file = path.join(tmpdir(), `${slug}-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(bundle));
    await forecourtImport(file);
  }
  // The server's site list is cached for up to 5 s.
  await expect(async () => {
    for (const slug of Object.keys(bundles)) {
      expect((await sendToSite(`${slug}.localhost`, "/special-offers")).status).toBe(200);
    }
  }).toPass({ timeout: 10_000, intervals: [500] });
}

export const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

/** The popup once the page has mounted and the browser has been idle (useIdleEffect: within 1 s). */
export const popupOf = (page: Page) => page.getByRole("dialog", { name: POPUP.title });
