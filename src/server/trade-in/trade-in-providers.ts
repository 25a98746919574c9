import "server-only";
import type { Env } from "@/env";
import type { TradeInProviderChoice } from "@/lib/trade-in/trade-in-config";
import { autograbValuation } from "./autograb-valuation";
import { autograbVehicleLookup } from "./autograb-vehicle-lookup";
import { localVehicleLookup } from "./local-vehicle-lookup";
import { withLookupDeadline, withValuationDeadline } from "./provider-deadline";
import type { ValuationProvider } from "./valuation-provider";
import type { VehicleLookupProvider } from "./vehicle-lookup";

/** A site's own choice (issue 36 item 2, decision 0077); `platform` leaves it to the environment. */
export type SiteTradeInProviders = {
  lookup: TradeInProviderChoice;
  valuation: TradeInProviderChoice;
  autograb_api_key?: string | undefined;
};
const PLATFORM: SiteTradeInProviders = { lookup: "platform", valuation: "platform" };

/**
 * The trade-in providers a site uses, chosen by the site's config or, where it says `platform`, by the
 * environment (decision 0035): the local defaults, or AutoGrab's rego lookup and trade guide with the
 * site's own key or the platform's. Whatever is chosen comes back bounded by
 * TRADE_IN_PROVIDER_TIMEOUT_MS and unable to throw (provider-deadline.ts), so a route can call it
 * without a try.
 */
export function vehicleLookupProviderFor(
  env: Env,
  site: SiteTradeInProviders = PLATFORM,
): VehicleLookupProvider {
  const choice = site.lookup === "platform" ? env.VEHICLE_LOOKUP_PROVIDER : site.lookup;
  const provider =
    choice === "autograb"
      ? autograbVehicleLookup({
          apiKey: site.lookup === "autograb" ? siteKey(site) : autograbKey(env, "VEHICLE_LOOKUP_PROVIDER"),
          apiBase: env.AUTOGRAB_API_BASE,
        })
      : localVehicleLookup();
  return withLookupDeadline(provider, env.TRADE_IN_PROVIDER_TIMEOUT_MS);
}

/**
 * The valuation provider. `local` is the site's comparables model, which needs the database, so the
 * caller builds it and passes it in; it is bounded like any other.
 */
export function valuationProviderFor(
  env: Env,
  local: ValuationProvider,
  site: SiteTradeInProviders = PLATFORM,
): ValuationProvider {
  const choice = site.valuation === "platform" ? env.VALUATION_PROVIDER : site.valuation;
  const provider =
    choice === "autograb"
      ? autograbValuation({
          apiKey: site.valuation === "autograb" ? siteKey(site) : autograbKey(env, "VALUATION_PROVIDER"),
          apiBase: env.AUTOGRAB_API_BASE,
        })
      : local;
  return withValuationDeadline(provider, env.TRADE_IN_PROVIDER_TIMEOUT_MS);
}

function siteKey(site: SiteTradeInProviders): string {
  // The config's own check refuses autograb without a key; a config built by hand can still reach here.
  if (!site.autograb_api_key) throw new Error("a site's own AutoGrab needs its autograb_api_key");
  return site.autograb_api_key;
}

function autograbKey(env: Env, setting: string): string {
  // parseEnv refuses this combination at start; an Env built by hand in a test can still reach here.
  if (!env.AUTOGRAB_API_KEY) throw new Error(`${setting}=autograb needs AUTOGRAB_API_KEY`);
  return env.AUTOGRAB_API_KEY;
}
