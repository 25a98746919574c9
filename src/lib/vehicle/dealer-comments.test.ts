import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import {
  collapseParagraphs,
  cutText,
  dealerCommentParagraphs,
  dealerComments,
  dealerCommentsText,
  joinedLength,
} from "./dealer-comments";

const def = getTemplate("default");
const toyota = getTemplate("toyota");

describe("dealer comments (spec 01 §2 Dealer Comments tab, §9)", () => {
  it("spec 01 §2: text is split on '|' into trimmed, non-empty paragraphs", () => {
    expect(dealerCommentParagraphs(testCar().dealercomments)).toEqual([
      "One owner.",
      "Full service history.",
    ]);
    expect(dealerCommentParagraphs(" A |  | B  ||C|")).toEqual(["A", "B", "C"]);
  });
  it("spec 01 §2: empty comments, ignoring '|' separators and space, show the pending message", () => {
    const pending = "Dealer comments are pending. Please check back here later.";
    for (const raw of [null, undefined, "", "   ", "|", " | | "]) {
      const comments = dealerComments(raw, def);
      expect(comments.pending).toBe(true);
      expect(comments.paragraphs).toEqual([pending]);
      expect(comments.collapsed).toEqual([pending]);
      expect(comments.truncated).toBe(false);
    }
  });
  it("spec 01 §9: comments within 400 characters need no toggle", () => {
    const comments = dealerComments(testCar().dealercomments, def);
    expect(comments).toMatchObject({ pending: false, truncated: false });
    expect(comments.collapsed).toEqual(comments.paragraphs);
    const exactly = "x".repeat(400);
    expect(dealerComments(exactly, def).truncated).toBe(false);
    expect(dealerComments(`${exactly}y`, def).truncated).toBe(true);
  });
  it("spec 01 §2/§9: longer comments show the first 400 characters, with no ellipsis added", () => {
    const raw = "a".repeat(450);
    const comments = dealerComments(raw, def);
    expect(comments.truncated).toBe(true);
    expect(comments.collapsed).toEqual(["a".repeat(400)]);
    expect(comments.paragraphs).toEqual([raw]);
  });
  it("spec 01 §2/§9: the 400 characters count across paragraphs, each break counting as its '|'", () => {
    const first = "a".repeat(250);
    const second = "b".repeat(250);
    const comments = dealerComments(`${first}|${second}|third`, def);
    expect(joinedLength(comments.paragraphs)).toBe(250 + 1 + 250 + 1 + 5);
    expect(comments.collapsed).toEqual([first, "b".repeat(149)]);
    expect(comments.collapsed.join("|")).toHaveLength(400);
  });
  it("spec 01 §2: a cut that lands on a break keeps whole paragraphs only", () => {
    expect(collapseParagraphs(["a".repeat(399), "b".repeat(10)], 400)).toEqual(["a".repeat(399)]);
    expect(collapseParagraphs(["a".repeat(400), "b"], 400)).toEqual(["a".repeat(400)]);
    expect(collapseParagraphs(["word ".repeat(100)], 12)).toEqual(["word word wo"]);
  });
  it("spec 01 §2: the toggle reads 'more...' / 'less...', or 'Show More' / 'Show Less' on the brand template", () => {
    expect(dealerComments("x", def)).toMatchObject({ moreLabel: "more...", lessLabel: "less..." });
    expect(dealerComments("x", toyota)).toMatchObject({ moreLabel: "Show More", lessLabel: "Show Less" });
  });
  it("spec 01 §2 comments are text: HTML is reduced to text and block tags break paragraphs", () => {
    const raw =
      "<p>One <b>owner</b>.</p><p>Log books<br>Two keys</p><script>alert(1)</script><style>p{}</style>";
    expect(dealerCommentParagraphs(raw)).toEqual(["One owner.", "Log books", "Two keys"]);
    expect(dealerCommentParagraphs('<img src=x onerror="alert(1)">Clean car<!-- hidden -->')).toEqual([
      "Clean car",
    ]);
    expect(dealerComments("<p></p><br/>", def).pending).toBe(true);
  });
  it("spec 01 §2 comments are text: common entities are decoded once, never into markup that runs", () => {
    expect(dealerCommentParagraphs("Tom &amp; Jerry&#39;s &quot;ute&quot;&nbsp;&lt;4WD&gt;")).toEqual([
      `Tom & Jerry's "ute" <4WD>`,
    ]);
    // Double-encoded stays one level encoded; an encoded tag is visible text, not a tag.
    expect(dealerCommentParagraphs("&amp;lt;b&amp;gt;")).toEqual(["&lt;b&gt;"]);
    expect(dealerCommentParagraphs("&lt;script&gt;x&lt;/script&gt;")).toEqual(["<script>x</script>"]);
    // An encoded bar is a character, not a paragraph break; a lone '<' is text.
    expect(dealerCommentParagraphs("A &#124; B|under < 50,000 km")).toEqual(["A | B", "under < 50,000 km"]);
  });
  it("spec 01 §2: whitespace and line breaks inside a paragraph collapse to single spaces", () => {
    expect(dealerCommentParagraphs("One\n owner,\t\tlow  km")).toEqual(["One owner, low km"]);
    expect(dealerCommentsText("A|B")).toBe("A B");
  });
  it("spec 01 §9: the cut never splits an emoji", () => {
    expect(cutText("ab😀c", 3)).toBe("ab");
    expect(cutText("ab😀c", 4)).toBe("ab😀");
  });
});

describe("issue 16 item 2: a feed's '&constructor;' is not a named entity", () => {
  it("is kept as written", () => {
    expect(dealerCommentsText("Tow bar &constructor; &toString; &amp; more")).toBe(
      "Tow bar &constructor; &toString; & more",
    );
  });
});
