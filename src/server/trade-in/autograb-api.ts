import "server-only";

/**
 * What every AutoGrab call shares (https://devhub.autograb.com, "Integration Overview" and "Basic Key
 * Based Authentication"): the production base https://api.autograb.com.au/v2/, the key in an `ApiKey`
 * header, and `region=au` on every request that takes a region. The rego lookup and the valuation
 * adapters both use it; one key serves both when the account is licensed for both.
 */
export const AUTOGRAB_API_BASE = "https://api.autograb.com.au";

export type AutograbSettings = {
  apiKey: string;
  /** https://api.autograb.com.au unless a test points it at a fake server. */
  apiBase?: string;
  fetch?: typeof fetch;
};

export const AUTOGRAB = "AutoGrab";

export function autograbUrl(settings: AutograbSettings, path: string, query: Record<string, string>): string {
  const base = (settings.apiBase ?? AUTOGRAB_API_BASE).replace(/\/+$/, "");
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}

export function autograbHeaders(settings: AutograbSettings): Record<string, string> {
  return { ApiKey: settings.apiKey, Accept: "application/json" };
}

/** AutoGrab sends years as strings ("2010"); a model year is a whole number in a sane range. */
export function autograbYear(value: string | number): number | null {
  const year = typeof value === "number" ? value : Number(value.trim());
  return Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null;
}

/** Blank strings and absent fields are both "not known". */
export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
