// backend-independent: no database at all.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { readdir, readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer, removeOrphanedSpoolFiles } from "./mailer";
import { ADF, mail, runCleanups, SUBJECT, tempDir, track } from "./mailer-test-setup";
import { attachmentNamed, decodeWords, headersOf, leafParts } from "./raw-mail-reader";

afterEach(runCleanups);

describe("mailer: the spool (no SMTP_URL)", () => {
  it("issue 5: with no SMTP_URL every message is written as a complete .eml under the data directory", async () => {
    const spoolDir = path.join(await tempDir(), "mail", "outbox"); // missing: the mailer creates it
    const mailer = track(createMailer({ spoolDir }));

    const outcome = await mailer.send(mail());

    expect(outcome).toMatchObject({
      ok: true,
      transport: "spool",
      messageId: "<3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.dealer-email@forecourt.local>",
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.path).toBe(
      path.join(spoolDir, "3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.dealer-email@forecourt.local.eml"),
    );

    const raw = await readFile(outcome.path!, "utf8");
    const headers = headersOf(raw);
    expect(headers.get("message-id")).toBe(
      "<3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.dealer-email@forecourt.local>",
    );
    expect(headers.get("subject")).not.toContain("é"); // header is 7-bit, the subject is encoded…
    expect(decodeWords(headers.get("subject") ?? "")).toBe(SUBJECT); // …and decodes back exactly
    expect(headers.get("from")).toContain("<leads@metro.example>");
    expect(headers.get("to")).toBe("sales@metro.example, crm@metro.example");
    expect(headers.get("reply-to")).toBe("zoe@shopper.example");
    expect(headers.get("x-forecourt-lead")).toBe("3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f");
    expect(headers.get("date")).toBeTruthy();

    const parts = leafParts(raw);
    const text = parts.find((p) => p.headers.get("content-type")?.startsWith("text/plain"));
    const html = parts.find((p) => p.headers.get("content-type")?.startsWith("text/html"));
    expect(text?.body.toString("utf8")).toBe("Zoë would like to test drive the 2021 Toyota Corolla.");
    expect(html?.body.toString("utf8")).toContain("<b>2021 Toyota Corolla</b>");

    const adf = attachmentNamed(raw, "adf.xml");
    expect(adf?.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(adf?.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(adf?.body.toString("utf8")).toBe(ADF);
  });

  it("issue 5: a retry with the same Message-ID overwrites its .eml, leaving one file and no temporary files", async () => {
    const spoolDir = await tempDir();
    const mailer = track(createMailer({ spoolDir }));

    const first = await mailer.send(mail({ text: "first attempt" }));
    const retry = await mailer.send(mail({ text: "second attempt" }));
    const other = await mailer.send(
      mail({ messageId: "<3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.crm-adf@forecourt.local>" }),
    );

    expect(first.ok && retry.ok && other.ok).toBe(true);
    expect(first.ok && retry.ok && first.path === retry.path).toBe(true);
    expect((await readdir(spoolDir)).sort()).toEqual([
      "3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.crm-adf@forecourt.local.eml",
      "3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.dealer-email@forecourt.local.eml",
    ]);
    const raw = await readFile(retry.ok ? retry.path! : "", "utf8");
    const body = leafParts(raw).find((p) => p.headers.get("content-type")?.startsWith("text/plain"));
    expect(body?.body.toString("utf8")).toBe("second attempt");
  });

  it("issue 5: a Message-ID that is not a safe file name still lands inside the spool, and distinct ids stay distinct", async () => {
    const spoolDir = await tempDir();
    const mailer = track(createMailer({ spoolDir }));

    const sneaky = await mailer.send(mail({ messageId: "<../../etc/passwd@forecourt.local>" }));
    const lookalike = await mailer.send(mail({ messageId: "<.._.._etc_passwd@forecourt.local>" }));

    if (!sneaky.ok || !lookalike.ok) throw new Error("spool write failed");
    expect(path.dirname(sneaky.path!)).toBe(spoolDir);
    expect(path.dirname(lookalike.path!)).toBe(spoolDir);
    expect(sneaky.path).not.toBe(lookalike.path);
    expect((await readdir(spoolDir)).filter((name) => !name.endsWith(".eml"))).toEqual([]);
  });

  it("issue 5: a spool that cannot be written is a retryable failure with a readable reason", async () => {
    const notADirectory = path.join(await tempDir(), "mail");
    await writeFile(notADirectory, "a file where the spool directory should be");
    const mailer = track(createMailer({ spoolDir: notADirectory }));

    const outcome = await mailer.send(mail());

    expect(outcome).toMatchObject({ ok: false, retryable: true });
    expect(!outcome.ok && outcome.reason).toMatch(
      /could not write to the mail spool at .*mail: E(EXIST|NOTDIR)/,
    );
  });

  it("issue 16 §7: boot removes the temporary files a killed write left, and nothing else", async () => {
    const spoolDir = await tempDir();
    const mailer = track(createMailer({ spoolDir }));
    const sent = await mailer.send(mail());
    if (!sent.ok) throw new Error("spool write failed");
    const boot = new Date();
    const orphan = path.join(spoolDir, `.${path.basename(sent.path!)}.0a1b2c3d4e5f.tmp`);
    await writeFile(orphan, "half a message");
    const before = new Date(boot.getTime() - 60_000);
    await utimes(orphan, before, before);
    // Written since this process started: not a leftover (nothing here writes one, but it must survive).
    const current = path.join(spoolDir, ".another.eml.ffffffffffff.tmp");
    await writeFile(current, "being written");
    const since = new Date(boot.getTime() + 1_000);
    await utimes(current, since, since);
    await utimes(sent.path!, before, before);

    expect(await removeOrphanedSpoolFiles(spoolDir, boot)).toBe(1);
    expect((await readdir(spoolDir)).sort()).toEqual([
      ".another.eml.ffffffffffff.tmp",
      path.basename(sent.path!),
    ]);
    expect(await removeOrphanedSpoolFiles(path.join(spoolDir, "missing"), boot)).toBe(0);
  });

  it("describe names the spool directory", () => {
    expect(createMailer({ spoolDir: "/srv/forecourt/.data/mail" }).describe).toBe(
      "spool at /srv/forecourt/.data/mail",
    );
  });
});
