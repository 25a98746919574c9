import { describe, expect, it } from "vitest";
import { TEST_BRAND, TEST_YARD } from "../../../test/notice-fixtures";
import { leadNotice } from "./lead-notice";
import type { NoticeContent } from "./notice-content";
import { renderNotice } from "./notice-render";

/**
 * Issue 34 item 1: the confirmations' HTML part, per site (its name, colour, logo and the dealer's
 * legal footer), the same words as the text part, and nothing a shopper typed read as markup.
 */
const content = leadNotice({
  category: "Test Drive",
  subcategory: null,
  firstName: "Ada",
  car: { title: "2021 Toyota RAV4 GX", stocknum: "T1234", url: "https://metro.example/cars/rav4-42" },
  testDriveAt: "2026-12-05T10:00",
  yard: TEST_YARD,
  dealerName: "Metro Toyota",
  siteUrl: "https://metro.example",
});

describe("issue 34 item 1: a confirmation's HTML, in the site's look", () => {
  const { html, text } = renderNotice(content, TEST_BRAND);

  it("is a whole document titled with the subject, in the site's colour band with its logo", () => {
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-AU">/);
    expect(html).toContain("<title>We&#39;ve received your test drive request: 2021 Toyota RAV4 GX</title>");
    expect(html).toContain('<td style="padding:16px 24px;background-color:#0f766e;">');
    expect(html).toContain(
      '<img src="https://metro.example/media/logos/logo.png" alt="Metro Motor Group" height="40"',
    );
  });

  it("says what the text part says: the facts, the next step as a button, the yard with a tel: link", () => {
    expect(html).toContain(">Time you asked for</th><td");
    expect(html).toContain("Saturday 5 December 2026 at 10:00 am");
    expect(html).toContain("<h2");
    expect(html).toContain(">What happens next</h2>");
    expect(html).toMatch(
      /<a href="https:\/\/metro\.example\/cars\/rav4-42" style="[^"]*background-color:#0f766e;color:#ffffff;[^"]*">See the car<\/a>/,
    );
    expect(html).toContain('<a href="tel:0298765432" style="color:#18181b;">Sales: 02 9876 5432</a>');
    expect(html).toContain("12 Church St, Parramatta NSW 2150");
    expect(html).toContain('<td style="padding:2px 16px 2px 0;color:#52525b;">Mon – Fri</td>');
    for (const words of ["Dealer licence MD 12345", "Motor vehicle repairer licence MVRL 678"]) {
      expect(html).toContain(words);
      expect(text).toContain(words);
    }
  });

  it("without a logo, the site's name in the colour band; an unreadable colour falls back to the default", () => {
    const plain = renderNotice(content, {
      ...TEST_BRAND,
      logoUrl: null,
      colour: "red;background:url(x)",
    }).html;
    expect(plain).not.toContain("<img");
    expect(plain).toContain("background-color:#1d4ed8;");
    expect(plain).toContain(">Metro Motor Group</span>");
    expect(plain).not.toContain("url(x)");
  });
});

describe("issue 34 item 1: HTML escapes what a shopper or a feed typed", () => {
  const hostile: NoticeContent = {
    ...content,
    subject: 'We\'ve received "<b>it</b>"',
    firstName: "<script>alert(1)</script>",
    intro: ["Thanks for <img src=x onerror=alert(1)> & more"],
    facts: [{ label: "Car", value: '2021 "RAV4" <GX>' }],
    nextStep: {
      text: "Call us </p><p>now",
      links: [
        { label: "Evil", url: "javascript:alert(1)" },
        { label: 'See "it"', url: "https://metro.example/cars/x?a=1&b=<2>" },
      ],
    },
    more: ["A note: <a href=https://evil.example>click</a>"],
    yard: { ...TEST_YARD, name: "Yard <i>1</i>", address: "1 <Main> St\r\nInjected: header" },
  };
  const { html, text, subject } = renderNotice(hostile, TEST_BRAND);

  it("every value is text: tags, quotes and ampersands escaped", () => {
    expect(html).not.toMatch(/<script|<img src=x|<b>it|<i>1|<a href=https:\/\/evil|<GX>/);
    expect(html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(html).toContain("Thanks for &lt;img src=x onerror=alert(1)&gt; &amp; more");
    expect(html).toContain("2021 &quot;RAV4&quot; &lt;GX&gt;");
    expect(html).toContain("Call us &lt;/p&gt;&lt;p&gt;now");
    expect(html).toContain("Yard &lt;i&gt;1&lt;/i&gt;");
  });

  it("a link that could run script is dropped; a web link's characters are escaped", () => {
    expect(html).not.toContain("javascript:");
    expect(text).not.toContain("javascript:");
    expect(html).toContain('href="https://metro.example/cars/x?a=1&amp;b=%3C2%3E"');
    expect(html).toContain(">See &quot;it&quot;</a>");
  });

  it("line breaks in one-line values are folded, so nothing can start a new header or paragraph", () => {
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text).toContain("1 <Main> St Injected: header");
  });
});
