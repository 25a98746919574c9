import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import { gateOf, isGated, isUnavailable } from "./gated-pages";

describe("spec 02 §6 gated pages, by tenant, with sign-in (issue 21 §2)", () => {
  it("the default config gates nothing a tenant chooses, and has authentication off", () => {
    const d = parseSiteConfig({});
    for (const page of ["checkout", "finance", "spin-to-win"] as const) expect(gateOf(d, page)).toBe("open");
    expect(d.features.authentication).toBe(false);
  });

  it("online-payment and my-garage are always gated: unavailable without sign-in, sign-in with it", () => {
    const off = parseSiteConfig({});
    const on = parseSiteConfig({ features: { authentication: true } });
    for (const page of ["online-payment", "my-garage"] as const) {
      expect(isGated(off, page)).toBe(true);
      expect(gateOf(off, page)).toBe("unavailable");
      expect(gateOf(on, page)).toBe("sign-in");
    }
  });

  it("a tenant's gated page asks for sign-in when the site has it, and is unavailable when it does not", () => {
    const withSignIn = parseSiteConfig({
      gated_pages: ["checkout", "finance"],
      features: { authentication: true },
    });
    expect(gateOf(withSignIn, "checkout")).toBe("sign-in");
    expect(gateOf(withSignIn, "finance")).toBe("sign-in");
    expect(gateOf(withSignIn, "spin-to-win")).toBe("open");
    expect(isUnavailable(withSignIn, "checkout")).toBe(false);
    const without = parseSiteConfig({ gated_pages: ["checkout", "spin-to-win"] });
    expect(gateOf(without, "checkout")).toBe("unavailable");
    expect(gateOf(without, "spin-to-win")).toBe("unavailable");
    expect(gateOf(without, "finance")).toBe("open");
  });

  it("sign-in on without gated pages opens everything a tenant may gate", () => {
    const on = parseSiteConfig({ features: { authentication: true } });
    expect(gateOf(on, "checkout")).toBe("open");
  });
});
