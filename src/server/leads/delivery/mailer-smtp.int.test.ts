// backend-independent: no database at all.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { ADF, mail, runCleanups, SUBJECT, tempDir, track } from "./mailer-test-setup";
import { attachmentNamed, decodeWords, headersOf } from "./raw-mail-reader";
import { smtpError, smtpServer } from "./smtp-test-server";

afterEach(runCleanups);

describe("mailer: SMTP (SMTP_URL set)", () => {
  it("issue 5: with SMTP_URL the message reaches the relay with its envelope recipients and stable Message-ID", async () => {
    const smtp = await smtpServer();
    const mailer = track(createMailer({ smtpUrl: smtp.url, spoolDir: await tempDir() }));

    const outcome = await mailer.send(mail());

    expect(outcome).toEqual({
      ok: true,
      transport: "smtp",
      messageId: "<3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.dealer-email@forecourt.local>",
    });
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got?.from).toBe("leads@metro.example");
    expect(got?.to).toEqual(["sales@metro.example", "crm@metro.example"]);
    const headers = headersOf(got?.raw ?? "");
    expect(headers.get("message-id")).toBe(
      "<3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.dealer-email@forecourt.local>",
    );
    expect(decodeWords(headers.get("subject") ?? "")).toBe(SUBJECT);
    expect(headers.get("reply-to")).toBe("zoe@shopper.example");
    expect(headers.get("x-forecourt-lead")).toBe("3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f");
    expect(attachmentNamed(got?.raw ?? "", "adf.xml")?.body.toString("utf8")).toBe(ADF);
  });

  it("issue 5: a retry sends the same Message-ID again, so the receiver can tell it is one message", async () => {
    const smtp = await smtpServer();
    const mailer = track(createMailer({ smtpUrl: smtp.url, spoolDir: await tempDir() }));

    await mailer.send(mail());
    await mailer.send(mail());

    const ids = smtp.received.map((r) => headersOf(r.raw).get("message-id"));
    expect(ids).toEqual([ids[0], ids[0]]);
  });

  it("issue 5: a permanent rejection (550) is not retried and says who refused it and why", async () => {
    const smtp = await smtpServer(() => smtpError(550, "mailbox unavailable"));
    const mailer = track(createMailer({ smtpUrl: smtp.url, spoolDir: await tempDir() }));

    expect(await mailer.send(mail())).toEqual({
      ok: false,
      retryable: false,
      reason: "SMTP 550 from 127.0.0.1: mailbox unavailable",
    });
  });

  it("issue 5: a temporary rejection (451) is retried", async () => {
    const smtp = await smtpServer(() => smtpError(451, "greylisted, try again later"));
    const mailer = track(createMailer({ smtpUrl: smtp.url, spoolDir: await tempDir() }));

    expect(await mailer.send(mail())).toEqual({
      ok: false,
      retryable: true,
      reason: "SMTP 451 from 127.0.0.1: greylisted, try again later",
    });
  });

  it("issue 5: when every recipient is refused (550 at RCPT) the message fails for good", async () => {
    const smtp = await smtpServer(undefined, () => smtpError(550, "no such user here"));
    const mailer = track(createMailer({ smtpUrl: smtp.url, spoolDir: await tempDir() }));

    expect(await mailer.send(mail())).toEqual({
      ok: false,
      retryable: false,
      reason: "SMTP 550 from 127.0.0.1: no such user here",
    });
    expect(smtp.received).toEqual([]);
  });

  it("issue 5: when only some recipients are refused the message counts as sent and names the refused ones", async () => {
    const smtp = await smtpServer(undefined, (address) =>
      address === "crm@metro.example" ? smtpError(550, "no such user here") : undefined,
    );
    const mailer = track(createMailer({ smtpUrl: smtp.url, spoolDir: await tempDir() }));

    expect(await mailer.send(mail())).toMatchObject({
      ok: true,
      transport: "smtp",
      rejected: ["crm@metro.example"],
    });
    expect(smtp.received.map((r) => r.to)).toEqual([["sales@metro.example"]]);
  });
});
