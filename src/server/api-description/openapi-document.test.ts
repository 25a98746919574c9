import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it, vi } from "vitest";

// Settings with values a leak would show: the document must hold none of them (set before any import reads them).
const MARKERS = vi.hoisted(() => {
  const markers = {
    ADMIN_TOKEN: "admin-token-marker-4f1c9e0b2d7a",
    AUTH_SECRET: "auth-secret-marker-4f1c9e0b2d7a-0123456789",
    LEAD_FORM_SECRET: "form-secret-marker-4f1c9e0b2d7a-012345678",
    CONSOLE_HOST: "console-marker-4f1c9e0b2d7a.example",
    MAP_TILE_URL: "https://tiles-marker-4f1c9e0b2d7a.example/{z}/{x}/{y}.png",
  };
  Object.assign(process.env, markers);
  return markers;
});

import { GET } from "@/app/api/openapi.json/route";
import { HTTP_METHODS, SCHEMA_KEYWORDS, schemaReader } from "../../../test/openapi-31";
import { type JsonSchema, openApiDocument } from "./openapi-document";

/**
 * Issue 36 item 7 (decision 0066): /api/openapi.json is a valid OpenAPI 3.1 document: checked against
 * the specification's own JSON Schema by npm's @seriousme/openapi-schema-validator (Ajv, the OAI's
 * published 3.1 schemas) and against the rules it states in words, and every Schema Object inside it
 * is checked as JSON Schema 2020-12: only its keywords, and compiled by zod's JSON Schema reader (in
 * unicode mode, test/openapi-31.ts).
 */

const doc = openApiDocument(new Date("2026-12-01T00:00:00Z"));
type Operation = Record<string, unknown> & {
  parameters?: { name: string; in: string; schema: JsonSchema; example?: unknown }[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, { schema: JsonSchema }> }
  >;
  security?: Record<string, string[]>[];
};
const operations: [string, string, Operation][] = Object.entries(doc.paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((m) => item[m]).map((m): [string, string, Operation] => [
    m,
    path,
    item[m] as Operation,
  ]),
);
/** The OpenAPI Initiative's JSON Schema for the document's version, run by Ajv. */
async function validate(document: unknown): Promise<{ valid: boolean; errors?: unknown }> {
  return new Validator().validate(structuredClone(document) as never);
}
const components = (doc.components as { schemas: Record<string, JsonSchema> }).schemas;

/** A schema with its `#/components/schemas/…` references inlined, as a reader of the document resolves them. */
function resolved(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref === "string") return resolved(components[ref.replace("#/components/schemas/", "")]!);
  return schema;
}

/** Every Schema Object of the document, named by where it is. */
function embeddedSchemas(): [string, JsonSchema][] {
  const out: [string, JsonSchema][] = Object.entries(components).map(([name, s]) => [
    `components.${name}`,
    s,
  ]);
  for (const [method, path, op] of operations) {
    const at = `${method} ${path}`;
    for (const p of op.parameters ?? []) out.push([`${at} ${p.in} ${p.name}`, p.schema]);
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
      out.push([`${at} body ${type}`, media.schema]);
    for (const [status, answer] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries(answer.content ?? {}))
        out.push([`${at} ${status} ${type}`, media.schema]);
      for (const [name, header] of Object.entries(answer.headers ?? {}))
        out.push([`${at} ${status} ${name}`, header.schema]);
    }
  }
  return out;
}

const SUBSCHEMA = [
  "items",
  "additionalProperties",
  "propertyNames",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "contentSchema",
];
const SUBSCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SUBSCHEMA_MAPS = ["properties", "patternProperties", "$defs", "dependentSchemas"];

