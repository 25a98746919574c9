import { describe, expect, it } from "vitest";
import { checkDataDirTar, DATA_DIR_ESSENTIALS } from "./data-dir-archive";

/**
 * Issue 36 item 5 (decision 0065): `forecourt restore` reads a backup before PGlite does, so a file that
 * is not a whole PGlite data directory is refused with its reason, and the data directory in place is
 * never touched. (PGlite, handed a broken archive, throws from inside a stream and ends the process.)
 */

/** One ustar entry (header and data padded to 512-byte blocks), as tar and PGlite write them. */
function entry(name: string, data = "", type = "0"): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, "utf8");
  header.write("0000644\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${Buffer.byteLength(data).toString(8).padStart(11, "0")}\0`, 124);
  header.write("15302234773\0", 136);
  header.write(type, 156);
  header.write("ustar\0" + "00", 257);
  header.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(data) / 512) * 512);
  body.write(data);
  return Buffer.concat([header, body]);
}

const END = Buffer.alloc(1024);
const dataDir = (...more: Buffer[]) =>
  Buffer.concat([
    entry("/PG_VERSION", "17\n"),
    entry("/base", "", "5"),
    entry("/base/1/112", "x".repeat(700)),
    entry("/global/pg_control", "c".repeat(100)),
    ...more,
    END,
  ]);

describe("checking a backup's data directory before it is restored (issue 36 item 5)", () => {
  it("takes a whole data directory and tells its PostgreSQL version and size", () => {
    expect(checkDataDirTar(dataDir())).toEqual({ ok: true, files: 3, postgresVersion: "17" });
  });

  it("names the essentials it looks for", () => {
    expect(DATA_DIR_ESSENTIALS).toEqual(["PG_VERSION", "global/pg_control"]);
  });

  it("takes entry names with or without a leading slash or ./", () => {
    const relative = Buffer.concat([entry("./PG_VERSION", "16\n"), entry("global/pg_control", "c"), END]);
    expect(checkDataDirTar(relative)).toMatchObject({ ok: true, postgresVersion: "16" });
  });

  it("refuses an archive cut short, inside an entry or before its end", () => {
    const whole = dataDir();
    expect(checkDataDirTar(whole.subarray(0, 512 * 4 + 100))).toEqual({
      ok: false,
      reason: "it is cut short: it ends inside /base/1/112",
    });
    expect(checkDataDirTar(whole.subarray(0, whole.length - 1024))).toEqual({
      ok: false,
      reason: "it is cut short: it ends before the archive's end marker",
    });
  });

  it("refuses a damaged header (its checksum no longer adds up)", () => {
    const damaged = dataDir();
    // Entry 3 (/base/1/112) starts at block 3.
    damaged.writeUInt8(damaged.readUInt8(512 * 3 + 3) ^ 0xff, 512 * 3 + 3);
    expect(checkDataDirTar(damaged)).toEqual({
      ok: false,
      reason: "it is damaged: entry 3's header does not match its checksum",
    });
  });

  it("refuses what is not a tar archive at all", () => {
    expect(checkDataDirTar(Buffer.from('{"site": {}}\n'.repeat(100)))).toEqual({
      ok: false,
      reason: "it is not a tar archive",
    });
    expect(checkDataDirTar(Buffer.alloc(0))).toEqual({ ok: false, reason: "it is empty" });
  });

  it("refuses an archive of something other than a PostgreSQL data directory", () => {
    const other = Buffer.concat([entry("notes.txt", "hello"), END]);
    expect(checkDataDirTar(other)).toEqual({
      ok: false,
      reason: "it is not a PostgreSQL data directory: it has no PG_VERSION, global/pg_control",
    });
  });

  it("refuses an entry that would be written outside the data directory", () => {
    expect(checkDataDirTar(dataDir(entry("/base/../../etc/passwd", "x")))).toEqual({
      ok: false,
      reason: 'it names a file outside the data directory ("/base/../../etc/passwd")',
    });
  });
});
