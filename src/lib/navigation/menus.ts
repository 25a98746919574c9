import { safeFeedLink } from "../net/link-url";
import { EMPTY_SEARCH_STATE, searchStateToQueryString } from "../search/search-params";
import { type MenuItem, type Template, templateCopy } from "../template/template";
import { editedMenu } from "./edited-menu";
import { type NavigationSettings, siteNavigation } from "./site-navigation";

/**
 * The header's menus as the shopper sees them (spec 02 §2 "Header menus", §3 Menu item and Model, §4
 * "Dropdown menus" and "Model status", §9 "Brand theme configuration"): the template's navigation
 * tree with the site's switches applied, and the models menu built from the site's models. Pure: the
 * header component draws what this returns.
 */

/** Spec 02 §9 "Dropdown offset 8": the gap between a menu button and its panel, in CSS pixels. */
export const DROPDOWN_OFFSET_PX = 8;

/** Spec 02 §2: the models menu's categories, in the order the menu lists them. */
export const MODEL_CATEGORIES = [
  "Cars",
  "Hatch & sedans",
  "SUVs & 4WDs",
  "Utes & Vans",
  "GR & performance",
  "Electrified",
  "Upcoming",
  "Discontinued",
] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];

/** The categories a model's `manufacturer_body` can name (spec 02 §3 Model "manufacturer_body (category)"). */
const BODY_CATEGORIES: readonly ModelCategory[] = [
  "Hatch & sedans",
  "SUVs & 4WDs",
  "Utes & Vans",
  "GR & performance",
  "Electrified",
];

/** A model as the menu needs it (spec 02 §3 Model, with its manufacturer's name). */
export type MenuModel = {
  make: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  manufacturerBody: string | null;
  overrideUrl: string | null;
  status: string;
};

export type ModelTile = {
  /** Unique across makes: `{make slug}/{model slug}`. */
  key: string;
  name: string;
  imageUrl: string | null;
  statusLabel: ModelStatusLabel;
  exploreHref: string;
  /** Null for a coming_soon model: nothing to show in stock yet. */
  stockHref: string | null;
};

export type ModelCategoryGroup = { id: string; name: ModelCategory; tiles: ModelTile[] };

export type ModelStatusLabel = "Upcoming" | "All-New";

/** Spec 02 §4 "Model status: coming_soon is labelled 'Upcoming'; any other status 'All-New'". */
export function modelStatusLabel(status: string): ModelStatusLabel {
  return status === "coming_soon" ? "Upcoming" : "All-New";
}

/**
 * Spec 02 §2 routes "/{model slug}: Explore model", §3 Model override_url: the model's own page, or
 * the address the feed overrides it with (when that is a usable http(s) URL or site path).
 */
export function modelExploreHref(model: Pick<MenuModel, "slug" | "overrideUrl">): string {
  return safeFeedLink(model.overrideUrl) ?? `/${model.slug}`;
}

/**
 * Spec 02 §2 "Our Stock is hidden for coming_soon models": else the site's search refined to the make
 * and model. The query form, not /search/{make}/{model}: that path is a 404 while the site has none of
 * the model in stock, and this one shows the empty search with its ways to enquire.
 */
export function modelStockHref(model: Pick<MenuModel, "make" | "name" | "status">): string | null {
  if (model.status === "coming_soon") return null;
  return `/search${searchStateToQueryString({
    ...EMPTY_SEARCH_STATE,
    refinements: { make: [model.make], model: [model.name] },
  })}`;
}

const categoryKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "");

const BODY_CATEGORY_BY_KEY = new Map(BODY_CATEGORIES.map((c) => [categoryKey(c), c]));

/** The body category a feed's manufacturer_body names ("SUVs & 4WDs", "suvs-and-4wds", …), or null. */
function bodyCategory(manufacturerBody: string | null): ModelCategory | null {
  return manufacturerBody ? (BODY_CATEGORY_BY_KEY.get(categoryKey(manufacturerBody)) ?? null) : null;
}

function tile(model: MenuModel): ModelTile {
  return {
    key: `${categoryKey(model.make)}/${model.slug}`,
    name: model.name,
    imageUrl: safeFeedLink(model.imageUrl),
    statusLabel: modelStatusLabel(model.status),
    exploreHref: modelExploreHref(model),
    stockHref: modelStockHref(model),
  };
}

