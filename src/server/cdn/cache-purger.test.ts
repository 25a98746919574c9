import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { cachePurgerFor } from "./cache-purger";

/** Issue 35 §4 (decision 0076): CDN_PROVIDER chooses which cache the app purges, with its settings. */
describe("cachePurgerFor", () => {
  it("none by default: nothing to purge, each server's front cache keeps itself fresh", () => {
    expect(cachePurgerFor(parseEnv({}))).toBeNull();
  });

  it("varnish, cloudflare and fastly each get their adapter, described without their secrets", () => {
    const varnish = cachePurgerFor(parseEnv({ CDN_PROVIDER: "varnish", VARNISH_BAN_URL: "http://front" }));
    expect(varnish?.describe).toBe("Varnish (front)");
    const token = "Y2xvdWRmbGFyZS10b2tlbi1mb3ItdGVzdHM";
    const cloudflare = cachePurgerFor(
      parseEnv({
        CDN_PROVIDER: "cloudflare",
        CLOUDFLARE_ZONE_ID: "023e105f4ecef8ad9ca31a8372d0c353",
        CLOUDFLARE_API_TOKEN: token,
      }),
    );
    expect(cloudflare?.describe).toBe("Cloudflare (zone 023e105f4ecef8ad9ca31a8372d0c353)");
    const fastly = cachePurgerFor(
      parseEnv({
        CDN_PROVIDER: "fastly",
        FASTLY_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY",
        FASTLY_API_TOKEN: token,
      }),
    );
    expect(fastly?.describe).toBe("Fastly (service SU1Z0isxPaozGVKXdv0eY)");
    for (const purger of [varnish, cloudflare, fastly]) expect(purger?.describe).not.toContain(token);
  });
});
