import { z } from "zod";

/**
 * Who may see a site config value (issue 29 §1, decision 0042). Every value is public unless its
 * schema says otherwise:
 *
 * - `internal`: the dealer's staff may see it, a shopper's browser never (lead routing addresses, the
 *   CRM webhook's address, the stock filter expressions the server applies);
 * - `secret`: a credential; it is written, never shown back, not even to staff (the webhook's signing
 *   key, the chat provider's token).
 *
 * The mark is made once, in the schema, by `internal()` or `secret()`. Each does two things that
 * cannot drift apart: it records the visibility as schema metadata (read by `hiddenConfigPaths`, and
 * written into the bundle's JSON Schema for a settings form to read), and it brands the value's
 * TypeScript type, so `PublicConfig<T>` drops it at compile time. A client component's props take
 * the public type; `publicView` builds the value.
 */

export type ConfigVisibility = "public" | "internal" | "secret";
type Hidden = "internal" | "secret";

/** A value only the server (internal: and staff) may read; `PublicConfig` drops it. */
export function internal<T extends z.ZodType>(schema: T) {
  return schema.meta({ visibility: "internal" }).brand<"internal">();
}

/** A credential: never in a page, an API answer or a staff screen; `PublicConfig` drops it. */
export function secret<T extends z.ZodType>(schema: T) {
  return schema.meta({ visibility: "secret" }).brand<"secret">();
}

type HiddenBrand = z.$brand<"internal"> | z.$brand<"secret">;

/** A config type without its internal and secret values, at every depth. */
export type PublicConfig<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as NonNullable<T[K]> extends HiddenBrand ? never : K]: PublicConfig<T[K]> }
    : T;

/** A value the schema marks, and where it is: `["leads"]`, `["chat", "token"]`. */
export type HiddenPath = { path: readonly string[]; visibility: Hidden };

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function visibilityOf(schema: z.ZodType): Hidden | null {
  const visibility = z.globalRegistry.get(schema)?.visibility;
  return visibility === "internal" || visibility === "secret" ? visibility : null;
}

/**
 * Every marked value of an object schema, found by walking it once: through the wrappers a field may
 * have (optional, default, prefault, pipe…) into nested objects. A mark inside an array, a record or a
 * union is refused here, when the module loads: its values have no fixed path to take out, so such a
 * field must be marked as a whole.
 */
export function hiddenConfigPaths(schema: z.ZodType): HiddenPath[] {
  const found: HiddenPath[] = [];
  walk(schema, [], found, true);
  return found;
}

function walk(schema: z.ZodType, path: string[], found: HiddenPath[], addressable: boolean): void {
  const visibility = visibilityOf(schema);
  if (visibility) {
    if (!addressable)
      throw new Error(`config ${path.join(".")}: mark a list, record or union as a whole, not inside it`);
    // The strictest mark on a path wins; a secret inside an internal group is still listed (staff see
    // the group, never the secret).
    found.push({ path, visibility });
  }
  const def = defOf(schema);
  if (def.innerType) walk(def.innerType, path, found, addressable);
  else if (def.type === "pipe" && def.in) walk(def.in, path, found, addressable);
  else if (def.type === "object" && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) walk(field, [...path, key], found, addressable);
  } else {
    for (const inner of [def.element, def.valueType, ...(def.options ?? [])])
      if (inner) walk(inner, path, found, false);
  }
}

/**
 * The value with every path of `hidden` (of the visibilities asked for) taken out. Only the objects on
 * a hidden path are copied; the rest is shared with the input, which is never changed.
 */
export function withoutPaths<T extends object>(
  value: T,
  hidden: readonly HiddenPath[],
  visibilities: readonly Hidden[] = ["internal", "secret"],
): T {
  let result: Record<string, unknown> = value as Record<string, unknown>;
  for (const { path, visibility } of hidden) {
    if (visibilities.includes(visibility)) result = withoutPath(result, path);
  }
  return result as T;
}

function withoutPath(value: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined || !Object.hasOwn(value, key)) return value;
  if (rest.length === 0) {
    const { [key]: _dropped, ...kept } = value;
    return kept;
  }
  const inner = value[key];
  if (typeof inner !== "object" || inner === null || Array.isArray(inner)) return value;
  return { ...value, [key]: withoutPath(inner as Record<string, unknown>, rest) };
}