/**
 * The models menu's categories with their tiles, in the spec's order, each model in the order given
 * (the feed's). Cars is the whole range on sale (current and upcoming); a body category holds the
 * models on sale whose manufacturer_body names it; Upcoming the coming_soon models; Discontinued the
 * discontinued ones, and only there. A category with no model is left out.
 */
export function modelCategories(models: readonly MenuModel[]): ModelCategoryGroup[] {
  const members: Record<ModelCategory, MenuModel[]> = Object.fromEntries(
    MODEL_CATEGORIES.map((c) => [c, [] as MenuModel[]]),
  ) as Record<ModelCategory, MenuModel[]>;
  for (const model of models) {
    if (model.status === "discontinued") {
      members.Discontinued.push(model);
      continue;
    }
    members.Cars.push(model);
    const body = bodyCategory(model.manufacturerBody);
    if (body) members[body].push(model);
    if (model.status === "coming_soon") members.Upcoming.push(model);
  }
  return MODEL_CATEGORIES.filter((c) => members[c].length).map((name) => ({
    id: categoryKey(name),
    name,
    tiles: members[name].map(tile),
  }));
}

/** The models menu as the page carries it: each tile once, each category as the keys of its tiles. */
export type ModelsMenuData = {
  tiles: ModelTile[];
  categories: { id: string; name: ModelCategory; tileKeys: string[] }[];
};

/**
 * modelCategories without the repeats (a model sits in Cars and in its body category, and maybe in
 * Upcoming): the page ships each tile once, and the menu shows one category's tiles at a time.
 */
export function modelsMenuData(groups: readonly ModelCategoryGroup[]): ModelsMenuData {
  const tiles = new Map<string, ModelTile>();
  for (const group of groups) for (const t of group.tiles) if (!tiles.has(t.key)) tiles.set(t.key, t);
  return {
    tiles: [...tiles.values()],
    categories: groups.map((g) => ({ id: g.id, name: g.name, tileKeys: g.tiles.map((t) => t.key) })),
  };
}

export type NavLink = { id: string; name: string; href: string; external: boolean };

export type NavEntry =
  | ({ kind: "link" } & NavLink)
  | {
      kind: "group";
      id: string;
      name: string;
      /** The group's own page, when none of its links is that page already. */
      overview: NavLink | null;
      links: NavLink[];
    }
  | {
      kind: "models";
      id: string;
      /** Spec 02 §2 "titled with the prefix New": the template's prefix and the item's name. */
      title: string;
      /** Spec 02 §2 "headed Vehicles". */
      heading: string;
      menu: ModelsMenuData;
    };

const isExternal = (href: string) => /^https?:/i.test(href);
const navLink = (item: MenuItem): NavLink => ({
  id: item.id,
  name: item.name,
  href: item.url,
  external: isExternal(item.url),
});

/**
 * The header's entries: the template's tree (spec 02 §2, every item with its mandatory flag) without
 * the items the bar hides (home), the optional items the site switches off (`navigation.hidden`) and
 * brand links the site has no base domain for (siteNavigation). The item with the models dropdown
 * (spec 02 §3 Menu item "dynamicDropdown (models)") becomes the models menu while the site has
 * models, else its brand link if it has one.
 */
export function headerNavigation(
  template: Template,
  config: NavigationSettings,
  models: readonly MenuModel[],
): NavEntry[] {
  const hidden = new Set(config.navigation.hidden);
  const entries: NavEntry[] = [];
  for (const item of editedMenu(template.navigation, config.navigation.menu)) {
    if (item.hiddenInNav || (!item.mandatory && hidden.has(item.id))) continue;
    const title = `${templateCopy(template, "models_heading_prefix")} ${item.name}`;
    if (item.dynamicDropdown === "models") {
      const categories = modelCategories(models);
      if (categories.length) {
        entries.push({
          kind: "models",
          id: item.id,
          title,
          heading: item.name,
          menu: modelsMenuData(categories),
        });
        continue;
      }
    }
    const [resolved] = siteNavigation(template, config, [item]);
    if (!resolved) continue;
    if (item.dynamicDropdown === "models") {
      entries.push({ kind: "link", ...navLink(resolved), name: title });
      continue;
    }
    const children = (resolved.children ?? []).map(navLink);
    if (!children.length) {
      entries.push({ kind: "link", ...navLink(resolved) });
      continue;
    }
    const own = navLink(resolved);
    entries.push({
      kind: "group",
      id: resolved.id,
      name: resolved.name,
      overview: children.some((c) => c.href === own.href) ? null : own,
      links: children,
    });
  }
  return entries;
}
