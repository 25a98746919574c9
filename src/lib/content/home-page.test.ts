import { describe, expect, it } from "vitest";
import { readContentForm } from "./content-kinds";
import {
  chosenHomeSections,
  DEFAULT_HOME_ORDER,
  homePageView,
  homeSectionOrder,
  homeSectionSlots,
  SHIPPED_HERO_PICTURES,
  shippedHeroPicture,
  shippedHeroPictureUrl,
} from "./home-page";

const OPTIONS = { timeZone: "Australia/Sydney", categories: [] };

describe("decision 0060: the home page's sections", () => {
  it("no section chosen is the template's order, so a hero change moves nothing", () => {
    expect(chosenHomeSections({ heroHeading: "Hi" })).toBeNull();
    expect(homeSectionOrder({})).toEqual(DEFAULT_HOME_ORDER);
    expect(DEFAULT_HOME_ORDER[0]).toBe("find");
    expect(DEFAULT_HOME_ORDER).toHaveLength(12);
  });

  it("shows the chosen sections top first, leaves out the others, and skips an empty slot", () => {
    expect(homeSectionOrder({ section1: "offers", section3: "latest", section2: null })).toEqual([
      "offers",
      "latest",
    ]);
  });

  it("reads the order back into the editor's slots", () => {
    const slots = homeSectionSlots(["offers", "latest"]);
    expect(slots.section1).toBe("offers");
    expect(slots.section2).toBe("latest");
    expect(slots.section3).toBeNull();
    expect(Object.keys(slots)).toHaveLength(12);
    expect(homeSectionOrder(slots)).toEqual(["offers", "latest"]);
  });

  it("a hero field left empty is the template's (null), a filled one is the dealer's", () => {
    const view = homePageView({ heroHeading: "Drive away today", heroText: " " });
    expect(view.hero.heading).toBe("Drive away today");
    expect(view.hero.text).toBeNull();
    expect(view.sections).toEqual(DEFAULT_HOME_ORDER);
  });
});

describe("decision 0060: the home page's form", () => {
  it("refuses a section twice, an unknown section, half a button and a picture without words, by field", () => {
    const read = readContentForm(
      "home",
      {
        section1: "offers",
        section2: "offers",
        section4: "carousel",
        heroButtonLink: "/special-offers",
        heroImageUrl: "https://cdn.example.com/yard.jpg",
      },
      OPTIONS,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const byKey = Object.fromEntries(read.issues.map((i) => [i.key, i.message]));
    expect(byKey.section2).toBe("Special offers is already higher up the page.");
    expect(byKey.section4).toMatch(/^One of: Find a car/);
    expect(byKey.heroButtonText).toBe("Give the button its words, or empty its link.");
    expect(byKey.heroImageAlt).toBe("Describe the picture for people who cannot see it.");
  });

  it("takes a whole hero and an order", () => {
    const read = readContentForm(
      "home",
      {
        heroHeading: "  Drive away today ",
        heroButtonText: "Offers",
        heroButtonLink: "/special-offers",
        heroImageUrl: "https://cdn.example.com/yard.jpg",
        heroImageAlt: "Our yard at dusk",
        section1: "latest",
      },
      OPTIONS,
    );
    expect(read).toMatchObject({
      ok: true,
      data: { heroHeading: "Drive away today", heroText: null, section1: "latest", section2: null },
    });
  });

  it("refuses a button link that is neither a page of the site nor an https address", () => {
    const read = readContentForm(
      "home",
      { heroButtonText: "Go", heroButtonLink: "javascript:alert(1)" },
      OPTIONS,
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.issues.map((i) => i.key)).toContain("heroButtonLink");
  });
});

describe("decision 0078: the hero pictures the platform ships", () => {
  it("puts featured cars and the latest arrivals right under the search, shop by price beside body type", () => {
    expect(DEFAULT_HOME_ORDER.slice(0, 3)).toEqual(["find", "featured", "latest"]);
    expect(DEFAULT_HOME_ORDER).toContain("prices");
  });

  it("names a shipped picture by its address, and nothing else", () => {
    expect(shippedHeroPicture("/pictures/hero/city-dusk")).toBe("city-dusk");
    expect(shippedHeroPicture(shippedHeroPictureUrl("outback-road"))).toBe("outback-road");
    expect(shippedHeroPicture("/pictures/hero/../../etc/passwd")).toBeNull();
    expect(shippedHeroPicture("https://cdn.example.com/pictures/hero/city-dusk")).toBeNull();
    expect(shippedHeroPicture(null)).toBeNull();
  });

  it("lets the editor choose a shipped picture as well as an https address, and refuses other paths", () => {
    const ok = readContentForm(
      "home",
      { heroImageUrl: shippedHeroPictureUrl(SHIPPED_HERO_PICTURES[1]), heroImageAlt: "A ute by the harbour" },
      OPTIONS,
    );
    expect(ok.ok).toBe(true);
    const bad = readContentForm("home", { heroImageUrl: "/pictures/hero/nope", heroImageAlt: "x" }, OPTIONS);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.issues.find((i) => i.key === "heroImageUrl")?.message).toMatch(
      /https:\/\/.*\/pictures\/hero\/city-dusk/,
    );
  });
});
