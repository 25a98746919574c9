import { z } from "zod";

/**
 * The OpenAPI 3.1 object model (spec.openapis.org/oas/v3.1.1, §4.8) as zod schemas, for the parts
 * Forecourt's document uses and their neighbours, each object closed but for `x-` extensions. It
 * stands in for the official JSON Schema of OpenAPI 3.1 and a validator to run it, neither of which is
 * installed (decision 0066): the Schema Objects inside are checked apart (openapi-document.test.ts).
 */

/** Drops `x-` keys, which every OpenAPI object may carry, so the object itself can be strict. */
function withExtensions<S extends z.ZodRawShape>(shape: S) {
  return z.preprocess(
    (value) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith("x-")))
        : value,
    z.strictObject(shape),
  );
}

const reference = z.strictObject({
  $ref: z.string(),
  summary: z.string().optional(),
  description: z.string().optional(),
});
/** A Schema Object is JSON Schema 2020-12: an object or a boolean; its keywords are checked elsewhere. */
const schemaObject = z.union([z.record(z.string(), z.unknown()), z.boolean()]);

const serverVariable = withExtensions({
  enum: z.array(z.string()).min(1).optional(),
  default: z.string(),
  description: z.string().optional(),
}).refine(
  (v) => !v.enum || v.enum.includes(v.default),
  "a server variable's default must be one of its enum",
);

const server = withExtensions({
  url: z.string(),
  description: z.string().optional(),
  variables: z.record(z.string(), serverVariable).optional(),
});

const example = withExtensions({
  summary: z.string().optional(),
  description: z.string().optional(),
  value: z.unknown().optional(),
  externalValue: z.string().optional(),
});

const mediaType = withExtensions({
  schema: schemaObject.optional(),
  example: z.unknown().optional(),
  examples: z.record(z.string(), z.union([example, reference])).optional(),
  encoding: z.record(z.string(), z.unknown()).optional(),
});
const content = z.record(z.string().regex(/^[\w.+-]+\/[\w.+-]+$|^\*\/\*$/), mediaType);

const parameterFields = {
  description: z.string().optional(),
  required: z.boolean().optional(),
  deprecated: z.boolean().optional(),
  allowEmptyValue: z.boolean().optional(),
  style: z
    .enum(["matrix", "label", "simple", "form", "spaceDelimited", "pipeDelimited", "deepObject"])
    .optional(),
  explode: z.boolean().optional(),
  allowReserved: z.boolean().optional(),
  schema: schemaObject.optional(),
  example: z.unknown().optional(),
  examples: z.record(z.string(), z.union([example, reference])).optional(),
  content: content.optional(),
};

const parameter = withExtensions({
  name: z.string().min(1),
  in: z.enum(["query", "header", "path", "cookie"]),
  ...parameterFields,
})
  // §4.8.12.1: a path parameter's `required` must be true; a parameter has a schema or a content, not both.
  .refine((p) => p.in !== "path" || p.required === true, "a path parameter must be required")
  .refine((p) => (p.schema === undefined) !== (p.content === undefined), "a parameter has schema or content");

const header = withExtensions(parameterFields);

const response = withExtensions({
  description: z.string(),
  headers: z.record(z.string(), z.union([header, reference])).optional(),
  content: content.optional(),
  links: z.record(z.string(), z.unknown()).optional(),
});

const requestBody = withExtensions({
  description: z.string().optional(),
  content,
  required: z.boolean().optional(),
});

const securityRequirement = z.record(z.string(), z.array(z.string()));

const operation = withExtensions({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  externalDocs: z.unknown().optional(),
  operationId: z.string().optional(),
  parameters: z.array(z.union([parameter, reference])).optional(),
  requestBody: z.union([requestBody, reference]).optional(),
  responses: z
    .record(z.string().regex(/^([1-5]\d\d|[1-5]XX|default)$/), z.union([response, reference]))
    .optional(),
  callbacks: z.record(z.string(), z.unknown()).optional(),
  deprecated: z.boolean().optional(),
  security: z.array(securityRequirement).optional(),
  servers: z.array(server).optional(),
});

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

const pathItem = withExtensions({
  $ref: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  servers: z.array(server).optional(),
  parameters: z.array(z.union([parameter, reference])).optional(),
  ...Object.fromEntries(HTTP_METHODS.map((method) => [method, operation.optional()])),
});

const securityScheme = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("apiKey"),
    description: z.string().optional(),
    name: z.string(),
    in: z.enum(["query", "header", "cookie"]),
  }),
  z.strictObject({
    type: z.literal("http"),
    description: z.string().optional(),
    scheme: z.string(),
    bearerFormat: z.string().optional(),
  }),
  z.strictObject({ type: z.literal("mutualTLS"), description: z.string().optional() }),
  z.strictObject({ type: z.literal("oauth2"), description: z.string().optional(), flows: z.unknown() }),
  z.strictObject({
    type: z.literal("openIdConnect"),
    description: z.string().optional(),
    openIdConnectUrl: z.string(),
  }),
]);

export const openApi31Document = withExtensions({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: withExtensions({
    title: z.string(),
    summary: z.string().optional(),
    description: z.string().optional(),
    termsOfService: z.string().optional(),
    contact: z.unknown().optional(),
    license: z.unknown().optional(),
    version: z.string(),
  }),
  jsonSchemaDialect: z.string().optional(),
  servers: z.array(server).optional(),
  paths: z.record(z.string().regex(/^\//), pathItem).optional(),
  webhooks: z.record(z.string(), pathItem).optional(),
  components: withExtensions({
    schemas: z.record(z.string().regex(/^[\w.-]+$/), schemaObject).optional(),
    responses: z.record(z.string(), z.union([response, reference])).optional(),
    parameters: z.record(z.string(), z.union([parameter, reference])).optional(),
    requestBodies: z.record(z.string(), z.union([requestBody, reference])).optional(),
    headers: z.record(z.string(), z.union([header, reference])).optional(),
    securitySchemes: z.record(z.string().regex(/^[\w.-]+$/), securityScheme).optional(),
  }).optional(),
  security: z.array(securityRequirement).optional(),
  tags: z
    .array(
      withExtensions({
        name: z.string(),
        description: z.string().optional(),
        externalDocs: z.unknown().optional(),
      }),
    )
    .optional(),
  externalDocs: z.unknown().optional(),
});

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
