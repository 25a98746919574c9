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
): Response | null {
  const crossSite = crossSiteReason(headers, factsOf(headers, frontToken).scheme);
  if (crossSite) return jsonError(403, crossSite);
  const bodyType = bodyTypeReason(headers);
  if (bodyType) return jsonError(415, bodyType);
  return null;
}
