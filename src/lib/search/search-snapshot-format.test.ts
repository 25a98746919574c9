import { describe, expect, it } from "vitest";
import {
  documentLines,
  parseSnapshotHeader,
  SEARCH_SNAPSHOT_FORMAT,
  type SnapshotHeader,
  snapshotFileName,
  snapshotHeaderLine,
  snapshotRefusal,
} from "./search-snapshot-format";

const header: SnapshotHeader = {
  format: SEARCH_SNAPSHOT_FORMAT,
  site: "metro-motor-group",
  database: "7712914141667590186:5",
  recipe: "abc123",
  version: "12|3|[[1,2]]",
  basis: { stock: "12", cars: "9", xmin: 7_400 },
  staleAt: null,
  cars: 250,
  writtenAt: "2026-11-27T18:00:00.000Z",
};

const expected = { site: header.site, database: header.database, recipe: header.recipe };

describe("a search snapshot's header (issue 35 §2, decision 0089)", () => {
  it("reads back what it wrote, a staleAt of never as null", () => {
    const line = snapshotHeaderLine({ ...header, staleAt: Number.POSITIVE_INFINITY });
    expect(line.endsWith("\n")).toBe(true);
    expect(parseSnapshotHeader(line.trim())).toEqual(header);
    const soon = parseSnapshotHeader(snapshotHeaderLine({ ...header, staleAt: 1_800_000_000_000 }).trim());
    expect(soon?.staleAt).toBe(1_800_000_000_000);
  });

  it("is null for a line that is not a header (damaged, cut, or not JSON at all)", () => {
    const line = snapshotHeaderLine(header).trim();
    expect(parseSnapshotHeader(line.slice(0, 40))).toBeNull();
    expect(parseSnapshotHeader("not json")).toBeNull();
    expect(parseSnapshotHeader(JSON.stringify({ ...header, basis: { stock: 1 } }))).toBeNull();
    expect(parseSnapshotHeader(JSON.stringify([1, 2]))).toBeNull();
  });

  it("is refused, with the reason, when it is another site's, another database's, an older format or another way of reading cars", () => {
    expect(snapshotRefusal(header, expected)).toBeNull();
    expect(snapshotRefusal({ ...header, format: SEARCH_SNAPSHOT_FORMAT - 1 }, expected)).toMatch(/format/);
    expect(snapshotRefusal({ ...header, site: "harbour-toyota" }, expected)).toMatch(/another site/);
    expect(snapshotRefusal({ ...header, database: "1:5" }, expected)).toMatch(/another database/);
    expect(snapshotRefusal({ ...header, recipe: "def" }, expected)).toMatch(
      /reads cars as documents differently/,
    );
  });

  it("names a file only for a slug that is a plain file name", () => {
    expect(snapshotFileName("metro-motor-group")).toBe("metro-motor-group.ndjson");
    expect(snapshotFileName("../etc/passwd")).toBeNull();
    expect(snapshotFileName("")).toBeNull();
  });
});

describe("a snapshot's documents, a line of at most 100 each", () => {
  it("splits the documents into lines that parse back to the same list, in order", () => {
    const docs = Array.from({ length: 250 }, (_, id) => ({ id, name: `car ${id}` }));
    const lines = [...documentLines(docs)];
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.endsWith("\n") && !l.slice(0, -1).includes("\n"))).toBe(true);
    expect(lines.flatMap((l) => JSON.parse(l))).toEqual(docs);
    expect([...documentLines([])]).toEqual([]);
  });
});
