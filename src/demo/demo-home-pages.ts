import { type HomeSection, type ShippedHeroPicture, shippedHeroPictureUrl } from "@/lib/content/home-page";

/**
 * Each demo site's home page (issue 34 item 6, decision 0078): its hero's words, picture and button,
 * which sections show and in what order, and how many of its cars staff have featured. Data only: the
 * page, its components and the template are the same for every site; the look differs by the site's
 * `theme` (demo-sites.ts) and this.
 */
export type DemoHomePage = {
  heading: string;
  text: string;
  picture: ShippedHeroPicture;
  pictureAlt: string;
  button: { text: string; link: string };
  sections: readonly HomeSection[];
  /** The dearest cars in stock of `carType` (any type: null) that staff have featured. */
  featured: { count: number; carType: "new" | "demo" | "used" | null };
};

export const DEMO_HOME_PAGES: Readonly<Record<string, DemoHomePage>> = {
  "metro-motor-group": {
    heading: "Six dealerships. One easy way to find your next car.",
    text: "New, demo and used Toyota, Mazda, Hyundai, Kia and Ford, plus quality used cars, in five states.",
    picture: "city-dusk",
    pictureAlt: "Illustration of a red SUV and a white sedan on a city street at dusk",
    button: { text: "See this month's offers", link: "/special-offers" },
    sections: [
      "find",
      "featured",
      "latest",
      "bodies",
      "prices",
      "makes",
      "offers",
      "guarantees",
      "reviews",
      "locations",
      "articles",
    ],
    featured: { count: 8, carType: null },
  },
  "harbour-toyota": {
    heading: "Hobart's home of Toyota",
    text: "New Toyotas, demonstrators and Toyota Certified Pre-Owned, on Main Road, Moonah.",
    picture: "harbour-morning",
    pictureAlt: "Illustration of a red ute and a dark hatch by the harbour in the morning",
    button: { text: "Explore the Toyota range", link: "/models" },
    sections: [
      "latest",
      "featured",
      "offers",
      "types",
      "bodies",
      "prices",
      "guarantees",
      "reviews",
      "locations",
      "articles",
    ],
    featured: { count: 6, carType: "new" },
  },
  "outback-used-cars": {
    heading: "Honest used cars for the Central West",
    text: "Utes, wagons and family cars, checked by our own workshop in Dubbo, at prices that make sense.",
    picture: "outback-road",
    pictureAlt: "Illustration of a grey wagon and a white ute on a red-dirt road at sunset",
    button: { text: "Browse all used cars", link: "/search/used-cars" },
    sections: [
      "prices",
      "find",
      "featured",
      "latest",
      "types",
      "bodies",
      "reviews",
      "guarantees",
      "locations",
    ],
    featured: { count: 6, carType: "used" },
  },
};

/** A demo home page as the editor's fields (server/content writeLiveItem "home"). */
export function demoHomePageData(page: DemoHomePage): Record<string, string> {
  const data: Record<string, string> = {
    heroHeading: page.heading,
    heroText: page.text,
    heroImageUrl: shippedHeroPictureUrl(page.picture),
    heroImageAlt: page.pictureAlt,
    heroButtonText: page.button.text,
    heroButtonLink: page.button.link,
  };
  page.sections.forEach((key, i) => {
    data[`section${i + 1}`] = key;
  });
  return data;
}
