import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import { DEFAULT_TAB_COPY, tabCopy } from "./tab-copy";

describe("vehicle page tab copy (spec 01 §2 'Their copy is dealer-specific')", () => {
  it("spec 01 §2: a site's own copy replaces the default, split on '|'", () => {
    const config = parseSiteConfig({ copy: { why_buy_from_us: "Family owned since 1972 | 5-star service" } });
    expect(tabCopy(config, "why_buy_from_us")).toEqual(["Family owned since 1972", "5-star service"]);
  });
  it("without site copy the house default shows", () => {
    expect(tabCopy(parseSiteConfig({}), "protect_your_car")).toEqual(
      DEFAULT_TAB_COPY.protect_your_car.split("|"),
    );
  });
  it("blank site copy falls back to the default", () => {
    expect(tabCopy(parseSiteConfig({ copy: { whats_included: "  " } }), "whats_included")).toEqual([
      DEFAULT_TAB_COPY.whats_included,
    ]);
  });
});
