import { describe, expect, it } from "vitest";
import { parseAuPhone, phoneToE164 } from "./au-phone";

describe("Australian phone numbers (spec 02 §3 'phone (mobile)')", () => {
  it("spec 02 §3: phone kinds tell mobiles from landlines and business numbers", () => {
    expect(parseAuPhone("0412 345 678")?.kind).toBe("mobile");
    expect(parseAuPhone("(07) 3355 0101")?.kind).toBe("landline");
    expect(parseAuPhone("1300 031 264")?.kind).toBe("local-rate");
    expect(parseAuPhone("1800 123 456")?.kind).toBe("freecall");
    expect(parseAuPhone("13 22 11")?.kind).toBe("thirteen");
  });

  it("spec 02 §3: E.164 for SMS and CRMs, none for numbers only dialled in Australia", () => {
    expect(phoneToE164("0412 345 678")).toBe("+61412345678");
    expect(phoneToE164("07 3355 0101")).toBe("+61733550101");
    expect(phoneToE164("1300 031 264")).toBeNull();
    expect(phoneToE164("13 22 11")).toBeNull();
  });
});
