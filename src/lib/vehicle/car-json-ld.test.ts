import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { parseSiteConfig } from "../tenancy/site-config";
import { absoluteImageUrls, carJsonLd, jsonLdScript } from "./car-json-ld";
import { carMetaDescription } from "./car-meta";

const config = parseSiteConfig({});
const url = "https://metro.example/cars/2021-toyota-hilux-sr5-42";
const ctx = { url, config };

describe("vehicle JSON-LD (spec 01 §2 vehicle detail page, §3 Car, §4)", () => {
  it("spec 01 §3: a Product + Car with the car's facts, brand, odometer and offer", () => {
    expect(carJsonLd(testCar(), ctx)).toEqual({
      "@context": "https://schema.org",
      "@type": ["Product", "Car"],
      name: "2021 Toyota HiLux SR5",
      description: "One owner. Full service history.",
      image: ["https://cdn.example.com/cars/42/1.jpg", "https://cdn.example.com/cars/42/2.jpg"],
      url,
      brand: { "@type": "Brand", name: "Toyota" },
      model: "HiLux",
      vehicleModelDate: "2021",
      vehicleIdentificationNumber: "MR0HA3CD100123456",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 45_000, unitCode: "KMT" },
      bodyType: "Ute",
      color: "Glacier White",
      vehicleInteriorColor: "Black",
      driveWheelConfiguration: "4X4",
      vehicleTransmission: "6 Speed Automatic",
      fuelType: "Diesel",
      itemCondition: "https://schema.org/UsedCondition",
      sku: "U1234",
      offers: {
        "@type": "Offer",
        price: 45_990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        url,
        seller: { "@type": "AutoDealer", name: "Metro Toyota" },
      },
    });
  });
  it("spec 01 §3 car_type: new is NewCondition; used and demo are UsedCondition", () => {
    expect(carJsonLd(testCar({ carType: "new" }), ctx).itemCondition).toBe("https://schema.org/NewCondition");
    expect(carJsonLd(testCar({ carType: "demo" }), ctx).itemCondition).toBe(
      "https://schema.org/UsedCondition",
    );
  });
  it("spec 01 §4 availability: coming_soon is PreOrder; sold and any other status is SoldOut", () => {
    const availability = (status: string) =>
      (carJsonLd(testCar({ status }), ctx).offers as Record<string, unknown>).availability;
    expect(availability("coming_soon")).toBe("https://schema.org/PreOrder");
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
    expect(availability("withdrawn")).toBe("https://schema.org/SoldOut");
  });
  it("spec 01 §4 price display / §9 real price above 10: the offer price is the shown price, omitted when there is none", () => {
    const offers = (car: ReturnType<typeof testCar>) => carJsonLd(car, ctx).offers as Record<string, unknown>;
    expect(offers(testCar({ offerPrice: 43_990 })).price).toBe(43_990);
    const noPrice = offers(testCar({ price: 10 }));
    expect(noPrice).not.toHaveProperty("price");
    expect(noPrice).not.toHaveProperty("priceCurrency");
    // A weekly subscription amount is not the car's price.
    const subscription = parseSiteConfig({ features: { subscription_pricing: true } });
    const sub = carJsonLd(testCar({ subscriptionPrice: 189 }), { url, config: subscription }).offers;
    expect((sub as Record<string, unknown>).price).toBe(45_990);
  });
  it("spec 01 §5: missing, empty and 'null' fields are left out entirely", () => {
    const data = carJsonLd(
      testCar({
        vin: null,
        km: null,
        interiorColour: "null",
        drive: "",
        stocknum: "  ",
        images: [],
        primaryImageUrl: null,
      }),
      ctx,
    );
    for (const key of [
      "vehicleIdentificationNumber",
      "mileageFromOdometer",
      "vehicleInteriorColor",
      "driveWheelConfiguration",
      "sku",
      "image",
    ]) {
      expect(data).not.toHaveProperty(key);
    }
    expect(JSON.stringify(data)).not.toContain("null");
  });
  it("spec 01 §2 dealer comments: the description is the first 300 characters of the plain comments", () => {
    const long = `<p>${"a".repeat(200)}</p>|${"b".repeat(200)}`;
    const description = carJsonLd(testCar({ dealercomments: long }), ctx).description as string;
    expect(description).toBe(`${"a".repeat(200)} ${"b".repeat(99)}`);
    expect(description).toHaveLength(300);
  });
  it("spec 01 §2 dealer comments pending: without comments the description is a generated sentence", () => {
    const car = testCar({ dealercomments: " | " });
    expect(carJsonLd(car, ctx).description).toBe(carMetaDescription(car, config));
  });
  it("spec 01 §3 images: absolute URLs, primary first, no repeats, at most 10", () => {
    const car = testCar({
      primaryImageUrl: "/uploads/1.jpg",
      images: [
        { url: "/uploads/1.jpg" },
        { url: "//cdn.example.com/2.jpg" },
        { url: "javascript:alert(1)" },
        ...Array.from({ length: 12 }, (_, i) => ({ url: `https://cdn.example.com/x${i}.jpg` })),
      ],
    });
    const images = absoluteImageUrls(car, url);
    expect(images).toHaveLength(10);
    expect(images.slice(0, 3)).toEqual([
      "https://metro.example/uploads/1.jpg",
      "https://cdn.example.com/2.jpg",
      "https://cdn.example.com/x0.jpg",
    ]);
  });
});

describe("jsonLdScript (safe embedding in <script type=application/ld+json>)", () => {
  it("escapes '<' as \\u003c so '</script>' in data cannot close the element", () => {
    const data = carJsonLd(
      testCar({ dealercomments: "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" }),
      ctx,
    );
    const script = jsonLdScript(data);
    expect(script).not.toContain("</script");
    expect(script).not.toContain("<");
    expect(script).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(script)).toEqual(data);
  });
  it("round-trips through JSON.parse, including '&', '>' and line separators", () => {
    const data = { a: "x & y > z <!-- \u2028\u2029" };
    const script = jsonLdScript(data);
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(script)).toEqual(data);
  });
});
