import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatKm,
  formatNumber,
  formatPhone,
  formatPrice,
  phoneDigits,
  telHref,
} from "./format";

describe("formatNumber (spec 02 §5 thousands separators, as en-AU writes them)", () => {
  it("groups thousands with commas", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(-45000)).toBe("-45,000");
  });
  it("rounds to the digits asked for and drops trailing zeros", () => {
    expect(formatNumber(1234.5)).toBe("1,235");
    expect(formatNumber(1234.567, 2)).toBe("1,234.57");
    expect(formatNumber(2.5, 2)).toBe("2.5");
    expect(formatNumber(-0.4)).toBe("0");
  });
  it("agrees with toLocaleString('en-AU') on integers and 2-decimal values", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 2000; i++) {
      const value = Math.round((next() - 0.2) * 10 ** Math.floor(next() * 10) * 100) / 100;
      // Intl writes "-0" for a negative that rounds to zero; formatNumber writes "0" (tested above).
      if (Math.abs(value) < 0.5) continue;
      expect(formatNumber(value)).toBe(value.toLocaleString("en-AU", { maximumFractionDigits: 0 }));
      expect(formatNumber(value, 2)).toBe(value.toLocaleString("en-AU", { maximumFractionDigits: 2 }));
    }
  });
});

describe("formatPrice (spec 02 §5: dollar sign with thousands separators)", () => {
  it.each([
    [0, "$0"],
    [999, "$999"],
    [12345, "$12,345"],
    [1234567.6, "$1,234,568"],
  ])("%d → %s", (n, s) => expect(formatPrice(n)).toBe(s));
});

describe("formatPhone (spec 02 §5: +61 turned into 0 and grouped 2-4-4)", () => {
  it.each([
    ["+61733550101", "07 3355 0101"],
    ["+61 7 3355 0101", "07 3355 0101"],
    ["0733550101", "07 3355 0101"],
    ["(07) 3355-0101", "07 3355 0101"],
    ["1300 031 264", "1300 031 264"],
    ["0412345678", "0412 345 678"],
    ["13 22 11", "13 22 11"],
  ])("%s → %s", (raw, shown) => expect(formatPhone(raw)).toBe(shown));
});

describe("telHref", () => {
  it("keeps digits and a leading +", () => {
    expect(telHref("+61 7 3355 0101")).toBe("tel:+61733550101");
    expect(telHref("07 3355 0101")).toBe("tel:0733550101");
  });

  it("a number written with the country code but no + still dials: the + is added", () => {
    expect(telHref("61 2 6555 0101")).toBe("tel:+61265550101");
  });
});

describe("phone digits (spec 02 §5 '+61 turned into 0'; one rule for display, links and de-duplication)", () => {
  it.each([
    ["+61 7 3355 0101", "0733550101"],
    ["61 2 6555 0101", "0265550101"],
    ["(02) 6555 0101", "0265550101"],
    ["1300 031 264", "1300031264"],
    ["+44 20 7946 0000", "442079460000"],
  ])("%s → %s", (raw, digits) => expect(phoneDigits(raw)).toBe(digits));

  it("a number written '61 …' without the + is shown as its 0 form", () => {
    expect(formatPhone("61 2 6555 0101")).toBe("02 6555 0101");
  });
});

describe("formatAmount (spec 02 §9 fees: 'Establishment fee 1360.50', 'Dealer Agency $912.25')", () => {
  it.each([
    [1360.5, "$1,360.50"],
    [912.25, "$912.25"],
    [395, "$395"],
    [0.1 + 0.2, "$0.30"],
    [-8, "-$8"],
  ])("%d → %s", (amount, shown) => expect(formatAmount(amount)).toBe(shown));
});

describe("formatKm", () => {
  it("groups thousands", () => expect(formatKm(123456)).toBe("123,456 km"));
});

describe("formatPhone mobiles (spec 02 §5 'Phone display: +61 turned into 0'; mobile grouping 4-3-3, decision 0022)", () => {
  it.each([
    ["+61412345678", "0412 345 678"],
    ["+61 412 345 678", "0412 345 678"],
    ["0412-345-678", "0412 345 678"],
    ["+61 2 9876 5432", "02 9876 5432"],
    ["1800 123 456", "1800 123 456"],
    ["not a phone", "not a phone"],
  ])("%s → %s", (raw, shown) => expect(formatPhone(raw)).toBe(shown));
});
