import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEml } from "../../../test/eml";
import type { DatabaseHandle } from "../db/client";
import { shopperNotices } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { createMailer, type Mailer, type OutgoingMail } from "../leads/delivery/mailer";
import { drainQueue } from "../outbox/outbox-worker";
import type { OutgoingSms, SmsSender } from "../sms/sms-sender";
import { readSite } from "../tenancy/sites";
import { noticesAbout, queueShopperNotice, shopperNoticeQueue } from "./shopper-notices";

/**
 * Issue 31 §5–6 "the shopper is told by SMS or e-mail through the outbox": a notice is one row per
 * channel, queued once per event, and sent by the outbox's claim-send-record cycle (a text through the
 * SmsSender, an e-mail through the mailer), retried after a failure like any outbox row.
 */
let handle: DatabaseHandle;
let siteId: number;
const mails: OutgoingMail[] = [];
const texts: OutgoingSms[] = [];
let mailFails = false;
const mailer: Mailer = {
  describe: "test",
  close: async () => {},
  send: async (mail) => {
    if (mailFails) return { ok: false, retryable: true, reason: "relay down" };
    mails.push(mail);
    return { ok: true, transport: "spool", messageId: mail.messageId };
  },
};
const sms: SmsSender = {
  describe: "test",
  send: async (message) => {
    texts.push(message);
    return { ok: true, provider: "test", id: String(texts.length) };
  },
};

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, {
    site: { slug: "notice-site", name: 'Notice "Motors"', dealerships: ["notice-dealer"] },
    dealerships: [{ slug: "notice-dealer", name: "Notice Dealer" }],
  });
  siteId = (await readSite(handle.db, "notice-site"))!.id;
});
afterAll(async () => {
  await handle?.close();
});

const message = { subject: "Your reservation is cancelled", text: "Hi Jane, …", sms: "Cancelled." };
const targets = [
  { channel: "email", target: "jane@example.com" },
  { channel: "sms", target: "+61412345678" },
] as const;

