import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { parseSiteConfig } from "../tenancy/site-config";
import {
  DROPDOWN_OFFSET_PX,
  headerNavigation,
  type MenuModel,
  MODEL_CATEGORIES,
  modelCategories,
  modelExploreHref,
  modelStatusLabel,
  modelStockHref,
  type NavEntry,
} from "./menus";

const toyota = getTemplate("toyota");
const def = getTemplate("default");

const model = (over: Partial<MenuModel> = {}): MenuModel => ({
  make: "Toyota",
  name: "HiLux",
  slug: "hilux",
  imageUrl: "/media/hilux.svg",
  manufacturerBody: "Utes & Vans",
  overrideUrl: null,
  status: "current",
  ...over,
});

const RANGE: MenuModel[] = [
  model({ name: "Corolla", slug: "corolla", manufacturerBody: "Hatch & sedans" }),
  model({ name: "RAV4", slug: "rav4", manufacturerBody: "SUVs & 4WDs" }),
  model(),
  model({ name: "GR86", slug: "gr86", manufacturerBody: "GR & performance" }),
  model({ name: "bZ4X", slug: "bz4x", manufacturerBody: "Electrified" }),
  model({
    name: "LandCruiser FJ",
    slug: "landcruiser-fj",
    manufacturerBody: "SUVs & 4WDs",
    status: "coming_soon",
  }),
  model({ name: "Tarago", slug: "tarago", manufacturerBody: "Utes & Vans", status: "discontinued" }),
];

const byId = (entries: NavEntry[], id: string) => entries.find((e) => e.id === id);

describe("the models menu (spec 02 §2 'Header menus', §3 Model, §4 'Model status')", () => {
  it("spec 02 §2: categories Cars, Hatch & sedans, SUVs & 4WDs, Utes & Vans, GR & performance, Electrified, Upcoming, Discontinued, in that order", () => {
    expect(MODEL_CATEGORIES).toEqual([
      "Cars",
      "Hatch & sedans",
      "SUVs & 4WDs",
      "Utes & Vans",
      "GR & performance",
      "Electrified",
      "Upcoming",
      "Discontinued",
    ]);
    expect(modelCategories(RANGE).map((c) => c.name)).toEqual([...MODEL_CATEGORIES]);
  });

  it("a model's manufacturer_body is its category; Cars holds the whole range on sale; Upcoming the coming_soon models; Discontinued the rest", () => {
    const categories = modelCategories(RANGE);
    const names = (name: string) => categories.find((c) => c.name === name)?.tiles.map((t) => t.name);
    expect(names("Cars")).toEqual(["Corolla", "RAV4", "HiLux", "GR86", "bZ4X", "LandCruiser FJ"]);
    expect(names("SUVs & 4WDs")).toEqual(["RAV4", "LandCruiser FJ"]);
    expect(names("Utes & Vans")).toEqual(["HiLux"]);
    expect(names("Upcoming")).toEqual(["LandCruiser FJ"]);
    expect(names("Discontinued")).toEqual(["Tarago"]);
  });

  it("a category is matched however the feed writes it (case, spacing, a slug), and an empty one is not shown", () => {
    const categories = modelCategories([
      model({ manufacturerBody: "utes-and-vans" }),
      model({ name: "Yaris", slug: "yaris", manufacturerBody: "  HATCH &  Sedans " }),
      model({ name: "Mystery", slug: "mystery", manufacturerBody: "Boats" }),
    ]);
    expect(categories.map((c) => [c.name, c.tiles.map((t) => t.name)])).toEqual([
      ["Cars", ["HiLux", "Yaris", "Mystery"]],
      ["Hatch & sedans", ["Yaris"]],
      ["Utes & Vans", ["HiLux"]],
    ]);
    expect(modelCategories([])).toEqual([]);
  });

  it("spec 02 §4: coming_soon is labelled 'Upcoming'; any other status 'All-New'", () => {
    expect(modelStatusLabel("coming_soon")).toBe("Upcoming");
    expect(modelStatusLabel("current")).toBe("All-New");
    expect(modelStatusLabel("discontinued")).toBe("All-New");
  });

  it("spec 02 §2 routes: Explore goes to /{model slug}, or the model's override_url (spec 02 §3)", () => {
    expect(modelExploreHref(model())).toBe("/hilux");
    expect(modelExploreHref(model({ overrideUrl: "https://www.toyota.com.au/hilux" }))).toBe(
      "https://www.toyota.com.au/hilux",
    );
    // A value that is no http(s) URL or site path never becomes a link.
    expect(modelExploreHref(model({ overrideUrl: "javascript:alert(1)" }))).toBe("/hilux");
  });

  it("spec 02 §2: Our Stock is the site's search for the make and model, and is hidden for coming_soon models", () => {
    expect(modelStockHref(model())).toBe("/search?make=Toyota&model=HiLux");
    expect(modelStockHref(model({ name: "LandCruiser 300" }))).toBe(
      "/search?make=Toyota&model=LandCruiser+300",
    );
    expect(modelStockHref(model({ status: "coming_soon" }))).toBeNull();
  });

  it("tiles carry what the shopper sees: name, image, label, Explore and Our Stock", () => {
    const upcoming = modelCategories(RANGE).find((c) => c.name === "Upcoming")?.tiles[0];
    expect(upcoming).toEqual({
      key: "toyota/landcruiser-fj",
      name: "LandCruiser FJ",
      imageUrl: "/media/hilux.svg",
      statusLabel: "Upcoming",
      exploreHref: "/landcruiser-fj",
      stockHref: null,
    });
  });
});

