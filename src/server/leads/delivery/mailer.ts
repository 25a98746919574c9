import "server-only";
import { createHash } from "node:crypto";
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { oneLine } from "@/lib/text/one-line";
import { writeFileAtomically } from "../../fs/atomic-write";

/**
 * The e-mail channel of lead delivery. The outbox hands it one message per delivery job and records
 * the outcome; `send` never throws and never retries, the outbox decides when to try again from
 * `retryable`.
 *
 * With `SMTP_URL` set, messages go to that relay. Without it they are written to a spool directory as
 * complete `.eml` files, so a laptop demo or a site without a relay still loses nothing and an operator
 * can open or re-send them. Either way the Message-ID is the caller's and stable per job, which makes a
 * retry the same message: the receiver can deduplicate it and the spool overwrites its own file.
 */

export type OutgoingMail = {
  /** Stable per delivery job, e.g. `<lead-uuid.dealer-email@forecourt.local>`; a retry reuses it so the receiver and the spool see one message. */
  messageId: string;
  /** e.g. '"Metro Motor Group website" <leads@metro.example>' */
  from: string;
  to: string[];
  /** The shopper's e-mail when they gave one. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  headers?: Record<string, string>;
};

export type MailOutcome =
  | {
      ok: true;
      transport: "smtp" | "spool";
      /** The Message-ID header as sent, in angle brackets. */
      messageId: string;
      /** The spooled file. */
      path?: string;
      /**
       * Recipients the SMTP server refused while it accepted the others. The message went out, so a
       * retry would only duplicate it for the accepted ones; this is for the dealer's delivery log.
       */
      rejected?: string[];
    }
  | { ok: false; retryable: boolean; reason: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<MailOutcome>;
  close(): Promise<void>;
  /** For logs, e.g. `smtp://mail.example.com:587` or `spool at /srv/forecourt/.data/mail`; never a credential. */
  readonly describe: string;
}

export type CreateMailerOptions = {
  /** `smtp://user:pass@host:587` or `smtps://…`; query parameters are nodemailer options (`?connectionTimeout=5000`). */
  smtpUrl?: string;
  spoolDir: string;
};

/**
 * Nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket; a delivery job should
 * give up far sooner and let the outbox retry. The URL's own query parameters still win.
 */
const SMTP_DEFAULTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
  dnsTimeout: 10_000,
} as const;
const REASON_DETAIL_CHARS = 160;
const SPOOL_NAME_CHARS = 150;

export function createMailer(options: CreateMailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl) : createSpoolMailer(options.spoolDir);
}

