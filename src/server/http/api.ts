import "server-only";
import type { z } from "zod";
import { hasLoneSurrogate, hasNul, toWellFormedText } from "@/lib/text/well-formed";
import { BodyTooLargeError, bodyText } from "./read-body";

/**
 * The one way our JSON APIs answer bad input: 400 (or 413 for a body over the limit) with a readable
 * reason and, per offending key, what is wrong — never a 500 (brief: "an API answers 400 with a
 * readable reason").
 */

export type ApiIssue = { key: string; message: string };

export function jsonError(status: number, error: string, issues: ApiIssue[] = []): Response {
  return Response.json(issues.length ? { error, issues } : { error }, {
    status,
    headers: { "cache-control": "no-store" },
  });
}

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => {
    const key = issue.path.map(String).join(".") || "body";
    return { key, message: `${key}: ${issue.message}` };
  });
}

/** One reason per key, the first: "please enter" rather than every format rule after it too. */
export function firstIssuePerKey(issues: ApiIssue[]): ApiIssue[] {
  return issues.filter((issue, i) => issues.findIndex((other) => other.key === issue.key) === i);
}

/** 400 with a reason per field, as every form's answer words it. */
export function fixFields(issues: ApiIssue[]): Response {
  return jsonError(400, "Please fix the following errors:", issues);
}

/**
 * What a write to a shopper's saved record (a purchase journey, a trade-in valuation) comes to, and
 * the one way the API answers it: 201 / 200 with the record's view, 404, 409 with the reason, 400 with
 * a reason per field.
 */
export type RecordResult<V> =
  | { kind: "ok"; view: V }
  | { kind: "created"; view: V }
  | { kind: "not-found" }
  | { kind: "conflict"; reason: string }
  | { kind: "invalid"; issues: ApiIssue[] };

export function recordResponse<V>(result: RecordResult<V>, notFound: string): Response {
  const noStore = { "cache-control": "no-store" };
  switch (result.kind) {
    case "created":
      return Response.json(result.view, { status: 201, headers: noStore });
    case "ok":
      return Response.json(result.view, { status: 200, headers: noStore });
    case "not-found":
      return jsonError(404, notFound);
    case "conflict":
      return jsonError(409, result.reason);
    case "invalid":
      return fixFields(result.issues);
  }
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Query-string keys (the first value of each) through a zod schema. */
export function parseQuery<S extends z.ZodType>(params: URLSearchParams, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(Object.fromEntries(params));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: jsonError(400, "Invalid query parameters", zodIssues(result.error)) };
}

export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * A JSON request body through a zod schema. Reading stops at `maxBytes` (a chunked body is counted as
 * it arrives), so a body over the limit answers 413 without being read whole.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = DEFAULT_BODY_LIMIT,
): Promise<Parsed<z.output<S>>> {
  const read = await readJsonBody(request, schema as z.ZodType<z.output<S>>, maxBytes);
  return read.ok ? read : { ok: false, response: jsonError(read.status, read.error, read.issues) };
}

/** What reading a JSON body came to: the data, or the refusal's status, reason and issues (unworded). */
export type BodyRead<T> =
  | { ok: true; data: T }
  | { ok: false; status: 400 | 413; error: string; issues: ApiIssue[] };

/** parseJsonBody's reading, for an endpoint that words its refusals its own way (server/http/state-change). */
export async function readJsonBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes = DEFAULT_BODY_LIMIT,
): Promise<BodyRead<T>> {
  let text: string;
  try {
    text = await bodyText(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return { ok: false, status: 413, error: error.message, issues: [] };
    }
    return { ok: false, status: 400, error: "Unreadable request body", issues: [] };
  }
  let json: unknown;
  // PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere (a value or a key) would fail the
  // write as a 500; no form or API of ours has a use for one, so it is refused here, for every API.
  // A lone UTF-16 surrogate (`"\ud800"`) would fail a jsonb write the same way, but it is what is left
  // of a cut emoji rather than a choice, so it becomes U+FFFD and the post (a shopper's lead) is kept
  // (lib/text/well-formed, issue 16 item 2).
  let nulAt: string | null = null;
  try {
    json = JSON.parse(text, (key, value: unknown) => {
      if (nulAt === null && (hasNul(key) || (typeof value === "string" && hasNul(value)))) {
        nulAt = key.replaceAll("\u0000", "\\u0000") || "body";
      }
      return wellFormedJson(value);
    });
  } catch {
    // A body nested too deep for the reviver is as unreadable as one that is not JSON.
    return { ok: false, status: 400, error: "Body is not valid JSON", issues: [] };
  }
  if (nulAt !== null) {
    return {
      ok: false,
      status: 400,
      error: "Invalid request body",
      issues: [{ key: nulAt, message: `${nulAt}: text may not contain NUL (\\u0000) characters` }],
    };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, status: 400, error: "Invalid request body", issues: zodIssues(result.error) };
}

/**
 * One JSON value with lone surrogates replaced: a string's own, and an object's keys (its values were
 * revived before it). JSON.parse revives from the leaves up, so this sees every value once.
 */
function wellFormedJson(value: unknown): unknown {
  if (typeof value === "string") return toWellFormedText(value);
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.some(hasLoneSurrogate)) return value;
  // fromEntries defines each key as an own property, so a "__proto__" key stays data, not a prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [toWellFormedText(key), inner] as const),
  );
}
