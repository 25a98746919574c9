import type { PageInput } from "./demo-pages";

/**
 * Spec 02 §2 routes: "/diamond-advantage, /pages/visit-us … content pages". Every demo site has both
 * (issue 34 item 7: they answered 404 on every demo site). The Diamond Advantage is written as the
 * dealer's own after-sale promise, kept general ("ask us for the terms") like the other demo copy.
 */
export const VISIT_PAGES: readonly PageInput[] = [
  {
    slug: "diamond-advantage",
    title: "The {dealer} Diamond Advantage",
    summary: "What comes with every car you buy from us, at no extra cost.",
    seo_description:
      "The {dealer} Diamond Advantage: a checked car, a clear price, a 7-day exchange and roadside help with every car we sell.",
    body: `Every car we sell, new, demo or used, comes with the Diamond Advantage. It is our promise on top of your rights under the Australian Consumer Law, never instead of them.

## What is included

- **A checked car.** Every used car passes our workshop's inspection before it is listed, and you can read what we checked.
- **One clear price.** The price on the website is the price we talk about, with no added dealer fees at signing.
- **A 7-day exchange.** Not the right car after all? Bring it back within 7 days and 500 km and choose another from our stock.
- **Roadside help for 12 months.** A call to {phone} gets you help on the road, day or night.
- **A refundable {deposit} reservation.** Hold a car online for 48 hours while you decide, and get every cent back if you change your mind.

## The fine print

Conditions apply to the exchange and roadside help; ask us for the terms before you buy and we will go through them with you.`,
    call_to_action: { label: "Browse our stock", url: "/search" },
  },
  {
    slug: "visit-us",
    title: "Visit us",
    summary: "Where to find us, when we are open and how to get here.",
    seo_description:
      "Visit {dealer} in {city}: our locations, opening hours, parking and how to book a time with our team.",
    body: `We would love to see you. Drop in any time we are open, or book a time and we will have the car you are interested in washed, charged and ready for a test drive.

## Before you come

- **Check the car is here.** Each car's page shows which of our locations it is at.
- **Bring your licence** for a test drive, and your current car's registration papers if you want a trade-in valuation.
- **Parking** is free on site at every location.

## Opening hours and directions

Each location's page has its address, a map link and its opening hours for sales, service and parts. Call us on {phone} if you need help finding us.`,
    call_to_action: { label: "Find our locations", url: "/our-location" },
  },
];

/**
 * The prizes and terms of a demo site's draw (spec 02 §2 "/spin-to-win"; decision 0079), shown on
 * /spin-to-win of a site that runs one. Written as a dealer would, the draw run by the dealer.
 */
export const SPIN_TO_WIN_PAGE: PageInput = {
  slug: "spin-to-win",
  title: "This month's prizes",
  summary: "Enter once, and we draw three winners on the last business day of the month.",
  body: `- **First prize:** a full detail of your car, inside and out.
- **Second prize:** a $150 fuel card.
- **Third prize:** a free wheel alignment at our workshop.

## Terms

One entry per person per month. Entrants must be 18 or over and live in Australia. We draw the winners at our yard on the last business day of the month and call them by the next business day; prizes are not exchangeable for cash. Ask us for the full terms of entry.`,
};
