import { describe, expect, it } from "vitest";
import {
  cutParagraphs,
  DESCRIPTION_CUT,
  DISCLAIMER_CUT,
  offerDescription,
  offerDisclaimer,
  offerParagraphs,
  offerSummaryLine,
  textLength,
} from "./offer-text";

const words = (n: number) =>
  Array.from({ length: n }, (_, i) => `word${i}`)
    .join(" ")
    .slice(0, n);

describe("offer description (spec 02 §9: truncated at 160 characters, with a toggle only if longer than 200)", () => {
  it("a description of 200 characters shows whole, with no View more", () => {
    const text = "a".repeat(200);
    const d = offerDescription(text);
    expect(d.collapsible).toBe(false);
    expect(d.collapsed).toEqual([text]);
  });

  it("a description of 180 characters is longer than the cut but shows whole: no toggle below 201", () => {
    const text = words(180);
    expect(offerDescription(text)).toEqual({ paragraphs: [text], collapsed: [text], collapsible: false });
  });

  it("a description of 201 characters collapses to about 160 with an ellipsis and gets the toggle", () => {
    const text = words(201);
    const d = offerDescription(text);
    expect(d.collapsible).toBe(true);
    expect(d.paragraphs).toEqual([text]);
    const shown = d.collapsed.join(" ");
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(DESCRIPTION_CUT + 1);
    // "about 160": it ends on a whole word, never far short of the cut.
    expect(shown.length).toBeGreaterThan(DESCRIPTION_CUT * 0.75);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
    expect(text[shown.length - 1]).toBe(" ");
  });

  it("one long word is cut hard at 160 rather than showing nothing", () => {
    const d = offerDescription("x".repeat(300));
    expect(d.collapsed).toEqual([`${"x".repeat(160)}…`]);
  });
});

describe("offer disclaimer (spec 02 §9: truncated at 200)", () => {
  it("200 characters show whole; 201 collapse to at most 200 and a toggle", () => {
    expect(offerDisclaimer("b".repeat(200)).collapsible).toBe(false);
    const long = offerDisclaimer(`${"c".repeat(150)} ${"d".repeat(60)}`);
    expect(long.collapsible).toBe(true);
    expect(long.collapsed.join("").length).toBeLessThanOrEqual(DISCLAIMER_CUT + 1);
    // The cut backs off to the last whole word when it ends in the last quarter of the 200.
    expect(long.collapsed[0]).toBe(`${"c".repeat(150)}…`);
  });
});

describe("feed text is shown as text (no markup a feed sends reaches the page)", () => {
  it("tags go, block tags and line breaks make paragraphs, entities are decoded once", () => {
    expect(
      offerParagraphs(
        '<p>Save <b>$1,000</b> &amp; more</p><script>alert("x")</script><ul><li>One</li><li>Two</li></ul>Line 1\nLine 2',
      ),
    ).toEqual(["Save $1,000 & more", "One", "Two", "Line 1", "Line 2"]);
    expect(offerParagraphs("&amp;lt;img onerror=x&amp;gt;")).toEqual(["&lt;img onerror=x&gt;"]);
    expect(offerParagraphs("<img src=x onerror=alert(1)>")).toEqual([]);
  });

  it("empty and missing texts have no paragraphs and no toggle", () => {
    expect(offerDescription("")).toEqual({ paragraphs: [], collapsed: [], collapsible: false });
    expect(offerDisclaimer(null).paragraphs).toEqual([]);
  });

  it("the limits count a paragraph break as one character", () => {
    expect(textLength(["ab", "cd"])).toBe(5);
    expect(cutParagraphs(["a".repeat(100), "b".repeat(100)], 150)).toEqual([
      "a".repeat(100),
      `${"b".repeat(49)}…`,
    ]);
  });

  it("the summary line joins paragraphs and stays within its length", () => {
    expect(offerSummaryLine("<p>One</p><p>Two</p>")).toBe("One Two");
    expect(offerSummaryLine(words(400)).length).toBeLessThanOrEqual(161);
  });
});
