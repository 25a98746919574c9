import { describe, expect, it } from "vitest";
import { readContentForm } from "@/lib/content/content-kinds";
import { homePageView } from "@/lib/content/home-page";
import { siteTheme } from "@/lib/template/template";
import { themeContrast } from "@/lib/template/theme-contrast";
import { getTemplate } from "@/templates/registry";
import { DEMO_HOME_PAGES, demoHomePageData } from "./demo-home-pages";
import { DEMO_SITES } from "./demo-sites";

describe("decision 0078: each demo site's own home page, as data", () => {
  it("gives every demo site a home page the console's own form accepts", () => {
    for (const site of DEMO_SITES) {
      const page = DEMO_HOME_PAGES[site.slug];
      expect(page, site.slug).toBeDefined();
      const read = readContentForm("home", demoHomePageData(page!), {
        timeZone: "Australia/Sydney",
        categories: [],
      });
      expect(read.ok ? [] : read.issues, site.slug).toEqual([]);
    }
  });

  it("differs from site to site: its own heading, picture and order of sections", () => {
    const views = DEMO_SITES.map((s) => homePageView(demoHomePageData(DEMO_HOME_PAGES[s.slug]!)));
    expect(new Set(views.map((v) => v.hero.heading)).size).toBe(3);
    expect(new Set(views.map((v) => v.hero.imageUrl)).size).toBe(3);
    expect(new Set(views.map((v) => v.sections.join())).size).toBe(3);
  });

  it("keeps the sections other pages point at: the group's yards, the used yard's types", () => {
    expect(homePageView(demoHomePageData(DEMO_HOME_PAGES["metro-motor-group"]!)).sections).toContain(
      "locations",
    );
    expect(homePageView(demoHomePageData(DEMO_HOME_PAGES["outback-used-cars"]!)).sections).toContain("types");
  });

  it("gives each site its own colours through its theme config, never the same as another's", () => {
    const themes = DEMO_SITES.map((s) => JSON.stringify(s.config.theme ?? {}));
    expect(new Set(themes).size).toBe(3);
  });
});

describe("decision 0078: the demo themes keep every text readable", () => {
  it("passes WCAG AA contrast for every text-on-background pair the components use", () => {
    for (const site of DEMO_SITES) {
      const theme = siteTheme(getTemplate(site.template), { theme: site.config.theme ?? {} });
      const failing = themeContrast(theme).filter((pair) => !pair.passes);
      expect(failing, site.slug).toEqual([]);
    }
  });
});
