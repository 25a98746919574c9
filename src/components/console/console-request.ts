/**
 * The console's forms' one call: POST JSON to a console API and read the answer as a person needs it —
 * the body on success; else the reason, and a message per field without its `key: ` prefix, to show
 * beside each field. A network failure reads as one, not as a crash.
 */

export type ConsoleAnswer<T> =
  | { ok: true; status: number; body: T }
  | {
      ok: false;
      status: number;
      error: string;
      fields: Record<string, string>;
      body: Record<string, unknown>;
    };

export function fieldMessages(issues: unknown): Record<string, string> {
  if (!Array.isArray(issues)) return {};
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (!issue || typeof issue.key !== "string" || typeof issue.message !== "string") continue;
    out[issue.key] ??= issue.message.replace(/^[\w.-]+: /, "");
  }
  return out;
}

export async function postConsole<T>(path: string, body: unknown = {}): Promise<ConsoleAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return {
      ok: false,
      status: 0,
      error: "The console could not be reached. Check your connection and try again.",
      fields: {},
      body: {},
    };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  const error =
    typeof json.error === "string" ? json.error : `Something went wrong (${response.status}). Try again.`;
  return { ok: false, status: response.status, error, fields: fieldMessages(json.issues), body: json };
}
