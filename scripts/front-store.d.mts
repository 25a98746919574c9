export function sharedFreshnessSeconds(cacheControl: string | undefined): number;
export function cacheKey(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null;
export function storableSeconds(
  status: number,
  headers: Record<string, string | string[] | undefined>,
): number;
export type StoredResponse = {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
  ttlMs: number;
  site?: string;
  scriptHashes?: string[];
  tags?: import("./tag-sources.mjs").TagName[];
  security?: { http?: Record<string, string | string[]>; https?: Record<string, string | string[]> };
};
export function createStore(maxBytes: number): {
  get(key: string, now: number): StoredResponse | undefined;
  set(key: string, entry: StoredResponse): void;
  purgeSite(site: string): number;
  readonly size: number;
};
