import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillLegalText } from "@/lib/content/legal-text";
import { TEST_LEGAL_VALUES } from "../../../test/legal-values";
import { LegalText } from "./legal-text";

const DEALER = TEST_LEGAL_VALUES;

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
