import { describe, expect, it } from "vitest";
import { PARTS_QUERY_MAX, partsEnquiryMessage, partsQuery, partsSearchWords } from "./parts-search";

describe("/parts/search (spec 02 §2 'parts search'; issue 19 item 4: a parts enquiry, no catalogue)", () => {
  it("takes the part a shopper searched for into the enquiry's message", () => {
    expect(partsQuery("  oil filter  ")).toBe("oil filter");
    expect(partsEnquiryMessage("oil filter")).toMatch(/^I'm looking for: oil filter\n/);
  });
  it("asks nothing when nothing, or only blanks, was searched", () => {
    expect(partsQuery(undefined)).toBeNull();
    expect(partsQuery("   ")).toBeNull();
  });
  it("a hostile or overlong query becomes one short line of text", () => {
    expect(partsQuery("brake\u0000pads\r\n<script>")).toBe("brake pads <script>");
    expect([...(partsQuery("x".repeat(5000)) ?? "")].length).toBe(PARTS_QUERY_MAX);
    expect(partsQuery(["wiper blades", "ignored"])).toBe("wiper blades");
  });
});

describe("decision 0079: /parts/search searches the site's genuine accessories by every word", () => {
  it("splits the query into lower-case words, punctuation trimmed, repeats and one-letter words dropped", () => {
    expect(partsSearchWords("Tow-bar, HiLux  hilux a")).toEqual(["tow-bar", "hilux"]);
    expect(partsSearchWords("PZ403-1037-00")).toEqual(["pz403-1037-00"]);
  });
  it("takes at most six words, and none from punctuation alone", () => {
    expect(partsSearchWords("a b c d e f g h i j k l")).toEqual([]);
    expect(partsSearchWords("one two three four five six seven")).toHaveLength(6);
    expect(partsSearchWords("!!! ...")).toEqual([]);
  });
});
