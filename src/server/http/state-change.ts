import "server-only";
import { z } from "zod";
import {
  type ApiIssue,
  DEFAULT_BODY_LIMIT,
  firstIssuePerKey,
  fixFields,
  jsonError,
  type Parsed,
  readJsonBody,
  zodIssues,
} from "./api";

const zUnknown = z.unknown();

import { factsOf, stateChangeRefusal } from "./request-facts";

/**
 * The one prelude of a state-changing endpoint (issue 30 item 4, decision 0015): everything a POST,
 * PUT or DELETE checks before its receiver runs, in one order, once. A route runs it, hands the parsed
 * input to its `receive-*.ts` (which knows nothing of HTTP) and maps the receiver's result to a status.
 *
 * The order, each step optional but the first:
 * 1. where the request comes from and what it carries: 403 cross-site, 415 not JSON (stateChangeRefusal);
 * 2. `refuse`: the endpoint's own refusals that need no body (a site without the feature, an id that
 *    cannot be one: 404);
 * 3. `session`: who is asking, when the change needs someone (the gated page's or the account's 401);
 * 4. `limitsBeforeBody`: allowances that count every request, valid or not (the alert changes);
 * 5. `body`: read up to its limit (413) and parsed (400, a reason per field);
 * 6. `check`: the input's own rules that need more than the body (the site's form setup, a header,
 *    the record it is about): 400 or 404;
 * 7. `limits`: allowances counted only for a valid request (429), which may also answer for the
 *    receiver (a repeat of a key already filed passes uncounted; a bot is answered as if taken).
 *
 * Every hook answers with a Response when it stops the request, so an endpoint keeps its own answers
 * byte for byte; the prelude itself only answers the origin checks and the body's reading.
 */

/** Who sent the request, as far as the app believes it (the front server's facts, decision 0018). */
export type ClientFacts = {
  address: string;
  secure: boolean;
  cookie: string | null;
  /** The browser's own account of itself, cut to 500 characters as every lead keeps it. */
  userAgent: string | null;
};

export function clientFacts(headers: Headers): ClientFacts {
  const facts = factsOf(headers);
  return {
    address: facts.clientAddress,
    secure: facts.scheme === "https",
    cookie: headers.get("cookie"),
    userAgent: headers.get("user-agent")?.slice(0, 500) ?? null,
  };
}

/** What each hook is told: the request (its headers and URL; its body is the prelude's) and the client. */
export type StateChangeContext<U> = { request: Request; client: ClientFacts; session: U };

/** How an endpoint words a refusal the prelude makes for it (its body's 400 and 413). */
export type Refusal = (status: number, error: string, issues: ApiIssue[]) => Response;

export type StateChangeSpec<B, I, U> = {
  refuse?: () => Response | null;
  session?: (request: Request, client: ClientFacts) => Promise<Parsed<U>>;
  limitsBeforeBody?: (context: StateChangeContext<U>) => Promise<Response | null>;
  /** No body rule: the body is not read (a sign-out, a DELETE whose input is its query). */
  body?: { schema: z.ZodType<B>; maxBytes?: number; refusal?: Refusal };
  check?: (body: B, context: StateChangeContext<U>) => Promise<Parsed<I>> | Parsed<I>;
  limits?: (input: I, context: StateChangeContext<U>) => Promise<Response | null>;
};

export type StateChange<I, U> =
  | { ok: true; input: I; session: U; client: ClientFacts }
  /** Answered by the prelude: a refusal, or (for a bot) the answer it is given instead of the receiver's. */
  | { ok: false; response: Response };

export async function receiveStateChange<B = undefined, I = B, U = undefined>(
  request: Request,
  spec: StateChangeSpec<B, I, U>,
): Promise<StateChange<I, U>> {
  const refused = stateChangeRefusal(request.headers) ?? spec.refuse?.() ?? null;
  if (refused) return { ok: false, response: refused };
  const client = clientFacts(request.headers);

  let session = undefined as U;
  if (spec.session) {
    const who = await spec.session(request, client);
    if (!who.ok) return who;
    session = who.data;
  }
  const context: StateChangeContext<U> = { request, client, session };
  const early = await spec.limitsBeforeBody?.(context);
  if (early) return { ok: false, response: early };

  let body = undefined as B;
  if (spec.body) {
    const { schema, maxBytes = DEFAULT_BODY_LIMIT, refusal = jsonError } = spec.body;
    const read = await readJsonBody(request, schema, maxBytes);
    if (!read.ok) return { ok: false, response: refusal(read.status, read.error, read.issues) };
    body = read.data;
  }
  let input = body as unknown as I;
  if (spec.check) {
    const checked = await spec.check(body, context);
    if (!checked.ok) return checked;
    input = checked.data;
  }
  const limited = await spec.limits?.(input, context);
  if (limited) return { ok: false, response: limited };
  return { ok: true, input, session, client };
}

/**
 * The body and check steps for an endpoint whose whole input is one schema: any JSON up to `maxBytes`,
 * then the schema, answered with the first reason per field (400) as every form words it.
 */
export function schemaBody<S extends z.ZodType>(schema: S, maxBytes = DEFAULT_BODY_LIMIT) {
  return {
    body: { schema: zUnknown, maxBytes },
    check: (body: unknown): Parsed<z.output<S>> => {
      const result = schema.safeParse(body);
      if (result.success) return { ok: true, data: result.data as z.output<S> };
      return { ok: false, response: fixFields(firstIssuePerKey(zodIssues(result.error))) };
    },
  };
}
