import { describe, expect, it } from "vitest";
import { mailDisplayName, shopperMailSender } from "./mail-sender";

describe("who a shopper's e-mail comes from (issue 36 item 2: per-site e-mail sender and reply-to)", () => {
  it("a site that set nothing: its own name at the platform's address, no reply-to", () => {
    expect(shopperMailSender("Metro Motor Group", {}, "alerts@forecourt.local")).toEqual({
      from: '"Metro Motor Group" <alerts@forecourt.local>',
    });
  });

  it("a site's own sender name, address and reply-to are what the shopper sees", () => {
    expect(
      shopperMailSender(
        "Metro Motor Group",
        {
          email_from_name: "Metro Toyota",
          email_from_address: "hello@metrotoyota.com.au",
          email_reply_to: "sales@metrotoyota.com.au",
        },
        "alerts@forecourt.local",
      ),
    ).toEqual({ from: '"Metro Toyota" <hello@metrotoyota.com.au>', replyTo: "sales@metrotoyota.com.au" });
  });

  it("a name cannot break out of the quoted From: quotes, backslashes and line breaks become spaces", () => {
    expect(mailDisplayName('Bob\'s "Best"\r\nBcc: x@y.z \\ Cars')).toBe("Bob's Best Bcc: x@y.z Cars");
    expect(mailDisplayName(' "" ')).toBe("Forecourt");
  });
});
