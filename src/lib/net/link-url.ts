/**
 * Whether a URL from a feed may become a link or an image on a dealer's page (issue 16 §7): an
 * absolute http(s) URL with a host, or a path on the site itself. Browsers read `//host/…`, `/\\host/…`
 * and paths with a tab or newline inside as another host, so a value that starts with one slash is a
 * path only when the next character is not a slash or backslash and it holds no control characters,
 * whitespace or backslashes.
 */
export function isHttpUrlOrPath(value: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(value)) return false;
  if (value.startsWith("/")) return value.length === 1 || (value[1] !== "/" && value[1] !== "\\");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
}

/**
 * A stored feed URL as a page may draw it: the value when `isHttpUrlOrPath` accepts it, else null (no
 * link). Import refuses such values already; this holds for rows stored before it did.
 */
export function safeFeedLink(value: string | null | undefined): string | null {
  const url = value?.trim();
  return url && isHttpUrlOrPath(url) ? url : null;
}
