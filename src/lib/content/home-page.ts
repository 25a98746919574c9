/**
 * The home page's editable parts (issue 32 item 2, decision 0060): the hero (heading, words, picture,
 * button) and the order of the sections below it. One item per site, edited in the console like the
 * guarantee strip; a site that never edited it shows the template's home page as it always has. Pure.
 */

/** The sections under the hero, in the template's order (the home page's order before anyone edits it). */
export const HOME_SECTIONS = [
  { key: "find", label: "Find a car (price search and dealerships)" },
  { key: "featured", label: "Featured cars" },
  { key: "latest", label: "Latest arrivals" },
  { key: "guarantees", label: "Guarantee strip" },
  { key: "bodies", label: "Browse by body type" },
  { key: "prices", label: "Browse by price" },
  { key: "types", label: "Browse by type" },
  { key: "makes", label: "Browse by make" },
  { key: "offers", label: "Special offers" },
  { key: "locations", label: "Visit us (locations)" },
  { key: "reviews", label: "Reviews" },
  { key: "articles", label: "Latest articles" },
] as const;

export type HomeSection = (typeof HOME_SECTIONS)[number]["key"];
export const DEFAULT_HOME_ORDER: readonly HomeSection[] = HOME_SECTIONS.map((s) => s.key);
export const HOME_SECTION_SLOTS = HOME_SECTIONS.length;

export function isHomeSection(value: unknown): value is HomeSection {
  return typeof value === "string" && (DEFAULT_HOME_ORDER as readonly string[]).includes(value);
}

export function homeSectionLabel(key: string): string {
  return HOME_SECTIONS.find((s) => s.key === key)?.label ?? key;
}

/**
 * The hero pictures the platform ships (decision 0078): drawn scenes a site may use instead of a picture
 * of its own, addressed `/pictures/hero/<name>` and served optimised (AVIF or WebP, sized per screen)
 * by the home page. The demo sites use them; a dealer's own picture is an https address.
 */
export const SHIPPED_HERO_PICTURES = ["city-dusk", "harbour-morning", "outback-road"] as const;
export type ShippedHeroPicture = (typeof SHIPPED_HERO_PICTURES)[number];
const SHIPPED_PREFIX = "/pictures/hero/";

/** The shipped picture an address names, or null for any other address. */
export function shippedHeroPicture(url: string | null | undefined): ShippedHeroPicture | null {
  if (!url?.startsWith(SHIPPED_PREFIX)) return null;
  const name = url.slice(SHIPPED_PREFIX.length);
  return (SHIPPED_HERO_PICTURES as readonly string[]).includes(name) ? (name as ShippedHeroPicture) : null;
}

/** The address of a shipped picture, as the editor and the demo write it. */
export const shippedHeroPictureUrl = (name: ShippedHeroPicture) => `${SHIPPED_PREFIX}${name}`;

/** The one home-page item's fixed slug. */
export const HOME_KEY = "home-page";

/** The hero as the home page draws it; null fields fall back to the template's words. */
export type HomeHero = {
  heading: string | null;
  text: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  buttonText: string | null;
  buttonLink: string | null;
};

export type HomePageView = { hero: HomeHero; sections: readonly HomeSection[] };

/** What a site that never edited its home page shows: the template's hero and every section in order. */
export const DEFAULT_HOME_PAGE: HomePageView = {
  hero: { heading: null, text: null, imageUrl: null, imageAlt: null, buttonText: null, buttonLink: null },
  sections: DEFAULT_HOME_ORDER,
};

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

/**
 * The sections chosen in the editor's slots (section1…section10), in order, each once: the sections
 * listed are shown in that order and the others are not. Null when no slot is filled: the template's
 * order, so a change to the hero alone leaves every section where it was.
 */
export function chosenHomeSections(data: Record<string, unknown>): HomeSection[] | null {
  const chosen: HomeSection[] = [];
  for (let n = 1; n <= HOME_SECTION_SLOTS; n++) {
    const key = data[`section${n}`];
    if (isHomeSection(key) && !chosen.includes(key)) chosen.push(key);
  }
  return chosen.length ? chosen : null;
}

/** The sections the page shows, top first: those chosen, else the template's order. */
export function homeSectionOrder(data: Record<string, unknown>): readonly HomeSection[] {
  return chosenHomeSections(data) ?? DEFAULT_HOME_ORDER;
}

/** A version's (or the live row's) fields as the page draws them. */
export function homePageView(data: Record<string, unknown>): HomePageView {
  return {
    hero: {
      heading: text(data.heroHeading),
      text: text(data.heroText),
      imageUrl: text(data.heroImageUrl),
      imageAlt: text(data.heroImageAlt),
      buttonText: text(data.heroButtonText),
      buttonLink: text(data.heroButtonLink),
    },
    sections: homeSectionOrder(data),
  };
}

/** The order as the editor's slots: section1 = the first shown, the rest empty. */
export function homeSectionSlots(sections: readonly string[] | null): Record<string, string | null> {
  const slots: Record<string, string | null> = {};
  for (let n = 1; n <= HOME_SECTION_SLOTS; n++) slots[`section${n}`] = sections?.[n - 1] ?? null;
  return slots;
}

/** Problems across the home page's fields: a section listed twice, half a button, a picture without words. */
export function homePageIssues(data: Record<string, string | null>): { key: string; message: string }[] {
  const issues: { key: string; message: string }[] = [];
  const seen = new Set<string>();
  for (let n = 1; n <= HOME_SECTION_SLOTS; n++) {
    const key = data[`section${n}`];
    if (!key) continue;
    if (seen.has(key)) {
      issues.push({ key: `section${n}`, message: `${homeSectionLabel(key)} is already higher up the page.` });
    }
    seen.add(key);
  }
  if (Boolean(data.heroButtonText) !== Boolean(data.heroButtonLink)) {
    issues.push(
      data.heroButtonText
        ? { key: "heroButtonLink", message: "Give the button a link, or empty its words." }
        : { key: "heroButtonText", message: "Give the button its words, or empty its link." },
    );
  }
  if (data.heroImageUrl && !data.heroImageAlt) {
    issues.push({
      key: "heroImageAlt",
      message: "Describe the picture for people who cannot see it.",
    });
  }
  return issues;
}
