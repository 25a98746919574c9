import { formatPrice } from "../format/format";
import { isInStockStatus } from "../stock/availability";
import { escapeHtml } from "../text/xml-escape";
import type { AlertChannel, DigestMessage } from "./alert-types";
import { alertPrice, isPriceDrop } from "./price-drop";

/**
 * A shopper's daily digest (issue 21 §6): what their alerts found since their last digest, said once.
 * The server reads the events and the cars as they are now; these rules decide what is still worth
 * saying and how: a car that sold since is left out, a price that went back up is no drop, a car
 * counted twice is named once. Rendered here as a text message or an e-mail, each with the link that
 * stops the alerts without signing in.
 */

/** A car as it is when the digest is made. */
export type DigestCar = {
  id: number;
  name: string;
  slug: string;
  status: string;
  price: number | null;
  offerPrice: number | null;
};

/** A price-drop event: the shown price before and after the import that lowered it. */
export type PriceDropEvent = { carId: number; oldPrice: number; newPrice: number; at: Date };
/** A new-match event: the car a saved search's alert found. */
export type NewMatchEvent = { savedSearchId: number; carId: number; at: Date };

export type PriceDropLine = { car: DigestCar; wasPrice: number; nowPrice: number };
export type SearchNews = {
  savedSearchId: number;
  label: string;
  path: string;
  cars: DigestCar[];
  unsubscribeUrl: string;
};

/**
 * The drops still worth telling: per car, from the price before its first drop since the last digest
 * to its price now, when that is still a drop (spec 01 §9: both real prices) and the car is still in
 * stock. Largest saving first.
 */
export function priceDropLines(
  events: readonly PriceDropEvent[],
  cars: ReadonlyMap<number, DigestCar>,
): PriceDropLine[] {
  const first = new Map<number, PriceDropEvent>();
  for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (!first.has(event.carId)) first.set(event.carId, event);
  }
  const lines: PriceDropLine[] = [];
  for (const [carId, event] of first) {
    const car = cars.get(carId);
    if (!car || !isInStockStatus(car.status)) continue;
    const now = alertPrice(car);
    if (now === null || !isPriceDrop(event.oldPrice, now)) continue;
    lines.push({ car, wasPrice: event.oldPrice, nowPrice: now });
  }
  return lines.sort((a, b) => b.wasPrice - b.nowPrice - (a.wasPrice - a.nowPrice) || a.car.id - b.car.id);
}

/** A saved search's new cars still in stock, newest event first, each once. */
export function newMatchCars(
  events: readonly NewMatchEvent[],
  cars: ReadonlyMap<number, DigestCar>,
): DigestCar[] {
  const seen = new Set<number>();
  const out: DigestCar[] = [];
  for (const event of [...events].sort((a, b) => b.at.getTime() - a.at.getTime() || b.carId - a.carId)) {
    if (seen.has(event.carId)) continue;
    seen.add(event.carId);
    const car = cars.get(event.carId);
    if (car && isInStockStatus(car.status)) out.push(car);
  }
  return out;
}

export type DigestContent = {
  siteName: string;
  /** The site's origin, `https://www.dealer.com.au`: every link in a message is absolute. */
  origin: string;
  priceDrops: { lines: PriceDropLine[]; unsubscribeUrl: string } | null;
  searches: SearchNews[];
  /** Stops every alert of the shopper's on this site. */
  unsubscribeAllUrl: string;
};

/** Whether a digest has anything to say. */
export function hasNews(content: DigestContent): boolean {
  return (content.priceDrops?.lines.length ?? 0) > 0 || content.searches.some((s) => s.cars.length > 0);
}

/**
 * One message a day, on one channel: e-mail when any of the alerts in it asked for e-mail and the
 * shopper has an address, else a text (every shopper has a phone: it is how they sign in).
 */
