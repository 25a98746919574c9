/**
 * A site's API keys (issue 31 §7, decision 0047): what a key may do, what it looks like, and what a
 * group admin sends to make one. A key belongs to one site and carries scopes; the admin token is the
 * operator's key, with every scope on every site. Pure, and without zod so the console's key components
 * load no parser in the browser (./api-key-create holds the request's schema): the admin API asks
 * `accessMay` before it reads or changes anything.
 */

export const API_KEY_SCOPES = [
  "import",
  "leads:read",
  "reservations:write",
  "settings",
  "analytics:read",
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  import: "Import feeds",
  "leads:read": "Read leads",
  "reservations:write": "Reservations",
  settings: "Settings",
  "analytics:read": "Read analytics",
};

export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  import: "POST /admin/api/import: this site's bundles and stock feeds, for its own dealerships.",
  "leads:read": "GET /admin/api/sites/{slug}/leads: this site's leads, for a CRM or a report.",
  "reservations:write": "List this site's reservations and complete or cancel them.",
  settings:
    "GET and PATCH /admin/api/sites/{slug}/config: read this site's settings (secrets masked) and change them.",
  "analytics:read":
    "GET /admin/api/sites/{slug}/analytics: this site's visitor, search, car and lead counts over a range of days.",
};

/** Every key starts so: a person (or a secret scanner) tells one at a glance. */
export const API_KEY_PREFIX = "fck_";
/** Random bytes in a key: 256 bits, base64url without padding (43 characters). */
export const API_KEY_BYTES = 32;
const KEY_PATTERN = /^fck_[A-Za-z0-9_-]{43}$/;
/** How many characters of a key are kept in the clear to tell keys apart: `fck_` and 8 more. */
export const API_KEY_SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8;
/** A site's keys in use at once; one more is refused until one is revoked. */
export const MAX_ACTIVE_KEYS = 25;
/** `last_used_at` is written at most this often per key, not on every request. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

/** Whether a bearer token has a key's shape (else it can only be the admin token, or wrong). */
export function looksLikeApiKey(token: string): boolean {
  return KEY_PATTERN.test(token);
}

/** The part of a key shown in lists: enough to tell it apart, far too little to use. */
export function shownPrefix(key: string): string {
  return key.slice(0, API_KEY_SHOWN_CHARACTERS);
}

/** Whether `last_used_at` is due a write: never written, or written more than a minute before `now`. */
export function lastUsedDue(lastUsedAt: Date | null, now: Date): boolean {
  return !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_SECONDS * 1000;
}

/** A key as the console lists it (and the console API answers it): never the key or its hash. */
export type ApiKeyView = {
  id: number;
  name: string;
  /** The key's first characters (`fck_` and 8 more), to tell it apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: string;
  /** Who made it, as the list shows them; null once the account is gone. */
  created_by: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** Who is calling the admin API: the operator (the admin token), or one site's key with its scopes. */
export type AdminAccess =
  | { kind: "operator" }
  | {
      kind: "api-key";
      keyId: number;
      name: string;
      siteId: number;
      siteSlug: string;
      scopes: readonly ApiKeyScope[];
    };

/**
 * Whether `access` may use `scope` on `siteId`: the operator everywhere; a key only on its own site
 * and only within its scopes. The endpoints answer every refusal as "not there" (404).
 */
export function accessMay(access: AdminAccess, scope: ApiKeyScope, siteId: number): boolean {
  if (access.kind === "operator") return true;
  return access.siteId === siteId && access.scopes.includes(scope);
}

/** The stored scopes, read defensively: an unknown word (from a later version) grants nothing. */
export function knownScopes(stored: readonly string[]): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((scope) => stored.includes(scope));
}

export const API_KEY_NAME_MAX = 60;
