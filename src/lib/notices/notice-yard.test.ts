import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { hexColour, noticeBrand } from "./notice-brand";
import { addressLine, noticeYard, plainYard, yardLocationFor } from "./notice-yard";

/**
 * Issue 34 item 1: a confirmation names "the yard with its address, opening hours and phone (the
 * car's own location and department number, not the group's main line)", in the site's look.
 */
const week = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "Open" as const,
  open: "08:30",
  close: "17:30",
}));
const parramatta = testLocation({
  id: 7,
  dealershipId: 2,
  name: "Metro Toyota Parramatta",
  address: { street: "12 Church St", city: "Parramatta", state: "nsw", postcode: "2150" },
  contactDetail: { phone: "02 9876 5432", opening_hours: [...week, { weekday: 6, status: "Closed" }] },
});

describe("issue 34 item 1: the yard a confirmation names", () => {
  it("the location's own number, labelled with its desk, its address on one line and its week", () => {
    const yard = noticeYard(parramatta, { fallbackPhone: "07 3000 0000" });
    expect(yard).toEqual({
      name: "Metro Toyota Parramatta",
      address: "12 Church St, Parramatta NSW 2150",
      phone: "02 9876 5432",
      desk: "Sales",
      hours: [
        { days: "Mon – Fri", hours: "8:30 am – 5:30 pm" },
        { days: "Sat", hours: "Closed" },
        { days: "Sun", hours: "Closed" },
      ],
    });
  });

  it("a holiday this week replaces its weekday", () => {
    const yard = noticeYard(parramatta, {
      today: "2026-12-21",
      special: [{ date: "2026-12-25", status: "Closed", start: null, end: null }],
    });
    expect(yard.hours).toContainEqual({ days: "Fri 25 Dec", hours: "Closed" });
  });

  it("a location with no number gives the dealership's (unlabelled), and no hours when none are known", () => {
    const bare = noticeYard(testLocation({ name: "Back lot" }), { fallbackPhone: "07 3000 0000" });
    expect(bare).toMatchObject({ phone: "07 3000 0000", desk: null, hours: [], address: null });
    expect(plainYard("Metro Motor Group", null)).toEqual({
      name: "Metro Motor Group",
      address: null,
      phone: null,
      desk: null,
      hours: [],
    });
    expect(addressLine({ city: "Perth", state: "WA" })).toBe("Perth WA");
  });

  it("a lead with no location of its own: the dealership's location of the lead's desk, primary first", () => {
    const sales = testLocation({ id: 1, dealershipId: 2, locationType: "sales" });
    const primarySales = testLocation({ id: 2, dealershipId: 2, locationType: "sales", primary: true });
    const service = testLocation({ id: 3, dealershipId: 2, locationType: "service" });
    const elsewhere = testLocation({ id: 4, dealershipId: 3, locationType: "service" });
    const all = [sales, primarySales, service, elsewhere];
    expect(yardLocationFor(all, 2, "sales")?.id).toBe(2);
    expect(yardLocationFor(all, 2, "service")?.id).toBe(3);
    expect(yardLocationFor(all, 2, "parts")?.id).toBe(2);
    expect(yardLocationFor(all, 3, "sales")?.id).toBe(4);
    // A group's site-level form with no dealership chosen names no one yard.
    expect(yardLocationFor(all, null, "sales")).toBeNull();
    expect(yardLocationFor([sales, service], null, "service")?.id).toBe(3);
  });
});

describe("issue 34 item 1: a confirmation in the site's look", () => {
  const template = { theme: { primary: "#1d4ed8", primary_foreground: "#ffffff" } } as never;

  it("the theme's primary colour as hex (mail programs read no oklch), the logo made absolute, the licences", () => {
    const brand = noticeBrand(
      {
        name: "Harbour City Toyota",
        logoUrl: null,
        template,
        config: {
          theme: {
            primary: "oklch(0.5 0.2 25)",
            logo_url: "/media/logos/0f8fad5b-d9cb-469f-a165-70867728950e.png",
          },
        },
      },
      { dealerLicence: "MD 123", repairer: null },
      "https://harbour.example",
    );
    expect(brand.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(brand.onColour).toBe("#ffffff");
    expect(brand.logoUrl).toBe(
      "https://harbour.example/media/logos/0f8fad5b-d9cb-469f-a165-70867728950e.png",
    );
    expect(brand.legal).toEqual(["Dealer licence MD 123"]);
    expect(hexColour("rgb(15, 118, 110)")).toBe("#0f766e");
    expect(hexColour("not a colour")).toBeNull();
  });
});
