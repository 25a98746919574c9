import { z } from "zod";

/*
 * A site's search snapshot (issue 35 §2, decision 0089): the documents its index was last built from
 * whole, kept in a file beside the data so a server that starts builds from it and updates it in place
 * (decision 0086) instead of reading every car from the database. One line of header, then lines of at
 * most DOCUMENTS_PER_LINE documents each (a JSON array), so writing and reading both go a line at a
 * time with pauses between: one `JSON.parse` of a 50,000-car file held the thread 0.6–1.6 s.
 */

/**
 * Bump when a snapshot's layout changes. A change of what a document holds, or of how a car becomes
 * one, needs no bump: the header's `recipe` (the document query and conversion, fingerprinted by the
 * server) differs and the old snapshot is refused. 2: a start no longer counts the listed cars, since
 * a deletion now moves the stock version (migration 0037); a format-1 snapshot may predate that
 * trigger and hide a car deleted before it existed, so it is refused once.
 */
export const SEARCH_SNAPSHOT_FORMAT = 2;

/** Documents a line holds: a line parses in about a millisecond. */
export const DOCUMENTS_PER_LINE = 100;

export type SnapshotBasis = { stock: string; cars: string; xmin: number };

export type SnapshotHeader = {
  format: number;
  site: string;
  /** The database the documents were read from (its system identifier and the database's oid). */
  database: string;
  /** A fingerprint of how cars are read as documents: code that reads them otherwise refuses the file. */
  recipe: string;
  /** The index entry's version (stored versions and listing config, server/search/stock-version.ts). */
  version: string;
  /** The stored versions and the `xmin` read with them when the documents were loaded (decision 0086). */
  basis: SnapshotBasis;
  /** When the clock alone changes what is listed (epoch ms); null: never. */
  staleAt: number | null;
  /** How many documents follow: a file cut short at a line's end is refused. */
  cars: number;
  writtenAt: string;
};

const headerSchema = z.object({
  format: z.number().int(),
  site: z.string(),
  database: z.string(),
  recipe: z.string(),
  version: z.string(),
  basis: z.object({ stock: z.string(), cars: z.string(), xmin: z.number().int().nonnegative() }),
  staleAt: z.number().nullable(),
  cars: z.number().int().nonnegative(),
  writtenAt: z.string(),
});

/** The header line (with its newline); a staleAt of never is written as null. */
export function snapshotHeaderLine(header: SnapshotHeader): string {
  const staleAt = header.staleAt !== null && Number.isFinite(header.staleAt) ? header.staleAt : null;
  return `${JSON.stringify({ ...header, staleAt })}\n`;
}

/** The header a line holds, or null when it holds none (damaged, cut short, not JSON). */
export function parseSnapshotHeader(line: string): SnapshotHeader | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const parsed = headerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What a snapshot must match to be used: the site, this database, and this code's way of reading cars. */
export type SnapshotExpectation = Pick<SnapshotHeader, "site" | "database" | "recipe">;

/** Why a snapshot with this header must not be used here; null when it may be. */
export function snapshotRefusal(header: SnapshotHeader, expected: SnapshotExpectation): string | null {
  if (header.format !== SEARCH_SNAPSHOT_FORMAT) {
    return `it is in format ${header.format}, this server reads format ${SEARCH_SNAPSHOT_FORMAT}`;
  }
  if (header.site !== expected.site) return `it is another site's (${header.site})`;
  if (header.database !== expected.database) {
    return `it was written from another database (${header.database}, this is ${expected.database})`;
  }
  if (header.recipe !== expected.recipe) {
    return "this version of Forecourt reads cars as documents differently from the one that wrote it";
  }
  return null;
}

/** The snapshot's file name for a site, or null when the slug is not a plain file name. */
export function snapshotFileName(slug: string): string | null {
  return /^[a-z0-9][a-z0-9-]*$/.test(slug) ? `${slug}.ndjson` : null;
}

/** The documents as lines of at most DOCUMENTS_PER_LINE, each a JSON array ending in a newline. */
export function* documentLines<T>(docs: readonly T[]): Generator<string, void, void> {
  for (let start = 0; start < docs.length; start += DOCUMENTS_PER_LINE) {
    yield `${JSON.stringify(docs.slice(start, start + DOCUMENTS_PER_LINE))}\n`;
  }
}