export function digestChannel(asked: readonly AlertChannel[], email: string | null): AlertChannel {
  return email && asked.includes("email") ? "email" : "sms";
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 price drops and 3 new cars for your saved searches". */
export function digestSummary(content: DigestContent): string {
  const drops = content.priceDrops?.lines.length ?? 0;
  const fresh = content.searches.reduce((n, s) => n + s.cars.length, 0);
  const parts = [
    ...(drops ? [`${count(drops, "price drop")} on your watchlist`] : []),
    ...(fresh ? [`${count(fresh, "new car")} for your saved searches`] : []),
  ];
  return parts.join(" and ");
}

const carUrl = (content: DigestContent, car: DigestCar) => `${content.origin}/cars/${car.slug}`;
const priceText = (car: DigestCar) => {
  const price = alertPrice(car);
  return price === null ? null : formatPrice(price);
};

/** A text is read on a phone: the first few of each kind, then where the rest are. */
const SMS_ITEMS = 3;

export function renderDigestSms(content: DigestContent): DigestMessage {
  const lines = [`${content.siteName}: ${digestSummary(content)}.`];
  const drops = content.priceDrops?.lines ?? [];
  for (const drop of drops.slice(0, SMS_ITEMS)) {
    lines.push(
      `${drop.car.name} now ${formatPrice(drop.nowPrice)} (was ${formatPrice(drop.wasPrice)}) ${carUrl(content, drop.car)}`,
    );
  }
  if (drops.length > SMS_ITEMS)
    lines.push(`and ${drops.length - SMS_ITEMS} more: ${content.origin}/watchlist`);
  const searches = content.searches.filter((s) => s.cars.length > 0);
  for (const search of searches.slice(0, SMS_ITEMS)) {
    const only = search.cars.length === 1 ? search.cars[0]! : null;
    lines.push(
      only
        ? `New for "${search.label}": ${only.name}${priceText(only) ? ` ${priceText(only)}` : ""} ${carUrl(content, only)}`
        : `${count(search.cars.length, "new car")} for "${search.label}" ${content.origin}${search.path}`,
    );
  }
  if (searches.length > SMS_ITEMS)
    lines.push(`and ${count(searches.length - SMS_ITEMS, "more search", "more searches")} with new cars.`);
  lines.push(`Stop these alerts: ${content.unsubscribeAllUrl}`);
  return { channel: "sms", text: lines.join("\n") };
}

/** An e-mail lists a search's first cars and links the rest. */
const EMAIL_CARS_PER_SEARCH = 10;

export function renderDigestEmail(content: DigestContent): DigestMessage {
  const summary = digestSummary(content);
  const subject = `${content.siteName}: ${summary}`;
  const text: string[] = [`Hello from ${content.siteName}. Since our last message: ${summary}.`, ""];
  const html: string[] = [
    `<p>Hello from ${escapeHtml(content.siteName)}. Since our last message: ${escapeHtml(summary)}.</p>`,
  ];
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

  const drops = content.priceDrops;
  if (drops?.lines.length) {
    text.push("Price drops on your watchlist");
    html.push("<h2>Price drops on your watchlist</h2>", "<ul>");
    for (const drop of drops.lines) {
      const words = `${drop.car.name}: now ${formatPrice(drop.nowPrice)}, was ${formatPrice(drop.wasPrice)}`;
      text.push(`- ${words}`, `  ${carUrl(content, drop.car)}`);
      html.push(
        `<li>${link(carUrl(content, drop.car), drop.car.name)}: now <strong>${formatPrice(drop.nowPrice)}</strong>, was <s>${formatPrice(drop.wasPrice)}</s></li>`,
      );
    }
    html.push("</ul>", `<p><small>${link(drops.unsubscribeUrl, "Stop price-drop alerts")}</small></p>`);
    text.push(`Stop price-drop alerts: ${drops.unsubscribeUrl}`, "");
  }
  for (const search of content.searches) {
    if (!search.cars.length) continue;
    const heading = `${count(search.cars.length, "new car")} for "${search.label}"`;
    text.push(heading);
    html.push(`<h2>${escapeHtml(heading)}</h2>`, "<ul>");
    for (const car of search.cars.slice(0, EMAIL_CARS_PER_SEARCH)) {
      const price = priceText(car);
      text.push(`- ${car.name}${price ? `: ${price}` : ""}`, `  ${carUrl(content, car)}`);
      html.push(`<li>${link(carUrl(content, car), car.name)}${price ? `: ${price}` : ""}</li>`);
    }
    html.push("</ul>");
    const all = `${content.origin}${search.path}`;
    text.push(`See the search: ${all}`, `Stop alerts for this search: ${search.unsubscribeUrl}`, "");
    html.push(
      `<p>${link(all, "See the search")} · <small>${link(search.unsubscribeUrl, "Stop alerts for this search")}</small></p>`,
    );
  }
  text.push(
    `You get this because you asked ${content.siteName} for alerts. Stop them all: ${content.unsubscribeAllUrl}`,
  );
  html.push(
    `<p><small>You get this because you asked ${escapeHtml(content.siteName)} for alerts. ${link(content.unsubscribeAllUrl, "Stop them all")}.</small></p>`,
  );
  return {
    channel: "email",
    subject,
    text: text.join("\n"),
    html: `<!doctype html><html lang="en-AU"><body>${html.join("\n")}</body></html>`,
    unsubscribeUrl: content.unsubscribeAllUrl,
  };
}

export function renderDigest(content: DigestContent, channel: AlertChannel): DigestMessage {
  return channel === "email" ? renderDigestEmail(content) : renderDigestSms(content);
}
