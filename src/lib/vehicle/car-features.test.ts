import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { BANNER_SLOTS, bannerSvg, drawnBannerImages, isBannerSlot } from "../template/banner-images";
import { carFeatures, USED_FEATURE_COUNT, VALUE_ADD_COUNT } from "./car-features";

const links = (tradeInHref: string | null, template = "default") => ({
  tradeInHref,
  financeHref: "/finance",
  bannerImages: getTemplate(template).bannerImages,
});

describe("the car page's feature carousel (spec 02 §9, decision 0087)", () => {
  it("a used car gets four features: sell your car, finance, offers and service", () => {
    const { heading, items } = carFeatures("used", links("/trade-in"));
    expect(heading).toBe("Buying a used car with us");
    expect(items).toHaveLength(USED_FEATURE_COUNT);
    expect(items.map((i) => [i.title, i.href])).toEqual([
      ["Sell your car", "/trade-in"],
      ["Car finance", "/finance"],
      ["Special offers", "/special-offers"],
      ["Service", "/service"],
    ]);
  });

  it("a site without trade-ins offers a test drive in its place: still four", () => {
    const { items } = carFeatures("used", links(null));
    expect(items.map((i) => i.title)).toEqual([
      "Book a test drive",
      "Car finance",
      "Special offers",
      "Service",
    ]);
    expect(items.some((i) => i.href === "/trade-in")).toBe(false);
  });

  it("a new or demo car gets three value-adds: accessories, servicing and finance", () => {
    for (const carType of ["new", "demo"]) {
      const { heading, items } = carFeatures(carType, {
        ...links("/trade-in"),
        financeHref: "/finance-enquiry",
      });
      expect(heading).toBe("More with your new car");
      expect(items).toHaveLength(VALUE_ADD_COUNT);
      expect(items.map((i) => [i.title, i.href])).toEqual([
        ["Genuine accessories", "/vehicle-parts-and-accessories"],
        ["Service", "/service"],
        ["Car finance", "/finance-enquiry"],
      ]);
    }
  });

  it("each item's picture is the brand's default banner for its slot", () => {
    const toyota = carFeatures("used", links("/trade-in", "toyota")).items;
    expect(toyota[0]!.image).toBe("/media/banners/toyota/trade-in.svg");
    const house = carFeatures("new", links(null)).items;
    expect(house.map((i) => i.image)).toEqual([
      "/media/banners/default/accessories.svg",
      "/media/banners/default/service.svg",
      "/media/banners/default/finance.svg",
    ]);
  });
});

describe("default banner images per brand (spec 02 §9, decision 0087)", () => {
  it("every template names a picture for every slot", () => {
    for (const name of ["default", "toyota"]) {
      expect(Object.keys(getTemplate(name).bannerImages).sort()).toEqual([...BANNER_SLOTS].sort());
    }
    expect(drawnBannerImages("toyota").service).toBe("/media/banners/toyota/service.svg");
    expect(isBannerSlot("service")).toBe(true);
    expect(isBannerSlot("../etc")).toBe(false);
  });

  it("draws each brand's banner in its own colours, and never writes a non-colour into the picture", () => {
    const toyota = bannerSvg(getTemplate("toyota").theme, "offers");
    const house = bannerSvg(getTemplate("default").theme, "offers");
    expect(toyota).toContain('fill="#c40014"');
    expect(house).toContain('fill="#1d4ed8"');
    expect(toyota).not.toBe(house);
    const hostile = bannerSvg(
      { primary: '"/><script>', primary_foreground: "#fff", accent: "red" },
      "finance",
    );
    expect(hostile).not.toContain("<script>");
    expect(hostile).toContain('fill="#777777"');
  });
});
