/**
 * What the browser makes of POST /api/leads's answer (spec 01 §7 "returns lead_id or error", §8 "Lead
 * submit without lead_id: show the returned error, or 'An unexpected error occured'").
 */
export const SUBMIT_FAILED_ALERT = "An error occurred when submitting this form";
/** The spec's wording, misspelling included: it is the text shoppers and the dealer's tests know. */
export const UNEXPECTED_ERROR = "An unexpected error occured";
export const ERROR_LIST_HEADING = "Please fix the following errors:";

export type SubmitAnswer =
  | { kind: "success"; leadId: string }
  | {
      kind: "error";
      /** The form-level error (the server's reason, or the spec's fallback). */
      message: string;
      /** Per-field reasons to show at the fields, by field name. */
      fields: Record<string, string>;
      /** A new form (key and stamp) is needed before trying again. */
      renew: boolean;
    };

type Issue = { key?: unknown; message?: unknown };

export function readSubmitAnswer(status: number, body: unknown): SubmitAnswer {
  const json = (body && typeof body === "object" ? body : {}) as {
    lead_id?: unknown;
    error?: unknown;
    issues?: unknown;
  };
  if (status >= 200 && status < 300 && typeof json.lead_id === "string" && json.lead_id) {
    return { kind: "success", leadId: json.lead_id };
  }
  const fields: Record<string, string> = {};
  if (Array.isArray(json.issues)) {
    for (const issue of json.issues as Issue[]) {
      if (typeof issue?.key !== "string" || typeof issue.message !== "string") continue;
      // The API prefixes each reason with its key for readers of raw JSON; at the field it is noise.
      const prefix = `${issue.key}: `;
      fields[issue.key] ??= issue.message.startsWith(prefix)
        ? issue.message.slice(prefix.length)
        : issue.message;
    }
  }
  const message = typeof json.error === "string" && json.error.trim() ? json.error : UNEXPECTED_ERROR;
  // A reused key (409) or an expired stamp needs a fresh form; anything else keeps the key, so a
  // retry of the same answers is still recognised as the same lead.
  const renew =
    status === 409 || Object.keys(fields).some((key) => key === "form_token" || key === "idempotency_key");
  return { kind: "error", message, fields, renew };
}
