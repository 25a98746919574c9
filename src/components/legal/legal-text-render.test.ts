import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillLegalText, type LegalValues } from "@/lib/content/legal-text";
import { LegalText } from "./legal-text";

const DEALER: LegalValues = {
  dealerName: "Metro Motor Group",
  email: "hello@metromotorgroup.example",
  complaintsEmail: "customercare@metromotorgroup.example",
  phone: { text: "07 3555 0100", href: "tel:0735550100" },
  privacyResponseDays: 30,
  reserveDeposit: "$200",
};

describe("legal copy on the page (issue 17 item 8 'a site-overridable template')", () => {
  it("a site's override that writes markup shows it as text: no link or script of its own reaches the page", () => {
    const copy = '<a href="https://evil.example">click</a><script>alert(1)</script> Write to {email}.';
    const html = renderToStaticMarkup(h(LegalText, { segments: fillLegalText(copy, DEALER) }));
    expect(html).not.toContain('<a href="https://evil.example"');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;");
    // The placeholder's own link is the one link there is.
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="mailto:hello@metromotorgroup.example"');
  });
});
