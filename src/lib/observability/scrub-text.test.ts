import { describe, expect, it } from "vitest";
import { scrubText } from "./scrub-text";

/**
 * Issue 36 item 3 (decision 0068): an error's text reaches the logs without the personal data a
 * database or a mail server may quote in it.
 */
describe("scrubText", () => {
  it("takes out e-mail addresses, phone numbers and IP addresses", () => {
    expect(scrubText("Key (email)=(jo.citizen+cars@example.com.au) already exists")).toBe(
      "Key (email)=([email]) already exists",
    );
    expect(scrubText("550 mailbox unavailable for <jo@example.com>")).toBe(
      "550 mailbox unavailable for <[email]>",
    );
    expect(scrubText("SMS to +61 412 345 678 refused; also 0412345678 and (02) 9876 5432")).toBe(
      "SMS to [number] refused; also [number] and [number]",
    );
    expect(scrubText("connect ECONNREFUSED 203.0.113.9:587")).toBe("connect ECONNREFUSED [ip]:587");
    expect(scrubText("from 2001:db8:85a3::8a2e:370:7334 and ::1")).toBe("from [ip] and [ip]");
  });

  it("leaves the rest readable: codes, dates, times, short numbers, ids", () => {
    const text = 'relation "leads" 23505 at 2026-11-20 11:16:21 after 3 tries (res_K1a2)';
    expect(scrubText(text)).toBe(text);
  });
});
