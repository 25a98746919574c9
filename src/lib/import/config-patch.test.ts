import { describe, expect, it } from "vitest";
import { patchBundleConfigs } from "./config-patch";

const stored = {
  site: {
    theme: { primary: "#112233" },
    navigation: { hidden: ["/finance", "/service"] },
    copy: { no_price_text: "Call us" },
    leads: { webhook: { url: "https://crm.example/hook", secret: "s".repeat(40) } },
  },
  dealerships: new Map([["north", { phone_numbers: { used: "02 9555 0100" } }]]),
};

describe("a bundle's configs are merge patches over what is stored (issue 29 item 2, decision 0041)", () => {
  it("keeps what a re-import leaves out: only copy sent, theme and hidden items stay", () => {
    const { raw, changes } = patchBundleConfigs(
      { site: { slug: "alpha", name: "Alpha", config: { copy: { no_price_text: "Ring us" } } } },
      stored,
    );
    expect((raw as { site: { config: unknown } }).site.config).toEqual({
      ...stored.site,
      copy: { no_price_text: "Ring us" },
    });
    expect(changes.site).toEqual(["copy.no_price_text"]);
  });

  it("removes a key set to null, replaces arrays, and lists keys only, never a secret's value", () => {
    const { raw, changes } = patchBundleConfigs(
      {
        site: {
          slug: "alpha",
          config: {
            theme: null,
            navigation: { hidden: ["/finance"] },
            leads: { webhook: { secret: "t".repeat(40) } },
          },
        },
      },
      stored,
    );
    expect((raw as { site: { config: Record<string, unknown> } }).site.config).toEqual({
      navigation: { hidden: ["/finance"] },
      copy: { no_price_text: "Call us" },
      leads: { webhook: { url: "https://crm.example/hook", secret: "t".repeat(40) } },
    });
    expect(changes.site).toEqual(["leads.webhook.secret", "navigation.hidden", "theme.primary"]);
    expect(JSON.stringify(changes.site)).not.toMatch(/sss|ttt/);
  });

  it("keeps a site's stored config when the bundle sends none", () => {
    const { raw, changes } = patchBundleConfigs({ site: { slug: "alpha", name: "Alpha" } }, stored);
    expect((raw as { site: { config: unknown } }).site.config).toEqual(stored.site);
    expect(changes.site).toEqual([]);
  });

  it("with replace, stores the bundle's config as written (none: the defaults)", () => {
    const sent = { site: { slug: "alpha", config: { copy: { no_price_text: "Ring us" } } } };
    const replaced = patchBundleConfigs(sent, stored, { replace: true });
    expect(replaced.raw).toEqual(sent);
    expect(replaced.changes.site).toContain("theme.primary");
    const none = patchBundleConfigs({ site: { slug: "alpha" } }, stored, { replace: true });
    expect(none.raw).toEqual({ site: { slug: "alpha" } });
  });

  it("merges a dealership's config; one without config keeps its own; a new one's nulls are dropped", () => {
    const { raw, changes } = patchBundleConfigs(
      {
        dealerships: [
          { slug: "north", config: { phone_numbers: { new: "02 9555 0101" } } },
          { slug: "north-2" },
          { slug: "south", config: { reserve_deposit: 500, finance: null } },
        ],
      },
      stored,
    );
    expect((raw as { dealerships: unknown[] }).dealerships).toEqual([
      { slug: "north", config: { phone_numbers: { used: "02 9555 0100", new: "02 9555 0101" } } },
      { slug: "north-2" },
      { slug: "south", config: { reserve_deposit: 500 } },
    ]);
    expect(changes.dealerships).toEqual(
      new Map([
        ["north", ["phone_numbers.new"]],
        ["north-2", []],
        ["south", ["reserve_deposit"]],
      ]),
    );
  });

  it("leaves a config that is not an object, and the rest of the bundle, as sent", () => {
    const cars = [{ stocknum: "1" }];
    const { raw } = patchBundleConfigs({ site: { slug: "alpha", config: "dark" }, cars }, stored);
    expect(raw).toEqual({ site: { slug: "alpha", config: "dark" }, cars });
    expect((raw as { cars: unknown }).cars).toBe(cars);
  });
});
