import type { AuState } from "@/lib/locations/au-states";
import type { Rng } from "./prng";

/**
 * The identifiers a demo car carries: a VIN (unique by its serial, with a valid check digit), a number
 * plate in its state's pattern, and an NVIC-shaped code.
 */

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const VIN_YEAR_CYCLE = "ABCDEFGHJKLMNPRSTVWXY123456789";
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// Letter values for the check digit (ISO 3779 transliteration), as pairs "letter, value".
const VIN_LETTER_VALUES = "A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9";
const VIN_VALUES: ReadonlyMap<string, number> = new Map(
  Array.from({ length: VIN_LETTER_VALUES.length / 2 }, (_, i) => [
    VIN_LETTER_VALUES[i * 2] as string,
    Number(VIN_LETTER_VALUES[i * 2 + 1]),
  ]),
);

const WMI: Readonly<Record<string, string>> = {
  Toyota: "MR0",
  Mazda: "JM0",
  Hyundai: "KMH",
  Kia: "KNA",
  Ford: "MNA",
  Mitsubishi: "MMA",
  Nissan: "JN1",
  Subaru: "JF1",
  Volkswagen: "WVW",
  "Isuzu UTE": "MPA",
  MG: "LSJ",
  "GWM Haval": "LGW",
  GWM: "LGW",
  BYD: "LGX",
  Tesla: "LRW",
  Honda: "JHM",
  Holden: "6G1",
  Suzuki: "JS3",
  LDV: "LSF",
  Jeep: "1C4",
  Lexus: "JTJ",
  BMW: "WBA",
  "Mercedes-Benz": "W1K",
  Audi: "WAU",
  Volvo: "YV1",
  Skoda: "TMB",
  Mini: "WMW",
  "Harley-Davidson": "1HD",
  Kawasaki: "JKA",
  Yamaha: "JYA",
  Ducati: "ZDM",
  KTM: "VBK",
};

/**
 * A 17-character VIN with a valid North American check digit (Australian VINs need not have one, but a valid
 * one keeps them plausible to any checker). Uniqueness comes from `serial`: positions 11-17 encode it exactly.
 */
export function makeVin(rng: Rng, make: string, year: number, serial: number): string {
  let vin = WMI[make] ?? "6T9";
  for (let i = 0; i < 5; i++) vin += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  vin += "0"; // check digit placeholder
  vin += VIN_YEAR_CYCLE[(((year - 1980) % 30) + 30) % 30];
  vin += VIN_CHARS[Math.floor(serial / 1_000_000) % VIN_CHARS.length];
  vin += String(serial % 1_000_000).padStart(6, "0");
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i] as string;
    const value = c >= "0" && c <= "9" ? Number(c) : (VIN_VALUES.get(c) ?? 0);
    sum += value * (VIN_WEIGHTS[i] as number);
  }
  const check = sum % 11;
  return `${vin.slice(0, 8)}${check === 10 ? "X" : String(check)}${vin.slice(9)}`;
}

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const PLATE_PATTERNS: Readonly<Record<AuState, string>> = {
  qld: "999 LLL",
  nsw: "LLL99L",
  vic: "9LL 9LL",
  sa: "S999LLL",
  wa: "9LLL 999",
  tas: "L99LL",
  nt: "CA99LL",
  act: "YLL99L",
};

export function makePlate(rng: Rng, state: AuState): string {
  let plate = "";
  for (const c of PLATE_PATTERNS[state]) {
    plate += c === "9" ? String(rng.int(0, 9)) : c === "L" ? LETTERS[rng.int(0, LETTERS.length - 1)] : c;
  }
  return plate;
}

export function nvic(rng: Rng): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return code;
}
