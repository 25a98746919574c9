// The console's uploads whose body is a file's own bytes, not JSON (decisions 0052 and 0054): a car's
// photo and a site's logo. The proxy lets them past its JSON-only rule (each endpoint checks the
// origin and the body's type itself: server/http/raw-upload.ts) and the front lets them send up to
// 10 MB, the most Next's proxy passes on whole (the app holds each to MEDIA_UPLOAD_LIMIT_MB).

const UPLOAD_PATHS = [/^\/api\/sites\/[^/]+\/stock\/[^/]+\/photos$/, /^\/api\/sites\/[^/]+\/settings\/logo$/];

/** The most bytes an upload's body may have at the front. */
export const CONSOLE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Whether `path` (no query) is one of the console's uploads.
 * @param {string} path
 */
export function isConsoleUploadPath(path) {
  return UPLOAD_PATHS.some((pattern) => pattern.test(path));
}
