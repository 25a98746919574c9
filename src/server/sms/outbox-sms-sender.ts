import "server-only";
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "../fs/atomic-write";
import type { OutgoingSms, SmsOutcome, SmsSender } from "./sms-sender";

/**
 * The local default (issue 21 §1 "the local default writes the message to a dev outbox (DATA_DIR/sms)"):
 * each message is one JSON file, written atomically, named so the directory lists oldest first. Nothing
 * leaves the machine: a laptop demo or a test reads its codes from here, or from the dev outbox page
 * (`/dev/sms`, never in production).
 */
export type OutboxMessage = OutgoingSms & { id: string; sentAt: string };

export function outboxSmsSender(dir: string, now: () => Date = () => new Date()): SmsSender {
  return {
    describe: `dev outbox at ${dir}`,
    async send(message: OutgoingSms): Promise<SmsOutcome> {
      const sentAt = now();
      const id = randomUUID();
      const record: OutboxMessage = { ...message, id, sentAt: sentAt.toISOString() };
      try {
        await writeFileAtomically(
          path.join(dir, outboxFileName(sentAt, id)),
          `${JSON.stringify(record, null, 2)}\n`,
          0o600,
        );
        return { ok: true, provider: "outbox", id };
      } catch (error) {
        return {
          ok: false,
          retryable: true,
          reason: `could not write to the dev outbox: ${errorCode(error)}`,
        };
      }
    },
  };
}

/** `20261124T230001123Z-<uuid>.json`: sorting the names sorts by time. */
function outboxFileName(sentAt: Date, id: string): string {
  return `${sentAt.toISOString().replace(/[-:.]/g, "")}-${id}.json`;
}

/**
 * The newest `limit` messages in the outbox for one site, newest first. Files that are not a message
 * (a half-written temp file has a leading dot and is skipped; anything unreadable is left out).
 */
export async function readOutbox(dir: string, site: string, limit = 50): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names
    .filter((n) => n.endsWith(".json") && !n.startsWith("."))
    .sort()
    .reverse();
  const messages: OutboxMessage[] = [];
  for (const name of files) {
    if (messages.length >= limit) break;
    try {
      const parsed = JSON.parse(await readFile(path.join(dir, name), "utf8")) as Partial<OutboxMessage>;
      if (parsed.site === site && typeof parsed.body === "string" && typeof parsed.to === "string") {
        messages.push(parsed as OutboxMessage);
      }
    } catch {
      // Not one of ours, or removed while we read: skip it.
    }
  }
  return messages;
}

function errorCode(error: unknown): string {
  return error && typeof error === "object" && "code" in error ? String(error.code) : "write failed";
}
