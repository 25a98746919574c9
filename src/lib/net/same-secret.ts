import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether a given secret is the expected one, compared in constant time over fixed-length digests, so
 * neither the secret's content nor its length leaks through timing. An empty one never matches.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0 && expected.length > 0;
}
