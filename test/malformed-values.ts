import type { Rng } from "../src/demo/prng";

/**
 * The odd values the malformed-input fuzzer draws from: bad percent-escapes, prototype names, odd path
 * segments, lone surrogates, values of the wrong kind, raw numbers JSON cannot write, deep nesting.
 */

export const BAD_ESCAPES = [
  "%ZZ",
  "%E0%A4",
  "%",
  "%2",
  "%ED%A0%80",
  "%C0%80",
  "%FF",
  "%E2%82",
  "%u00e9",
  "%%",
];
export const PROTO_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];
export const ODD_SEGMENTS = [
  "%00",
  "%20",
  "..",
  "%2e%2e",
  "%2F",
  "a;b",
  "@",
  ":",
  "~",
  "%E2%82%AC",
  "%F0%9F%9A%97",
  "x".repeat(300),
  "%EF%BF%BD",
  "a%00b",
  "index.html",
  "_next",
  "s",
];

export const LONE_SURROGATES = ["\uD800", "\uDC00", "\uDBFF", "\uDFFF", "a\uD83D", "\uDE97b"];

/** `length` characters of printable text, punctuation included. */
export function randomText(rng: Rng, length: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.,'!?/&";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

/** `inner` wrapped `depth` times in `open` and `close`. */
export function nested(depth: number, open: string, close: string, inner = "1"): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Values of the wrong kind, for any key. */
export function wrongValue(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => null,
    () => true,
    () => 0,
    () => -1,
    () => 1.5,
    () => 2 ** 53 + 2,
    () => -(2 ** 31),
    () => "",
    () => " ",
    () => [],
    () => ["a", 1, null],
    () => ({}),
    () => ({ a: { b: { c: [1] } } }),
    () => "x".repeat(rng.int(101, 5000)),
    () => `a\u0000b`,
    () => rng.pick(LONE_SURROGATES),
    () => "<script>alert(1)</script>",
    () => "'; DROP TABLE leads; --",
    () => "1e309",
    () => "NaN",
    () => rng.pick(PROTO_NAMES),
    () => "😀".repeat(rng.int(1, 60)),
  ])();
}

/** Raw JSON numbers JSON.stringify cannot write. */
export const RAW_NUMBERS = [
  "1e309",
  "-1e309",
  "1e-400",
  "-0",
  "123456789012345678901234567890",
  "0.0000001",
  "1E2",
];

/** An object's own key that JSON.stringify keeps, "__proto__" included. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
