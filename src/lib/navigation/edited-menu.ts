import type { NavigationConfig } from "../content/content-config";
import type { MenuItem } from "../template/template";

/**
 * A site's own menu over its template's (issue 32 item 4, decision 0054): `navigation.menu` lists the
 * items in order, nested one level, each a template item by its id (renamed if it gives a name; an
 * optional one may also take a new link) or a new item with a name and a link (a path on the site or
 * an https address). The template stays the starting point: without a list the menu is the template's,
 * and a mandatory item of the template (spec 02 §2) is never lost: left out, it comes back under its
 * template parent, else at the end. Pure.
 */

export type MenuEdit = NonNullable<NavigationConfig["menu"]>[number];
type Entry = {
  id: string;
  name?: string | undefined;
  url?: string | undefined;
  children?: Entry[] | undefined;
};

function flatten(
  items: readonly MenuItem[],
  parent: string | null = null,
): { item: MenuItem; parent: string | null }[] {
  return items.flatMap((item) => [{ item, parent }, ...flatten(item.children ?? [], item.id)]);
}

export function editedMenu(template: readonly MenuItem[], menu: readonly Entry[] | undefined): MenuItem[] {
  if (!menu?.length) return [...template];
  const all = flatten(template);
  const byId = new Map(all.map(({ item }) => [item.id, item]));
  const used = new Set<string>();
  const markUsed = (items: readonly MenuItem[]) => {
    for (const item of items) {
      used.add(item.id);
      markUsed(item.children ?? []);
    }
  };

  const build = (entry: Entry, depth: number): MenuItem | null => {
    if (used.has(entry.id)) return null;
    const base = byId.get(entry.id);
    if (!base && (!entry.name || !entry.url)) return null;
    used.add(entry.id);
    let children: MenuItem[] | undefined;
    if (depth === 0 && entry.children) {
      children = entry.children.map((c) => build(c, 1)).filter((c): c is MenuItem => c !== null);
    } else if (depth === 0 && base?.children) {
      children = base.children.filter((c) => !used.has(c.id));
      markUsed(children);
    }
    const item: MenuItem = base
      ? { ...base, name: entry.name ?? base.name, url: base.mandatory ? base.url : (entry.url ?? base.url) }
      : { id: entry.id, name: entry.name as string, url: entry.url as string, mandatory: false };
    if (children?.length) item.children = children;
    else delete item.children;
    return item;
  };

  const out = menu.map((entry) => build(entry, 0)).filter((item): item is MenuItem => item !== null);
  for (const { item, parent } of all) {
    if (!item.mandatory || used.has(item.id)) continue;
    used.add(item.id);
    const home = parent === null ? undefined : out.find((top) => top.id === parent);
    if (home) home.children = [...(home.children ?? []), { ...item, children: undefined }];
    else out.push(item);
    markUsed(item.children ?? []);
  }
  return out;
}
