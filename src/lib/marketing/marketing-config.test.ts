import { describe, expect, it } from "vitest";
import { parseSiteConfig, safeParseSiteConfig } from "../tenancy/site-config";
import { marketingConfigSchema } from "./marketing-config";

/** The message the schema gives for one field of `marketing`, or undefined when it is accepted. */
function refusal(field: string, value: unknown): string | undefined {
  const parsed = safeParseSiteConfig({ marketing: { [field]: value } });
  if (parsed.success) return undefined;
  const issue = parsed.error.issues.find((i) => i.path.join(".") === `marketing.${field}`);
  return issue?.message ?? `refused elsewhere: ${JSON.stringify(parsed.error.issues)}`;
}

describe("marketing tags' config slice (issue 32 §5, decision 0055)", () => {
  it("defaults: no tag, no videos, the privacy policy page, 180 days", () => {
    expect(parseSiteConfig({}).marketing).toEqual({
      youtube_embeds: false,
      privacy_policy_path: "/privacy-policy",
      consent_days: 180,
    });
  });

  it("accepts the vendors' id shapes (trimmed)", () => {
    const config = parseSiteConfig({
      marketing: { gtm_id: " GTM-AB12CD3 ", ga4_id: "G-AB12CD34EF", meta_pixel_id: "123456789012345" },
    });
    expect(config.marketing).toMatchObject({
      gtm_id: "GTM-AB12CD3",
      ga4_id: "G-AB12CD34EF",
      meta_pixel_id: "123456789012345",
    });
    expect(refusal("gtm_id", "GTM-ABCD")).toBeUndefined();
    expect(refusal("gtm_id", "GTM-ABCDEFGHIJ")).toBeUndefined();
    expect(refusal("meta_pixel_id", "1234567890123456")).toBeUndefined();
  });

  it("refuses what is not an id, each field with its own message", () => {
    const gtm = "A Tag Manager container id is GTM- and 4 to 10 capital letters or digits, e.g. GTM-AB12CD3";
    for (const bad of [
      "GTM-<script>",
      'GTM-1"><script>alert(1)</script>',
      "GTM-abc1234",
      "GTM-ABC",
      "GTM-ABCDEFGHIJK",
      "UA-12345-1",
      "GTM-ABC 123",
      "GTM-ABC123&l=x",
      "",
    ]) {
      expect(refusal("gtm_id", bad), bad).toBe(gtm);
    }
    expect(refusal("ga4_id", "G-<img onerror=x>")).toMatch(/^A GA4 measurement id is G-/);
    expect(refusal("ga4_id", "GTM-AB12CD3")).toMatch(/^A GA4 measurement id is G-/);
    expect(refusal("meta_pixel_id", "12345")).toBe(
      "A Meta pixel id is 15 or 16 digits, e.g. 123456789012345",
    );
    expect(refusal("meta_pixel_id", "12345678901234a")).toMatch(/^A Meta pixel id/);
    expect(refusal("meta_pixel_id", 123456789012345)).toBeDefined();
    expect(refusal("privacy_policy_path", "https://evil.example/")).toMatch(/^A path on this site/);
    expect(refusal("privacy_policy_path", "javascript:alert(1)")).toMatch(/^A path on this site/);
    expect(refusal("consent_days", 1000)).toBe("At most 395 days (13 months)");
  });

  it("an unknown key is refused (strict), and every field has a label and help for the settings form", () => {
    expect(safeParseSiteConfig({ marketing: { gtm: "GTM-AB12CD3" } }).success).toBe(false);
    const schema = marketingConfigSchema.unwrap() as unknown as {
      shape: Record<string, { meta(): unknown }>;
    };
    for (const [key, field] of Object.entries(schema.shape)) {
      expect(field.meta(), key).toMatchObject({ label: expect.any(String), help: expect.any(String) });
    }
  });
});
