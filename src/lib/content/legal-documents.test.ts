import { describe, expect, it } from "vitest";
import { parseSiteConfig, safeParseSiteConfig } from "../tenancy/site-config";
import { LEGAL_PAGE_PATHS, legalDocument, legalSectionIds } from "./legal-documents";
import { fillLegalText, type LegalValues, legalPlainText } from "./legal-text";

const VALUES: LegalValues = {
  dealerName: "Harbour City Toyota",
  email: "sales@harbourcitytoyota.example",
  privacyResponseDays: 30,
  reserveDeposit: "$500",
};

const plain = (paragraphs: readonly string[]) =>
  paragraphs.map((p) => legalPlainText(fillLegalText(p, VALUES))).join("\n");

describe("privacy policy (spec 02 §9 'Privacy policy summary')", () => {
  const policy = legalDocument("privacy_policy");

  it("has the ten sections in the spec's order", () => {
    expect(policy.sections.map((s) => s.heading)).toEqual([
      "Why we collect your personal information",
      "What personal information we collect",
      "Sharing with our brand network",
      "Marketing and opting out",
      "Cookies and analytics",
      "Who we disclose your information to",
      "How we keep your information secure",
      "Access, correction and privacy complaints",
      "Opting out",
      "Changes to this policy",
    ]);
  });

  it("'Written for an Australian audience, referring to the Australian privacy act'", () => {
    expect(plain(policy.intro)).toContain("Privacy Act 1988 (Cth)");
    expect(plain(policy.intro)).toContain("Harbour City Toyota");
  });

  it("'It links to /contact'", () => {
    const all = [...policy.intro, ...policy.sections.flatMap((s) => s.paragraphs)];
    const links = all.flatMap((p) => fillLegalText(p, VALUES)).filter((s) => s.kind === "link");
    expect(links.map((l) => l.href)).toContain("/contact");
  });
});

describe("legal copy is a site-overridable template (issue 17 §8)", () => {
  it("a site replaces one section's words and hides another; the rest stay the template's", () => {
    const doc = legalDocument("privacy_policy", {
      "brand-network": { hidden: true },
      changes: { paragraphs: ["We review this policy every year."] },
    });
    expect(doc.sections.map((s) => s.id)).toEqual(
      legalSectionIds("privacy_policy").filter((id) => id !== "brand-network"),
    );
    expect(doc.sections.at(-1)).toEqual({
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: ["We review this policy every year."],
    });
  });

  it("a section of the site's own is added after the template's; one without words is left out", () => {
    const doc = legalDocument("terms_and_conditions", {
      "governing-law": { heading: "Governing law", paragraphs: ["The laws of Tasmania apply."] },
      "half-done": { heading: "Nothing yet" },
    });
    expect(doc.sections.at(-1)?.id).toBe("governing-law");
    expect(doc.sections.some((s) => s.id === "half-done")).toBe(false);
  });

  it("the site config holds the overrides, and refuses a placeholder that does not exist", () => {
    const config = parseSiteConfig({
      legal: { complaint_handling_process: { raise: { heading: "Tell us" } }, privacy_response_days: 14 },
    });
    expect(config.legal.complaint_handling_process.raise?.heading).toBe("Tell us");
    expect(config.legal.privacy_response_days).toBe(14);
    expect(parseSiteConfig({}).legal.privacy_response_days).toBe(30);
    const bad = safeParseSiteConfig({
      legal: { privacy_policy: { changes: { paragraphs: ["Call {mobile}"] } } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("{mobile} is not a placeholder legal copy can use");
  });

  it("the complaints page tells the shopper to raise it with the department manager, by e-mail or phone in business hours", () => {
    const text = plain(legalDocument("complaint_handling_process").sections.flatMap((s) => s.paragraphs));
    expect(text).toContain("manager of the department concerned");
    expect(text).toContain("during business hours");
    expect(text).toContain("That manager is your contact person while your complaint is being handled.");
  });

  it("the three pages' paths are the footer's (spec 02 §2 'Footer'; the sitemap lists them: e2e/legal.spec.ts)", () => {
    expect(LEGAL_PAGE_PATHS).toEqual([
      "/privacy-policy",
      "/terms-and-conditions",
      "/pages/complaint-handling-process",
    ]);
  });
});
