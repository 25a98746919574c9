export function normaliseAddress(address: string | undefined): string | null;
export function compileTrustedProxies(spec: string | undefined): (address: string) => boolean;
export function resolveClient(
  peer: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  trusted: (address: string) => boolean,
): { address: string; https: boolean; peerTrusted: boolean };
