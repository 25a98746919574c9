import { describe, expect, it } from "vitest";
import { randomDocs } from "../../../test/random-stock";
import { buildSearchIndex } from "./index-build";
import { hasEveryKeyword, keywordValues, keywordWords, MAX_KEYWORDS } from "./keywords";
import { toHit } from "./present-result";
import { hitAsDocument } from "./search-document";
import { searchIndex } from "./search-engine";
import { EMPTY_SEARCH_STATE, parseSearchParams, searchStateToQueryString } from "./search-params";

const request = (keyword: string[]) => ({
  ...EMPTY_SEARCH_STATE,
  refinements: { keyword },
  hitsPerPage: 1000,
});

describe("the keyword facet (spec 02 §7, decision 0087)", () => {
  it("a car's keywords are the words of its make, model, badge and description, once each", () => {
    expect(
      keywordWords({
        make: "Toyota",
        model: "LandCruiser 300",
        badge: "GR-Sport",
        description: "One owner | Sunroof, tow bar; toyota service history",
      }),
    ).toEqual([
      "toyota",
      "landcruiser",
      "300",
      "gr",
      "sport",
      "one",
      "owner",
      "sunroof",
      "tow",
      "bar",
      "service",
      "history",
    ]);
  });

  it("what a shopper types becomes one keyword per word, at most six", () => {
    expect(keywordValues(["Tow bar", "sunroof", "tow"])).toEqual({
      values: ["tow", "bar", "sunroof"],
      dropped: 0,
    });
    expect(keywordValues(["a b c d e f g h"])).toEqual({
      values: ["a", "b", "c", "d", "e", "f"],
      dropped: 2,
    });
    expect(MAX_KEYWORDS).toBe(6);
  });

  it("the URL's keyword key reads typed text as words and writes one key per word", () => {
    const { state, issues } = parseSearchParams(new URLSearchParams("keyword=Tow+Bar&make=Toyota"));
    expect(issues).toEqual([]);
    expect(state.refinements.keyword).toEqual(["tow", "bar"]);
    expect(searchStateToQueryString(state)).toBe("?make=Toyota&keyword=tow&keyword=bar");
    const many = parseSearchParams(new URLSearchParams("keyword=one two three four five six seven"));
    expect(many.state.refinements.keyword).toHaveLength(6);
    expect(many.issues).toEqual([{ key: "keyword", message: "at most 6 keywords" }]);
    expect(parseSearchParams(new URLSearchParams("keyword=+%2C+")).state.refinements.keyword).toBeUndefined();
  });

  it("a car matches only when it has every keyword as a whole word", () => {
    const words = ["toyota", "hilux", "sunroof", "tow", "bar"];
    expect(hasEveryKeyword(words, ["tow", "bar"])).toBe(true);
    expect(hasEveryKeyword(words, ["TOW", "sunroof"])).toBe(true);
    expect(hasEveryKeyword(words, ["tow", "leather"])).toBe(false);
    expect(hasEveryKeyword(words, ["sun"])).toBe(false);
  });

  it("the index finds exactly the cars having every keyword (each keyword narrows, none widens)", () => {
    const docs = randomDocs(300, 11);
    const index = buildSearchIndex(docs);
    const expected = (wanted: string[]) =>
      docs
        .filter((d) => hasEveryKeyword(d.keywords ?? [], wanted))
        .map((d) => d.id)
        .sort((a, b) => a - b);
    for (const wanted of [
      ["sunroof"],
      ["tow", "bar"],
      ["tow", "leather"],
      ["sunroof", "leather", "seats"],
      ["nothing"],
    ]) {
      const got = searchIndex(index, request(wanted)).hits.map((h) => h.id);
      expect(
        got.sort((a, b) => a - b),
        wanted.join(" "),
      ).toEqual(expected(wanted));
      const count = searchIndex(index, request(wanted)).count;
      expect(count, wanted.join(" ")).toBe(expected(wanted).length);
    }
    const tow = searchIndex(index, request(["tow"])).count;
    expect(searchIndex(index, request(["tow", "leather"])).count).toBeLessThan(tow);
    expect(tow).toBeGreaterThan(0);
  });

  it("a hit keeps no description words: not in a page's or the API's hits, nor in the index's cars", () => {
    const [doc] = randomDocs(1, 3);
    expect(doc!.keywords!.length).toBeGreaterThan(0);
    expect(toHit(doc!)).not.toHaveProperty("keywords");
    expect(buildSearchIndex([doc!]).cars[0]).not.toHaveProperty("keywords");
    expect(hitAsDocument(toHit(doc!)).keywords).toEqual([]);
  });
});
