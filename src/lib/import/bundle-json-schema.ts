import { z } from "zod";
import { siteConfigSchema } from "../tenancy/site-config";
import { bundleSchema } from "./bundle-schema";
import { CAR_FIELD_ACCEPTS, CAR_RECORD_LENIENCY } from "./lenient-record";

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
  // Feeds are read leniently before this schema checks them (lenient-record.ts): say what else each
  // car field accepts, so an integrator need not clean a DMS export first.
  const carsArray = (schema.properties as Record<string, { items?: Record<string, unknown> } | undefined>)
    .cars;
  const car = carsArray?.items as {
    description?: string;
    properties?: Record<string, Record<string, unknown>>;
  };
  if (car?.properties) {
    car.description = CAR_RECORD_LENIENCY;
    for (const [field, accepts] of Object.entries(CAR_FIELD_ACCEPTS)) {
      const property = car.properties[field];
      if (property) property.description = `Accepts ${accepts}.`;
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
