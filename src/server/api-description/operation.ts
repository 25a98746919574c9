import "server-only";
import { z } from "zod";

/**
 * One operation of the API as the OpenAPI document describes it (decision 0066): which route file
 * answers it, the path and method a client calls, who may call it, and its input and answers as zod
 * schemas. The input schemas are the ones the route itself parses with, imported from where the route
 * keeps them, so the description cannot drift from what is checked; the answers' schemas are written
 * here (the routes build their answers from TypeScript types) and the contract test holds the routes
 * to them.
 */

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Where the path is called: `site` on a dealer site's own host (the proxy rewrites it under
 * /s/<site>/), `admin` on any host of the deployment, `platform` on any host, the same for all.
 */
export type Audience = "site" | "admin" | "platform";

/**
 * Where a parameter's or a body's schema comes from: `route`, the zod schema the route parses with;
 * `described`, written here because the route checks its input by hand (no zod schema to import) or
 * keeps its schema in a file this description may not change; `none`, the operation takes no input.
 */
export type InputSource = "route" | "described" | "none";

export type SecurityRequirement = Record<string, string[]>;

export type ApiResponse = {
  description: string;
  /** The JSON body's schema; absent for an answer with no body (202, 303) or one not JSON. */
  schema?: z.ZodType;
  /** The body's media type when it is not JSON (a PDF). */
  contentType?: string;
  headers?: Record<string, string>;
};

export type ApiBody = {
  schema: z.ZodType;
  contentTypes?: string[];
  description?: string;
  /** A body the contract test may send as it is (after filling in what it must fetch first). */
  example?: unknown;
};

export type ApiOperation = {
  /** The route's folder under src/app, as the file system names it: `s/[site]/api/leads`. */
  route: string;
  method: HttpMethod;
  /** The path as a client calls it, in OpenAPI templating: `/api/cars/{id}/disclaimer`. */
  path: string;
  audience: Audience;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Alternatives: any one of them opens the operation. Absent: no credential needed. */
  security?: SecurityRequirement[];
  input: InputSource;
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  /** Query parameters that may repeat (`make=Toyota&make=Mazda`). */
  repeatedQuery?: readonly string[];
  queryExample?: Record<string, string | number>;
  headers?: Record<string, { schema: z.ZodType; required: boolean; description: string }>;
  body?: ApiBody;
  responses: Record<number, ApiResponse>;
};

// ---------------------------------------------------------------------------------------------------
// The answers every API shares (server/http/api.ts: jsonError, fixFields).

const issue = z.object({
  key: z.string().meta({ description: "The field, query key or header at fault (`body` for the whole)." }),
  message: z
    .string()
    .meta({ description: "What is wrong, starting with the key, to show next to the field." }),
});

/** `{ error, issues? }`: every refusal's body, never a 500 for what a client sent (decision 0021). */
export const apiError = z
  .object({
    error: z.string().meta({ description: "The reason, in words a person can act on." }),
    issues: z.array(issue).optional().meta({ description: "One entry per field at fault." }),
  })
  .meta({ description: "A refusal: the reason and, for bad input, what is wrong with each field." });

/** A refusal that may also say where to sign in (the account APIs' 401) or when to try again (429). */
export const accountError = apiError.extend({
  sign_in: z.string().optional().meta({ description: "The site's sign-in page, coming back here after." }),
  retry_after_seconds: z.number().int().optional(),
  success: z
    .literal(false)
    .optional()
    .meta({ description: "The watchlist's answers carry it (spec 01 §8)." }),
});

export function refusal(description: string, schema: z.ZodType = apiError): ApiResponse {
  return { description, schema };
}

/** What the proxy and the state-change prelude answer any site POST/PUT/DELETE (server/http/state-change.ts). */
export const STATE_CHANGE_REFUSALS: Record<number, ApiResponse> = {
  403: refusal(
    "Sent from another site's page (its Origin, or Sec-Fetch-Site other than same-origin or none).",
  ),
  413: refusal("The body is over this API's limit (16 KB unless said otherwise)."),
  415: refusal("The body is not JSON (Content-Type application/json)."),
};

export const UNKNOWN_SITE: Record<number, ApiResponse> = {
  404: refusal("No such site, or it does not offer this; the reason says which."),
};

export const TOO_MANY: ApiResponse = {
  ...refusal("Too many from this address or to this site just now; Retry-After says when to try again."),
  headers: { "retry-after": "Seconds to wait before trying again." },
};

export const NO_STORE_NOTE = "Never cached (`cache-control: no-store`).";
