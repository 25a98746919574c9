import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FEED_CONTEXT, feedCar } from "../../../test/feed-cars";
import {
  META_BODY_STYLES,
  META_REQUIRED_FIELDS,
  META_STATES_OF_VEHICLE,
  metaListing,
  metaVehiclesFeed,
} from "./meta-vehicles";

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["listing", "image", "component"].includes(name),
});
const SELF = "https://alpha.example/feeds/meta-vehicles.xml";

type Row = Record<string, unknown> & {
  mileage: { value: number; unit: string };
  image: { url: string }[];
  address: { "@_format": string; component: { "#text": string | number; "@_name": string }[] };
};

function listings(xml: string): Row[] {
  return parser.parse(xml).listings.listing ?? [];
}

/** A field of a parsed listing by its documented name (mileage.value, image.url …). */
function field(row: Row, name: string): unknown {
  if (name === "mileage.value") return row.mileage?.value;
  if (name === "mileage.unit") return row.mileage?.unit;
  if (name === "image.url") return row.image?.[0]?.url;
  return row[name];
}

describe("Meta vehicle catalogue feed (issue 19 item 6; Meta automotive inventory ads, XML)", () => {
  it("is a <listings> document with its self link, one listing per car, each with every required field", () => {
    const feed = metaVehiclesFeed(
      [feedCar(), feedCar({ id: 2, slug: "b2", vin: "JM0KF4W7A00123456" })],
      FEED_CONTEXT,
      SELF,
    );
    const doc = parser.parse(feed.body);
    expect(doc.listings.link).toMatchObject({ "@_rel": "self", "@_href": SELF });
    const rows = listings(feed.body);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const name of META_REQUIRED_FIELDS) expect(field(row, name), name).not.toBeUndefined();
      expect(META_BODY_STYLES).toContain(row.body_style);
      expect(META_STATES_OF_VEHICLE).toContain(row.state_of_vehicle);
    }
  });

  it("says what a shopper sees: the car page, photos, price in AUD, kilometres, the yard's address and map position", () => {
    const row = listings(metaVehiclesFeed([feedCar()], FEED_CONTEXT, SELF).body)[0]!;
    expect(row).toMatchObject({
      vehicle_id: "2022-toyota-hilux-a1001",
      title: "2022 Toyota HiLux SR5",
      url: "https://alpha.example/cars/2022-toyota-hilux-a1001",
      make: "Toyota",
      model: "HiLux",
      year: 2022,
      trim: "SR5",
      mileage: { value: 30500, unit: "KM" },
      body_style: "TRUCK",
      transmission: "AUTOMATIC",
      fuel_type: "DIESEL",
      drivetrain: "4X4",
      vin: "MR0HA3CD100123456",
      price: "45990.00 AUD",
      exterior_color: "White",
      state_of_vehicle: "USED",
      availability: "AVAILABLE",
      latitude: -27.47,
      longitude: 153.02,
      dealer_id: "alpha-motors",
      dealer_name: "Alpha Motors",
      dealer_phone: "07 3555 0101",
      date_first_on_lot: "2026-11-01",
    });
    expect(row.image.map((i) => i.url)).toEqual([
      "https://alpha.example/media/demo-car/ute/white/front",
      "https://cdn.example/hilux-side.jpg",
    ]);
    expect(row.address["@_format"]).toBe("simple");
    expect(Object.fromEntries(row.address.component.map((c) => [c["@_name"], String(c["#text"])]))).toEqual({
      addr1: "1 Main St",
      city: "Brisbane",
      region: "QLD",
      postal_code: "4000",
      country: "AU",
    });
  });

  it("a certified used car is CPO, a demonstrator USED, a new car NEW; a reserved car is PENDING", () => {
    expect(metaListing(feedCar({ certified: true }), FEED_CONTEXT)).toMatchObject({
      state_of_vehicle: "CPO",
    });
    expect(metaListing(feedCar({ carType: "demo" }), FEED_CONTEXT)).toMatchObject({
      state_of_vehicle: "USED",
    });
    expect(metaListing(feedCar({ carType: "new", km: null }), FEED_CONTEXT)).toMatchObject({
      state_of_vehicle: "NEW",
      mileage: { value: 0, unit: "KM" },
    });
    expect(metaListing(feedCar({ reserved: true }), FEED_CONTEXT)).toMatchObject({ availability: "PENDING" });
  });

  it("an unknown body is OTHER (body_style is required); PHEV is PLUGIN_HYBRID", () => {
    expect(metaListing(feedCar({ simpleBody: null, body: "Limousine" }), FEED_CONTEXT)).toMatchObject({
      body_style: "OTHER",
    });
    expect(metaListing(feedCar({ simpleFuel: "PHEV" }), FEED_CONTEXT)).toMatchObject({
      fuel_type: "PLUGIN_HYBRID",
    });
  });

  it.each([
    ["a caravan", { itemType: "caravan", simpleBody: "Caravan", body: "Caravan" }, "not_a_car"],
    ["a motorcycle", { itemType: "motorcycle", simpleBody: "Motorcycle" }, "not_a_car"],
    ["a sold car", { status: "sold" }, "not_in_stock"],
    ["a car with no price", { price: null, offerPrice: null }, "no_price"],
    ["a car with no photo", { primaryImageUrl: null, images: [] }, "no_photo"],
    ["a car with no VIN", { vin: null }, "no_vin"],
    ["a car with no colour", { colour: "  " }, "no_colour"],
    [
      "a car whose yard has no map position",
      { location: { ...feedCar().location!, latitude: null } },
      "no_map_position",
    ],
    ["a car whose yard has no street", { location: { ...feedCar().location!, street: null } }, "no_location"],
  ] as const)("leaves out %s", (_what, overrides, reason) => {
    const feed = metaVehiclesFeed(
      [feedCar(overrides as never), feedCar({ id: 2, slug: "other" })],
      FEED_CONTEXT,
      SELF,
    );
    expect(listings(feed.body).map((r) => r.vehicle_id)).toEqual(["other"]);
    expect(feed.excluded).toEqual({ [reason]: 1 });
  });
});
