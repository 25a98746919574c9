/**
 * What the malformed-input fuzzer (malformed-input.ts) fuzzes, and the cases it makes: the demo sites
 * it reads from the server (their cars, makes and ids), the built assets, and one request per case.
 */

export type FuzzSite = {
  slug: string;
  host: string;
  carIds: readonly number[];
  carSlugs: readonly string[];
  makes: readonly string[];
  siteId: number;
  dealershipIds: readonly number[];
};

export type FuzzTarget = {
  sites: readonly FuzzSite[];
  /** Built assets to ask for (/_next/static/…), read from a page. */
  assets: readonly string[];
};

/** What answers a path: one of our JSON APIs, a page (HTML), or a file. */
export type Surface = "api" | "page" | "asset";

export type FuzzCase = {
  /** Its place in the generated list, for the report. */
  index: number;
  /** Which mutation made it, for the report. */
  label: string;
  surface: Surface;
  method: string;
  /** Raw path and query, sent as is (printable ASCII only). */
  path: string;
  headers: Record<string, string>;
  /** The body's bytes as text (latin1 for raw bytes); absent for none. */
  body?: string;
  /** The body is raw bytes (latin1), not UTF-8 text. */
  binaryBody?: boolean;
  /** A JSON API that, for this method, is answered by our own code (errors are JSON with `error`). */
  ownApi: boolean;
};
