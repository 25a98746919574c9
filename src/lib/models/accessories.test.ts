import { describe, expect, it } from "vitest";
import type { MenuItem } from "../template/template";
import {
  type Accessory,
  accessoriesLandingPath,
  accessoryEnquiryMessage,
  accessoryGroups,
  accessoryPrice,
  PARTS_WARRANTY_TEXT,
} from "./accessories";

const accessory = (over: Partial<Accessory> = {}): Accessory => ({
  id: 1,
  slug: "tow-bar",
  name: "Tow bar kit",
  category: "Towing",
  description: null,
  partNumber: "PZ403-1000-00",
  price: 1290,
  priceIncludesFitting: true,
  imageUrl: null,
  ...over,
});

describe("accessory prices (spec 02 §9: 'accessory prices and copy: not shown'; decision 0031)", () => {
  it("shows the recommended retail price and whether fitting is in it", () => {
    expect(accessoryPrice(accessory())).toEqual({ kind: "price", text: "$1,290", note: "RRP, fitted" });
    expect(accessoryPrice(accessory({ priceIncludesFitting: false }))).toMatchObject({
      note: "RRP, fitting extra",
    });
  });

  it("without a price (or a zero one) offers a parts enquiry instead", () => {
    expect(accessoryPrice(accessory({ price: null }))).toEqual({
      kind: "enquire",
      text: "Price on request",
      cta: "Ask for a price",
    });
    expect(accessoryPrice(accessory({ price: 0 })).kind).toBe("enquire");
  });

  it("fills the parts enquiry with the accessory and its part number", () => {
    expect(accessoryEnquiryMessage("Toyota HiLux", accessory({ price: null }))).toBe(
      "Please send me a price and availability for the Tow bar kit (part PZ403-1000-00) for my Toyota HiLux.",
    );
  });
});

it("groups accessories by category in the feed's order", () => {
  const groups = accessoryGroups([
    accessory({ id: 1, category: "Interior" }),
    accessory({ id: 2, category: "Towing" }),
    accessory({ id: 3, category: "Interior" }),
    accessory({ id: 4, category: null }),
  ]);
  expect(groups.map((g) => [g.category, g.accessories.map((a) => a.id)])).toEqual([
    ["Interior", [1, 3]],
    ["Towing", [2]],
    ["More accessories", [4]],
  ]);
});

describe("the accessories landing page's one URL (spec 02 §2; spec 01 §2 default site links)", () => {
  const item = (url: string, children?: MenuItem[]): MenuItem => ({
    id: url,
    name: url,
    url,
    mandatory: true,
    children,
  });
  it("is the path the site's navigation links to", () => {
    expect(
      accessoriesLandingPath([
        item("/service"),
        item("/parts-and-accessories", [item("/enquiries/parts-enquiry")]),
      ]),
    ).toBe("/parts-and-accessories");
    expect(accessoriesLandingPath([item("/vehicle-parts-and-accessories")])).toBe(
      "/vehicle-parts-and-accessories",
    );
    expect(accessoriesLandingPath([item("/x", [item("/parts-and-accessories")])])).toBe(
      "/parts-and-accessories",
    );
  });
  it("is the default site link when the menu has neither", () => {
    expect(accessoriesLandingPath([item("/contact")])).toBe("/vehicle-parts-and-accessories");
  });
});

it("quotes the parts warranty of spec 02 §9", () => {
  expect(PARTS_WARRANTY_TEXT).toContain(
    "2 years from installation or the remainder of the vehicle warranty, whichever is greater",
  );
});
