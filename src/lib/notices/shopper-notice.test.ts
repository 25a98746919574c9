import { describe, expect, it } from "vitest";
import { clipSms, noticeTargets, SMS_MAX_LENGTH } from "./shopper-notice";

describe("issue 31 §5–6: where a shopper's notice goes (SMS or e-mail)", () => {
  const jane = { email: "jane@example.com", phone: "0412 345 678" };

  it("by e-mail and, to a mobile, by text when the shopper chose neither (or a call)", () => {
    const both = [
      { channel: "email", target: "jane@example.com" },
      { channel: "sms", target: "+61412345678" },
    ];
    expect(noticeTargets(jane)).toEqual(both);
    expect(noticeTargets({ ...jane, preferred: "Phone" })).toEqual(both);
  });

  it("a landline gets no text; the e-mail alone", () => {
    expect(noticeTargets({ ...jane, phone: "07 3000 0000" })).toEqual([
      { channel: "email", target: "jane@example.com" },
    ]);
  });

  it("the shopper's choice: e-mail only, or a text only (e-mail when the number takes no text)", () => {
    expect(noticeTargets({ ...jane, preferred: "Email" })).toEqual([
      { channel: "email", target: "jane@example.com" },
    ]);
    expect(noticeTargets({ ...jane, preferred: "SMS" })).toEqual([
      { channel: "sms", target: "+61412345678" },
    ]);
    expect(noticeTargets({ ...jane, phone: "1300 000 000", preferred: "SMS" })).toEqual([
      { channel: "email", target: "jane@example.com" },
    ]);
  });

  it("a text is kept to two segments", () => {
    expect(clipSms("x".repeat(400))).toHaveLength(SMS_MAX_LENGTH);
    expect(clipSms("short")).toBe("short");
  });
});
