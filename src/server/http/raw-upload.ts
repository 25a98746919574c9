import "server-only";
import { crossSiteReason } from "@/lib/net/origin";
import { jsonError, type Parsed } from "./api";
import { factsOf } from "./request-facts";
import { type ClientFacts, clientFacts } from "./state-change";

/**
 * The prelude of an upload whose body is a file's own bytes (a photo, a feed) rather than JSON
 * (decision 0052). The same origin check as every state change (403 from another site's page), and
 * instead of "JSON only" a list of the file types taken: none of them is one a cross-site HTML form
 * can send without a CORS preflight (urlencoded, multipart, text/plain), so the JSON rule's protection
 * holds. The session (401, 403, 404 as the endpoint's) is asked before the type, so a stranger learns
 * nothing from how an upload would have been judged; no byte of the body is read here.
 */
export async function receiveUpload<U>(
  request: Request,
  spec: {
    types: (essence: string) => boolean;
    typeHelp: string;
    session: (request: Request, client: ClientFacts) => Promise<Parsed<U>>;
  },
): Promise<{ ok: true; session: U; client: ClientFacts; type: string } | { ok: false; response: Response }> {
  const crossSite = crossSiteReason(request.headers, factsOf(request.headers).scheme);
  if (crossSite) return { ok: false, response: jsonError(403, crossSite) };
  const client = clientFacts(request.headers);
  const who = await spec.session(request, client);
  if (!who.ok) return who;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!type || FORM_TYPES.has(type) || !spec.types(type)) {
    return { ok: false, response: jsonError(415, spec.typeHelp) };
  }
  return { ok: true, session: who.data, client, type };
}

/** What an HTML form can send cross-site without a preflight: never taken as an upload. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]);
