/**
 * Where sign-in may send a shopper (issue 21 §2: "redirects only to same-site paths (an open redirect
 * is a test failure)"): a path on this site, nothing else. `redirect` and `back` arrive from a URL any
 * page or e-mail can write, so every way a browser could read one as another site is refused:
 * scheme-relative `//host`, `/\host` (browsers read `\` as `/`), tabs and newlines (browsers drop them,
 * so `/\t/host` becomes `//host`), schemes (`javascript:`, `https:`), anything not starting with `/`,
 * and a path that only normalises to `//host` (`/.//host`). What passes is returned in its normal form.
 * No zod and no DOM: the server and the sign-in page's script both use it.
 */
const MAX_LENGTH = 2000;
const BASE = "http://forecourt.invalid";

export function safeRedirect(raw: unknown, fallback = "/"): string {
  return sameSitePath(raw) ?? fallback;
}

/** The same-site path `raw` names, normalised, or null when it is not one. */
export function sameSitePath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Only a path: one slash, then not another slash or a backslash.
  if (raw[0] !== "/" || raw[1] === "/" || raw[1] === "\\") return null;
  // No backslash, whitespace or control character anywhere (browsers strip or rewrite them).
  if (raw.includes("\\") || /\s/u.test(raw) || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalising dot segments can still make `//host` (`/.//host`): refuse what would leave the site.
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  return path;
}

/** C0 and C1 controls (U+0000–U+001F, U+007F–U+009F). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
