import { describe, expect, it } from "vitest";
import { maskedMobile, parsePhoneKey, phoneKey, placeholderEmail } from "./phone-key";

describe("issue 21 §1 users are per site: better-auth's phone number carries the site", () => {
  it("joins the site id and the E.164 mobile, and reads them back", () => {
    expect(phoneKey(7, "+61412345678")).toBe("7:+61412345678");
    expect(parsePhoneKey("7:+61412345678")).toEqual({ siteId: 7, phone: "+61412345678" });
  });

  it("the same phone on two sites is two keys", () => {
    expect(phoneKey(1, "+61412345678")).not.toBe(phoneKey(2, "+61412345678"));
  });

  it("refuses what is not a site's Australian mobile", () => {
    expect(() => phoneKey(0, "+61412345678")).toThrow();
    expect(() => phoneKey(1, "+61298765432")).toThrow();
    expect(() => phoneKey(1, "0412345678")).toThrow();
    for (const bad of [
      "+61412345678",
      "x:+61412345678",
      "1:+614123456789",
      "01:+61412345678",
      "1:+61412345678 ",
    ]) {
      expect(parsePhoneKey(bad)).toBeNull();
    }
  });

  it("gives each shopper a placeholder e-mail that can never be delivered", () => {
    expect(placeholderEmail(7, "+61412345678")).toBe("7.61412345678@phone.invalid");
  });

  it("masks a mobile for display", () => {
    expect(maskedMobile("+61412345678")).toBe("0412 ••• 678");
  });
});
