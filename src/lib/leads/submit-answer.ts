/**
 * What the browser makes of POST /api/leads's answer (spec 01 §7 "returns lead_id or error", §8 "Lead
 * submit without lead_id: show the returned error, or 'An unexpected error occured'").
 */
export const SUBMIT_FAILED_ALERT = "An error occurred when submitting this form";
/** The spec's wording, misspelling included: it is the text shoppers and the dealer's tests know. */
export const UNEXPECTED_ERROR = "An unexpected error occured";
export const ERROR_LIST_HEADING = "Please fix the following errors:";

export type SubmitAnswer =
  /** `confirmation`: the success page's signed link to what the shopper was sent (lib/leads/success-token). */
  | { kind: "success"; leadId: string; confirmation: string | null }
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
    confirmation?: unknown;
    error?: unknown;
    issues?: unknown;
  };
  if (status >= 200 && status < 300 && typeof json.lead_id === "string" && json.lead_id) {
    const confirmation =
      typeof json.confirmation === "string" && /^[\w.-]{1,200}$/.test(json.confirmation)
        ? json.confirmation
        : null;
    return { kind: "success", leadId: json.lead_id, confirmation };
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

/**
 * Where the shopper goes once the lead is stored: the success page, with the confirmation's signed
 * link when the server gave one (`/success?c=…`), so the page can name the car, the yard and its number.
 */
export function successHref(successPath: string, confirmation: string | null): string {
  if (!confirmation) return successPath;
  return `${successPath}${successPath.includes("?") ? "&" : "?"}${new URLSearchParams({ c: confirmation })}`;
}
