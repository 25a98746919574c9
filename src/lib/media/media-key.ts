/**
 * Keys of stored media (decision 0052): the same in every storage, the local folder's relative paths
 * and an S3 bucket's object keys. Only safe keys are taken: lower-case segments of letters, digits,
 * `-` and `_`, separated by `/`, the last with a known extension; never `..`, never absolute, never
 * empty segments. Pure.
 */

export const MEDIA_TYPES = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const LAST = /^([a-z0-9][a-z0-9_-]{0,99})\.(avif|webp|jpg|png)$/;

/** Whether `key` is a safe media key (`cars/<id>/960.avif`). */
export function isMediaKey(key: string): boolean {
  if (key.length > 300) return false;
  const parts = key.split("/");
  const last = parts.pop();
  if (!last || !LAST.test(last) || parts.length === 0) return false;
  return parts.every((p) => SEGMENT.test(p));
}

/** Whether `prefix` is a safe key prefix to list under (`cars/<id>/`). */
export function isMediaPrefix(prefix: string): boolean {
  if (!prefix.endsWith("/") || prefix.length > 300) return false;
  return prefix
    .slice(0, -1)
    .split("/")
    .every((p) => SEGMENT.test(p));
}

/** The content type a key's extension names; null for a key that is not a media key. */
export function mediaTypeOf(key: string): string | null {
  if (!isMediaKey(key)) return null;
  const ext = key.slice(key.lastIndexOf(".") + 1) as MediaExtension;
  return MEDIA_TYPES[ext];
}
