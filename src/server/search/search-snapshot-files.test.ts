import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lines, sweepPartialSnapshots } from "./search-snapshot-files";

/**
 * Decision 0089's reader of snapshot lines (fifth session: a megabyte at a time, split at newline
 * bytes): every line comes back whole and in order, whatever the chunks cut through, a multi-byte
 * character included, and a last line without its newline is not lost.
 */
const dir = mkdtempSync(path.join(tmpdir(), "snapshot-lines-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function read(text: string, chunkBytes: number): Promise<string[]> {
  const file = path.join(dir, `f-${chunkBytes}-${text.length}.ndjson`);
  writeFileSync(file, text);
  const out: string[] = [];
  for await (const line of lines(file, chunkBytes)) out.push(line);
  return out;
}

describe("snapshot lines read in chunks (decision 0089)", () => {
  const written = ['{"format":2}', '[{"name":"Škoda Kodiaq – 7 seats"}]', "", '[{"colour":"Crème"}]'];

  it("gives every line whole and in order, for chunks smaller than a line, than a character, and larger than the file", async () => {
    const text = `${written.join("\n")}\n`;
    for (const chunk of [1, 2, 3, 7, 64, 1 << 20]) expect(await read(text, chunk)).toEqual(written);
  });

  it("keeps a last line that has no newline", async () => {
    expect(await read("a\nb", 3)).toEqual(["a", "b"]);
  });

  it("a reader stopped early (the header read alone) closes its file and reads no further", async () => {
    const file = path.join(dir, "early.ndjson");
    writeFileSync(file, "header\nrest\n");
    for await (const line of lines(file, 4)) {
      expect(line).toBe("header");
      break;
    }
  });
});

describe("a start sweeps what a crash left mid-write (decision 0089, sixth session)", () => {
  it("removes a .partial file older than the bound, and leaves a younger one and every snapshot", async () => {
    const folder = path.join(dir, "sweep");
    mkdirSync(folder);
    const now = Date.now();
    const file = (name: string, ageMs: number) => {
      const at = path.join(folder, name);
      writeFileSync(at, "{}\n");
      utimesSync(at, (now - ageMs) / 1000, (now - ageMs) / 1000);
      return at;
    };
    const crashed = file("gone-site.ndjson.partial", 2 * 60 * 60 * 1000);
    const underWay = file("busy-site.ndjson.partial", 5_000);
    const snapshot = file("old-site.ndjson", 48 * 60 * 60 * 1000);
    expect(await sweepPartialSnapshots(folder, new Date(now - 60 * 60 * 1000))).toBe(1);
    expect(existsSync(crashed)).toBe(false);
    expect(existsSync(underWay)).toBe(true);
    expect(existsSync(snapshot)).toBe(true);
  });

  it("a folder that is not there yet is nothing to sweep", async () => {
    expect(await sweepPartialSnapshots(path.join(dir, "never-written"), new Date())).toBe(0);
  });
});
