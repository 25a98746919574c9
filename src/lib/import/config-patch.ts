import { safeParseSiteConfig } from "../tenancy/site-config";
import { changedPaths, isJsonObject, type JsonObject, mergePatch } from "./merge-patch";

/**
 * A bundle's configs as merge patches over what is stored (issue 29 item 2, decision 0041). Before
 * validation, `site.config` and each dealership's `config` are replaced by the stored config with the
 * bundle's patched in (RFC 7396), so the strict schemas validate, and the import stores, the merged
 * result. A re-import that sends only `copy` keeps the site's theme and hidden menu items. With
 * `replace` (`--replace-config`, `?replace_config=1`) the bundle's configs are stored as written, as
 * before: a site without `config` is then reset to the defaults.
 *
 * Pure: the stored configs are read by the server first (server/import/site-config-merge.ts).
 */

export type StoredConfigs = {
  /** The stored config of the site the bundle names, if it exists. */
  site?: JsonObject;
  /** Each stored dealership's config, by slug. */
  dealerships: ReadonlyMap<string, JsonObject>;
};

export type ConfigChanges = {
  /** Dotted paths of the site config that this bundle changes (keys only: some values are secrets). */
  site?: string[];
  dealerships: Map<string, string[]>;
};

export type PatchedBundle = {
  raw: unknown;
  changes: ConfigChanges;
  replaced: boolean;
  /**
   * The site's stored config no longer validates on its own (a schema change since it was stored):
   * every merge over it would be refused, so a refusal says to send the whole config instead.
   */
  storedSiteInvalid: boolean;
};

/** The slug a raw record gives, if it gives one as text. */
export function rawSlug(record: unknown): string | undefined {
  return isJsonObject(record) && typeof record.slug === "string" ? record.slug.trim() : undefined;
}

function patchedRecord(
  record: unknown,
  stored: JsonObject | undefined,
  replace: boolean,
  keepWhenAbsent: boolean,
): { record: unknown; changed?: string[] } {
  if (!isJsonObject(record)) return { record };
  const sent = Object.hasOwn(record, "config") ? record.config : undefined;
  const before = stored ?? {};
  // Absent (or null, which a feed writes for absent): a dealership keeps its config, and so does a
  // site unless the import replaces configs, when a site's becomes the defaults (`{}`), as before.
  if (sent === undefined || sent === null) {
    if (keepWhenAbsent) return { record, changed: [] };
    if (replace) return { record, changed: changedPaths(before, {}) };
    return { record: { ...record, config: before }, changed: [] };
  }
  // A config that is not an object is left as sent, for the schema to name.
  if (!isJsonObject(sent)) return { record };
  // --replace-config: stored as written (a null inside is the schema's to refuse).
  if (replace) return { record, changed: changedPaths(before, sent) };
  const merged = mergePatch(before, sent);
  return { record: { ...record, config: merged }, changed: changedPaths(before, merged) };
}

/**
 * The raw bundle with its configs merged over the stored ones (a shallow copy: its cars are not
 * copied), and the config keys each record changes. A site record without `config` keeps the stored
 * one; a dealership without `config` keeps its own too (decision 0032).
 */
export function patchBundleConfigs(
  raw: unknown,
  stored: StoredConfigs,
  options: { replace?: boolean } = {},
): PatchedBundle {
  const replace = options.replace ?? false;
  const changes: ConfigChanges = { dealerships: new Map() };
  const storedSiteInvalid = stored.site !== undefined && !safeParseSiteConfig(stored.site).success;
  if (!isJsonObject(raw)) return { raw, changes, replaced: replace, storedSiteInvalid };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(raw)) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  if (Object.hasOwn(raw, "site") && isJsonObject(raw.site)) {
    const site = patchedRecord(raw.site, stored.site, replace, false);
    out.site = site.record;
    changes.site = site.changed;
  }
  if (Object.hasOwn(raw, "dealerships") && Array.isArray(raw.dealerships)) {
    out.dealerships = raw.dealerships.map((record) => {
      const slug = rawSlug(record);
      const patched = patchedRecord(
        record,
        slug === undefined ? undefined : stored.dealerships.get(slug),
        replace,
        true,
      );
      if (slug !== undefined && patched.changed) changes.dealerships.set(slug, patched.changed);
      return patched.record;
    });
  }
  return { raw: out, changes, replaced: replace, storedSiteInvalid };
}
