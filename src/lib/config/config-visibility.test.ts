import { describe, expect, it } from "vitest";
import { z } from "zod";
import { leakedMarkers, SECRET_MARKER_VALUES, secretMarkerConfig } from "../../../test/secret-markers";
import {
  HIDDEN_SITE_CONFIG_PATHS,
  parseSiteConfig,
  publicSiteConfig,
  siteConfigSchema,
} from "../tenancy/site-config";
import { hiddenConfigPaths, internal, secret, withoutPaths } from "./config-visibility";

describe("a site's internal and secret settings are marked in the schema (issue 29 §1, decision 0042)", () => {
  it("finds lead routing, the webhook key, the chat token, the filter expressions and a site's own providers", () => {
    expect(
      HIDDEN_SITE_CONFIG_PATHS.map(({ path, visibility }) => `${path.join(".")}: ${visibility}`),
    ).toEqual([
      "search.filters: internal",
      "feature_filters: internal",
      "trade_in.providers: internal",
      "trade_in.providers.autograb_api_key: secret",
      "chat.token: secret",
      "leads: internal",
      "leads.webhook.secret: secret",
      "messaging: internal",
      "messaging.messagemedia_api_key: secret",
      "messaging.messagemedia_api_secret: secret",
    ]);
  });

  it("every marker value sits on a marked path (the markers test the real thing)", () => {
    const config = parseSiteConfig(secretMarkerConfig());
    expect(leakedMarkers(JSON.stringify(config)).sort()).toEqual([...SECRET_MARKER_VALUES].sort());
    const stripped = withoutPaths(config, HIDDEN_SITE_CONFIG_PATHS);
    expect(leakedMarkers(JSON.stringify(stripped))).toEqual([]);
  });

  it("writes the visibility into the bundle's JSON Schema, for a settings form", () => {
    const schema = z.toJSONSchema(siteConfigSchema, { io: "input", unrepresentable: "any" }) as {
      properties: Record<
        string,
        { visibility?: string; properties?: Record<string, { visibility?: string }> }
      >;
    };
    expect(schema.properties.leads?.visibility).toBe("internal");
    expect(schema.properties.chat?.properties?.token?.visibility).toBe("secret");
    expect(schema.properties.copy?.visibility).toBeUndefined();
  });
});

describe("publicSiteConfig: the one view of a config a browser receives (issue 29 §1)", () => {
  const config = parseSiteConfig({ ...secretMarkerConfig(), copy: { no_price_text: "Call us" } });

  it("holds no internal or secret value", () => {
    const view = publicSiteConfig(config);
    expect(leakedMarkers(JSON.stringify(view))).toEqual([]);
    expect(view).not.toHaveProperty("leads");
    expect(view).not.toHaveProperty("feature_filters");
    expect(view.search).not.toHaveProperty("filters");
    expect(view.chat).not.toHaveProperty("token");
  });

  it("keeps every public value, and leaves the config it was given as it was", () => {
    const view = publicSiteConfig(config);
    expect(view.copy.no_price_text).toBe("Call us");
    expect(view.chat.mode).toBe("all");
    expect(view.search.page_size).toBe(config.search.page_size);
    expect(view.theme).toBe(config.theme);
    expect(config.leads.webhook?.secret).toMatch(/^webhook-secret-marker/);
    expect(config.search.filters).toMatch(/SearchFilterMarker/);
  });

  it("a config without the optional secrets still parses to a view", () => {
    expect(publicSiteConfig(parseSiteConfig({})).chat).toEqual({ provider: "local", mode: "sales" });
  });
});

describe("marking values", () => {
  const schema = z.strictObject({
    open: z.string(),
    staff: internal(z.strictObject({ note: z.string(), key: secret(z.string()).optional() })).optional(),
  });

  it("a staff view keeps internal values and drops only secrets", () => {
    const hidden = hiddenConfigPaths(schema);
    const value = schema.parse({ open: "o", staff: { note: "n", key: "k" } });
    expect(withoutPaths(value, hidden, ["secret"])).toEqual({ open: "o", staff: { note: "n" } });
    expect(withoutPaths(value, hidden)).toEqual({ open: "o" });
  });

  it("refuses a mark inside a list, which has no fixed path to take out", () => {
    const listed = z.strictObject({ hooks: z.array(z.strictObject({ key: secret(z.string()) })) });
    expect(() => hiddenConfigPaths(listed)).toThrow(/hooks.key: mark a list, record or union as a whole/);
  });
});
