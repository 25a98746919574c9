export const CDN_PROVIDERS: readonly ["none", "varnish", "cloudflare", "fastly"];
export type CdnProvider = (typeof CDN_PROVIDERS)[number];
export const TAG_HEADERS: Record<Exclude<CdnProvider, "none">, { name: string; separator: string }>;
export function cdnProviderOf(env: Record<string, string | undefined>): CdnProvider;
export function siteCacheTag(site: string): string;
export function applyCdnHeaders<T extends Record<string, string | string[] | undefined>>(
  headers: T,
  answer: { provider: CdnProvider; site: string | undefined; seconds: number },
): T;
