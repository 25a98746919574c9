import { describe, expect, it } from "vitest";
import { type OfferRecordRow, offerEnquiryKind, offerEnquiryPrefill, offerView } from "./offer";
import { offerJsonLd, offersListJsonLd } from "./offer-json-ld";

const row: OfferRecordRow = {
  id: 7,
  slug: "low-rate-finance-on-corolla",
  name: "Low-rate finance on Corolla",
  description: "<p>Drive away in a new Toyota Corolla.</p>",
  disclaimer: "Approved applicants only.",
  category: "Finance offer",
  manufacturerName: "Toyota",
  model: { name: "Corolla", slug: "corolla" },
  imageUrl: null,
  modelImageUrl: "/media/demo-car/hatch/white/0.svg",
  startsAt: new Date("2026-11-01T00:00:00Z"),
  expiresAt: null,
};

describe("spec 02 §3 Offer as a page shows it", () => {
  it("image_or_model_image: the offer's image, else its model's", () => {
    expect(offerView(row, "/offers/x").imageUrl).toBe("/media/demo-car/hatch/white/0.svg");
    expect(offerView({ ...row, imageUrl: "https://cdn.example/offer.jpg" }, "/offers/x").imageUrl).toBe(
      "https://cdn.example/offer.jpg",
    );
    expect(offerView({ ...row, modelImageUrl: null }, "/offers/x").imageUrl).toBeNull();
  });

  it("texts as plain paragraphs, the model's name, the window as ISO times", () => {
    const view = offerView(row, "/offers/x");
    expect(view.description.paragraphs).toEqual(["Drive away in a new Toyota Corolla."]);
    expect(view.summary).toBe("Drive away in a new Toyota Corolla.");
    expect(view.modelName).toBe("Corolla");
    expect(view.startsAt).toBe("2026-11-01T00:00:00.000Z");
    expect(view.expiresAt).toBeNull();
  });
});

describe("the offer's enquiry (the lead form engine's enquiry pages, spec 02 §2)", () => {
  it("goes to the department the offer's category names", () => {
    expect(offerEnquiryKind({ category: "Service offer", modelName: null })).toBe("service-enquiry");
    expect(offerEnquiryKind({ category: "Parts offer", modelName: null })).toBe("parts-enquiry");
    expect(offerEnquiryKind({ category: "Genuine accessories", modelName: null })).toBe("parts-enquiry");
    expect(offerEnquiryKind({ category: "Fleet deal", modelName: null })).toBe("fleet-enquiry");
    expect(offerEnquiryKind({ category: "New car offer", modelName: null })).toBe("new-vehicle-enquiry");
    expect(offerEnquiryKind({ category: "Finance offer", modelName: "Corolla" })).toBe("new-vehicle-enquiry");
    expect(offerEnquiryKind({ category: "Used car offer", modelName: null })).toBe("general-enquiry");
    expect(offerEnquiryKind({ category: null, modelName: "HiLux" })).toBe("new-vehicle-enquiry");
    expect(offerEnquiryKind({ category: null, modelName: null })).toBe("general-enquiry");
  });

  it("names the offer in the subcategory (at most 100 characters) and the message", () => {
    expect(offerEnquiryPrefill({ name: "Free first service" })).toEqual({
      subcategory: "Special offer: Free first service",
      message: 'I\'m interested in the offer "Free first service". Please contact me with more details.',
    });
    expect(String(offerEnquiryPrefill({ name: "x".repeat(200) }).subcategory)).toHaveLength(100);
  });
});

describe("offers JSON-LD", () => {
  const view = offerView(row, "/offers/toyota/low-rate-finance-on-corolla");
  const origin = "https://metro.example";

  it("an Offer with its URL, window, dealer, category, absolute image and the car it is about", () => {
    expect(offerJsonLd(view, origin, { name: "Metro", url: `${origin}/` })).toEqual({
      "@context": "https://schema.org",
      "@type": "Offer",
      "@id": `${origin}/offers/toyota/low-rate-finance-on-corolla`,
      url: `${origin}/offers/toyota/low-rate-finance-on-corolla`,
      name: "Low-rate finance on Corolla",
      description: "Drive away in a new Toyota Corolla.",
      category: "Finance offer",
      image: `${origin}/media/demo-car/hatch/white/0.svg`,
      validFrom: "2026-11-01T00:00:00.000Z",
      offeredBy: { "@type": "AutoDealer", name: "Metro", url: `${origin}/` },
      itemOffered: {
        "@type": "Car",
        name: "Toyota Corolla",
        model: "Corolla",
        brand: { "@type": "Brand", name: "Toyota" },
      },
    });
  });

  it("the list page: an ItemList of the offers in the order shown", () => {
    const list = offersListJsonLd([view], origin, "Special offers");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: `${origin}${view.path}`, name: view.name },
    ]);
  });
});
