/**
 * Australian phone numbers as people write them: which kind a number is (mobile, landline, 13, 1300,
 * 1800), its national digits, the grouping it is printed in, and its E.164 form for SMS and CRMs. The
 * lead forms' phone rule (./fields) and the sign-in by mobile both read numbers through it.
 */

export type AuPhoneKind = "mobile" | "landline" | "local-rate" | "freecall" | "thirteen";
export type AuPhone = { kind: AuPhoneKind; digits: string; display: string };

/**
 * An Australian phone number as people write it: mobiles (04xx xxx xxx, +61 4xx …), landlines with an
 * area code (02, 03, 07, 08, or +61 and the code without its 0), 13 xx xx, 1300 and 1800 numbers.
 * Spaces, dashes, dots and brackets are ignored, as is the "(0)" people keep after +61. `digits` is
 * the national number; `display` groups it the way it is printed in Australia (see formatPhone).
 */
export function parseAuPhone(raw: string): AuPhone | null {
  const text = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = nationalDigits(text);
  const kind = phoneKind(digits);
  return kind ? { kind, digits, display: groupPhone(digits, kind) } : null;
}

function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  const international = digits.startsWith("0061")
    ? digits.slice(4)
    : text.startsWith("+") || (digits.length === 11 && digits.startsWith("61"))
      ? digits.replace(/^61/, "")
      : null;
  if (international === null) return digits;
  // +61 (0)4… : the trunk 0 is dropped after a country code, but many write it anyway.
  const withoutTrunk = international.length === 10 ? international.replace(/^0/, "") : international;
  return /^[23478]\d{8}$/.test(withoutTrunk) ? `0${withoutTrunk}` : `+${digits}`;
}

function phoneKind(digits: string): AuPhoneKind | null {
  if (/^04\d{8}$/.test(digits)) return "mobile";
  if (/^0[2378]\d{8}$/.test(digits)) return "landline";
  if (/^1300\d{6}$/.test(digits)) return "local-rate";
  if (/^1800\d{6}$/.test(digits)) return "freecall";
  if (/^13\d{4}$/.test(digits)) return "thirteen";
  return null;
}

function groupPhone(d: string, kind: AuPhoneKind): string {
  if (kind === "landline") return `${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`;
  if (kind === "thirteen") return `${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)}`;
  return `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}`;
}

/** For SMS and CRM adapters: +61… for mobiles and landlines; 13/1300/1800 cannot be dialled from abroad. */
export function phoneToE164(phone: string): string | null {
  const parsed = parseAuPhone(phone);
  if (!parsed || parsed.kind === "thirteen" || parsed.kind === "local-rate" || parsed.kind === "freecall") {
    return null;
  }
  return `+61${parsed.digits.slice(1)}`;
}

export function isMobile(phone: string): boolean {
  return parseAuPhone(phone)?.kind === "mobile";
}
