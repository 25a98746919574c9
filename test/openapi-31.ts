import { z } from "zod";

/**
 * Helpers for the OpenAPI document's tests (decision 0066): the document itself is validated by the
 * OpenAPI Initiative's JSON Schema (npm @seriousme/openapi-schema-validator); these check the Schema
 * Objects inside it more strictly, as JSON Schema 2020-12.
 */

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/**
 * The keywords of JSON Schema 2020-12 (core, applicator, validation, meta-data, format, content,
 * unevaluated) and OpenAPI 3.1's own (discriminator, xml, externalDocs, example): an embedded schema
 * with any other key has a typo or came from another dialect.
 */
export const SCHEMA_KEYWORDS = new Set([
  "$schema",
  "$id",
  "$ref",
  "$anchor",
  "$dynamicRef",
  "$dynamicAnchor",
  "$vocabulary",
  "$comment",
  "$defs",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "dependentSchemas",
  "prefixItems",
  "items",
  "contains",
  "properties",
  "patternProperties",
  "additionalProperties",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "type",
  "enum",
  "const",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxContains",
  "minContains",
  "maxProperties",
  "minProperties",
  "required",
  "dependentRequired",
  "title",
  "description",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "examples",
  "format",
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
  "discriminator",
  "xml",
  "externalDocs",
  "example",
]);

/**
 * A Schema Object as a zod schema, through zod's JSON Schema reader. JSON Schema's `pattern` is an
 * ECMA-262 regular expression in unicode mode (`\p{L}`: a letter), as Ajv reads it; zod's reader
 * compiles patterns without the `u` flag, so for the length of the call every RegExp it makes is
 * made in unicode mode.
 */
export function schemaReader(schema: Record<string, unknown> | boolean): z.ZodType {
  const plain = globalThis.RegExp;
  class UnicodeRegExp extends plain {
    constructor(pattern: string | RegExp, flags = "") {
      super(pattern, /[uv]/.test(flags) ? flags : `${flags}u`);
    }
  }
  globalThis.RegExp = UnicodeRegExp as RegExpConstructor;
  try {
    return z.fromJSONSchema(schema as never);
  } finally {
    globalThis.RegExp = plain;
  }
}
