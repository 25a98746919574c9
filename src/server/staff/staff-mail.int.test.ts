import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { readEml } from "../../../test/eml";
import { createMailer } from "../leads/delivery/mailer";
import { sendStaffLinkMail, staffLinkUrl, staffMailStatus } from "./staff-mail";

/**
 * Issue 31 §2 "invitations by e-mail (the existing mail spool without SMTP), password reset": what
 * lands in DATA_DIR/mail is a complete message with the subject, the link and when it expires.
 */
let dataDir: string;
const settings = () => parseEnv({ DATA_DIR: dataDir, CONSOLE_HOST: "console.forecourt.example" });
const EXPIRES = new Date("2026-11-24T02:00:00Z");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "forecourt-staff-mail-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("staff e-mails into the mail spool (no SMTP_URL)", () => {
  it("an invitation is spooled as an .eml with the subject, the link and its expiry, from CONSOLE_MAIL_FROM", async () => {
    const mailer = createMailer({ spoolDir: path.join(dataDir, "mail") });
    const link = staffLinkUrl("tok_en-with=odd/characters+and-a-long-tail-of-base64url", settings());
    expect(link).toBe(
      "https://console.forecourt.example/set-password?token=tok_en-with%3Dodd%2Fcharacters%2Band-a-long-tail-of-base64url",
    );
    const outcome = await sendStaffLinkMail(mailer, {
      kind: "invite",
      to: "jo@harbour.example",
      name: "Jo Citizen",
      link,
      expiresAt: EXPIRES,
      role: "group-admin",
      siteName: "Harbour Toyota",
    });
    expect(staffMailStatus(outcome)).toBe("spooled");
    if (!outcome.ok) throw new Error(outcome.reason);
    const eml = readEml(await readFile(outcome.path!, "utf8"));
    expect(eml.headers.get("subject")).toBe("You're invited to the Forecourt console");
    expect(eml.headers.get("from")).toBe("Forecourt console <console@forecourt.local>");
    expect(eml.headers.get("to")).toBe("jo@harbour.example");
    expect(eml.text.split("\n")).toContain(link);
    expect(eml.text).toContain("as a group admin at Harbour Toyota");
    expect(eml.text).toContain("it expires on Tuesday 24 November 2026 at 1:00 pm AEDT");
    expect(eml.html).toContain(`href="${link}"`);
    // The Message-ID names the link by a hash, never the token.
    expect(eml.headers.get("message-id")).toMatch(/^<staff-invite-[0-9a-f]{32}@forecourt\.local>$/);
    expect(outcome.path).not.toContain("tok_en");
  });

  it("one message per link: sending the same link again overwrites its own file", async () => {
    const spoolDir = path.join(dataDir, "again");
    const mailer = createMailer({ spoolDir });
    const mail = {
      kind: "reset" as const,
      to: "jo@harbour.example",
      from: "Console <console@harbour.example>",
      name: "Jo",
      link: staffLinkUrl("reset-token", settings()),
      expiresAt: EXPIRES,
      role: "manager" as const,
    };
    const first = await sendStaffLinkMail(mailer, mail);
    const second = await sendStaffLinkMail(mailer, mail);
    const other = await sendStaffLinkMail(mailer, { ...mail, link: staffLinkUrl("other-token", settings()) });
    expect(first.ok && second.ok && other.ok).toBe(true);
    expect(first.ok && second.ok && first.messageId === second.messageId).toBe(true);
    expect(await readdir(spoolDir)).toHaveLength(2);
    if (!first.ok) throw new Error(first.reason);
    const eml = readEml(await readFile(first.path!, "utf8"));
    expect(eml.headers.get("subject")).toBe("Reset your Forecourt console password");
    expect(eml.headers.get("from")).toBe("Console <console@harbour.example>");
    expect(eml.text).toContain("for 1 hour: it expires on Tuesday 24 November 2026 at 1:00 pm AEDT");
  });

  it("a send that fails is reported as not sent, never thrown", async () => {
    const outcome = await sendStaffLinkMail(createMailer({ spoolDir: "/dev/null/cannot-be-a-directory" }), {
      kind: "invite",
      to: "jo@harbour.example",
      name: "",
      link: staffLinkUrl("x", settings()),
      expiresAt: EXPIRES,
      role: "operator",
    });
    expect(staffMailStatus(outcome)).toBe("not-sent");
  });
});
