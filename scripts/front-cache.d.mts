import type { Server } from "node:http";

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
};
export function createStore(maxBytes: number): {
  get(key: string, now: number): StoredResponse | undefined;
  set(key: string, entry: StoredResponse): void;
  purgeSite(site: string): number;
  readonly size: number;
};
export function createFrontServer(options: {
  upstreamPort: number;
  maxBytes?: number;
  now?: () => number;
  versions?: { token: string; intervalMs?: number };
}): {
  server: Server;
  store: ReturnType<typeof createStore>;
  stop: () => void;
};
export function watchSiteVersions(
  upstreamPort: number,
  options: { token: string; intervalMs?: number },
  changed: (site: string) => void,
): { stop: () => void };
