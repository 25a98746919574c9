import type { Server } from "node:http";
import type { ClientLimits, FrontLimits } from "./front-limits.mjs";
import type { createStore } from "./front-store.mjs";

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
  /** The shared cache in front (CDN_PROVIDER): its answers' tags and Cache-Control (decision 0076). */
  cdn?: import("./cdn-headers.mjs").CdnProvider;
}): {
  server: Server;
  store: ReturnType<typeof createStore>;
  stop: () => void;
  limits: ClientLimits;
};
