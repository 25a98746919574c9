import type { Server } from "node:http";
import type { ClientLimits, FrontLimits } from "./front-limits.mjs";

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
  security?: { http?: Record<string, string | string[]>; https?: Record<string, string | string[]> };
};
export function createStore(maxBytes: number): {
  get(key: string, now: number): StoredResponse | undefined;
  set(key: string, entry: StoredResponse): void;
  purgeSite(site: string): number;
  readonly size: number;
};
export const ALLOWED_METHODS: readonly string[];
export const SITE_BODY_LIMIT_BYTES: number;
export function normaliseAddress(address: string | undefined): string | null;
export function compileTrustedProxies(spec: string | undefined): (address: string) => boolean;
export function resolveClient(
  peer: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  trusted: (address: string) => boolean,
): { address: string; https: boolean; peerTrusted: boolean };
export function refusedBeforeNext(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { status: number; text: string } | null;
export function bodyLimitBytes(
  url: string | undefined,
  limits: { siteBytes: number; importBytes: number },
): number;
export function createFrontServer(options: {
  upstreamPort: number;
  maxBytes?: number;
  now?: () => number;
  versions?: { token: string; intervalMs?: number };
  /** false: store nothing, pass every request through (FORECOURT_FRONT_CACHE=0). */
  cache?: boolean;
  /** Sent to Next as `x-forecourt-front` on every forwarded request. */
  frontToken?: string;
  /** TRUSTED_PROXIES: IPs, CIDR ranges, loopback, linklocal, uniquelocal, private. */
  trustedProxies?: string;
  bodyLimits?: { siteBytes?: number; importBytes?: number };
  /** PAYMENT_PROVIDER=stripe: the policy lets Stripe.js and its card frames in (paymentsOf). */
  payments?: "stripe";
  /** Timeouts and the per-client cap (FRONT_* variables; defaults FRONT_LIMIT_DEFAULTS). */
  clientLimits?: Partial<FrontLimits>;
  /** Where the front's one-line reports go (a 502 and its cause); console.error by default. */
  log?: (line: string) => void;
}): {
  server: Server;
  store: ReturnType<typeof createStore>;
  stop: () => void;
  limits: ClientLimits;
};
export function watchSiteVersions(
  upstreamPort: number,
  options: { token: string; intervalMs?: number },
  changed: (site: string) => void,
): { stop: () => void };
