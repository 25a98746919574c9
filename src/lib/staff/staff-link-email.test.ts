import { describe, expect, it } from "vitest";
import { describeStaffRole, formatLinkExpiry, renderStaffLinkEmail } from "./staff-link-email";

const LINK = "http://console.localhost:3000/set-password?token=abc_DEF-123";
const EXPIRES = new Date("2026-11-24T02:00:00Z"); // 1:00 pm in Sydney (AEDT)

describe("issue 31 §2: the invitation e-mail says who, to what, the link and when it expires", () => {
  const email = renderStaffLinkEmail({
    kind: "invite",
    name: "Jo Citizen",
    link: LINK,
    expiresAt: EXPIRES,
    role: "manager",
    siteName: "Harbour Toyota",
    dealershipNames: ["Harbour Toyota Parramatta"],
    invitedBy: "Sam Boss",
  });

  it("has the invitation subject, and the link on a line of its own in the text", () => {
    expect(email.subject).toBe("You're invited to the Forecourt console");
    expect(email.text.split("\n")).toContain(LINK);
    expect(email.text).toMatch(/^Hello Jo Citizen,/);
  });

  it("names the inviter, the role and the site in words", () => {
    expect(email.text).toContain(
      "Sam Boss has invited you to the Forecourt dealer console as a manager at Harbour Toyota (dealership: Harbour Toyota Parramatta). The Manager role covers the dealerships assigned: leads,",
    );
  });

  it("says the link works once, for 24 hours, and when it expires on a named clock", () => {
    expect(email.text).toContain(
      "The link works once, for 24 hours: it expires on Tuesday 24 November 2026 at 1:00 pm AEDT.",
    );
    expect(email.html).toContain("Tuesday 24 November 2026 at 1:00 pm AEDT");
  });

  it("links the HTML button and the copyable address to the same link", () => {
    expect(email.html.match(/href="([^"]+)"/g)).toEqual([`href="${LINK}"`, `href="${LINK}"`]);
  });

  it("without an inviter (the command line) it says the person has been invited", () => {
    const plain = renderStaffLinkEmail({
      kind: "invite",
      name: "",
      link: LINK,
      expiresAt: EXPIRES,
      role: "operator",
    });
    expect(plain.text).toMatch(/^Hello,\n/);
    expect(plain.text).toContain(
      "You have been invited to the Forecourt dealer console as an operator (every site).",
    );
  });
});

describe("issue 31 §2: the password-reset e-mail", () => {
  it("has its own subject, the one-hour lifetime and the way out for someone who did not ask", () => {
    const email = renderStaffLinkEmail({
      kind: "reset",
      name: "Jo",
      link: LINK,
      expiresAt: EXPIRES,
      role: "sales",
      siteName: "Harbour Toyota",
    });
    expect(email.subject).toBe("Reset your Forecourt console password");
    expect(email.text).toContain("for 1 hour: it expires on Tuesday 24 November 2026 at 1:00 pm AEDT.");
    expect(email.text).toContain("If it was not you, ignore this e-mail: your password stays as it is.");
    expect(email.text.split("\n")).toContain(LINK);
  });
});

describe("names typed by people cannot inject markup or headers", () => {
  it("escapes names in the HTML and keeps them to one line in the text", () => {
    const email = renderStaffLinkEmail({
      kind: "invite",
      name: "<img src=x onerror=alert(1)>\nBcc: x@evil.example",
      link: LINK,
      expiresAt: EXPIRES,
      role: "group-admin",
      siteName: 'Harbour "<b>" Motors',
      invitedBy: "Eve\r\nSubject: hi",
    });
    expect(email.html).not.toContain("<img");
    expect(email.html).not.toContain("<b>");
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(email.text).toContain("Hello <img src=x onerror=alert(1)> Bcc: x@evil.example,");
    expect(email.text).toContain("Eve Subject: hi has invited you");
  });
});

describe("role words", () => {
  it("says the role with its article, the site and the dealerships", () => {
    expect(describeStaffRole({ role: "group-admin", siteName: "Metro" })).toBe("a group admin at Metro");
    expect(describeStaffRole({ role: "sales", siteName: "Metro", dealershipNames: ["A", "B"] })).toBe(
      "a sales person at Metro (dealerships: A, B)",
    );
    expect(describeStaffRole({ role: "operator" })).toBe("an operator (every site)");
  });

  it("formats an expiry on another clock when asked", () => {
    expect(formatLinkExpiry(EXPIRES, "Australia/Perth")).toBe("Tuesday 24 November 2026 at 10:00 am AWST");
  });
});