function createSmtpMailer(smtpUrl: string): Mailer {
  const endpoint = parseSmtpUrl(smtpUrl);
  const transporter = createTransport({
    ...SMTP_DEFAULTS,
    url: smtpUrl,
    pool: true,
    // The outbox owns retries: a connection dropped mid-message fails this attempt instead of being
    // re-queued inside the pool, where a send could stall for minutes.
    maxRequeues: 0,
  });

  return {
    describe: endpoint.describe,
    async send(mail) {
      const invalid = checkMail(mail);
      if (invalid) return invalid;
      try {
        const info = await transporter.sendMail({
          ...composerFields(mail),
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        const rejected = (info.rejected ?? []).map(String);
        return {
          ok: true,
          transport: "smtp",
          messageId: info.messageId,
          ...(rejected.length > 0 ? { rejected } : {}),
        };
      } catch (error) {
        return smtpFailure(error, endpoint);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

function createSpoolMailer(spoolDir: string): Mailer {
  const dir = path.resolve(spoolDir);
  return {
    describe: `spool at ${dir}`,
    async send(mail) {
      const invalid = checkMail(mail);
      if (invalid) return invalid;
      let message: Buffer;
      let messageId: string;
      try {
        const node = new MailComposer({
          ...composerFields(mail),
          disableFileAccess: true,
          disableUrlAccess: true,
        }).compile();
        messageId = node.messageId();
        message = await node.build();
      } catch (error) {
        // Building only fails on the message itself (e.g. an unusable address), so a retry fails too.
        return {
          ok: false,
          retryable: false,
          reason: `the message could not be built: ${describeError(error)}`,
        };
      }
      const file = path.join(dir, `${spoolFileName(messageId)}.eml`);
      try {
        await writeFileAtomically(file, message);
      } catch (error) {
        return {
          ok: false,
          retryable: true,
          reason: `could not write to the mail spool at ${dir}: ${describeError(error)}`,
        };
      }
      return { ok: true, transport: "spool", messageId, path: file };
    },
    async close() {},
  };
}

function composerFields(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        }
      : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/** Mistakes in the job itself: no retry can fix them. */
function checkMail(mail: OutgoingMail): MailOutcome | null {
  if (!mail.messageId.replace(/[<>\s]/g, "")) {
    return { ok: false, retryable: false, reason: "the message has no Message-ID" };
  }
  if (mail.to.length === 0) return { ok: false, retryable: false, reason: "the message has no recipients" };
  return null;
}

// ── SMTP ──────────────────────────────────────────────────────────────────────────────────────────

type SmtpEndpoint = { host: string; describe: string };

function parseSmtpUrl(smtpUrl: string): SmtpEndpoint {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // Never echo the value: it holds the password.
    throw new Error("SMTP_URL is not a valid URL (expected smtp://user:pass@host:587 or smtps://…)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (!url.hostname) throw new Error("SMTP_URL has no host");
  // Nodemailer's defaults when the URL names no port.
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  // Only scheme, host and port: the user name can be an API token too, and the query may carry TLS settings.
  return { host: url.hostname, describe: `${url.protocol}//${url.hostname}:${port}` };
}

type SmtpError = {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  permanent?: boolean;
  command?: string;
  message?: string;
};

/** The socket error beneath nodemailer's ESOCKET/EDNS, in words a dealer can read. */
const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "DNS lookup failed",
};

/** Codes nodemailer gives a failure that is about this message, not the connection or our settings. */
const MESSAGE_CODES = new Set(["EENVELOPE", "EMESSAGE", "EMAXRECIPIENTS", "EREQUIRETLS"]);

function smtpFailure(error: unknown, endpoint: SmtpEndpoint): MailOutcome {
  const err = (typeof error === "object" && error !== null ? error : { message: String(error) }) as SmtpError;
  const where = endpoint.host;

  if (err.responseCode) {
    const detail = clipReason(stripReplyCode(err.response ?? err.message ?? ""));
    const reply = `SMTP ${err.responseCode} from ${where}${detail ? `: ${detail}` : ""}`;
    // A refused login is our configuration, not the lead: keep the job until someone fixes SMTP_URL.
    if (err.code === "EAUTH") return { ok: false, retryable: true, reason: `login refused: ${reply}` };
    // Nodemailer's reading of RFC 5321: 5xx is permanent, except 503 (wrong session state).
    const permanent = err.permanent ?? (err.responseCode >= 500 && err.responseCode < 600);
    return { ok: false, retryable: !permanent, reason: reply };
  }

  const code = err.code ?? "";
  if (code === "ETIMEDOUT") return { ok: false, retryable: true, reason: `timed out talking to ${where}` };
  if (code === "EAUTH" || code === "ENOAUTH") {
    return {
      ok: false,
      retryable: true,
      reason: `SMTP login to ${where} failed: ${clipReason(err.message ?? "")}`,
    };
  }
  const socketCause = CONNECTION_CODES[err.originalCode ?? ""] ?? CONNECTION_CODES[code];
  if (socketCause)
    return { ok: false, retryable: true, reason: `could not connect to ${where}: ${socketCause}` };
  if (MESSAGE_CODES.has(code)) {
    return {
      ok: false,
      retryable: false,
      reason: `${where} refused the message: ${clipReason(err.message ?? code)}`,
    };
  }
  // Connection drops, TLS and DNS trouble, a closed pool, anything unknown: nothing is lost by trying again.
  return {
    ok: false,
    retryable: true,
    reason: `sending through ${where} failed: ${clipReason(err.message ?? code)}`,
  };
}

/** "550 5.1.1 mailbox unavailable" → "mailbox unavailable"; multi-line replies keep their last line. */
function stripReplyCode(response: string): string {
  const lines = response.split(/\r?\n/).filter((line) => line.trim());
  const last = lines.at(-1) ?? "";
  return last
    .replace(/^\d{3}[ -]?/, "")
    .replace(/^\d\.\d{1,3}\.\d{1,3}\s+/, "")
    .trim();
}

// ── Spool ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * A readable, file-system-safe name for a Message-ID: `<lead.dealer-email@forecourt.local>` becomes
 * `lead.dealer-email@forecourt.local`. When characters had to be replaced or the id is long, a hash of
 * the whole id keeps two different ids from sharing a file.
 */
function spoolFileName(messageId: string): string {
  const id = messageId.trim().replace(/^<|>$/g, "");
  const safe = id.replace(/[^A-Za-z0-9._@+=-]/g, "_").replace(/^\.+/, "_");
  if (safe === id && safe.length <= SPOOL_NAME_CHARS) return safe;
  const hash = createHash("sha256").update(id).digest("hex").slice(0, 12);
  return `${safe.slice(0, SPOOL_NAME_CHARS)}-${hash}`;
}

/**
 * Removes the temporary files of spool writes a kill interrupted (`writeFileAtomically` names them
 * `.<name>.<random>.tmp`; a SIGKILL between open and rename leaves one behind), those last written
 * before `writtenBefore`: the boot passes its own start, so none can be this process's. Complete
 * `.eml` files are never touched. Were another process writing into the same spool (each server is
 * meant to have its own DATA_DIR), its rename would fail and that delivery be retried: nothing is lost.
 * Returns how many were removed; a missing spool is none.
 */
export async function removeOrphanedSpoolFiles(spoolDir: string, writtenBefore: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(spoolDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!(name.startsWith(".") && name.endsWith(".tmp"))) continue;
    const file = path.join(spoolDir, name);
    try {
      const info = await stat(file);
      if (!info.isFile() || info.mtimeMs >= writtenBefore.getTime()) continue;
      await unlink(file);
      removed++;
    } catch {
      // Renamed or removed meanwhile: nothing left to clean.
    }
  }
  return removed;
}

/** Makes the rename itself durable. Not every platform can open a directory (Windows), hence best effort. */
function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === "string" && typeof message === "string")
      return clipReason(message.includes(code) ? message : `${code} ${message}`);
    if (typeof message === "string") return clipReason(message);
  }
  return clipReason(String(error));
}

function clipReason(text: string): string {
  return oneLine(text, REASON_DETAIL_CHARS);
}
