import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * Write to a temporary file beside the target, flush it, then rename over the target: a crash leaves
 * either the old file or the new one, never half a file, and the same name is overwritten on retry.
 * Temporary names start with a dot and end in `.tmp`, so nothing reading the directory's own files
 * (`*.eml` in the mail spool, `*.json` in the SMS outbox) ever sees them.
 */
export async function writeFileAtomically(file: string, data: Buffer | string, mode = 0o640): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temp, "wx", mode);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  await syncDirectory(dir);
}

async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // The file is complete either way; only its name might not survive a power cut.
  }
}
