"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS } from "@/components/ui/form-field";
import {
  type EditableMenuItem,
  menuPatch,
  moveItem,
  nestItem,
  newMenuItem,
  removeItem,
} from "@/lib/navigation/menu-editing";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * The site's header menu, edited (issue 32 item 4): rename, reorder, nest one level, link an item to a
 * page of the site or an address elsewhere, add and remove items. The template's mandatory items
 * (spec 02 §2) can be renamed and moved, never removed or relinked. Saved as `navigation.menu` through
 * the settings endpoint; "Back to the template's menu" removes it.
 */
export function MenuEditor({ slug, initial }: { slug: string; initial: EditableMenuItem[] }) {
  const id = useId();
  const [items, setItems] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [newName, setNewName] = useState("");
  const [newUrl, setNewUrl] = useState("");
  const { errors, formError, busy, send } = useConsoleForm();

  async function save(reset: boolean) {
    setNotice(null);
    const outcome = await send(() =>
      postConsole<{ changed: string[] }>(`/api/sites/${slug}/settings/navigation`, {
        patch: { navigation: { menu: reset ? null : menuPatch(items) } },
      }),
    );
    if (outcome && "body" in outcome) setNotice(reset ? "The menu is the template's again." : "Menu saved.");
  }

  const update = (path: number[], change: Partial<EditableMenuItem>) =>
    setItems((list) =>
      list.map((item, i) =>
        i !== path[0]
          ? item
          : path.length === 1
            ? { ...item, ...change }
            : { ...item, children: item.children.map((c, j) => (j === path[1] ? { ...c, ...change } : c)) },
      ),
    );

  const row = (item: EditableMenuItem, path: number[]) => {
    const key = `${id}-${path.join("-")}`;
    return (
      <li key={item.id} className="rounded-lg border p-3">
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="font-semibold">
            {item.name || "New item"}
            {item.mandatory ? " (required by the template)" : ""}
          </legend>
          <label htmlFor={`${key}-name`} className="text-sm">
            Name
            <input
              id={`${key}-name`}
              className={FIELD_INPUT_CLASS}
              value={item.name}
              onChange={(e) => update(path, { name: e.target.value })}
            />
          </label>
          <label htmlFor={`${key}-url`} className="text-sm">
            Link
            <input
              id={`${key}-url`}
              className={FIELD_INPUT_CLASS}
              value={item.url}
              disabled={item.mandatory}
              onChange={(e) => update(path, { url: e.target.value })}
            />
          </label>
        </fieldset>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setItems((l) => moveItem(l, path, -1))}>
            Move {item.name} up
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setItems((l) => moveItem(l, path, 1))}>
            Move {item.name} down
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setItems((l) => nestItem(l, path))}>
            {path.length === 1 ? `Put ${item.name} under the item above` : `Take ${item.name} out to the top`}
          </Button>
          {item.mandatory ? null : (
            <Button size="sm" variant="ghost" onClick={() => setItems((l) => removeItem(l, path))}>
              Remove {item.name}
            </Button>
          )}
        </div>
        {item.children.length ? (
          <ol className="mt-3 space-y-2 border-l-2 pl-3">
            {item.children.map((c, j) => row(c, [path[0] ?? 0, j]))}
          </ol>
        ) : null}
      </li>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Header menu
      </h2>
      <FormAlert message={formError ?? (Object.values(errors)[0] || null)} />
      <ol className="space-y-3">{items.map((item, i) => row(item, [i]))}</ol>
      <fieldset className="grid gap-2 rounded-lg border p-3 sm:grid-cols-3">
        <legend className="font-semibold">Add an item</legend>
        <label htmlFor={`${id}-new-name`} className="text-sm">
          Name
          <input
            id={`${id}-new-name`}
            className={FIELD_INPUT_CLASS}
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
          />
        </label>
        <label htmlFor={`${id}-new-url`} className="text-sm">
          Link (/a-page or https://…)
          <input
            id={`${id}-new-url`}
            className={FIELD_INPUT_CLASS}
            value={newUrl}
            onChange={(e) => setNewUrl(e.target.value)}
          />
        </label>
        <Button
          className="self-end"
          variant="secondary"
          onClick={() => {
            if (!newName.trim() || !newUrl.trim()) return;
            setItems((l) => [...l, newMenuItem(l, newName, newUrl)]);
            setNewName("");
            setNewUrl("");
          }}
        >
          Add to the menu
        </Button>
      </fieldset>
      {notice ? (
        <p role="status" className="rounded-lg border border-border p-3 text-sm">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={busy} onClick={() => void save(false)}>
          Save the menu
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void save(true)}>
          Back to the template’s menu
        </Button>
      </div>
    </section>
  );
}
