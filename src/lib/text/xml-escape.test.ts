import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXmlAttribute, escapeXmlText, stripInvalidXmlChars } from "./xml-escape";

describe("stripInvalidXmlChars (any shopper input must still yield well-formed XML)", () => {
  it("removes control characters other than tab, LF and CR", () => {
    expect(stripInvalidXmlChars("a\u0000b\u0007c\u001bd\te\nf\rg")).toBe("abcd\te\nf\rg");
  });

  it("removes lone surrogates and U+FFFE / U+FFFF but keeps emoji (surrogate pairs)", () => {
    expect(stripInvalidXmlChars("x\ud800y\udc00z\ufffe\uffff 😀🚗")).toBe("xyz 😀🚗");
  });

  it("keeps ordinary text, accents and CJK unchanged", () => {
    expect(stripInvalidXmlChars("Citroën 東京 — ok")).toBe("Citroën 東京 — ok");
  });
});

describe("escapeXmlText / escapeXmlAttribute", () => {
  it("escapes the five markup characters", () => {
    expect(escapeXmlText(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(escapeXmlAttribute(`"'<>&`)).toBe("&quot;&apos;&lt;&gt;&amp;");
  });

  it("normalises CR LF to LF in text, and line breaks to spaces in attributes", () => {
    expect(escapeXmlText("one\r\ntwo\rthree")).toBe("one\ntwo\nthree");
    expect(escapeXmlAttribute("one\r\ntwo\tthree")).toBe("one  two three");
  });

  it("round-trips hostile text through a parser", () => {
    const hostile = `]]></x><script>alert("x")</script>&amp;\u0000\u001b😀\ud800`;
    const xml = `<r a="${escapeXmlAttribute(hostile)}">${escapeXmlText(hostile)}</r>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    const visible = `]]></x><script>alert("x")</script>&amp;😀`;
    expect(parsed.r["#text"]).toBe(visible);
    expect(parsed.r["@_a"]).toBe(visible);
  });
});

describe("escapeHtml (shopper input must never inject markup into the dealer e-mail)", () => {
  it("escapes tags, ampersands and both quotes", () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;",
    );
  });

  it("drops control characters", () => {
    expect(escapeHtml("a\u0000\u001b[31mb")).toBe("a[31mb");
  });
});
