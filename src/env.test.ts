import { describe, expect, it } from "vitest";
import { parseEnv, publicPort } from "./env";

describe("parseEnv", () => {
  it("fills the README's defaults and treats empty values as unset", () => {
    const env = parseEnv({ PORT: "", DATA_DIR: "", DATABASE_URL: "" });
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: ".data", SEED_DEMO: "auto", DEMO_CARS: 3000 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("refuses a bad environment with every reason, naming each variable", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/forecourt", PORT: "99999" })).toThrow(
      /^Invalid environment: .*PORT: .*; DATABASE_URL: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
  });
});

describe("SEARCH_INDEX_BUDGET_MB (issue 15 §4: keep a server's search indexes under 4 GB)", () => {
  it("issue 15 §4: defaults to 1,536 MB and takes a whole number of megabytes", () => {
    expect(parseEnv({}).SEARCH_INDEX_BUDGET_MB).toBe(1536);
    expect(parseEnv({ SEARCH_INDEX_BUDGET_MB: "512" }).SEARCH_INDEX_BUDGET_MB).toBe(512);
  });

  it("issue 15 §4: refuses a budget that is not a number or too small to hold an index", () => {
    expect(() => parseEnv({ SEARCH_INDEX_BUDGET_MB: "2GB" })).toThrow(/SEARCH_INDEX_BUDGET_MB/);
    expect(() => parseEnv({ SEARCH_INDEX_BUDGET_MB: "0" })).toThrow(/SEARCH_INDEX_BUDGET_MB/);
  });
});

describe("publicPort", () => {
  it("writes PUBLIC_PORT into local site addresses when set (npm start's front cache), else PORT", () => {
    expect(publicPort(parseEnv({ PORT: "3100" }))).toBe(3100);
    expect(publicPort(parseEnv({ PORT: "3100", PUBLIC_PORT: "3000" }))).toBe(3000);
  });
});

describe("MAP_TILE_URL (issue 17 item 9: tiles configurable per deployment, none by default)", () => {
  it("is unset by default: no maps, just the address cards", () => {
    expect(parseEnv({}).MAP_TILE_URL).toBeUndefined();
    expect(parseEnv({}).MAP_TILE_ATTRIBUTION).toBe("© OpenStreetMap contributors");
  });

  it("takes an OpenStreetMap-style template and refuses one without {z}/{x}/{y} or not http(s)", () => {
    const url = "https://tiles.example.com/{z}/{x}/{y}.png";
    expect(parseEnv({ MAP_TILE_URL: url }).MAP_TILE_URL).toBe(url);
    expect(() => parseEnv({ MAP_TILE_URL: "https://tiles.example.com/tile.png" })).toThrow(/MAP_TILE_URL/);
    expect(() => parseEnv({ MAP_TILE_URL: "javascript:alert(1)//{z}{x}{y}" })).toThrow(/MAP_TILE_URL/);
  });
});

describe("PAYMENT_PROVIDER (issue 18: reservation deposits, decision 0026)", () => {
  it("is the local test processor by default; Stripe needs its secret key", () => {
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe("local");
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY: PAYMENT_PROVIDER=stripe needs/,
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY for the card form/,
    );
    expect(
      parseEnv({
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_abc123",
        STRIPE_PUBLISHABLE_KEY: "pk_test_abc123",
      }).PAYMENT_PROVIDER,
    ).toBe("stripe");
  });
  it("never mixes a test key with a live one (a live card form charging into a test account)", () => {
    expect(() =>
      parseEnv({
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_live_abc123",
        STRIPE_PUBLISHABLE_KEY: "pk_test_abc123",
      }),
    ).toThrow(/must both be test keys or both live keys/);
  });
});