describe("shopper notices through the outbox", () => {
  it("queues one row per channel, once per event, and sends each on its channel under the site's name", async () => {
    const subject = { type: "reservation", id: "res_notice_test_1" } as const;
    const queue = (event: string) =>
      queueShopperNotice(handle.db, { siteId, subject, event, targets, message });
    expect(await queue("cancelled")).toBe(2);
    expect(await queue("cancelled")).toBe(0);
    const queued = await noticesAbout(handle.db, siteId, subject);
    expect(queued.map((n) => [n.channel, n.status])).toEqual([
      ["email", "pending"],
      ["sms", "pending"],
    ]);
    const queueOf = shopperNoticeQueue(handle.db, { sms, mailer, fromAddress: "alerts@forecourt.local" });
    expect(await drainQueue(queueOf)).toBe(2);
    expect(mails).toEqual([
      expect.objectContaining({
        from: '"Notice Motors" <alerts@forecourt.local>',
        to: ["jane@example.com"],
        subject: "Your reservation is cancelled",
        text: "Hi Jane, …",
      }),
    ]);
    expect(texts).toEqual([
      expect.objectContaining({
        to: "+61412345678",
        body: "Cancelled.",
        site: "notice-site",
        purpose: "shopper-notice",
      }),
    ]);
    expect((await noticesAbout(handle.db, siteId, subject)).map((n) => n.status)).toEqual([
      "delivered",
      "delivered",
    ]);
  });

  it("a notice is due at once on the worker's clock: a claim in the same millisecond sends it", async () => {
    const subject = { type: "reservation", id: "res_notice_test_3" } as const;
    const queuedAt = new Date();
    await queueShopperNotice(
      handle.db,
      { siteId, subject, event: "cancelled", targets: [targets[0]], message },
      queuedAt,
    );
    const sent = await drainQueue(
      shopperNoticeQueue(handle.db, { sms, mailer, fromAddress: "alerts@forecourt.local" }),
      () => queuedAt,
    );
    expect(sent).toBe(1);
    expect((await noticesAbout(handle.db, siteId, subject)).map((n) => n.status)).toEqual(["delivered"]);
  });

  it("a failed send stays pending for a retry, with the reason", async () => {
    const subject = { type: "trade-in", id: "tv_notice_test_2" } as const;
    await queueShopperNotice(handle.db, {
      siteId,
      subject,
      event: "offer:1",
      targets: [targets[0]],
      message,
    });
    mailFails = true;
    await drainQueue(shopperNoticeQueue(handle.db, { sms, mailer, fromAddress: "alerts@forecourt.local" }));
    mailFails = false;
    const [row] = await handle.db
      .select()
      .from(shopperNotices)
      .where(eq(shopperNotices.subjectId, subject.id));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringContaining("relay down"),
    });
  });

  it("issue 34: a confirmation with HTML goes as multipart/alternative, text and HTML, into the mail spool", async () => {
    const spoolDir = await mkdtemp(path.join(tmpdir(), "notice-spool-"));
    try {
      const subject = { type: "lead", id: "0f8fad5b-d9cb-469f-a165-70867728950e" } as const;
      await queueShopperNotice(handle.db, {
        siteId,
        subject,
        event: "received",
        targets: [targets[0]],
        message: { ...message, html: "<!DOCTYPE html><p>Hi Jane</p>" },
      });
      const spool = createMailer({ spoolDir });
      expect(
        await drainQueue(shopperNoticeQueue(handle.db, { sms, mailer: spool, fromAddress: "a@b.example" })),
      ).toBe(1);
      const [file] = await readdir(spoolDir);
      const eml = readEml(await readFile(path.join(spoolDir, file!), "utf8"));
      expect(eml.headers.get("content-type")).toMatch(/^multipart\/alternative;/);
      expect(eml.headers.get("to")).toBe("jane@example.com");
      expect(eml.text).toContain("Hi Jane, …");
      expect(eml.html).toContain("<p>Hi Jane</p>");
    } finally {
      await rm(spoolDir, { recursive: true, force: true });
    }
  });

  it("issue 34 item 2: a booking's confirmation carries its calendar invite as a text/calendar part", async () => {
    const spoolDir = await mkdtemp(path.join(tmpdir(), "notice-spool-"));
    try {
      const subject = { type: "lead", id: "5b1f8c1e-2a7d-4f3e-9c61-1d2e3f4a5b6c" } as const;
      const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
      await queueShopperNotice(handle.db, {
        siteId,
        subject,
        event: "received",
        targets: [targets[0]],
        message: {
          ...message,
          html: "<!DOCTYPE html><p>Hi Jane</p>",
          attachments: [
            { filename: "test-drive.ics", content: ics, contentType: "text/calendar; charset=utf-8" },
          ],
        },
      });
      const spool = createMailer({ spoolDir });
      expect(
        await drainQueue(shopperNoticeQueue(handle.db, { sms, mailer: spool, fromAddress: "a@b.example" })),
      ).toBe(1);
      const [file] = await readdir(spoolDir);
      const raw = await readFile(path.join(spoolDir, file!), "utf8");
      const eml = readEml(raw);
      expect(eml.headers.get("content-type")).toMatch(/^multipart\/mixed;/);
      expect(eml.text).toContain("Hi Jane, …");
      expect(eml.calendar).toBe(ics.replace(/\r\n/g, "\n"));
      expect(raw).toMatch(/filename=test-drive\.ics/);
    } finally {
      await rm(spoolDir, { recursive: true, force: true });
    }
  });
});

describe("a site's own e-mail sender (issue 36 item 2)", () => {
  it("issue 36 item 2: a site's own sender name, address and reply-to are on its shoppers' e-mails", async () => {
    await importBundle(handle.db, {
      site: {
        slug: "own-sender-site",
        name: "Own Sender Motors",
        dealerships: ["own-sender-dealer"],
        config: {
          messaging: {
            email_from_name: "Own Sender Toyota",
            email_from_address: "hello@ownsender.example",
            email_reply_to: "sales@ownsender.example",
          },
        },
      },
      dealerships: [{ slug: "own-sender-dealer", name: "Own Sender Dealer" }],
    });
    const ownSiteId = (await readSite(handle.db, "own-sender-site"))!.id;
    const subject = { type: "reservation", id: "res_own_sender_1" } as const;
    await queueShopperNotice(handle.db, { siteId: ownSiteId, subject, event: "cancelled", targets, message });
    mails.length = 0;
    texts.length = 0;
    await drainQueue(shopperNoticeQueue(handle.db, { sms, mailer, fromAddress: "alerts@forecourt.local" }));
    expect(mails).toEqual([
      expect.objectContaining({
        from: '"Own Sender Toyota" <hello@ownsender.example>',
        replyTo: "sales@ownsender.example",
        to: ["jane@example.com"],
      }),
    ]);
    // The text names its site, so the site-aware SmsSender can give it the site's sender id.
    expect(texts).toEqual([expect.objectContaining({ site: "own-sender-site" })]);
  });
});
