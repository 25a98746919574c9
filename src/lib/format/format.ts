/**
 * A number the way en-AU writes it: thousands separated by commas, at most `fractionDigits` decimals
 * (rounded half away from zero, trailing zeros dropped), as `toLocaleString("en-AU")` does. Written by
 * hand because the first Intl call in a browser loads the locale's data, about 25 ms of a phone's main
 * thread while the page hydrates.
 */
export function formatNumber(n: number, fractionDigits = 0): string {
  if (!Number.isFinite(n)) return String(n);
  const factor = 10 ** fractionDigits;
  const magnitude = Math.round(Math.abs(n) * factor) / factor;
  if (magnitude >= 1e21) return n.toLocaleString("en-AU");
  const [whole = "0", fraction] = String(magnitude).split(".");
  let grouped = "";
  for (let end = whole.length; end > 0; end -= 3) {
    const group = whole.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${group},${grouped}` : group;
  }
  const sign = n < 0 && magnitude !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** Spec 02 §5: "Price formatting is a dollar sign with thousands separators." Whole dollars. */
export function formatPrice(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}$${formatNumber(Math.abs(rounded))}`;
}

/** Dollars and cents where there are cents: "$1,360.50", "$395" (a fee as a lender writes it). */
export function formatAmount(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents !== 0 ? "-" : "";
  const rest = cents % 100;
  return `${sign}$${formatNumber(Math.floor(cents / 100))}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** Kilometres with thousands separators: "12,345 km". */
export function formatKm(km: number): string {
  return `${formatNumber(Math.round(km))} km`;
}

/** An eleven-digit number opening with Australia's country code, written without the +. */
const BARE_COUNTRY_CODE = /^61\d{9}$/;

/**
 * A phone number's national digits: non-digits dropped, and Australia's country code (after a +, or
 * opening an eleven-digit number written without it) turned into the 0 it stands for (spec 02 §5
 * "+61 turned into 0"). Display, tel: links and de-duplication all read numbers through this.
 */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const international = raw.trim().startsWith("+") || BARE_COUNTRY_CODE.test(digits);
  return international && digits.startsWith("61") ? `0${digits.slice(2)}` : digits;
}

/**
 * Spec 02 §5: "Phone display: +61 turned into 0 and grouped 2-4-4." Numbers that are not ten digits
 * after that (13 numbers, 1300/1800) keep their own digits, grouped 4-3-3 for 1300/1800.
 */
export function formatPhone(raw: string): string {
  const digits = phoneDigits(raw);
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (digits.length === 10) {
    if (digits.startsWith("04")) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  }
  return raw.trim();
}

/** A tel: link target: the digits, with a country code marked by a + (added when the number left it out). */
export function telHref(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const international = raw.trim().startsWith("+") || BARE_COUNTRY_CODE.test(digits);
  return `tel:${international ? "+" : ""}${digits}`;
}
