import { describe, expect, it } from "vitest";
import { formatKm, formatPhone, formatPrice, telHref } from "./format";

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
});

describe("formatKm", () => {
  it("groups thousands", () => expect(formatKm(123456)).toBe("123,456 km"));
});
