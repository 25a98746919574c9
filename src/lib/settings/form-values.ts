import type { FormField, FormGroup } from "./config-form";
import { patchFromChanges, valueAt } from "./config-patch";

/**
 * A settings form's values as its inputs hold them (text), and the merge patch of the fields a person
 * changed (decision 0054): only a field whose text differs from what the form was drawn with is in
 * the patch, so nothing else moves. Pure, with no zod: the browser runs it.
 */

export type FormValues = Record<string, string>;

/** How a value reads in its input: a list or record as indented JSON, a switch as "true"/"false". */
export function fieldText(field: FormField, value: unknown): string {
  if (field.visibility === "secret" || value === undefined || value === null) return "";
  if (field.kind === "json") return JSON.stringify(value, null, 2);
  return String(value);
}

/** The form's starting values from a config (a secret's input always starts empty). */
export function initialFormValues(group: FormGroup, config: unknown): FormValues {
  return Object.fromEntries(group.fields.map((f) => [f.key, fieldText(f, valueAt(config, f.path))]));
}

/** Which secrets of the group are set, by key: the only thing a form learns of a secret. */
export function secretsSet(group: FormGroup, config: unknown): Record<string, boolean> {
  return Object.fromEntries(
    group.fields
      .filter((f) => f.visibility === "secret")
      .map((f) => {
        const value = valueAt(config, f.path);
        return [f.key, value !== undefined && value !== null && value !== ""];
      }),
  );
}

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** A field's text as the value the patch sends; empty: `null`, the override removed. */
export function parseFieldText(field: FormField, text: string): Parsed {
  const trimmed = text.trim();
  if (field.kind === "boolean") return { ok: true, value: text === "true" };
  if (trimmed === "") return { ok: true, value: null };
  if (field.kind === "number") {
    const n = Number(trimmed);
    return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, message: "Enter a number." };
  }
  if (field.kind === "json") {
    try {
      return { ok: true, value: JSON.parse(trimmed) };
    } catch {
      return { ok: false, message: "Enter valid JSON: a list in [ ], an object in { }, text in quotes." };
    }
  }
  return { ok: true, value: text };
}

export type FormPatch =
  | { ok: true; patch: Record<string, unknown>; changed: string[] }
  | { ok: false; errors: Record<string, string> };

/**
 * The merge patch of the changed fields. A secret is in it only when a new value was typed (or it
 * was cleared, explicitly: `cleared`); left empty, it keeps its stored value.
 */
export function formPatch(
  group: FormGroup,
  initial: FormValues,
  current: FormValues,
  cleared: ReadonlySet<string> = new Set(),
): FormPatch {
  const changes: { path: string[]; value: unknown }[] = [];
  const errors: Record<string, string> = {};
  for (const field of group.fields) {
    const text = current[field.key] ?? "";
    if (field.visibility === "secret") {
      if (cleared.has(field.key)) changes.push({ path: field.path, value: null });
      else if (text !== "") changes.push({ path: field.path, value: text });
      continue;
    }
    if (text === (initial[field.key] ?? "")) continue;
    const parsed = parseFieldText(field, text);
    if (parsed.ok) changes.push({ path: field.path, value: parsed.value });
    else errors[field.key] = parsed.message;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, patch: patchFromChanges(changes), changed: changes.map((c) => c.path.join(".")) };
}
