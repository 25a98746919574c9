import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ContentBlock, type RichTextSource, richTextPlain, richTextTree } from "@/lib/content/rich-text";
import { RichText } from "./rich-text";

/** The markup, without the line breaks between block elements. */
const render = (source: RichTextSource) =>
  renderToStaticMarkup(h(RichText, { tree: richTextTree(source) })).replace(/>\n+</g, "><");

describe("content from a feed on the page (issue 19 item 4: 'no raw HTML from a feed reaches a page')", () => {
  it("renders a dealer's Markdown: headings, lists, links, tables", () => {
    const html = render({
      markdown:
        "## Why buy from us\n\nWe are **family owned** since 1978. [Meet the team](/about-us).\n\n- Haggle-free prices\n- Cars inspected\n\n| Service | Price |\n|---|---|\n| 12 months | $250 |",
    });
    expect(html).toContain("<h2>Why buy from us</h2>");
    expect(html).toContain("<strong>family owned</strong>");
    expect(html).toContain('<a href="/about-us">Meet the team</a>');
    expect(html).toContain("<li>Haggle-free prices</li>");
    expect(html).toContain('<div class="overflow-x-auto"><table>');
    expect(html).toContain("<td>$250</td>");
  });

  it("drops raw HTML, scripts and event handlers written into the Markdown", () => {
    const html = render({
      markdown:
        'Hello <script>alert(1)</script> there.\n\n<img src="x" onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="https://evil.example" onclick="steal()">win</a>\n\n<style>body{display:none}</style>',
    });
    expect(html).not.toMatch(/<script|<iframe|<style|onerror|onclick|<img/i);
    expect(html).not.toContain("evil.example");
    // What was between the tags stays as harmless text; the tags are gone.
    expect(html).toContain("Hello alert(1) there.");
    expect(html).toContain("Hello");
  });

  it("takes the link off javascript:, vbscript: and data: URLs, however they are spelt", () => {
    const html = render({
      markdown:
        "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](  javascript:alert(1)) [d](vbscript:msgbox) [e](data:text/html;base64,PHNjcmlwdD4=) [f](java&#x09;script:alert(1))\n\n![x](javascript:alert(1)) ![y](data:image/svg+xml;base64,PHN2Zz4=)",
    });
    expect(html).not.toMatch(/javascript:|vbscript:|data:|java\s*script/i);
    // The words stay as text; only the links go.
    expect(html).toContain("<p>a b c d e f</p>");
    expect(html).not.toContain("<img");
  });

  it("keeps http(s), mailto:, tel: and site links, and marks links off the site noopener", () => {
    const html = render({
      markdown:
        "[Toyota](https://www.toyota.com.au) [mail](mailto:sales@dealer.example) [call](tel:0362550700) [stock](/search)",
    });
    expect(html).toContain('<a href="https://www.toyota.com.au" rel="noopener noreferrer">Toyota</a>');
    expect(html).toContain('<a href="mailto:sales@dealer.example">mail</a>');
    expect(html).toContain('<a href="tel:0362550700">call</a>');
    expect(html).toContain('<a href="/search">stock</a>');
  });

  it("the page title stays the only h1: a content h1 becomes an h2", () => {
    expect(render({ markdown: "# Big title\n\ntext" })).toContain("<h2>Big title</h2>");
  });

  it("ids from the feed are prefixed, so content cannot clobber the page's own elements", () => {
    const html = render({ markdown: "Note[^1]\n\n[^1]: A footnote." });
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).not.toMatch(/ id="fn-1"/);
  });

  it("renders structured blocks with the same rules, their text never read as HTML", () => {
    const blocks: ContentBlock[] = [
      { type: "heading", text: "<script>alert(1)</script> Fleet", level: 2 },
      { type: "paragraph", text: "Talk to **Sam** on [our fleet page](/fleet). <b onmouseover=x>bold?</b>" },
      { type: "list", items: ["Fast quotes", "[Finance](javascript:alert(1)) options"], ordered: true },
      { type: "quote", text: "Best service in Hobart.", cite: "Jo, Sandy Bay" },
      { type: "image", url: "/media/demo-car/suv/white/0.svg", alt: "A white SUV", caption: "RAV4 Cruiser" },
      { type: "image", url: "javascript:alert(1)", alt: "bad" },
      { type: "call_to_action", label: "Make a fleet enquiry", url: "/enquiries/fleet-enquiry" },
      { type: "call_to_action", label: "Click", url: "javascript:alert(1)" },
    ];
    const html = render({ blocks });
    expect(html).toContain("<h2>&lt;script&gt;alert(1)&lt;/script&gt; Fleet</h2>");
    expect(html).toContain('<strong>Sam</strong> on <a href="/fleet">our fleet page</a>');
    expect(html).not.toMatch(/onmouseover|<b>|javascript:/);
    expect(html).toContain("<ol><li>Fast quotes</li><li>Finance options</li></ol>");
    expect(html).toContain("— Jo, Sandy Bay");
    expect(html).toContain(
      '<figure><img src="/media/demo-car/suv/white/0.svg" alt="A white SUV" loading="lazy" decoding="async"/><figcaption>RAV4 Cruiser</figcaption></figure>',
    );
    expect(html).toMatch(
      /<a href="\/enquiries\/fleet-enquiry" class="inline-block[^"]*bg-primary[^"]*">Make a fleet enquiry<\/a>/,
    );
    // The hostile call to action keeps its words and loses its link.
    expect(html).toContain("<p>Click</p>");
    expect(html).not.toContain('alt="bad"');
  });

  it("a feed cannot give a link any class but the call-to-action one", () => {
    const html = render({ markdown: '<a class="fixed inset-0" href="/x">x</a> [y](/y "title")' });
    expect(html).not.toContain("fixed inset-0");
  });

  it("plain text of a body for descriptions: words only, one line", () => {
    expect(richTextPlain(richTextTree({ markdown: "## Hello\n\nWorld **again**.\n\n- a\n- b" }))).toBe(
      "Hello World again. a b",
    );
  });
});
