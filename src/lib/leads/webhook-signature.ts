import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signatures on lead webhooks, Stripe-style: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 * Signing the timestamp with the body lets a receiver refuse replays of an old delivery; the delivery
 * id header is the receiver's idempotency key for honest retries. A receiver must verify the raw body
 * bytes it received, before any JSON parsing.
 */

export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, timestampSeconds: number, body: string): string {
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0) {
    throw new RangeError(`webhook timestamp must be whole unix seconds, got ${timestampSeconds}`);
  }
  return `t=${timestampSeconds},v1=${hmac(secret, timestampSeconds, body).toString("hex")}`;
}

/**
 * True when `header` carries a v1 signature of `body` under `secret` whose timestamp is within
 * `toleranceSeconds` of `nowSeconds` (either side, to allow for clock skew). Several v1 entries are
 * allowed, so a sender can sign with an old and a new secret while a receiver rotates.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds: number = DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  return signatureVerdict([secret], header, body, nowSeconds, toleranceSeconds).ok;
}

/** Why a signature header was refused: none sent, not the scheme, too old (or new), or not ours. */
export type SignatureRefusal = "missing" | "malformed" | "stale" | "mismatch";
export type SignatureVerdict = { ok: true; timestamp: number } | { ok: false; reason: SignatureRefusal };

/**
 * The same check with its reason, against any of `secrets` (a receiver rotating its own secret, or
 * Stripe's several endpoints): the header parses, its timestamp is within the tolerance, and one of
 * its v1 signatures is the HMAC of `<t>.<body>` under one of the secrets (compared in constant time).
 */
export function signatureVerdict(
  secrets: readonly string[],
  header: string | null | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds: number = DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
): SignatureVerdict {
  if (header === null || header === undefined || header === "") return { ok: false, reason: "missing" };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: "malformed" };
  if (!Number.isFinite(nowSeconds) || !(toleranceSeconds >= 0)) return { ok: false, reason: "stale" };
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return { ok: false, reason: "stale" };

  let matched = false;
  // Compare against every candidate, without stopping early, so timing says nothing about which matched.
  for (const secret of secrets) {
    if (!secret) continue;
    const expected = hmac(secret, parsed.timestamp, body);
    for (const candidate of parsed.signatures) {
      if (timingSafeEqual(expected, candidate)) matched = true;
    }
  }
  return matched ? { ok: true, timestamp: parsed.timestamp } : { ok: false, reason: "mismatch" };
}

function hmac(secret: string, timestampSeconds: number, body: string): Buffer {
  return createHmac("sha256", secret).update(`${timestampSeconds}.${body}`, "utf8").digest();
}

const MAX_HEADER_LENGTH = 4096;

function parseSignatureHeader(
  header: string | null | undefined,
): { timestamp: number; signatures: Buffer[] } | null {
  if (typeof header !== "string" || header.length === 0 || header.length > MAX_HEADER_LENGTH) return null;
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator <= 0) return null;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === "t") {
      if (timestamp !== null || !/^[0-9]{1,15}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === "v1") {
      if (!/^[0-9a-f]{64}$/i.test(value)) return null;
      signatures.push(Buffer.from(value, "hex"));
    }
    // Other schemes (a future v2) are ignored, so old receivers keep working when one is added.
  }
  if (timestamp === null || signatures.length === 0) return null;
  return { timestamp, signatures };
}
