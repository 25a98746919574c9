import "server-only";
import { z } from "zod";
import { SESSION_COOKIE_NAMES } from "@/lib/accounts/session-cookie";
import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPES } from "@/lib/staff/api-key-scopes";
import { STAFF_COOKIE_PREFIX } from "@/lib/staff/staff-session";
import packageJson from "../../../package.json";
import {
  type ApiBody,
  type ApiOperation,
  type ApiResponse,
  type Audience,
  accountError,
  apiError,
} from "./operation";
import { apiOperations } from "./registry";

/**
 * The OpenAPI 3.1 document (decision 0066), made from the registry: each operation's zod schemas
 * through zod's own `z.toJSONSchema` (JSON Schema 2020-12, the dialect OpenAPI 3.1 uses), so the
 * description is the rules the routes parse with. It reads no setting and no site: the same document
 * on every host, with no secret in it.
 */

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

/** A zod schema as an embedded JSON Schema: the input side for what a client sends, the output side for answers. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  // A `$ref` inside an embedded schema resolves against the whole document, not the schema: refuse
  // rather than emit one that points nowhere (the schemas here are small enough to inline).
  if (JSON.stringify(json).includes('"$ref"')) {
    throw new Error("An API schema refers to itself ($ref); describe it without recursion.");
  }
  return json;
}

const SERVERS: Record<Audience, Record<string, unknown>[]> = {
  site: [
    {
      url: "{scheme}://{siteHost}",
      description: "A dealer site's own host: its custom domain, or <slug>.<the platform's domain>.",
      variables: {
        scheme: { enum: ["https", "http"], default: "https" },
        siteHost: { default: "dealer.example", description: "The site's host name (and port, if any)." },
      },
    },
  ],
  admin: [
    {
      url: "{scheme}://{host}",
      description: "Any host of the deployment; a console session works only on the console's host.",
      variables: {
        scheme: { enum: ["https", "http"], default: "https" },
        host: { default: "console.example", description: "A host name (and port, if any)." },
      },
    },
  ],
  platform: [{ url: "/", description: "Any host of the deployment: the answer is the same on each." }],
};

const SECURITY_SCHEMES = {
  adminToken: {
    type: "http",
    scheme: "bearer",
    description:
      "The operator's admin token: ADMIN_TOKEN, or the one generated into DATA_DIR/admin-token. Every permission on every site.",
  },
  siteApiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "fck_ and 43 characters",
    description: `A site's API key (decision 0047), made by its group admin in the console. An operation's security names the scope it needs: ${API_KEY_SCOPES.map((scope) => `\`${scope}\` (${API_KEY_SCOPE_DESCRIPTIONS[scope]})`).join("; ")}. On another site, without the scope, revoked or unknown: 404, as for a site that does not exist.`,
  },
  consoleSession: {
    type: "apiKey",
    in: "cookie",
    name: `${STAFF_COOKIE_PREFIX}.session_token`,
    description:
      "A signed-in dealer console session, on the console's host, sent with no Authorization header; the member's role decides what it reaches (`__Secure-` prefixed over https).",
  },
  shopperSession: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE_NAMES[0],
    description: `A shopper signed in on the site (POST /api/sign-in/verify sets it; ${SESSION_COOKIE_NAMES[1]} over https).`,
  },
};

const DESCRIPTION = `Forecourt's public site APIs (called by a shopper's browser on a dealer site's host) and its admin API (for the operator, a site's own systems with API keys, and console sessions).

Generated from the zod schemas the routes parse with (src/server/api-description/, decision 0066); \`x-forecourt-input\` says per operation whether its input schema is the route's own (\`route\`) or written for this document because the route checks that input by hand (\`described\`).

Every refusal is JSON \`{ error, issues? }\`: a reason a person can act on and, for bad input, one entry per field at fault; bad input is a 4xx, never a 500. Every POST, PUT, PATCH or DELETE to a site's host must come from the site's own pages (Origin, else 403) and carry JSON (else 415); a client with no Origin (a script) passes those checks.`;

function parameters(operation: ApiOperation): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const add = (where: "path" | "query", object: z.ZodObject | undefined) => {
    if (!object) return;
    const json = jsonSchemaOf(object, "input");
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = schema;
      const example = where === "query" ? operation.queryExample?.[name] : undefined;
      out.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
        ...(example !== undefined ? { example } : {}),
      });
    }
  };
  add("path", operation.pathParams);
  add("query", operation.query);
  for (const [name, header] of Object.entries(operation.headers ?? {})) {
    out.push({
      name,
      in: "header",
      required: header.required,
      description: header.description,
      schema: jsonSchemaOf(header.schema, "input"),
    });
  }
  return out;
}

function requestBody(body: ApiBody): Record<string, unknown> {
  const types = body.contentTypes ?? ["application/json"];
  return {
    required: true,
    ...(body.description ? { description: body.description } : {}),
    content: Object.fromEntries(
      types.map((type) => [
        type,
        {
          schema: type === "text/csv" ? { type: "string" } : jsonSchemaOf(body.schema, "input"),
          ...(body.example !== undefined && type === "application/json" ? { example: body.example } : {}),
        },
      ]),
    ),
  };
}

/** The refusals every API shares, described once under components.schemas and referred to. */
const SHARED_SCHEMAS = new Map<z.ZodType, string>([
  [apiError, "ApiError"],
  [accountError, "AccountError"],
]);

function answerSchema(schema: z.ZodType): JsonSchema {
  const shared = SHARED_SCHEMAS.get(schema);
  return shared ? { $ref: `#/components/schemas/${shared}` } : jsonSchemaOf(schema, "output");
}

function response(answer: ApiResponse): Record<string, unknown> {
  const content = answer.contentType
    ? { [answer.contentType]: { schema: { type: "string", contentMediaType: answer.contentType } } }
    : answer.schema
      ? { "application/json": { schema: answerSchema(answer.schema) } }
      : undefined;
  return {
    description: answer.description,
    ...(answer.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(answer.headers).map(([name, description]) => [
              name,
              { description, schema: { type: "string" } },
            ]),
          ),
        }
      : {}),
    ...(content ? { content } : {}),
  };
}

function operationObject(operation: ApiOperation): Record<string, unknown> {
  const params = parameters(operation);
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    ...(operation.security ? { security: operation.security } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, answer]) => [status, response(answer)]),
    ),
    "x-forecourt-input": operation.input,
  };
}

export function openApiDocument(now: Date = new Date()): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of apiOperations(now)) {
    paths[operation.path] ??= { servers: SERVERS[operation.audience] };
    paths[operation.path]![operation.method] = operationObject(operation);
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "Forecourt",
      version: packageJson.version,
      description: DESCRIPTION,
    },
    servers: [{ url: "/", description: "The host this document was fetched from." }],
    tags: [...new Set(apiOperations(now).map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(
        [...SHARED_SCHEMAS].map(([schema, name]) => [name, jsonSchemaOf(schema, "output")]),
      ),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

let cached: { day: string; json: string } | null = null;

/** The document as JSON, made once a day (its calendar bounds move at midnight UTC). */
export function openApiJson(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  if (cached?.day !== day) cached = { day, json: JSON.stringify(openApiDocument(now)) };
  return cached.json;
}
