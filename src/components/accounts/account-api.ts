/**
 * The browser's side of the sign-in and watchlist APIs: JSON posts from the site's own pages (the
 * server checks Origin), answers read defensively (an error page or a dropped connection is a reason,
 * never a throw).
 */
export type ApiAnswer = {
  status: number;
  body: Record<string, unknown>;
  /** The reason the server gave, or ours when there was none. */
  error: string | null;
  /** Per-field reasons: `{ phone_number: "…", code: "…" }`. */
  fieldErrors: Record<string, string>;
};

export const NETWORK_ERROR = "We couldn't reach the site. Please check your connection and try again.";

export async function postJson(path: string, body: unknown): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return { status: 0, body: {}, error: NETWORK_ERROR, fieldErrors: {} };
  }
  let parsed: Record<string, unknown> = {};
  try {
    const json: unknown = await response.json();
    if (json && typeof json === "object" && !Array.isArray(json)) parsed = json as Record<string, unknown>;
  } catch {
    // Not JSON: the status speaks for itself.
  }
  const fieldErrors: Record<string, string> = {};
  if (Array.isArray(parsed.issues)) {
    for (const issue of parsed.issues as { key?: unknown; message?: unknown }[]) {
      if (typeof issue?.key !== "string" || typeof issue.message !== "string" || fieldErrors[issue.key])
        continue;
      // The API prefixes a field's reason with its key ("phone_number: …"); the page shows it at the field.
      fieldErrors[issue.key] = issue.message.replace(`${issue.key}: `, "");
    }
  }
  const error = response.ok
    ? null
    : typeof parsed.error === "string"
      ? parsed.error
      : "Something went wrong. Please try again.";
  return { status: response.status, body: parsed, error, fieldErrors };
}
