import { describe, expect, it } from "vitest";
import type { MenuItem } from "../template/template";
import { editedMenu } from "./edited-menu";
import { editableMenu, menuPatch, moveItem, nestItem, newMenuItem, removeItem } from "./menu-editing";

const TEMPLATE: MenuItem[] = [
  { id: "home", name: "Home", url: "/", mandatory: true, hiddenInNav: true },
  {
    id: "cars",
    name: "Cars",
    url: "/cars",
    mandatory: true,
    children: [
      { id: "new", name: "New", url: "/new", mandatory: true },
      { id: "used", name: "Used", url: "/used", mandatory: false },
    ],
  },
  { id: "blog", name: "Blog", url: "/blog", mandatory: false },
  { id: "brand", name: "Brand", url: "{dealer_brand}/x", mandatory: false },
];
const ids = (items: readonly MenuItem[]): string[] =>
  items.flatMap((i) => [i.id, ...(i.children ?? []).map((c) => `${i.id}>${c.id}`)]);

describe("issue 32 §4: a site's menu over its template's", () => {
  it("without edits, the template's menu", () => {
    expect(editedMenu(TEMPLATE, undefined)).toEqual(TEMPLATE);
  });

  it("reorders, renames, nests, adds internal and external links; a mandatory item's link stays", () => {
    const menu = editedMenu(TEMPLATE, [
      { id: "blog", name: "News" },
      {
        id: "cars",
        name: "Stock",
        url: "/hacked",
        children: [{ id: "used" }, { id: "offers", name: "Offers", url: "/special-offers" }],
      },
      { id: "ext", name: "Careers", url: "https://jobs.example.com/dealer" },
    ]);
    expect(ids(menu)).toEqual(["blog", "cars", "cars>used", "cars>offers", "cars>new", "ext", "home"]);
    expect(menu[0]).toMatchObject({ name: "News", url: "/blog" });
    expect(menu[1]).toMatchObject({ name: "Stock", url: "/cars", mandatory: true });
    // The mandatory child left out comes back under its template parent; home, at the end.
    expect(editedMenu(TEMPLATE, [{ id: "blog" }]).map((i) => i.id)).toEqual(["blog", "home", "cars"]);
    expect(ids(editedMenu(TEMPLATE, [{ id: "cars", children: [] }]))).toEqual(["cars", "cars>new", "home"]);
  });

  it("a new item without a name or link, or an id twice, is left out", () => {
    expect(
      editedMenu(TEMPLATE, [{ id: "x", name: "X" }, { id: "blog" }, { id: "blog" }]).map((i) => i.id),
    ).toEqual(["blog", "home", "cars"]);
  });
});

describe("issue 32 §4: the menu editor's steps", () => {
  const start = editableMenu(TEMPLATE, undefined);

  it("moves, nests and un-nests one level", () => {
    expect(moveItem(start, [2], -1).map((i) => i.id)).toEqual(["home", "blog", "cars", "brand"]);
    expect(moveItem(start, [0], -1)).toBe(start);
    const nested = nestItem(start, [2]);
    expect(nested.map((i) => i.id)).toEqual(["home", "cars", "brand"]);
    expect(nested[1]?.children.map((c) => c.id)).toEqual(["new", "used", "blog"]);
    expect(nestItem(nested, [1, 2]).map((i) => i.id)).toEqual(["home", "cars", "blog", "brand"]);
  });

  it("never removes a mandatory item or one holding it", () => {
    expect(removeItem(start, [1])).toBe(start);
    expect(removeItem(start, [1, 0])).toBe(start);
    expect(removeItem(start, [2]).map((i) => i.id)).toEqual(["home", "cars", "brand"]);
  });

  it("a new item gets a free id; a save sends links only where they changed", () => {
    const added = [...start, newMenuItem(start, "Our blog!", "/news")];
    expect(added.at(-1)).toMatchObject({ id: "custom-our-blog", url: "/news" });
    expect(newMenuItem(added, "Our blog", "/x").id).toBe("custom-our-blog-2");
    const patch = menuPatch(added);
    expect(patch.find((e) => e.id === "brand")).toEqual({ id: "brand", name: "Brand" });
    expect(patch.find((e) => e.id === "custom-our-blog")).toEqual({
      id: "custom-our-blog",
      name: "Our blog!",
      url: "/news",
    });
    expect(ids(editedMenu(TEMPLATE, patch))).toEqual(
      ids(editedMenu(TEMPLATE, undefined)).concat("custom-our-blog"),
    );
  });
});