describe("headerNavigation (spec 02 §2 brand navigation, §3 Menu item, §9 'models heading prefix New')", () => {
  it("the brand's models menu is titled with the prefix 'New' and headed 'Vehicles'", () => {
    const nav = headerNavigation(toyota, parseSiteConfig({}), RANGE);
    const models = byId(nav, "new-vehicles");
    expect(models).toMatchObject({ kind: "models", title: "New Vehicles", heading: "Vehicles" });
    if (models?.kind !== "models") return;
    expect(models.menu.categories.map((c) => c.name)).toEqual([...MODEL_CATEGORIES]);
    // Each tile ships once; a category lists its tiles by key.
    expect(models.menu.tiles.map((t) => t.name)).toEqual([
      "Corolla",
      "RAV4",
      "HiLux",
      "GR86",
      "bZ4X",
      "LandCruiser FJ",
      "Tarago",
    ]);
    expect(models.menu.categories.find((c) => c.name === "Upcoming")?.tileKeys).toEqual([
      "toyota/landcruiser-fj",
    ]);
  });

  it("without models the menu item is its brand link where the site has the brand's domain, else not shown", () => {
    expect(byId(headerNavigation(toyota, parseSiteConfig({}), []), "new-vehicles")).toBeUndefined();
    const withDomain = headerNavigation(
      toyota,
      parseSiteConfig({ dealer_brand_base_domain: "https://dealer.example" }),
      [],
    );
    expect(byId(withDomain, "new-vehicles")).toMatchObject({
      kind: "link",
      href: "https://dealer.example/new-vehicles",
      external: true,
    });
  });

  it("the menu's sell-my-car item follows the site's trade-in page, the dealer's own page, or goes (issue 20)", () => {
    const sell = (config: Parameters<typeof parseSiteConfig>[0]) => {
      const group = byId(headerNavigation(toyota, parseSiteConfig(config), []), "pre-owned");
      return group?.kind === "group" ? group.links.find((l) => l.id === "sell-my-car") : undefined;
    };
    expect(sell({})?.href).toBe("/trade-in");
    expect(sell({ trade_in: { path: "/sell-my-car" } })?.href).toBe("/sell-my-car");
    expect(sell({ trade_in: { external_url: "https://sell.dealer.example/" } })).toMatchObject({
      href: "https://sell.dealer.example/",
      external: true,
    });
    expect(sell({ features: { trade_in: false } })).toBeUndefined();
  });

  it("home is hidden in the bar (spec 02 §2 '/ (home, hidden)'); groups keep their children in order", () => {
    const nav = headerNavigation(toyota, parseSiteConfig({ trade_in: { path: "/sell-my-car" } }), []);
    expect(byId(nav, "home")).toBeUndefined();
    const preOwned = byId(nav, "pre-owned");
    expect(preOwned?.kind).toBe("group");
    if (preOwned?.kind !== "group") return;
    expect(preOwned.links.map((l) => l.href)).toEqual([
      "/pre-owned",
      "/pre-owned?certified=true",
      "/pages/about-toyota-certified-pre-owned",
      "/sell-my-car",
    ]);
    // The group's own page is among its links already, so no separate overview link.
    expect(preOwned.overview).toBeNull();
  });

  it("a group whose own page is not among its children links it first, so the page stays reachable", () => {
    const discover = byId(headerNavigation(toyota, parseSiteConfig({}), []), "discover");
    expect(discover?.kind === "group" && discover.overview).toEqual({
      id: "discover",
      name: "Discover",
      href: "/about-us",
      external: false,
    });
  });

  it("the optional items (sell my car, express maintenance, rental) are switched off per site; mandatory ones never", () => {
    const config = parseSiteConfig({
      dealer_brand_base_domain: "https://dealer.example",
      navigation: { hidden: ["sell-my-car", "express-maintenance", "rental", "contact", "careers"] },
    });
    const nav = headerNavigation(toyota, config, []);
    const links = nav.flatMap((e) => (e.kind === "group" ? [e.id, ...e.links.map((l) => l.id)] : [e.id]));
    expect(links).not.toEqual(expect.arrayContaining(["sell-my-car"]));
    expect(links).not.toContain("express-maintenance");
    expect(links).not.toContain("rental");
    expect(links).toEqual(expect.arrayContaining(["contact", "careers"]));
    const shown = headerNavigation(
      toyota,
      parseSiteConfig({ dealer_brand_base_domain: "https://d.example" }),
      [],
    );
    const all = shown.flatMap((e) => (e.kind === "group" ? e.links.map((l) => l.id) : [e.id]));
    expect(all).toEqual(expect.arrayContaining(["sell-my-car", "express-maintenance", "rental"]));
  });

  it("every item of the brand tree carries its mandatory flag; only the three the spec names are optional", () => {
    const optional: string[] = [];
    const walk = (items: typeof toyota.navigation) => {
      for (const item of items) {
        expect(typeof item.mandatory).toBe("boolean");
        if (!item.mandatory) optional.push(item.id);
        if (item.children) walk(item.children);
      }
    };
    walk(toyota.navigation);
    expect(optional.sort()).toEqual(["express-maintenance", "rental", "sell-my-car"]);
  });

  it("the default template's menu is single links (spec 01 §2 default site links), with no models menu", () => {
    const nav = headerNavigation(def, parseSiteConfig({}), RANGE);
    expect(nav.every((e) => e.kind === "link")).toBe(true);
    expect(nav.map((e) => e.kind === "link" && e.href)).toContain("/search/new-used-and-demo-cars");
  });

  it("spec 02 §9 'Dropdown offset 8'", () => {
    expect(DROPDOWN_OFFSET_PX).toBe(8);
  });
});
