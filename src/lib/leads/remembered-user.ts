/**
 * Spec 02 §3 "Remembered user (local storage): name, last_name, email, phone, postcode": what the
 * shopper typed last time prefills the next form, and the category of the last lead sent is kept for
 * the success page. Reading is forgiving: storage is the shopper's, so anything malformed is ignored.
 */
export const REMEMBERED_USER_KEY = "forecourt:remembered-user";
export const SUCCESS_CATEGORY_KEY = "forecourt:success-category";

export const REMEMBERED_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;
export type RememberedUser = Partial<Record<(typeof REMEMBERED_FIELDS)[number], string>>;

/** The longest value kept: an e-mail address's limit, more than any other field needs. */
const MAX_STORED_LENGTH = 254;

/** The remembered user from storage's raw text; `{}` for nothing, bad JSON or the wrong shape. */
export function parseRememberedUser(raw: string | null | undefined): RememberedUser {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) return {};
  const stored = json as Record<string, unknown>;
  const user: RememberedUser = {};
  for (const key of REMEMBERED_FIELDS) {
    const value = typeof stored[key] === "string" ? stored[key].trim() : "";
    if (value && value.length <= MAX_STORED_LENGTH) user[key] = value;
  }
  return user;
}

/** What to remember from a sent form: the five contact fields it had, as typed. */
export function rememberedUserFrom(values: Record<string, unknown>): RememberedUser {
  const user: RememberedUser = {};
  for (const key of REMEMBERED_FIELDS) {
    const value = values[key];
    if (typeof value === "string" && value.trim()) user[key] = value.trim();
  }
  return user;
}
