import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer, type Mailer, type OutgoingMail, removeOrphanedSpoolFiles } from "./mailer";

const ADF =
  '<?adf version="1.0"?>\n<?xml version="1.0"?>\n<adf><prospect><customer>Zoë</customer></prospect></adf>\n';
const SUBJECT = "Test Drive enquiry: Café — ✓";

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    messageId: "<3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f.dealer-email@forecourt.local>",
    from: '"Metro Motor Group website" <leads@metro.example>',
    to: ["sales@metro.example", "crm@metro.example"],
    replyTo: "zoe@shopper.example",
    subject: SUBJECT,
    text: "Zoë would like to test drive the 2021 Toyota Corolla.",
    html: "<p>Zoë would like to test drive the <b>2021 Toyota Corolla</b>.</p>",
    attachments: [{ filename: "adf.xml", content: ADF, contentType: "application/xml" }],
    headers: { "X-Forecourt-Lead": "3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f" },
    ...overrides,
  };
}

// ── cleanup ──────────────────────────────────────────────────────────────────────────────────────

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  // Mailers first: the SMTP server's close waits for the pool's idle connections to go.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "forecourt-mailer-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function track(mailer: Mailer): Mailer {
  cleanups.push(() => mailer.close());
  return mailer;
}

// ── a hand-rolled reader for the parts of RFC 5322 / 2045 / 2047 these tests look at ──────────────

/** Header block of a message or part, unfolded, keys lower-cased (first occurrence wins). */
function headersOf(raw: string): Map<string, string> {
  const block = raw.split(/\r\n\r\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    const key = line.slice(0, colon).toLowerCase();
    if (colon > 0 && !headers.has(key)) headers.set(key, line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words, adjacent ones joined at the byte level since a character may span two. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g;
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/(?:=\?[^?]+\?[bBqQ]\?[^?]*\?=)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , encoding, text = ""] of run.matchAll(word)) {
      bytes.push(
        encoding?.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              "latin1",
            ),
      );
    }
    return Buffer.concat(bytes).toString("utf8");
  });
}

/** Every leaf part of a multipart message, with its headers and transfer-decoded body. */
function leafParts(raw: string): Array<{ headers: Map<string, string>; body: Buffer }> {
  const headers = headersOf(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1);
    return sections.flatMap((section) => leafParts(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          )
        : Buffer.from(body, "utf8");
  return [{ headers, body: decoded }];
}

function attachmentNamed(raw: string, filename: string) {
  return leafParts(raw).find(
    (part) => /filename="?([^";]+)"?/.exec(part.headers.get("content-disposition") ?? "")?.[1] === filename,
  );
}

// ── spool ────────────────────────────────────────────────────────────────────────────────────────

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

// ── SMTP ─────────────────────────────────────────────────────────────────────────────────────────

type Received = { from: string; to: string[]; raw: string; session: SMTPServerSession };

/** A real SMTP server on loopback; `answer` decides each DATA reply (undefined → 250 accepted). */
async function smtpServer(
  answer: () => Error | undefined = () => undefined,
  rejectRecipient: (address: string) => Error | undefined = () => undefined,
) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(rejectRecipient(address.address) ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const error = answer();
        if (!error) {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
            session,
          });
        }
        callback(error ?? null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, received, url: `smtp://127.0.0.1:${port}` };
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** A port that was just free: a server listened on it and closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

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

  it("issue 5: a relay that is down is retried, and the attempt gives up quickly", async () => {
    const port = await closedPort();
    const mailer = track(
      createMailer({ smtpUrl: `smtp://127.0.0.1:${port}?connectionTimeout=500`, spoolDir: await tempDir() }),
    );

    const started = Date.now();
    const outcome = await mailer.send(mail());

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      reason: "could not connect to 127.0.0.1: connection refused",
    });
  });

  it("issue 5: a relay that accepts the connection but never answers times out and is retried", async () => {
    const silent = net.createServer(() => {}); // accepts, never sends a greeting
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          silent.close(() => resolve());
        }),
    );
    const { port } = silent.address() as AddressInfo;
    const mailer = track(
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}?connectionTimeout=600&greetingTimeout=300`,
        spoolDir: await tempDir(),
      }),
    );

    const started = Date.now();
    const outcome = await mailer.send(mail());

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(outcome).toEqual({ ok: false, retryable: true, reason: "timed out talking to 127.0.0.1" });
  });

  it("issue 5: a refused SMTP login keeps the job (retryable), because fixing SMTP_URL should deliver it", async () => {
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "leads" && auth.password === "right") return callback(null, { user: "leads" });
        callback(smtpError(535, "5.7.8 authentication credentials invalid"));
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const wrong = track(
      createMailer({ smtpUrl: `smtp://leads:wrong@127.0.0.1:${port}`, spoolDir: await tempDir() }),
    );
    const right = track(
      createMailer({ smtpUrl: `smtp://leads:right@127.0.0.1:${port}`, spoolDir: await tempDir() }),
    );

    const refused = await wrong.send(mail());
    expect(refused).toMatchObject({ ok: false, retryable: true });
    expect(!refused.ok && refused.reason).toMatch(/^login refused: SMTP 535 from 127\.0\.0\.1/);
    expect(!refused.ok && refused.reason).not.toContain("wrong");
    expect(await right.send(mail())).toMatchObject({ ok: true, transport: "smtp" });
  });

  it("describe shows scheme, host and port but never the password or user name", () => {
    const smtp = createMailer({
      smtpUrl: "smtp://apikey:s3cr3t-pa55@mail.example.com:587",
      spoolDir: "/tmp/unused",
    });
    const smtps = createMailer({
      smtpUrl: "smtps://leads%40metro:hunter2@mail.example.com",
      spoolDir: "/tmp/unused",
    });
    cleanups.push(
      () => smtp.close(),
      () => smtps.close(),
    );

    expect(smtp.describe).toBe("smtp://mail.example.com:587");
    expect(smtps.describe).toBe("smtps://mail.example.com:465");
    for (const text of [smtp.describe, smtps.describe]) {
      expect(text).not.toMatch(/s3cr3t|hunter2|apikey|leads/);
    }
  });

  it("a malformed SMTP_URL fails at start-up without echoing its password", () => {
    expect(() =>
      createMailer({ smtpUrl: "mail.example.com:587 pass=s3cr3t", spoolDir: "/tmp/unused" }),
    ).toThrow(/SMTP_URL/);
    expect(() =>
      createMailer({ smtpUrl: "https://u:s3cr3t@mail.example.com", spoolDir: "/tmp/unused" }),
    ).toThrow(/^(?!.*s3cr3t).*smtp:\/\//);
  });
});
