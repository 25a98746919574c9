import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FEED_CONTEXT, feedCar } from "../../../test/feed-cars";
import {
  GOOGLE_REQUIRED_ATTRIBUTES,
  GOOGLE_TITLE_LIMIT,
  googleItem,
  googleVehicleAdsFeed,
} from "./google-vehicle-ads";

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["item", "g:additional_image_link"].includes(name),
});

function items(xml: string): Record<string, unknown>[] {
  const doc = parser.parse(xml);
  return doc.rss.channel.item ?? [];
}

describe("Google vehicle ads feed (issue 19 item 6; Merchant Center vehicle ads primary feed)", () => {
  it("is an RSS 2.0 document in Google's g: namespace, one item per car, with every required attribute", () => {
    const feed = googleVehicleAdsFeed(
      [
        feedCar(),
        feedCar({
          id: 2,
          slug: "2023-mazda-cx-5-b2",
          vin: "JM0KF4W7A00123456",
          make: "Mazda",
          model: "CX-5",
          name: "2023 Mazda CX-5 Touring",
          carType: "new",
          km: 10,
          simpleBody: "SUV",
        }),
      ],
      FEED_CONTEXT,
    );
    expect(feed.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const doc = parser.parse(feed.body);
    expect(doc.rss["@_version"]).toBe("2.0");
    expect(doc.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
    const rows = items(feed.body);
    expect(rows).toHaveLength(2);
    expect(feed.included).toBe(2);
    for (const row of rows) {
      for (const attribute of GOOGLE_REQUIRED_ATTRIBUTES) {
        expect(row[`g:${attribute}`], attribute).toBeTruthy();
      }
    }
  });

  it("says what a shopper sees: the car page and photos as absolute URLs, the price in AUD, km as mileage", () => {
    const row = items(googleVehicleAdsFeed([feedCar()], FEED_CONTEXT).body)[0]!;
    expect(row).toMatchObject({
      "g:id": "2022-toyota-hilux-a1001",
      "g:title": "2022 Toyota HiLux SR5",
      "g:link": "https://alpha.example/cars/2022-toyota-hilux-a1001",
      "g:image_link": "https://alpha.example/media/demo-car/ute/white/front",
      "g:additional_image_link": ["https://cdn.example/hilux-side.jpg"],
      "g:price": "45990.00 AUD",
      "g:condition": "used",
      "g:brand": "Toyota",
      "g:model": "HiLux",
      "g:year": 2022,
      "g:trim": "SR5",
      "g:mileage": "30500 km",
      "g:vin": "MR0HA3CD100123456",
      "g:body_style": "truck",
      "g:engine": "diesel",
      "g:store_code": "alpha-sales",
      "g:vehicle_fulfillment": { "g:option": "in_store", "g:store_code": "alpha-sales" },
      "g:dealership_name": "Alpha Motors",
      "g:dealership_address": "1 Main St, Brisbane QLD 4000, AU",
      "g:google_product_category": 916,
    });
    // Dealer comments are split on '|' (spec 01 §2) into lines of plain text.
    expect(row["g:description"]).toBe("One owner.\nFull service history.");
  });

  it("uses the dealer's Business Profile store code when the site config names one", () => {
    const item = googleItem(feedCar(), { ...FEED_CONTEXT, storeCodes: { "alpha-sales": "ALPHA-01" } });
    expect(item).toMatchObject({ store_code: "ALPHA-01", vehicle_fulfillment: { store_code: "ALPHA-01" } });
  });

  it("an offer price is the sale price, the higher before_price it replaced the price (spec 01 §4 price priority)", () => {
    expect(
      googleItem(feedCar({ price: 45990, beforePrice: 46990, offerPrice: 42990 }), FEED_CONTEXT),
    ).toMatchObject({ price: "46990.00 AUD", sale_price: "42990.00 AUD" });
    // Spec 01 §4 "The was-price shows only when before_price is higher": without one, the offer is the price.
    const plain = googleItem(feedCar({ price: 45990, offerPrice: 42990 }), FEED_CONTEXT);
    expect(plain).toMatchObject({ price: "42990.00 AUD" });
    expect(plain).not.toHaveProperty("sale_price");
    expect(googleItem(feedCar({ price: 45990, beforePrice: 49990 }), FEED_CONTEXT)).toMatchObject({
      price: "45990.00 AUD",
    });
  });

  it("a demonstrator is 'used' to Google, a certified used car says certified_pre_owned, a new car shows 0 km when it has none", () => {
    expect(googleItem(feedCar({ carType: "demo" }), FEED_CONTEXT)).toMatchObject({ condition: "used" });
    expect(googleItem(feedCar({ certified: true }), FEED_CONTEXT)).toMatchObject({
      certified_pre_owned: "yes",
    });
    expect(googleItem(feedCar({ carType: "new", km: null }), FEED_CONTEXT)).toMatchObject({
      condition: "new",
      mileage: "0 km",
    });
  });

  it.each([
    ["a caravan", { itemType: "caravan", simpleBody: "Caravan", body: "Caravan" }, "not_a_car"],
    ["a motorcycle", { itemType: "motorcycle", simpleBody: "Motorcycle", body: "Motorcycle" }, "not_a_car"],
    ["a sold car", { status: "sold" }, "not_in_stock"],
    ["a coming-soon car", { status: "coming_soon" }, "not_in_stock"],
    ["a reserved car", { reserved: true }, "reserved"],
    ["a car with no price", { price: null }, "no_price"],
    ["a car priced $10 or less (spec 01 §9: a price is real above 10)", { price: 10 }, "no_price"],
    ["a car with no photo", { primaryImageUrl: null, images: [] }, "no_photo"],
    ["a car with a pre-1989 chassis number", { vin: "FJ40-123456" }, "no_vin"],
    ["a car without a location", { location: null }, "no_location"],
    ["a used car without its kilometres", { km: null }, "no_odometer"],
  ] as const)("leaves out %s", (_what, overrides, reason) => {
    const feed = googleVehicleAdsFeed(
      [feedCar(overrides as never), feedCar({ id: 2, slug: "other" })],
      FEED_CONTEXT,
    );
    expect(items(feed.body).map((r) => r["g:id"])).toEqual(["other"]);
    expect(feed.excluded).toEqual({ [reason]: 1 });
  });

  it("escapes what a feed sent, drops characters XML cannot hold, and cuts the title to Google's 150", () => {
    const nasty = feedCar({
      name: `Toyota <script>alert(1)</script> & "HiLux"\u0001 ${"x".repeat(200)}`,
      dealercomments: "<b>Bold</b> & clean",
    });
    const feed = googleVehicleAdsFeed([nasty], FEED_CONTEXT);
    expect(feed.body).not.toContain("<script>");
    expect(feed.body).not.toContain("\u0001");
    const row = items(feed.body)[0]!;
    expect(String(row["g:title"]).startsWith('Toyota <script>alert(1)</script> & "HiLux"')).toBe(true);
    expect(String(row["g:title"]).length).toBeLessThanOrEqual(GOOGLE_TITLE_LIMIT);
    expect(row["g:description"]).toBe("Bold & clean");
  });
});
