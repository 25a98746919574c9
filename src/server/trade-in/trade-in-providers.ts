import "server-only";
import type { Env } from "@/env";
import { autograbValuation } from "./autograb-valuation";
import { autograbVehicleLookup } from "./autograb-vehicle-lookup";
import { localVehicleLookup } from "./local-vehicle-lookup";
import { withLookupDeadline, withValuationDeadline } from "./provider-deadline";
import type { ValuationProvider } from "./valuation-provider";
import type { VehicleLookupProvider } from "./vehicle-lookup";

/**
 * The trade-in providers this server uses, chosen by the environment (decision 0035): the local
 * defaults, or AutoGrab's rego lookup and trade guide. Whatever is chosen comes back bounded by
 * TRADE_IN_PROVIDER_TIMEOUT_MS and unable to throw (provider-deadline.ts), so a route can call it
 * without a try.
 */
export function vehicleLookupProviderFor(env: Env): VehicleLookupProvider {
  const provider =
    env.VEHICLE_LOOKUP_PROVIDER === "autograb"
      ? autograbVehicleLookup({
          apiKey: autograbKey(env, "VEHICLE_LOOKUP_PROVIDER"),
          apiBase: env.AUTOGRAB_API_BASE,
        })
      : localVehicleLookup();
  return withLookupDeadline(provider, env.TRADE_IN_PROVIDER_TIMEOUT_MS);
}

/**
 * The valuation provider. `local` is the site's comparables model, which needs the database, so the
 * caller builds it and passes it in; it is bounded like any other.
 */
export function valuationProviderFor(env: Env, local: ValuationProvider): ValuationProvider {
  const provider =
    env.VALUATION_PROVIDER === "autograb"
      ? autograbValuation({ apiKey: autograbKey(env, "VALUATION_PROVIDER"), apiBase: env.AUTOGRAB_API_BASE })
      : local;
  return withValuationDeadline(provider, env.TRADE_IN_PROVIDER_TIMEOUT_MS);
}

function autograbKey(env: Env, setting: string): string {
  // parseEnv refuses this combination at start; an Env built by hand in a test can still reach here.
  if (!env.AUTOGRAB_API_KEY) throw new Error(`${setting}=autograb needs AUTOGRAB_API_KEY`);
  return env.AUTOGRAB_API_KEY;
}
