/**
 * A backup of an embedded database is PGlite's own dump of its data directory: a tar archive (ustar,
 * as `dumpDataDir` writes it), gzipped. Before a restore hands one to PGlite, which ends the process
 * on an archive it cannot read, this reads the archive's headers: every one must add up to its
 * checksum, every entry must be whole and stay inside the data directory, the archive must end with
 * its end marker, and PostgreSQL's essentials must be there. Decision 0065.
 */

export type DataDirArchiveCheck =
  | { ok: true; files: number; postgresVersion: string }
  | { ok: false; reason: string };

/** The files without which a directory is no PostgreSQL data directory. */
export const DATA_DIR_ESSENTIALS = ["PG_VERSION", "global/pg_control"] as const;

const BLOCK = 512;

/** A NUL-terminated text field of a header. */
function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

/** An octal number field (size, checksum); NaN when it is not one. */
function octal(header: Uint8Array, start: number, length: number): number {
  const text = field(header, start, length).trim();
  return /^[0-7]+$/.test(text) ? Number.parseInt(text, 8) : Number.NaN;
}

/** The header's checksum as tar computes it: every byte, the checksum field counted as spaces. */
function headerSum(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return sum;
}

/** The entry's path inside the data directory: no leading `/` or `./`. */
function relativeName(header: Uint8Array): string {
  const name = field(header, 0, 100);
  const prefix = field(header, 257, 5) === "ustar" ? field(header, 345, 155) : "";
  return (prefix ? `${prefix}/${name}` : name).replace(/^(\.?\/)+/, "");
}

const isZeroBlock = (block: Uint8Array) => block.every((byte) => byte === 0);

/** Reads a data directory's tar archive (already gunzipped) without unpacking it. */
export function checkDataDirTar(tar: Uint8Array): DataDirArchiveCheck {
  if (tar.length === 0) return { ok: false, reason: "it is empty" };
  const seen = new Set<string>();
  let postgresVersion = "";
  let files = 0;
  let offset = 0;
  for (let index = 1; offset + BLOCK <= tar.length; index++) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (isZeroBlock(header)) break;
    if (octal(header, 148, 8) !== headerSum(header)) {
      return {
        ok: false,
        reason:
          index === 1
            ? "it is not a tar archive"
            : `it is damaged: entry ${index}'s header does not match its checksum`,
      };
    }
    const name = relativeName(header);
    const size = octal(header, 124, 12);
    if (Number.isNaN(size)) return { ok: false, reason: `it is damaged: entry ${index} has no size` };
    if (name.split("/").includes("..")) {
      return {
        ok: false,
        reason: `it names a file outside the data directory (${JSON.stringify(field(header, 0, 100))})`,
      };
    }
    const dataEnd = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (dataEnd > tar.length)
      return { ok: false, reason: `it is cut short: it ends inside ${field(header, 0, 100)}` };
    const type = String.fromCharCode(header[156] ?? 0);
    if (type === "0" || type === "\0") {
      files++;
      seen.add(name.replace(/\/+$/, ""));
      if (name === "PG_VERSION") {
        postgresVersion = new TextDecoder()
          .decode(tar.subarray(offset + BLOCK, offset + BLOCK + size))
          .trim();
      }
    }
    offset = dataEnd;
  }
  if (offset + BLOCK > tar.length) {
    return {
      ok: false,
      reason:
        offset === 0 ? "it is not a tar archive" : "it is cut short: it ends before the archive's end marker",
    };
  }
  const missing = DATA_DIR_ESSENTIALS.filter((name) => !seen.has(name));
  if (missing.length) {
    return { ok: false, reason: `it is not a PostgreSQL data directory: it has no ${missing.join(", ")}` };
  }
  return { ok: true, files, postgresVersion };
}
