import { z } from "zod";

/**
 * The console's settings forms, drawn from the config schemas themselves (issue 32 item 3, decision
 * 0054): each top-level key of the site config is a group, each leaf a field, with the label and help
 * its slice gives in `.meta({ label, help })` (decision 0043) and the visibility of decision 0042. A
 * slice added to the composer appears in the console without a line here. Pure: the page builds the
 * model on the server and hands the browser plain data (no zod in the browser).
 *
 * A value that is not a single text, number, switch or choice (a list, a record, a union of shapes) is
 * one field edited as JSON: the schema still judges it on save, field by field.
 */

export type FieldKind = "text" | "number" | "boolean" | "choice" | "json";
export type FieldVisibility = "public" | "internal" | "secret";

export type FormField = {
  /** Dotted path in the config (`contact.phone`), also the key a 400 names. */
  key: string;
  path: string[];
  label: string;
  help?: string;
  kind: FieldKind;
  /** The choices of a `choice` field. */
  options?: string[];
  visibility: FieldVisibility;
};

export type FormGroup = {
  key: string;
  label: string;
  help?: string;
  visibility: FieldVisibility;
  /** A role besides settings.write that may edit this group (the slice's `.meta({ editableBy })`). */
  editableBy?: "marketing";
  fields: FormField[];
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
};
type Meta = { label?: string; help?: string; visibility?: string; editableBy?: string };

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers (optional, default, prefault, pipe…), with every layer's metadata. */
function unwrap(schema: z.ZodType): { core: z.ZodType; meta: Meta } {
  const meta: Meta = {};
  let current: z.ZodType | undefined = schema;
  while (current) {
    const own = (z.globalRegistry.get(current) ?? {}) as Meta;
    // The outermost layer's words win: `.meta()` is usually written last.
    for (const [k, v] of Object.entries(own))
      if (meta[k as keyof Meta] === undefined) Object.assign(meta, { [k]: v });
    const def: Def = defOf(current);
    const next: z.ZodType | undefined = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
    if (!next) return { core: current, meta };
    current = next;
  }
  return { core: schema, meta };
}

/** `no_price_text` → "No price text", for a field its slice has not labelled yet. */
export function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const stricter = (a: FieldVisibility, b: string | undefined): FieldVisibility =>
  b === "secret" || a === "secret" ? "secret" : b === "internal" || a === "internal" ? "internal" : "public";

function kindOf(core: z.ZodType): Pick<FormField, "kind" | "options"> {
  const def = defOf(core);
  if (def.type === "string") return { kind: "text" };
  if (def.type === "number" || def.type === "int") return { kind: "number" };
  if (def.type === "boolean") return { kind: "boolean" };
  if (def.type === "enum" && def.entries) return { kind: "choice", options: Object.values(def.entries) };
  if (def.type === "literal" && def.values?.every((v) => typeof v === "string")) {
    return { kind: "choice", options: def.values as string[] };
  }
  return { kind: "json" };
}

function fieldsOf(schema: z.ZodType, path: string[], inherited: FieldVisibility): FormField[] {
  const { core, meta } = unwrap(schema);
  const visibility = stricter(inherited, meta.visibility);
  const def = defOf(core);
  if (def.type === "object" && def.shape) {
    return Object.entries(def.shape).flatMap(([key, inner]) => fieldsOf(inner, [...path, key], visibility));
  }
  const key = path.join(".");
  const label = meta.label ?? humanise(path[path.length - 1] ?? key);
  return [{ key, path, label, ...(meta.help ? { help: meta.help } : {}), ...kindOf(core), visibility }];
}

/** The config's groups as forms: one per top-level key, in the schema's order. */
export function configFormGroups(schema: z.ZodType): FormGroup[] {
  const def = defOf(unwrap(schema).core);
  if (def.type !== "object" || !def.shape) throw new Error("a config schema is an object");
  return Object.entries(def.shape).map(([key, inner]) => {
    const { meta } = unwrap(inner);
    const visibility = stricter("public", meta.visibility);
    return {
      key,
      label: meta.label ?? humanise(key),
      ...(meta.help ? { help: meta.help } : {}),
      visibility,
      ...(meta.editableBy === "marketing" ? { editableBy: "marketing" as const } : {}),
      fields: fieldsOf(inner, [key], "public"),
    };
  });
}

/**
 * The groups and fields a dealership may override (lib/tenancy/dealership-config's list): a group's
 * named keys, or all of it (`"*"`).
 */
export function overridableGroups(
  groups: readonly FormGroup[],
  overridable: Readonly<Record<string, readonly string[] | "*">>,
): FormGroup[] {
  return groups.flatMap((group) => {
    const keys = overridable[group.key];
    if (!keys) return [];
    if (keys === "*") return [group];
    const fields = group.fields.filter((f) => f.path[1] !== undefined && keys.includes(f.path[1]));
    return fields.length ? [{ ...group, fields }] : [];
  });
}
