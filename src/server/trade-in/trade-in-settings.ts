import "server-only";
import { type Env, env as processEnv } from "@/env";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { localValuationProvider } from "./local-valuation";
import { type TradeInPostSettings, tradeInRateSettings } from "./trade-in-endpoint";
import { valuationProviderFor, vehicleLookupProviderFor } from "./trade-in-providers";

/**
 * What the trade-in API runs with in a server: the database's rate counters, and the providers the
 * site chooses or the environment does (decisions 0035, 0077), the local valuation model priced from
 * this site's own stock.
 */
export function tradeInPostSettings(db: Database, site: Site, env: Env = processEnv): TradeInPostSettings {
  return {
    ...tradeInRateSettings(db, env),
    lookup: vehicleLookupProviderFor(env, site.config.trade_in.providers),
    valuation: valuationProviderFor(env, localValuationProvider(db, site), site.config.trade_in.providers),
  };
}
