import type { ClientRequest, IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type FrontLimits = {
  headerTimeoutMs: number;
  bodyTimeoutMs: number;
  requestTimeoutMs: number;
  connectionsPerClient: number;
};
export const FRONT_LIMIT_DEFAULTS: FrontLimits;
export const FRONT_LIMIT_VARIABLES: Record<keyof FrontLimits, string>;
export function frontLimitsFromEnv(env: Record<string, string | undefined>): FrontLimits;
export function serverTimeoutOptions(limits: FrontLimits): {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
};
export type ClientLimits = {
  stats: { connectionsRefused: number; requestsRefused: number; bodiesTimedOut: number };
  held(): { connections: Map<string, number>; requests: Map<string, number> };
  admitConnection(socket: Socket): boolean;
  admitRequest(address: string, response: ServerResponse): boolean;
  bodyTimedOut(): void;
};
export function createClientLimits(options: {
  perClient: number;
  trusted: (address: string) => boolean;
  now?: () => number;
  log?: (line: string) => void;
  reportEveryMs?: number;
}): ClientLimits;
export function forwardBody(
  request: IncomingMessage,
  upstream: ClientRequest,
  options: { limitBytes: number; idleMs: number; refuse: (status: number, text: string) => void },
): { readonly stopped: boolean };
