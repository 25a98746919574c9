import { createHmac, timingSafeEqual } from "node:crypto";
import { parseRecordId } from "../text/record-id";

/**
 * The unsubscribe link's token (issue 21 §6 "an unsubscribe link that works without signing in"): it
 * names what it stops (one saved search's alerts, a shopper's price-drop alerts, or all of a shopper's
 * alerts) and carries an HMAC of that under a key of the server's and of the site's, so it cannot be
 * guessed or made for another alert, and a token from one site means nothing on another. It does not
 * expire: a link in an old message must still work (the Spam Act 2003 asks that an unsubscribe
 * facility keep working for at least 30 days after a message is sent).
 */
export type UnsubscribeSubject =
  | { kind: "search"; savedSearchId: number }
  | { kind: "price-drops"; userId: number }
  | { kind: "all"; userId: number };

const CODES = { search: "s", "price-drops": "p", all: "a" } as const;
/** 128 bits of the HMAC: unguessable, and short enough for a text message. */
const MAC_CHARS = 22;
const TOKEN = /^([spa])([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/;

function subjectText(subject: UnsubscribeSubject): string {
  const id = subject.kind === "search" ? subject.savedSearchId : subject.userId;
  return `${CODES[subject.kind]}${id}`;
}

function mac(key: string, siteId: number, text: string): string {
  return createHmac("sha256", key)
    .update(`forecourt-unsubscribe:${siteId}:${text}`)
    .digest("base64url")
    .slice(0, MAC_CHARS);
}

export function unsubscribeToken(key: string, siteId: number, subject: UnsubscribeSubject): string {
  const text = subjectText(subject);
  return `${text}.${mac(key, siteId, text)}`;
}

/** What a token stops, or null when it is not one this site's key made. */
export function readUnsubscribeToken(key: string, siteId: number, token: string): UnsubscribeSubject | null {
  const match = TOKEN.exec(token.trim());
  if (!match) return null;
  const [, code, digits, given] = match as unknown as [string, "s" | "p" | "a", string, string];
  const id = parseRecordId(digits);
  if (id === null) return null;
  const expected = Buffer.from(mac(key, siteId, `${code}${id}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (code === "s") return { kind: "search", savedSearchId: id };
  return code === "p" ? { kind: "price-drops", userId: id } : { kind: "all", userId: id };
}

/** Where a token's link lands: the unsubscribe page, which asks before it changes anything. */
export const UNSUBSCRIBE_PATH = "/pages/unsubscribe";

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