describe("trade-in providers (issue 20 §3–§4, decision 0035)", () => {
  it("are the local ones by default, with AutoGrab's address and a 5-second deadline", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      VEHICLE_LOOKUP_PROVIDER: "local",
      VALUATION_PROVIDER: "local",
      AUTOGRAB_API_BASE: "https://api.autograb.com.au",
      TRADE_IN_PROVIDER_TIMEOUT_MS: 5000,
    });
    expect(env.AUTOGRAB_API_KEY).toBeUndefined();
  });

  it("choosing AutoGrab for either without its key stops the start with a readable reason", () => {
    expect(() => parseEnv({ VEHICLE_LOOKUP_PROVIDER: "autograb" })).toThrow(
      /^Invalid environment: AUTOGRAB_API_KEY: VEHICLE_LOOKUP_PROVIDER=autograb needs AUTOGRAB_API_KEY$/,
    );
    expect(() => parseEnv({ VALUATION_PROVIDER: "autograb" })).toThrow(
      /AUTOGRAB_API_KEY: VALUATION_PROVIDER=autograb needs AUTOGRAB_API_KEY/,
    );
    const env = parseEnv({
      VEHICLE_LOOKUP_PROVIDER: "autograb",
      VALUATION_PROVIDER: "autograb",
      AUTOGRAB_API_KEY: "sec_0123456789",
    });
    expect(env.AUTOGRAB_API_KEY).toBe("sec_0123456789");
  });

  it("refuses an unknown provider, a key with spaces, a base that is not a URL and a silly deadline", () => {
    expect(() => parseEnv({ VALUATION_PROVIDER: "redbook" })).toThrow(/VALUATION_PROVIDER/);
    expect(() => parseEnv({ AUTOGRAB_API_KEY: "sec 0123 4567" })).toThrow(/AUTOGRAB_API_KEY must be the key/);
    expect(() => parseEnv({ AUTOGRAB_API_BASE: "api.autograb.com.au" })).toThrow(
      /AUTOGRAB_API_BASE must be an http/,
    );
    expect(() => parseEnv({ TRADE_IN_PROVIDER_TIMEOUT_MS: "5s" })).toThrow(/TRADE_IN_PROVIDER_TIMEOUT_MS/);
    expect(() => parseEnv({ TRADE_IN_PROVIDER_TIMEOUT_MS: "0" })).toThrow(/TRADE_IN_PROVIDER_TIMEOUT_MS/);
    expect(parseEnv({ TRADE_IN_PROVIDER_TIMEOUT_MS: "2500" }).TRADE_IN_PROVIDER_TIMEOUT_MS).toBe(2500);
  });
});

describe("CDN_PROVIDER (issue 35 §4, decision 0076)", () => {
  it("is none by default: each server's front cache alone, nothing tagged or purged", () => {
    expect(parseEnv({}).CDN_PROVIDER).toBe("none");
  });

  it("each cache without what purging it needs stops the start, naming the variable", () => {
    expect(() => parseEnv({ CDN_PROVIDER: "varnish" })).toThrow(
      /^Invalid environment: VARNISH_BAN_URL: CDN_PROVIDER=varnish needs VARNISH_BAN_URL$/,
    );
    expect(() => parseEnv({ CDN_PROVIDER: "cloudflare" })).toThrow(
      /CLOUDFLARE_ZONE_ID: CDN_PROVIDER=cloudflare needs CLOUDFLARE_ZONE_ID; CLOUDFLARE_API_TOKEN: /,
    );
    expect(() => parseEnv({ CDN_PROVIDER: "fastly", FASTLY_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY" })).toThrow(
      /FASTLY_API_TOKEN: CDN_PROVIDER=fastly needs FASTLY_API_TOKEN$/,
    );
    const env = parseEnv({ CDN_PROVIDER: "varnish", VARNISH_BAN_URL: "http://front" });
    expect(env.VARNISH_BAN_URL).toBe("http://front");
  });

  it("refuses an unknown cache, a zone id that is not one and a ban address that is not a URL", () => {
    expect(() => parseEnv({ CDN_PROVIDER: "akamai" })).toThrow(/CDN_PROVIDER/);
    expect(() => parseEnv({ CLOUDFLARE_ZONE_ID: "example.com" })).toThrow(/CLOUDFLARE_ZONE_ID must be/);
    expect(() => parseEnv({ VARNISH_BAN_URL: "front:80" })).toThrow(/VARNISH_BAN_URL must be an http/);
  });
});