/** The keys of a schema and all its subschemas that JSON Schema 2020-12 and OpenAPI 3.1 do not know. */
function unknownKeywords(schema: unknown, at: string): string[] {
  if (typeof schema === "boolean") return [];
  if (!schema || typeof schema !== "object") return [`${at}: not a schema`];
  const node = schema as Record<string, unknown>;
  const out = Object.keys(node)
    .filter((k) => !SCHEMA_KEYWORDS.has(k) && !k.startsWith("x-"))
    .map((k) => `${at}.${k}`);
  for (const k of SUBSCHEMA) if (k in node) out.push(...unknownKeywords(node[k], `${at}.${k}`));
  for (const k of SUBSCHEMA_LISTS)
    for (const [i, s] of ((node[k] as unknown[]) ?? []).entries())
      out.push(...unknownKeywords(s, `${at}.${k}[${i}]`));
  for (const k of SUBSCHEMA_MAPS)
    for (const [name, s] of Object.entries((node[k] as object) ?? {}))
      out.push(...unknownKeywords(s, `${at}.${k}.${name}`));
  return out;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document by the specification's own JSON Schema", async () => {
    const result = await validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.1");
    expect(operations.length).toBeGreaterThan(45);
  });

  it("is checked by a validator that refuses what the specification refuses", async () => {
    const leads = doc.paths["/api/leads"]!;
    const post = leads.post as Operation;
    const broken = [
      { ...doc, openapi: "3.0.3" },
      { ...doc, info: { title: "Forecourt" } },
      { ...doc, paths: { "api/leads": leads } },
      { ...doc, paths: { "/api/leads": { ...leads, post: { ...post, responses: { "201": {} } } } } },
      {
        ...doc,
        paths: { "/api/leads": { ...leads, post: { ...post, responses: { "2000": { description: "x" } } } } },
      },
      {
        ...doc,
        paths: {
          "/api/cars/{id}/disclaimer": {
            get: { parameters: [{ name: "id", in: "path", schema: { type: "string" } }] },
          },
        },
      },
      { ...doc, components: { securitySchemes: { key: { type: "apiKey", in: "body", name: "k" } } } },
      { ...doc, paths: { "/api/leads": { ...leads, post: { ...post, summery: "a typo" } } } },
    ];
    for (const [i, document] of broken.entries())
      expect((await validate(document)).valid, `case ${i}`).toBe(false);
  });

  it("keeps the rules the specification states in words: path templates, unique ids, declared schemes and refs", () => {
    const ids = operations.map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const schemes = Object.keys((doc.components as { securitySchemes: object }).securitySchemes);
    for (const [method, path, op] of operations) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const inPath = (op.parameters ?? [])
        .filter((p) => p.in === "path")
        .map((p) => p.name)
        .sort();
      expect(inPath, `${method} ${path}`).toEqual(templated);
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(schemes, `${method} ${path}`).toContain(scheme);
      }
    }
    for (const ref of JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)) {
      expect(Object.keys(components), ref[1]).toContain(ref[1]!.replace("#/components/schemas/", ""));
    }
  });

  it("embeds only JSON Schema 2020-12: known keywords, each schema compiled by zod's JSON Schema reader", () => {
    const schemas = embeddedSchemas();
    expect(schemas.length).toBeGreaterThan(150);
    expect(schemas.flatMap(([at, schema]) => unknownKeywords(schema, at))).toEqual([]);
    const failures: string[] = [];
    for (const [at, schema] of schemas) {
      try {
        schemaReader(resolved(schema));
      } catch (error) {
        failures.push(`${at}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives examples its own schemas accept", () => {
    let examples = 0;
    for (const [method, path, op] of operations) {
      for (const p of op.parameters ?? []) {
        if (p.example === undefined) continue;
        examples++;
        expect(schemaReader(p.schema).safeParse(p.example).success, `${method} ${path} ${p.name}`).toBe(true);
      }
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        if (media.example === undefined) continue;
        examples++;
        const result = schemaReader(media.schema).safeParse(media.example);
        expect(result.success ? [] : result.error.issues, `${method} ${path} body`).toEqual([]);
      }
    }
    expect(examples).toBeGreaterThanOrEqual(4);
  });

  it("describes the admin API with its three ways in: the admin token, a site's key with its scope, a console session", () => {
    const leads = doc.paths["/admin/api/sites/{slug}/leads"]!.get as Operation;
    expect(leads.security).toEqual([
      { adminToken: [] },
      { siteApiKey: ["leads:read"] },
      { consoleSession: [] },
    ]);
    const staff = doc.paths["/admin/api/staff"]!.post as Operation;
    expect(staff.security).toEqual([{ adminToken: [] }]);
    expect(Object.keys(staff.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "409"]));
  });

  it("is served the same to every host, cacheable, holding no setting or secret", async () => {
    const first = GET();
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("application/json");
    expect(first.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await GET().text()).toBe(body);
    expect(JSON.parse(body).paths["/api/leads"].post.operationId).toBe("postLead");
    for (const [name, value] of Object.entries(MARKERS)) expect(body.includes(value), name).toBe(false);
    expect(body).not.toContain("4f1c9e0b2d7a");
  });
});
