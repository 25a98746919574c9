import "server-only";
import { env } from "@/env";
import { bodyTypeReason, crossSiteReason, type RequestFacts, requestFacts } from "@/lib/net/origin";
import { jsonError } from "./api";

/** The request's client address and scheme as the front server vouches for them (decision 0018). */
export function factsOf(headers: Headers, frontToken = env.FORECOURT_INTERNAL_TOKEN): RequestFacts {
  return requestFacts(headers, frontToken);
}

/**
 * The checks every state-changing request shares (issue 16 §4), answered before anything reads the
 * body: 403 when it comes from another site (another host, the other scheme, or a 'null' origin), 415
 * when its body is not JSON (what a cross-site HTML form can send without a preflight).
 */
export function stateChangeRefusal(
  headers: Headers,
  frontToken = env.FORECOURT_INTERNAL_TOKEN,
  options: { serverAction?: boolean } = {},
): Response | null {
  const crossSite = crossSiteReason(headers, factsOf(headers, frontToken).scheme);
  if (crossSite) return jsonError(403, crossSite);
  // A React server action (the console's live preview, decision 0053) posts its arguments as text or
  // form data with a `Next-Action` header: a header no cross-site form can send without a preflight.
  // It must also name its page's origin (a browser always does; Next checks it against the host).
  if (options.serverAction) {
    return headers.get("origin") ? null : jsonError(403, "Refused: a server action must come from its page");
  }
  const bodyType = bodyTypeReason(headers);
  if (bodyType) return jsonError(415, bodyType);
  return null;
}
