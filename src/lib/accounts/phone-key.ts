/**
 * A shopper is a user of one site (issue 21 §1: "Users are per site"): the same mobile on two sites is
 * two accounts, each with its own sessions and watchlist. better-auth's phone-number plugin finds a user
 * by one value, its `phoneNumber`; we give it the site and the phone together, `<site id>:<E.164>`, so
 * every lookup it makes — the user, the code in flight for that phone — is already scoped to the site.
 */

const PHONE_KEY = /^([1-9]\d{0,9}):(\+614\d{8})$/;

/** better-auth's phone number for a site's shopper: `7:+61412345678`. */
export function phoneKey(siteId: number, e164: string): string {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) throw new Error(`phoneKey: bad site id ${siteId}`);
  const key = `${siteId}:${e164}`;
  if (!PHONE_KEY.test(key)) throw new Error(`phoneKey: not an Australian mobile in E.164: ${e164}`);
  return key;
}

/** The site and phone of a key, or null for anything `phoneKey` would not have made. */
export function parsePhoneKey(key: string): { siteId: number; phone: string } | null {
  const match = PHONE_KEY.exec(key);
  if (!match) return null;
  return { siteId: Number(match[1]), phone: match[2]! };
}

/**
 * better-auth requires every user to have a unique e-mail. A phone shopper has none, so each gets a
 * placeholder under `.invalid`, the top-level domain reserved never to resolve (RFC 2606): nothing can
 * ever be mailed to it.
 */
export function placeholderEmail(siteId: number, e164: string): string {
  return `${siteId}.${e164.replace(/\D/g, "")}@phone.invalid`;
}

/** A mobile shown without giving it away (account menus, the watchlist page): 0412 ••• 678. */
export function maskedMobile(e164: string): string {
  const national = `0${e164.replace(/^\+61/, "")}`;
  return `${national.slice(0, 4)} ••• ${national.slice(7)}`;
}
