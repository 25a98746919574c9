import { z } from "zod";
import { DEALERSHIP_OVERRIDABLE } from "../tenancy/dealership-config";
import { siteConfigSchema } from "../tenancy/site-config";
import { bundleSchema } from "./bundle-schema";
import {
  ACCESSORY_FIELD_ACCEPTS,
  ACCESSORY_RECORD_LENIENCY,
  ARTICLE_FIELD_ACCEPTS,
  ARTICLE_RECORD_LENIENCY,
  CAR_FIELD_ACCEPTS,
  CAR_RECORD_LENIENCY,
  DEALERSHIP_FIELD_ACCEPTS,
  DEALERSHIP_RECORD_LENIENCY,
  GUARANTEE_RECORD_LENIENCY,
  LOCATION_FIELD_ACCEPTS,
  LOCATION_RECORD_LENIENCY,
  OFFER_FIELD_ACCEPTS,
  OFFER_RECORD_LENIENCY,
  PAGE_FIELD_ACCEPTS,
  PAGE_RECORD_LENIENCY,
} from "./lenient-record";

type Node = {
  description?: string;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
};

/** The schema of the field at a dotted path ("address.state", "opening_hours.*.open"), through nullish unions. */
function nodeAt(node: Node | undefined, path: string[]): Node | undefined {
  if (!node || path.length === 0) return node;
  const [head, ...rest] = path as [string, ...string[]];
  const direct = head === "*" ? node.items : node.properties?.[head];
  if (direct) return nodeAt(direct, rest);
  for (const option of node.anyOf ?? []) {
    const found = nodeAt(option, path);
    if (found) return found;
  }
  return undefined;
}

/** Feeds are read leniently before this schema checks them (lenient-record.ts): say so, field by field. */
const LENIENCY: Record<string, { record: string; accepts: Record<string, string> }> = {
  dealerships: { record: DEALERSHIP_RECORD_LENIENCY, accepts: DEALERSHIP_FIELD_ACCEPTS },
  locations: { record: LOCATION_RECORD_LENIENCY, accepts: LOCATION_FIELD_ACCEPTS },
  cars: { record: CAR_RECORD_LENIENCY, accepts: CAR_FIELD_ACCEPTS },
  offers: { record: OFFER_RECORD_LENIENCY, accepts: OFFER_FIELD_ACCEPTS },
  pages: { record: PAGE_RECORD_LENIENCY, accepts: PAGE_FIELD_ACCEPTS },
  blog_articles: { record: ARTICLE_RECORD_LENIENCY, accepts: ARTICLE_FIELD_ACCEPTS },
  guarantee_strip: { record: GUARANTEE_RECORD_LENIENCY, accepts: {} },
  accessories: { record: ACCESSORY_RECORD_LENIENCY, accepts: ACCESSORY_FIELD_ACCEPTS },
};

/** The site config's JSON Schema narrowed to the keys a dealership may override (DEALERSHIP_OVERRIDABLE). */
function dealershipConfigJsonSchema(siteConfig: Record<string, unknown>): Record<string, unknown> {
  const groups = (siteConfig.properties ?? {}) as Record<string, Node & Record<string, unknown>>;
  const properties: Record<string, unknown> = {};
  for (const [key, keys] of Object.entries(DEALERSHIP_OVERRIDABLE)) {
    const group = groups[key];
    if (!group) continue;
    properties[key] =
      keys === "*" || !group.properties
        ? group
        : {
            ...group,
            properties: Object.fromEntries(
              Object.entries(group.properties).filter(([k]) => keys.includes(k)),
            ),
          };
  }
  return {
    type: "object",
    properties,
    additionalProperties: false,
    description:
      "The dealership's overrides of the site config for its own cars (spec 02 §1; decision 0032); see the README's 'Per-dealership config'.",
  };
}

/** The bundle format as JSON Schema (draft 2020-12), published as docs/import-bundle.schema.json. */
export function bundleJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(bundleSchema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  // The site's `config` is checked against the site config schema in a refinement, which JSON Schema
  // cannot see; document it with that schema's input form (every key optional: a site stores overrides).
  const { $schema: _unused, ...configSchema } = z.toJSONSchema(siteConfigSchema, {
    io: "input",
    unrepresentable: "any",
  }) as Record<string, unknown>;
  const site = (schema.properties as Record<string, { properties: Record<string, unknown> } | undefined>)
    .site;
  if (site) {
    site.properties.config = {
      ...configSchema,
      description:
        "Overrides over the shared defaults (spec 01 §9, spec 02 §9); see the README's 'Site config'.",
    };
  }
  // A dealership's `config` is the part of the same schema a dealership may override (decision 0032).
  const dealershipItems = nodeAt(schema as Node, ["dealerships", "*"]);
  if (dealershipItems?.properties) {
    dealershipItems.properties.config = dealershipConfigJsonSchema(configSchema) as Node;
  }
  // Feeds are read leniently before this schema checks them (lenient-record.ts): say what else each
  // field accepts, so an integrator need not clean a DMS export first.
  for (const [section, { record, accepts }] of Object.entries(LENIENCY)) {
    const items = nodeAt(schema as Node, [section, "*"]);
    if (!items?.properties) continue;
    items.description = record;
    for (const [path, text] of Object.entries(accepts)) {
      const property = nodeAt(items, path.split("."));
      if (property) property.description = `Accepts ${text}.`;
    }
  }
  return {
    $schema: schema.$schema,
    $id: "https://forecourt.com.au/schemas/import-bundle.schema.json",
    title: "Forecourt import bundle",
    description:
      "Input to `forecourt import <bundle.json>`. Every section is optional; records are validated one by one and " +
      "the valid ones imported. Field names follow the product spec (snake_case).",
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== "$schema")),
  };
}
