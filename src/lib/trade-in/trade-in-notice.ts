import { formatPhone, formatPrice } from "../format/format";
import { localDateTime } from "../format/local-date-time";
import { addDays, formatDate } from "../locations/opening-hours";
import type { NoticeContent, NoticeLink, NoticeYard } from "../notices/notice-content";
import type { Valuation } from "./trade-in-types";

/**
 * What a shopper is told about their trade-in (issue 34 item 1 "trade-in offer with its validity …
 * the next step: apply it to a car / book the inspection"): the online offer when they ask for the
 * valuation, the offer they accepted, or that the car will be valued in person; the dealer's word on
 * it is lib/trade-in/dealer-offer's `offerNotice`, on the same frame. Each offer says until when it
 * stands (`trade_in.offer_valid_days`, to the end of that day on the yard's clock). Pure.
 */
export type TradeInNoticeFacts = {
  firstName: string;
  dealerName: string;
  /** The shopper's car: '2019 Mazda CX-5 Maxx'. */
  vehicle: string;
  yard: NoticeYard | null;
  /** The car the shopper came from, to put the offer toward. */
  towards: { title: string; url: string } | null;
  /** The site's search, to choose a car when they came from none. */
  searchUrl: string;
  /** The page that shows the valuation again, when the site has one. */
  valuationUrl: string | null;
  /** The offer's last day ('YYYY-MM-DD' on the yard's clock); null when there is no offer. */
  validUntil: string | null;
};

/** The last day an offer made at `at` stands: `days` later on the yard's clock. */
export function offerValidUntil(at: Date, days: number, timeZone: string): string {
  return addDays(localDateTime(at, timeZone).slice(0, 10), days);
}

const who = (facts: TradeInNoticeFacts) => facts.yard?.name || facts.dealerName;
const carOf = (facts: TradeInNoticeFacts) => facts.vehicle.trim() || "your car";

/** How to book the inspection: the yard's desk by phone, else the yard by name. */
function callYard(facts: TradeInNoticeFacts): string {
  const phone = facts.yard?.phone ? formatPhone(facts.yard.phone) : null;
  return phone ? `call ${who(facts)} on ${phone}` : `contact ${who(facts)}`;
}

/** The valuation's page at its inspection booking (decision 0084). */
export function inspectionUrl(valuationUrl: string): string {
  return `${valuationUrl}#inspection`;
}

/** The next step for an offer: book the inspection before it lapses, and put it toward a car. */
export function offerNextStep(facts: TradeInNoticeFacts): NoticeContent["nextStep"] {
  const until = facts.validUntil ? ` before the end of ${formatDate(facts.validUntil)}` : "";
  const links: NoticeLink[] = [
    ...(facts.valuationUrl ? [{ label: "Book the inspection", url: inspectionUrl(facts.valuationUrl) }] : []),
    facts.towards
      ? { label: `Put it toward the ${facts.towards.title}`, url: facts.towards.url }
      : { label: "Choose a car to put it toward", url: facts.searchUrl },
    ...(facts.valuationUrl ? [{ label: "See your valuation", url: facts.valuationUrl }] : []),
  ];
  return {
    text: `Book a short inspection of your ${carOf(facts)}${until}: ${facts.valuationUrl ? `choose a time online, or ${callYard(facts)}` : callYard(facts)}. If the car is as you described it, the offer stands and comes off the price of the car you buy.`,
    links,
  };
}

/** The facts every trade-in notice lists: the shopper's car, the offer, until when. */
export function offerFacts(facts: TradeInNoticeFacts, amount: number | null): NoticeContent["facts"] {
  return [
    { label: "Your car", value: carOf(facts) },
    ...(amount !== null ? [{ label: "Our offer", value: formatPrice(amount) }] : []),
    ...(amount !== null && facts.validUntil
      ? [{ label: "Valid until", value: `${formatDate(facts.validUntil)} (end of day)` }]
      : []),
  ];
}

const base = (facts: TradeInNoticeFacts) => ({
  firstName: facts.firstName,
  yard: facts.yard,
  more: [] as string[],
  about: `your trade-in of the ${carOf(facts)}`,
});

/**
 * The valuation's confirmation: the online offer (with its range, validity and next step), or that
 * the car will be valued in person; and, once accepted, the accepted offer.
 */
export function valuationNotice(
  facts: TradeInNoticeFacts,
  valuation: Valuation,
  stage: "valuation" | "accepted",
): NoticeContent {
  const car = carOf(facts);
  const dealer = who(facts);
  if (valuation.kind === "in-person") {
    return {
      ...base(facts),
      subject: `We've received your trade-in details: ${car}`,
      intro: [
        `Thank you for the details of your ${car}. We'd like to value it in person rather than online, so the team at ${dealer} has your details.`,
      ],
      facts: offerFacts(facts, null),
      nextStep: {
        text: `Book a time to bring it in for a valuation: ${facts.valuationUrl ? `choose one online, or ${callYard(facts)}` : callYard(facts)}. We'll also contact you within one business day.`,
        links: facts.valuationUrl ? [{ label: "Book a time", url: inspectionUrl(facts.valuationUrl) }] : [],
      },
      sms: `${dealer}: thanks for your trade-in details for your ${car}. We'll value it in person: ${callYard(facts)} to book a time.`,
    };
  }
  const amount = formatPrice(valuation.offer);
  const until = facts.validUntil ? formatDate(facts.validUntil) : null;
  const accepted = stage === "accepted";
  return {
    ...base(facts),
    subject: accepted
      ? `You've accepted our offer of ${amount} for your ${car}`
      : `Your trade-in offer: ${amount} for your ${car}`,
    intro: [
      accepted
        ? `Thank you: you've accepted our offer of ${amount} for your ${car}, subject to an inspection of the car.`
        : `Our offer for your ${car} is ${amount} (its estimated value is ${formatPrice(valuation.low)} to ${formatPrice(valuation.high)}), subject to an inspection of the car.`,
      ...(until ? [`The offer stands until the end of ${until}.`] : []),
    ],
    facts: offerFacts(facts, valuation.offer),
    nextStep: offerNextStep(facts),
    sms: `${dealer}: ${accepted ? "you've accepted our" : "our"} offer of ${amount} for your ${car}${until ? `, valid until ${until}` : ""}. Book the inspection: ${callYard(facts)}.`,
  };
}
