import "server-only";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Mailer, OutgoingMail } from "./mailer";

/**
 * Test support for the mailer's integration tests: the sample dealer e-mail they send, and a cleanup
 * list for the temp spools, mailers and servers a test opens (run it from `afterEach(runCleanups)`).
 */

export const ADF =
  '<?adf version="1.0"?>\n<?xml version="1.0"?>\n<adf><prospect><customer>Zoë</customer></prospect></adf>\n';
export const SUBJECT = "Test Drive enquiry: Café — ✓";

export function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
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

export const cleanups: Array<() => Promise<void>> = [];

/** Undoes what the test opened, newest first. */
export async function runCleanups(): Promise<void> {
  // Mailers first: the SMTP server's close waits for the pool's idle connections to go.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "forecourt-mailer-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

export function track(mailer: Mailer): Mailer {
  cleanups.push(() => mailer.close());
  return mailer;
}
