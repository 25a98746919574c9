import "server-only";
import type { SiteConfig } from "@/lib/tenancy/site-config";
import type { FinanceQuoteProvider } from "./finance-quote-provider";
import { createLocalQuoteProvider } from "./local-quote-provider";

const warnedProviders = new Set<string>();

/**
 * The provider for a site, or for one dealership's cars (pass its merged config, decision 0032). Only
 * the local estimate exists: a site configured for a hosted provider is served by it too, and the server
 * log says so once per provider.
 */
export function quoteProviderFor(config: SiteConfig): FinanceQuoteProvider {
  const { provider, support_phone } = config.finance;
  if (provider !== "local" && !warnedProviders.has(provider)) {
    warnedProviders.add(provider);
    console.warn(`[finance] no adapter for provider "${provider}"; using the local estimate`);
  }
  return createLocalQuoteProvider({ finance: config.finance, supportPhone: support_phone });
}
