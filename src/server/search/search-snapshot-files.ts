import "server-only";
import { rmSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { SearchDocument } from "@/lib/search/search-document";
import {
  documentLines,
  parseSnapshotHeader,
  type SnapshotHeader,
  snapshotFileName,
  snapshotHeaderLine,
} from "@/lib/search/search-snapshot-format";

/*
 * The files of the search snapshots (decision 0089): `DATA_DIR/search-snapshots/<slug>.ndjson`,
 * written through `<slug>.ndjson.partial` and a rename, read a line at a time. Nothing here holds the
 * thread long: lines are made and parsed one at a time, with a pause whenever a slice of work passes
 * SLICE_MS, and the file is written in chunks of about a megabyte, each an asynchronous write.
 */

/** The folder under DATA_DIR that holds them; deleting it loses nothing but a faster next start. */
export const SEARCH_SNAPSHOTS_DIR = "search-snapshots";

const SLICE_MS = 8;
const CHUNK_BYTES = 1 << 20;

/** Deletes every site's snapshot (a restore, decision 0065: they describe the database it replaced). */
export function removeSearchSnapshots(dataDir: string): void {
  rmSync(path.join(dataDir, SEARCH_SNAPSHOTS_DIR), { recursive: true, force: true });
}

/** How old a `.partial` file must be before a start sweeps it: a write takes seconds, not an hour. */
export const PARTIAL_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the `.partial` files a crash or a kill left in `dir` mid-write, older than `olderThan`. A
 * site's next write would overwrite its own, but a site deleted or renamed since would keep its for
 * ever. A younger one may be another server's write under way (PostgreSQL servers may share a data
 * directory), and is left. Resolves with how many were removed.
 */
export async function sweepPartialSnapshots(dir: string, olderThan: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // No folder yet: nothing was ever written.
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".partial"))) {
    const file = path.join(dir, name);
    try {
      if ((await stat(file)).mtimeMs >= olderThan.getTime()) continue;
      await rm(file, { force: true });
      removed++;
    } catch {
      // Gone meanwhile (its write finished), or not ours to remove: either way not in the way.
    }
  }
  return removed;
}

/** The site's snapshot file in `dir`, or null when its slug is no plain file name. */
export function snapshotPath(dir: string, slug: string): string | null {
  const name = snapshotFileName(slug);
  return name ? path.join(dir, name) : null;
}

/** A stopwatch that pauses once a slice of work has run SLICE_MS. */
function slicer(pause: () => Promise<void>) {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < SLICE_MS) return;
    await pause();
    started = performance.now();
  };
}

/** Writes the snapshot: the header, then the documents a line per 100, then renames it into place. */
export async function writeSnapshotFile(
  file: string,
  header: SnapshotHeader,
  docs: readonly SearchDocument[],
  pause: () => Promise<void>,
): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const handle = await open(partial, "w", 0o600);
  let bytes = 0;
  try {
    const breathe = slicer(pause);
    let chunk: string[] = [snapshotHeaderLine(header)];
    let chunkBytes = chunk[0]!.length;
    for (const line of documentLines(docs)) {
      chunk.push(line);
      chunkBytes += line.length;
      if (chunkBytes >= CHUNK_BYTES) {
        bytes += (await handle.write(chunk.join(""))).bytesWritten;
        chunk = [];
        chunkBytes = 0;
      }
      await breathe();
    }
    if (chunk.length) bytes += (await handle.write(chunk.join(""))).bytesWritten;
    // On disk before it has its name: after a crash the name holds the old snapshot or the whole new one.
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
  return bytes;
}

/** A snapshot file opened: its header, and its documents read on demand. */
export type SnapshotFile = {
  header: SnapshotHeader;
  /** Every document, in order; rejects when a line does not parse or the count is not the header's. */
  documents(pause: () => Promise<void>): Promise<SearchDocument[]>;
};

/**
 * The file's lines, read a megabyte at a time and split at each newline byte. Node's readline over a
 * 64 KB stream spent about a second more than this on a 78 MB snapshot (its line-break regular
 * expression over every chunk, 1,200 chunks' turns of the loop). Closing early (a `break` or a throw
 * in the caller's `for await`) closes the file.
 */
export async function* lines(file: string, chunkBytes = CHUNK_BYTES): AsyncGenerator<string, void, void> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.allocUnsafe(chunkBytes);
    let rest: Buffer = Buffer.alloc(0);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, null);
      if (bytesRead === 0) break;
      const data = rest.length
        ? Buffer.concat([rest, buffer.subarray(0, bytesRead)])
        : buffer.subarray(0, bytesRead);
      let start = 0;
      for (let end = data.indexOf(10, start); end >= 0; end = data.indexOf(10, start)) {
        yield data.toString("utf8", start, end);
        start = end + 1;
      }
      // A copy: `buffer` is read into again.
      rest = Buffer.from(data.subarray(start));
    }
    if (rest.length) yield rest.toString("utf8");
  } finally {
    await handle.close();
  }
}

/**
 * The snapshot's header; null when there is no file. Rejects when the file's first line is no header
 * (a damaged or foreign file): the caller removes it.
 */
export async function openSnapshotFile(file: string): Promise<SnapshotFile | null> {
  let first: string | undefined;
  try {
    for await (const line of lines(file)) {
      first = line;
      break;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const header = first === undefined ? null : parseSnapshotHeader(first);
  if (!header) throw new Error("its first line is not a snapshot header");
  return { header, documents: (pause) => readDocuments(file, header, pause) };
}

async function readDocuments(
  file: string,
  header: SnapshotHeader,
  pause: () => Promise<void>,
): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  const breathe = slicer(pause);
  let number = 0;
  for await (const line of lines(file)) {
    number += 1;
    if (number === 1 || line === "") continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`line ${number} does not parse`);
    }
    if (!Array.isArray(parsed)) throw new Error(`line ${number} is not a list of documents`);
    for (const doc of parsed as SearchDocument[]) docs.push(doc);
    await breathe();
  }
  if (docs.length !== header.cars) {
    throw new Error(`it holds ${docs.length} documents, its header says ${header.cars}`);
  }
  return docs;
}
