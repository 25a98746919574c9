import type { MenuItem } from "../template/template";
import { editedMenu, type MenuEdit } from "./edited-menu";

/**
 * The console's menu editor's steps (issue 32 item 4), pure so they are tested without a browser: the
 * site's menu as an editable list, moves, nesting one level, removal (never of a mandatory item, nor
 * of an item holding one), a new item, and the `navigation.menu` list a save sends.
 */

export type EditableMenuItem = {
  id: string;
  name: string;
  url: string;
  mandatory: boolean;
  /** The template's own link for a template item (a save sends a link only when it differs). */
  templateUrl?: string;
  children: EditableMenuItem[];
};

const templateUrls = (items: readonly MenuItem[]): [string, string][] =>
  items.flatMap((item) => [[item.id, item.url] as [string, string], ...templateUrls(item.children ?? [])]);

/** The menu the site has now (its edits over the template's), as the editor starts it. */
export function editableMenu(
  template: readonly MenuItem[],
  menu: readonly MenuEdit[] | undefined,
): EditableMenuItem[] {
  const urls = new Map(templateUrls(template));
  const editable = (item: MenuItem): EditableMenuItem => {
    const templateUrl = urls.get(item.id);
    return {
      id: item.id,
      name: item.name,
      url: item.url,
      mandatory: item.mandatory,
      ...(templateUrl === undefined ? {} : { templateUrl }),
      children: (item.children ?? []).map(editable),
    };
  };
  return editedMenu(template, menu).map(editable);
}

type List = EditableMenuItem[];

function siblingsAt(
  list: List,
  path: readonly number[],
): { siblings: List; index: number; rebuild: (s: List) => List } {
  if (path.length === 1) return { siblings: list, index: path[0] ?? 0, rebuild: (s) => s };
  const parent = path[0] ?? 0;
  return {
    siblings: list[parent]?.children ?? [],
    index: path[1] ?? 0,
    rebuild: (s) => list.map((item, i) => (i === parent ? { ...item, children: s } : item)),
  };
}

/** The item one place up (`-1`) or down (`1`) among its siblings. */
export function moveItem(list: List, path: readonly number[], delta: -1 | 1): List {
  const { siblings, index, rebuild } = siblingsAt(list, path);
  const to = index + delta;
  if (to < 0 || to >= siblings.length) return list;
  const next = [...siblings];
  [next[index], next[to]] = [next[to] as EditableMenuItem, next[index] as EditableMenuItem];
  return rebuild(next);
}

/**
 * A top-level item goes under the item above it (with its children, which move up beside it: one
 * level of nesting); a nested item comes out to the top, after its parent.
 */
export function nestItem(list: List, path: readonly number[]): List {
  if (path.length === 2) {
    const [p = 0, c = 0] = path;
    const parent = list[p];
    const child = parent?.children[c];
    if (!parent || !child) return list;
    const out = list.map((item, i) =>
      i === p ? { ...item, children: item.children.filter((_, j) => j !== c) } : item,
    );
    out.splice(p + 1, 0, child);
    return out;
  }
  const i = path[0] ?? 0;
  const item = list[i];
  const above = list[i - 1];
  if (!item || !above) return list;
  const moved = [...above.children, { ...item, children: [] }, ...item.children];
  return list.flatMap((entry, j) => (j === i ? [] : j === i - 1 ? [{ ...above, children: moved }] : [entry]));
}

const holdsMandatory = (item: EditableMenuItem): boolean =>
  item.mandatory || item.children.some(holdsMandatory);

/** The item removed, unless it is, or holds, a mandatory item of the template. */
export function removeItem(list: List, path: readonly number[]): List {
  const { siblings, index, rebuild } = siblingsAt(list, path);
  const item = siblings[index];
  if (!item || holdsMandatory(item)) return list;
  return rebuild(siblings.filter((_, i) => i !== index));
}

const idsOf = (list: List): string[] => list.flatMap((item) => [item.id, ...idsOf(item.children)]);

/** A new item at the end, with an id made from its name that no item has. */
export function newMenuItem(list: List, name: string, url: string): EditableMenuItem {
  const base = `custom-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "item"
  }`;
  const taken = new Set(idsOf(list));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return { id, name: name.trim(), url: url.trim(), mandatory: false, children: [] };
}

/** The `navigation.menu` a save sends: every item in order, by id, with its name and link. */
export function menuPatch(list: List): MenuEdit[] {
  const entry = (item: EditableMenuItem) => ({
    id: item.id,
    name: item.name,
    ...(item.mandatory || item.url === item.templateUrl ? {} : { url: item.url }),
  });
  return list.map((item) => ({
    ...entry(item),
    ...(item.children.length ? { children: item.children.map(entry) } : {}),
  }));
}
