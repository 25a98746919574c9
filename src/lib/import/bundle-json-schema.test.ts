import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleJsonSchema } from "./bundle-json-schema";

describe("published bundle JSON Schema (issue 2 §6: publish the bundle format in docs/)", () => {
  it("docs/import-bundle.schema.json matches the zod schemas (regenerate with npm run docs:schema)", () => {
    const committed = JSON.parse(readFileSync(path.resolve("docs/import-bundle.schema.json"), "utf8"));
    expect(committed).toEqual(bundleJsonSchema());
  });

  it("documents the spec's field names for cars", () => {
    const schema = bundleJsonSchema() as {
      properties: { cars: { items: { properties: Record<string, unknown>; required: string[] } } };
    };
    const car = schema.properties.cars.items;
    for (const field of [
      "car_type",
      "status",
      "before_price",
      "dealercomments",
      "primary_image_url",
      "images",
      "stocknum",
    ]) {
      expect(car.properties).toHaveProperty(field);
    }
    expect(car.required).toEqual(
      expect.arrayContaining(["dealership_slug", "make", "model", "year", "car_type"]),
    );
  });
});
