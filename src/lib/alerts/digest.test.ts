import { describe, expect, it } from "vitest";
import {
  type DigestCar,
  type DigestContent,
  digestChannel,
  digestSummary,
  hasNews,
  newMatchCars,
  priceDropLines,
  renderDigestEmail,
  renderDigestSms,
} from "./digest";

/** Issue 21 §6: what a shopper's daily digest says, and how. */
const T = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 0, minutes));
const car = (id: number, extra: Partial<DigestCar> = {}): DigestCar => ({
  id,
  name: `2021 Toyota HiLux SR5 #${id}`,
  slug: `2021-toyota-hilux-sr5-${id}`,
  status: "in_stock",
  price: 40_000,
  offerPrice: null,
  ...extra,
});
const byId = (...list: DigestCar[]) => new Map(list.map((c) => [c.id, c]));

describe("price drops worth telling", () => {
  it("from the price before the first drop to the price now; largest saving first", () => {
    const cars = byId(car(1, { price: 36_000 }), car(2, { price: 39_500 }));
    const lines = priceDropLines(
      [
        { carId: 1, oldPrice: 40_000, newPrice: 38_000, at: T(1) },
        { carId: 1, oldPrice: 38_000, newPrice: 36_000, at: T(2) },
        { carId: 2, oldPrice: 40_000, newPrice: 39_500, at: T(3) },
      ],
      cars,
    );
    expect(lines.map((l) => [l.car.id, l.wasPrice, l.nowPrice])).toEqual([
      [1, 40_000, 36_000],
      [2, 40_000, 39_500],
    ]);
  });

  it("left out: a car that sold, a car no longer listed, a price back up, a price gone to a placeholder", () => {
    const events = [1, 2, 3, 4].map((id) => ({ carId: id, oldPrice: 40_000, newPrice: 35_000, at: T(id) }));
    const cars = byId(
      car(1, { status: "sold", price: 35_000 }),
      car(3, { price: 41_000 }),
      car(4, { price: 10 }),
    );
    expect(priceDropLines(events, cars)).toEqual([]);
  });

  it("the price now is the shown one: an offer price counts first (spec 01 §4)", () => {
    const lines = priceDropLines(
      [{ carId: 1, oldPrice: 40_000, newPrice: 38_000, at: T(1) }],
      byId(car(1, { offerPrice: 37_000 })),
    );
    expect(lines[0]?.nowPrice).toBe(37_000);
  });
});

describe("a saved search's new cars", () => {
  it("each car once, newest first, only while in stock", () => {
    const events = [
      { savedSearchId: 9, carId: 1, at: T(1) },
      { savedSearchId: 9, carId: 2, at: T(5) },
      { savedSearchId: 9, carId: 1, at: T(3) },
      { savedSearchId: 9, carId: 3, at: T(4) },
    ];
    const cars = byId(car(1), car(2), car(3, { status: "sold" }));
    expect(newMatchCars(events, cars).map((c) => c.id)).toEqual([2, 1]);
  });
});

const content = (partial: Partial<DigestContent> = {}): DigestContent => ({
  siteName: "Outback Used Cars",
  origin: "https://outback.example",
  priceDrops: {
    lines: [{ car: car(1, { price: 36_000 }), wasPrice: 40_000, nowPrice: 36_000 }],
    unsubscribeUrl: "https://outback.example/pages/unsubscribe?token=p7.x",
  },
  searches: [
    {
      savedSearchId: 9,
      label: "Used Toyota Cars for sale",
      path: "/search?car_type=used&make=Toyota&sortBy=latest",
      cars: [car(2), car(3, { price: 0 })],
      unsubscribeUrl: "https://outback.example/pages/unsubscribe?token=s9.y",
    },
  ],
  unsubscribeAllUrl: "https://outback.example/pages/unsubscribe?token=a7.z",
  ...partial,
});

describe("one message a day, on one channel", () => {
  it("e-mail when an alert in it asked for e-mail and the shopper has an address; else a text", () => {
    expect(digestChannel(["sms", "email"], "jo@example.com")).toBe("email");
    expect(digestChannel(["email"], null)).toBe("sms");
    expect(digestChannel(["sms"], "jo@example.com")).toBe("sms");
  });

  it("nothing left to say is no digest", () => {
    expect(hasNews(content())).toBe(true);
    expect(hasNews(content({ priceDrops: null, searches: [{ ...content().searches[0]!, cars: [] }] }))).toBe(
      false,
    );
  });

  it("the summary counts what is in it", () => {
    expect(digestSummary(content())).toBe(
      "1 price drop on your watchlist and 2 new cars for your saved searches",
    );
    expect(digestSummary(content({ priceDrops: null }))).toBe("2 new cars for your saved searches");
  });
});

describe("the text message", () => {
  it("the site, the summary, each drop and search with its link, and the link that stops them all", () => {
    const sms = renderDigestSms(content());
    expect(sms.channel).toBe("sms");
    if (sms.channel !== "sms") return;
    expect(sms.text.split("\n")).toEqual([
      "Outback Used Cars: 1 price drop on your watchlist and 2 new cars for your saved searches.",
      "2021 Toyota HiLux SR5 #1 now $36,000 (was $40,000) https://outback.example/cars/2021-toyota-hilux-sr5-1",
      '2 new cars for "Used Toyota Cars for sale" https://outback.example/search?car_type=used&make=Toyota&sortBy=latest',
      "Stop these alerts: https://outback.example/pages/unsubscribe?token=a7.z",
    ]);
  });

  it("one new car is named; past three of a kind, where the rest are", () => {
    const one = renderDigestSms(
      content({ priceDrops: null, searches: [{ ...content().searches[0]!, cars: [car(2)] }] }),
    );
    expect(one.channel === "sms" && one.text).toContain(
      'New for "Used Toyota Cars for sale": 2021 Toyota HiLux SR5 #2 $40,000 https://outback.example/cars/2021-toyota-hilux-sr5-2',
    );
    const lines = [1, 2, 3, 4, 5].map((id) => ({ car: car(id), wasPrice: 45_000, nowPrice: 40_000 }));
    const many = renderDigestSms(content({ priceDrops: { lines, unsubscribeUrl: "u" }, searches: [] }));
    expect(many.channel === "sms" && many.text).toContain("and 2 more: https://outback.example/watchlist");
  });
});

describe("the e-mail", () => {
  it("lists drops and new cars with links, a stop link per alert and one for all, escaped", () => {
    const mail = renderDigestEmail(content({ siteName: "Bob & Sons <Cars>" }));
    if (mail.channel !== "email") throw new Error("not an e-mail");
    expect(mail.subject).toBe(
      "Bob & Sons <Cars>: 1 price drop on your watchlist and 2 new cars for your saved searches",
    );
    expect(mail.unsubscribeUrl).toBe("https://outback.example/pages/unsubscribe?token=a7.z");
    expect(mail.html).toContain("Bob &amp; Sons &lt;Cars&gt;");
    expect(mail.html).not.toContain("<Cars>");
    expect(mail.html).toContain('<a href="https://outback.example/cars/2021-toyota-hilux-sr5-1">');
    expect(mail.html).toContain("now <strong>$36,000</strong>, was <s>$40,000</s>");
    expect(mail.text).toContain(
      "Stop price-drop alerts: https://outback.example/pages/unsubscribe?token=p7.x",
    );
    expect(mail.text).toContain(
      "Stop alerts for this search: https://outback.example/pages/unsubscribe?token=s9.y",
    );
    // A car without a real price is listed without one.
    expect(mail.text).toContain("- 2021 Toyota HiLux SR5 #3\n");
  });
});
