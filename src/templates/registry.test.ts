import { describe, expect, it } from "vitest";
import { financePath, templateCopy } from "@/lib/template/template";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate, isTemplateName, TEMPLATE_NAMES } from "./registry";

const def = getTemplate("default");
const toyota = getTemplate("toyota");

describe("template registry", () => {
  it("finds every registered template by the name a site stores", () => {
    expect(TEMPLATE_NAMES).toContain("default");
    for (const name of TEMPLATE_NAMES) {
      expect(isTemplateName(name)).toBe(true);
      expect(getTemplate(name).name).toBe(name);
    }
  });
  it("an unknown template name falls back to default", () => {
    expect(isTemplateName("no-such-template")).toBe(false);
    expect(getTemplate("no-such-template").name).toBe("default");
    expect(isTemplateName("__proto__")).toBe(false);
    expect(getTemplate("__proto__").name).toBe("default");
  });
});

describe("template copy variants (read through templateCopy)", () => {
  it("spec 01 §2: dealer comments toggle reads 'more...' / 'less...', 'Show More' / 'Show Less' on the brand", () => {
    expect([templateCopy(def, "dealer_comments_more"), templateCopy(def, "dealer_comments_less")]).toEqual([
      "more...",
      "less...",
    ]);
    expect([
      templateCopy(toyota, "dealer_comments_more"),
      templateCopy(toyota, "dealer_comments_less"),
    ]).toEqual(["Show More", "Show Less"]);
  });
  it("spec 01 §4: 'Find Me Something Similar', or 'Find me something similar' on one brand", () => {
    expect(templateCopy(def, "find_similar")).toBe("Find Me Something Similar");
    expect(templateCopy(toyota, "find_similar")).toBe("Find me something similar");
  });
  it("spec 02 §2: the brand's certified switch label", () => {
    expect(templateCopy(toyota, "certified_switch")).toBe("Only show Toyota Certified Vehicles");
  });
  it("spec 02 §9: brand finance button 'Finance Enquiry' linking to /finance-enquiry; reserve in success style", () => {
    expect(templateCopy(toyota, "finance_button")).toBe("Finance Enquiry");
    expect(financePath(toyota, parseSiteConfig({}))).toBe("/finance-enquiry");
    expect(toyota.reserveButtonVariant).toBe("success");
    expect(templateCopy(toyota, "models_heading_prefix")).toBe("New");
  });
});
