import type { HiddenPath } from "../config/config-visibility";
import { changedPaths, isJsonObject, type JsonObject } from "../import/merge-patch";

/**
 * A settings change as a JSON Merge Patch (RFC 7396, decision 0054): built from the form's changed
 * fields only, so a change names only what changes and nothing else moves; the secret values of
 * decision 0042 masked in every answer and every revision, and an untouched (masked) secret left as
 * stored. Pure.
 */

/** What a set secret reads as, in an answer, a page or a revision. Sent back unchanged, it changes nothing. */
export const SECRET_MASK = "********";

/** The value at a dotted path's keys, or undefined. */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isJsonObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

function define(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The merge patch of a list of changed fields: each path set to its new value, `null` to remove the
 * stored override (the field goes back to the default, or to the site's for a dealership).
 */
export function patchFromChanges(
  changes: readonly { path: readonly string[]; value: unknown }[],
): JsonObject {
  const patch: JsonObject = {};
  for (const { path, value } of changes) {
    if (path.length === 0) continue;
    let node = patch;
    for (const key of path.slice(0, -1)) {
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      if (!isJsonObject(next)) define(node, key, {});
      node = node[key] as JsonObject;
    }
    define(node, path[path.length - 1] as string, value);
  }
  return patch;
}

const isUnder = (path: readonly string[], prefix: readonly string[]) =>
  prefix.length <= path.length && prefix.every((key, i) => path[i] === key);

const secretPaths = (hidden: readonly HiddenPath[]) =>
  hidden.filter((h) => h.visibility === "secret").map((h) => h.path);

/** Whether a dotted path lies in (or holds) a secret. */
export function touchesSecret(path: readonly string[], hidden: readonly HiddenPath[]): boolean {
  return secretPaths(hidden).some((secret) => isUnder(path, secret) || isUnder(secret, path));
}

function mapAt(value: unknown, path: readonly string[], map: (v: unknown) => unknown): unknown {
  if (!isJsonObject(value)) return value;
  const [key, ...rest] = path;
  if (key === undefined || !Object.hasOwn(value, key)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) define(out, k, v);
  if (rest.length === 0) {
    const mapped = map(value[key]);
    if (mapped === undefined) delete out[key];
    else define(out, key, mapped);
  } else define(out, key, mapAt(value[key], rest, map));
  return out;
}

/** The value with each secret that is set replaced by SECRET_MASK (the input is not changed). */
export function maskSecrets<T>(value: T, hidden: readonly HiddenPath[]): T {
  let out: unknown = value;
  for (const path of secretPaths(hidden)) {
    out = mapAt(out, path, (v) => (v === undefined || v === null || v === "" ? v : SECRET_MASK));
  }
  return out as T;
}

/**
 * The patch without the secrets sent back as SECRET_MASK: a form or a script that sends back what
 * it was answered leaves each secret as it is. Clearing a secret is an explicit `null`.
 */
export function withoutUntouchedSecrets(patch: JsonObject, hidden: readonly HiddenPath[]): JsonObject {
  let out: unknown = patch;
  for (const path of secretPaths(hidden)) {
    out = mapAt(out, path, (v) => (v === SECRET_MASK ? undefined : v));
  }
  return out as JsonObject;
}

const removes = (patch: unknown): boolean =>
  patch === null || (isJsonObject(patch) && Object.values(patch).some(removes));

/**
 * The merged overrides without the groups the patch emptied by removing their last keys: removing a
 * group's only override leaves no `{}` behind, so an undo of a change that added a group takes the
 * group away again. A `{}` the patch did not empty by a removal stays.
 */
export function withoutEmptiedGroups(merged: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(merged)) {
    const sent = Object.hasOwn(patch, key) ? patch[key] : undefined;
    if (!isJsonObject(value) || !isJsonObject(sent)) {
      define(out, key, value);
      continue;
    }
    const inner = withoutEmptiedGroups(value, sent);
    if (Object.keys(inner).length > 0 || !removes(sent)) define(out, key, inner);
  }
  return out;
}

export type ConfigChange = { path: string; before: unknown; after: unknown };

/**
 * What a revision changed, key by key: each changed leaf (or whole list) with its value before and
 * after, a secret's only as SECRET_MASK / absent, so a history never holds a credential.
 */
export function configChanges(
  before: unknown,
  after: unknown,
  hidden: readonly HiddenPath[],
): ConfigChange[] {
  return changedPaths(before, after).map((dotted) => {
    const path = dotted === "(all)" ? [] : dotted.split(".");
    const masked = (v: unknown) => (touchesSecret(path, hidden) && v !== undefined ? SECRET_MASK : v);
    return { path: dotted, before: masked(valueAt(before, path)), after: masked(valueAt(after, path)) };
  });
}

/**
 * The patch that undoes a revision (a rollback is a new revision): each changed key back to its value
 * before, or removed if it was absent. A secret is never restored (its value was never kept): it is
 * left as it is now, and `secretsSkipped` says so.
 */
export function inversePatch(changes: readonly ConfigChange[]): {
  patch: JsonObject;
  secretsSkipped: string[];
} {
  const secretsSkipped: string[] = [];
  const fields: { path: string[]; value: unknown }[] = [];
  for (const change of changes) {
    if (change.before === SECRET_MASK || change.after === SECRET_MASK) {
      secretsSkipped.push(change.path);
      continue;
    }
    fields.push({ path: change.path.split("."), value: change.before === undefined ? null : change.before });
  }
  return { patch: patchFromChanges(fields), secretsSkipped };
}
