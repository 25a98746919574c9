/**
 * JSON Merge Patch (RFC 7396) and the list of what a patch changed. Pure, and never mutates its
 * arguments. A bundle's `site.config` and a dealership's `config` are merge patches over what is
 * stored (decision 0041): objects merge key by key, arrays and values replace, `null` removes a key.
 *
 * Hand-written rather than a package: the RFC's algorithm is the fifteen lines below, and the npm
 * packages for it either mutate their target, walk inherited keys (`__proto__` from a feed would
 * reach Object.prototype) or bring RFC 6902 along.
 */

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Defined, not assigned: a patch's "__proto__" key stays a key instead of becoming a prototype. */
function setOwn(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** RFC 7396 §2 MergePatch(Target, Patch), on copies. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isJsonObject(patch)) return patch;
  const out: JsonObject = {};
  if (isJsonObject(target)) for (const [key, value] of Object.entries(target)) setOwn(out, key, value);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else setOwn(out, key, mergePatch(Object.hasOwn(out, key) ? out[key] : undefined, value));
  }
  return out;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
    );
  }
  return false;
}

/**
 * The dotted paths (`copy.no_price_text`, `navigation.hidden`) whose value differs between `before`
 * and `after`: leaves of objects, and whole arrays. Paths only, never values, so a report can list
 * what changed in a config that holds secrets (a webhook's secret, a chat token).
 */
export function changedPaths(before: unknown, after: unknown, prefix = ""): string[] {
  if (isJsonObject(before) || isJsonObject(after)) {
    const b = isJsonObject(before) ? before : undefined;
    const a = isJsonObject(after) ? after : undefined;
    // An object that took the place of a value (or the reverse) changed as a whole.
    if ((before !== undefined && !b) || (after !== undefined && !a)) return [prefix || "(all)"];
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].sort();
    const out = keys.flatMap((key) =>
      changedPaths(
        b && Object.hasOwn(b, key) ? b[key] : undefined,
        a && Object.hasOwn(a, key) ? a[key] : undefined,
        prefix ? `${prefix}.${key}` : key,
      ),
    );
    // An empty group added or removed ({} ↔ absent) is a change with no leaves.
    return out.length || !prefix || (b !== undefined) === (a !== undefined) ? out : [prefix];
  }
  return sameJson(before, after) ? [] : [prefix || "(all)"];
}
